/**
 * The two App Store pages as templates: built with the site's layout at build time, then filled by the
 * server on every request from the database (apps/server/src/modules/app-store/page.ts), so a version
 * staff publish appears at once and a withdrawn one is gone. `{{name}}`-style text is replaced by the
 * server; elements marked `data-slot` receive the lists it builds. The pages work without JavaScript.
 */
import { appCategoryOptions, sdkTypeOptions } from '@app/contracts/options';
import { limits } from '@app/contracts/limits';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Field, Input, Select } from '../../components/ui/form-field.tsx';
import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { appStorePage } from '../../content/resources.ts';
import { appStoreTexts as t } from '../../content/app-store.ts';
import { CtaBand } from '../../features/developers/cta-band.tsx';
import { LinkCardGrid } from '../../features/developers/link-card.tsx';
import { PageHero } from '../../features/developers/page-hero.tsx';
import { usePageHead } from '../../lib/head.tsx';

const publishing = appStorePage.sections[1];

/** `/app-store`: the search form (a GET form), the results the server fills in, how publishing works. */
export function AppStoreListTemplate() {
  usePageHead(appStorePage.meta);
  return (
    <>
      <PageHero breadcrumb={appStorePage.breadcrumb} title={appStorePage.heading} lead={t.intro} />
      <Section labelledBy="app-store-apps">
        <h2 id="app-store-apps" className="sr-only">
          {t.resultsHeading}
        </h2>
        <form
          method="get"
          action="/app-store"
          role="search"
          className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
        >
          <Field id="store-q" label={t.searchLabel}>
            <Input
              id="store-q"
              name="q"
              type="search"
              maxLength={limits.searchQuery}
              placeholder={t.searchPlaceholder}
            />
          </Field>
          <Field id="store-category" label={t.categoryLabel}>
            <Select id="store-category" name="category" defaultValue="">
              <option value="">{t.anyCategory}</option>
              {appCategoryOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="store-sdk" label={t.sdkLabel}>
            <Select id="store-sdk" name="sdk" defaultValue="">
              <option value="">{t.anySdk}</option>
              {sdkTypeOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
          <button
            type="submit"
            className="inline-flex h-10 items-center justify-center rounded-md bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t.searchButton}
          </button>
        </form>
        <p className="mt-8 text-sm text-slate-600" role="status" data-slot="count">
          {'{{count}}'}
        </p>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-slot="results" />
      </Section>
      {publishing && (
        <Section labelledBy="app-store-publishing" className="bg-slate-50">
          <SectionHeading id="app-store-publishing" title={publishing.heading} lead={publishing.intro} />
          <LinkCardGrid cards={publishing.items} columns={4} />
        </Section>
      )}
      <CtaBand
        id="app-store-cta"
        heading={appStorePage.cta.heading}
        text={appStorePage.cta.text}
        actions={appStorePage.cta.actions}
      />
    </>
  );
}

/** `/app-store/{slug}`: one published app. */
export function AppStoreAppTemplate() {
  usePageHead(appStorePage.meta);
  return (
    <>
      <PageHero
        breadcrumb={[
          ...appStorePage.breadcrumb.slice(0, -1),
          { label: 'App Store', href: '/app-store' },
          { label: '{{name}}' },
        ]}
        title="{{name}}"
        lead="{{summary}}"
      />
      <Section labelledBy="app-details">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            <h2 id="app-details" className="text-2xl font-bold tracking-tight text-slate-900">
              {t.aboutHeading}
            </h2>
            <p className="mt-4 leading-7 whitespace-pre-line text-slate-700">{'{{description}}'}</p>
            <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900">{t.screenshotsHeading}</h2>
            <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2" data-slot="screenshots" />
            <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900">
              {t.releaseNotesHeading} {'{{version}}'}
            </h2>
            <p className="mt-4 leading-7 whitespace-pre-line text-slate-700">{'{{releaseNotes}}'}</p>
          </div>
          <aside
            aria-labelledby="app-facts"
            className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6"
          >
            <h2 id="app-facts" className="text-lg font-semibold text-slate-900">
              {t.factsHeading}
            </h2>
            <dl className="mt-4 grid gap-3 text-sm">
              {t.facts.map((fact) => (
                <div key={fact.key} className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
                  <dt className="font-medium text-slate-600">{fact.label}</dt>
                  <dd className="text-slate-900">{`{{${fact.key}}}`}</dd>
                </div>
              ))}
            </dl>
            <ButtonLink href="/app-store" variant="outline" className="mt-6 w-full">
              {t.backToStore}
            </ButtonLink>
          </aside>
        </div>
      </Section>
    </>
  );
}
