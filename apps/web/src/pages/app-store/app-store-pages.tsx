/**
 * The two App Store pages, rendered by the server on every request from the database (decision 0046), so a
 * version staff publish appears at once and a withdrawn one is gone. Each page takes its data as a typed
 * prop (`@app/contracts/server-pages`); the route components read it from the server entry. The pages are
 * complete HTML: only the layout's islands run script.
 */
import {
  appCategoryLabels,
  appCategoryOptions,
  sdkTypeLabels,
  sdkTypeOptions,
  type AppCategory,
  type SdkType,
} from '@app/contracts/options';
import { limits } from '@app/contracts/limits';
import type { StoreAppSummary } from '@app/contracts/api/app-store';
import type { AppStoreAppData, AppStoreListData } from '@app/contracts/server-pages';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Field, Input, Select } from '../../components/ui/form-field.tsx';
import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { appStorePage } from '../../content/resources.ts';
import { appStoreTexts as t } from '../../content/app-store.ts';
import { CtaBand } from '../../features/developers/cta-band.tsx';
import { LinkCardGrid } from '../../features/developers/link-card.tsx';
import { PageHero } from '../../features/developers/page-hero.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { useServerPage } from '../../lib/server-page.tsx';

const publishing = appStorePage.sections[1];

const categoryLabel = (category: string | null) =>
  appCategoryLabels[category as AppCategory] ?? appCategoryLabels.other;
const sdkLabel = (sdk: string | null) => sdkTypeLabels[sdk as SdkType] ?? t.notStated;
const platformOf = (sdk: string | null) => (sdk && t.platforms[sdk]) ?? t.notStated;
const publishedDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** One line of text, at most `max` characters (for meta descriptions and cards). */
function oneLine(text: string | null, max: number): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

function Chip({ children }: { children: string }) {
  return (
    <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{children}</li>
  );
}

/** The card's picture: the app's first screenshot, or its initial. */
function CardPicture({ app }: { app: StoreAppSummary }) {
  if (app.icon) {
    return (
      <img
        src={app.icon.url}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-slate-900 object-contain"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex aspect-video w-full items-center justify-center bg-ink-900 text-4xl font-bold text-accent-300"
    >
      {app.name.slice(0, 1).toUpperCase()}
    </div>
  );
}

function AppCard({ app }: { app: StoreAppSummary }) {
  return (
    <li>
      <a
        href={`/app-store/${encodeURIComponent(app.slug)}`}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <CardPicture app={app} />
        <div className="flex flex-1 flex-col p-5">
          <h3 className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{app.name}</h3>
          <p className="text-sm text-slate-600">{t.byDeveloper(app.developer)}</p>
          <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-700">
            {oneLine(app.description, 200) || t.noDescription}
          </p>
          <ul className="mt-auto flex flex-wrap gap-2 pt-4" aria-label={t.detailsLabel}>
            <Chip>{categoryLabel(app.category)}</Chip>
            <Chip>{sdkLabel(app.sdkType)}</Chip>
            <Chip>{t.versionChip(app.version)}</Chip>
          </ul>
        </div>
      </a>
    </li>
  );
}

/** `/app-store`: the search form (a GET form showing the filters in use), the apps found, how publishing works. */
export function AppStoreListPage({ data: { query, apps } }: { data: AppStoreListData }) {
  usePageHead({ title: appStorePage.meta.title, description: t.listDescription(apps.length) });
  const filtered = Boolean(query.q || query.category || query.sdk);
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
              defaultValue={query.q}
            />
          </Field>
          <Field id="store-category" label={t.categoryLabel}>
            <Select id="store-category" name="category" defaultValue={query.category ?? ''}>
              <option value="">{t.anyCategory}</option>
              {appCategoryOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="store-sdk" label={t.sdkLabel}>
            <Select id="store-sdk" name="sdk" defaultValue={query.sdk ?? ''}>
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
        <p className="mt-8 text-sm text-slate-600" role="status">
          {t.count(apps.length, filtered)}
        </p>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {apps.map((app) => (
            <AppCard key={app.slug} app={app} />
          ))}
        </ul>
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

function Screenshots({ app }: { app: AppStoreAppData['app'] }) {
  if (app.screenshots.length === 0) {
    return (
      <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2">
        <li className="text-sm text-slate-600">{t.noScreenshots}</li>
      </ul>
    );
  }
  return (
    <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2">
      {app.screenshots.map((shot, index) => (
        <li key={shot.id} className="shrink-0 snap-start">
          <a href={shot.url}>
            <img
              src={shot.url}
              alt={t.screenshotAlt(app.name, index, app.screenshots.length)}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className="aspect-video w-72 rounded-lg border border-slate-200 bg-slate-900 object-contain sm:w-96"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** `/app-store/{slug}`: one published app with its current version. */
export function AppStoreAppPage({ data: { app } }: { data: AppStoreAppData }) {
  const description = oneLine(app.description, 160);
  usePageHead({
    title: t.appTitle(app.name, app.developer),
    description: description || t.appDescription(app.name, app.developer),
  });
  const facts: Record<(typeof t.facts)[number]['key'], string> = {
    developer: app.developer,
    category: categoryLabel(app.category),
    platform: platformOf(app.sdkType),
    version: app.version,
    published: publishedDate(app.publishedAt),
  };
  return (
    <>
      <PageHero
        breadcrumb={[
          ...appStorePage.breadcrumb.slice(0, -1),
          { label: appStorePage.meta.title, href: '/app-store' },
          { label: app.name },
        ]}
        title={app.name}
        lead={t.appSummary(categoryLabel(app.category), app.developer, app.version)}
      />
      <Section labelledBy="app-details">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            <h2 id="app-details" className="text-2xl font-bold tracking-tight text-slate-900">
              {t.aboutHeading}
            </h2>
            <p className="mt-4 leading-7 whitespace-pre-line text-slate-700">
              {app.description ?? t.noDescription}
            </p>
            <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900">{t.screenshotsHeading}</h2>
            <Screenshots app={app} />
            <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900">
              {`${t.releaseNotesHeading} ${app.version}`}
            </h2>
            <p className="mt-4 leading-7 whitespace-pre-line text-slate-700">
              {app.releaseNotes ?? t.noReleaseNotes}
            </p>
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
                  <dd className="text-slate-900">{facts[fact.key]}</dd>
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

/** The routes: each page with the data the server gave it. */
export function AppStoreListRoute() {
  return <AppStoreListPage data={useServerPage('app-store')} />;
}

export function AppStoreAppRoute() {
  return <AppStoreAppPage data={useServerPage('app-store-app')} />;
}
