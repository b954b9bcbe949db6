/**
 * The App Store pages, rendered by the server on every request from the database (decision 0046), so a
 * version staff publish appears at once and a withdrawn one is gone: the list (search, sort, pages), an
 * app's page (its listing, Install, version history, "Report this app") and a developer's page. Each page
 * takes its data as a typed prop (`@app/contracts/server-pages`); the route components read it from the
 * server entry. The pages are complete HTML: only the layout's islands and the report form run script
 * (decision 0057).
 */
import { appCategories, sdkTypes, type AppCategory, type SdkType } from '@app/contracts/options';
import { limits } from '@app/contracts/limits';
import type { AppListing } from '@app/contracts/forms/app-listing';
import { glassesModelNames } from '@app/contracts/device-models';
import { miitFilingRegistry } from '@app/contracts/site';
import { storeSorts, type AppStoreQuery, type StoreAppSummary } from '@app/contracts/api/app-store';
import type { AppStoreAppData, AppStoreDeveloperData, AppStoreListData } from '@app/contracts/server-pages';
import type { ReactNode } from 'react';
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Field, Input, Select } from '../../components/ui/form-field.tsx';
import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { companionAppPath } from '../../content/app-store.ts';
import { CtaBand } from '../../features/developers/cta-band.tsx';
import { LinkCardGrid } from '../../features/developers/link-card.tsx';
import { PageHero } from '../../features/developers/page-hero.tsx';
import ReportAppForm from '../../islands/report-app-form.tsx';
import { ReportSent } from '../../features/app-store/report-app-form.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { useServerPage, useServerQrCode } from '../../lib/server-page.tsx';
import { useStoreCopy, type StoreCopy } from './store-copy.ts';

const categoryLabel = ({ labels }: StoreCopy, category: string | null) =>
  labels.category[category as AppCategory] ?? labels.category.other;
const sdkLabel = ({ labels, t }: StoreCopy, sdk: string | null) => labels.sdk[sdk as SdkType] ?? t.notStated;
const platformOf = ({ t }: StoreCopy, sdk: string | null) => (sdk && t.platforms[sdk]) ?? t.notStated;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

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

/**
 * The card's picture: the app's first screenshot, or its initial. The first card's loads at once: on a
 * phone it is in the first screen (the developer page's largest picture), and a lazy image there waits
 * behind the page's scripts.
 */
function CardPicture({ app, first }: { app: StoreAppSummary; first: boolean }) {
  if (app.icon) {
    return (
      <img
        src={app.icon.url}
        alt=""
        loading={first ? 'eager' : 'lazy'}
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

function AppCard({ app, c, first }: { app: StoreAppSummary; c: StoreCopy; first: boolean }) {
  const { t } = c;
  return (
    <li>
      <a
        href={c.href(`/app-store/${encodeURIComponent(app.slug)}`)}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <CardPicture app={app} first={first} />
        <div className="flex flex-1 flex-col p-5">
          <h3 className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{app.name}</h3>
          <p className="text-sm text-slate-600">{t.byDeveloper(app.developer)}</p>
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={isoDay(app.updatedAt)}>{t.updated(c.date(app.updatedAt))}</time>
          </p>
          <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-700">
            {oneLine(app.description, 200) || t.noDescription}
          </p>
          <ul className="mt-auto flex flex-wrap gap-2 pt-4" aria-label={t.detailsLabel}>
            <Chip>{categoryLabel(c, app.category)}</Chip>
            <Chip>{sdkLabel(c, app.sdkType)}</Chip>
            <Chip>{t.versionChip(app.version)}</Chip>
          </ul>
        </div>
      </a>
    </li>
  );
}

/** The list's address (`list`: in the page's edition) for `page` with the same filters and order (blank ones left out). */
function listHref(list: string, query: AppStoreQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.sdk) params.set('sdk', query.sdk);
  if (query.sort) params.set('sort', query.sort);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${list}?${search}` : list;
}

/** Previous and next page links (plain links: the filters ride along), and where the visitor is. */
function Pagination({
  query,
  page,
  pageCount,
  c,
}: {
  query: AppStoreQuery;
  page: number;
  pageCount: number;
  c: StoreCopy;
}) {
  if (pageCount <= 1 && page <= 1) return null;
  const { t } = c;
  const list = c.href('/app-store');
  const linkClass =
    'inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  return (
    <nav aria-label={t.pagesLabel} className="mt-10 flex flex-wrap items-center justify-between gap-4">
      <div className="min-w-32">
        {page > 1 && (
          <a href={listHref(list, query, Math.min(page - 1, pageCount))} rel="prev" className={linkClass}>
            {t.previousPage}
          </a>
        )}
      </div>
      <p className="text-sm text-slate-700" aria-current="page">
        {t.pageLabel(page, pageCount)}
      </p>
      <div className="flex min-w-32 justify-end">
        {page < pageCount && (
          <a href={listHref(list, query, page + 1)} rel="next" className={linkClass}>
            {t.nextPage}
          </a>
        )}
      </div>
    </nav>
  );
}

/** `/app-store`: the search form (a GET form showing the filters in use), the apps found, how publishing works. */
export function AppStoreListPage({ data: { query, list } }: { data: AppStoreListData }) {
  const c = useStoreCopy();
  const { t, page: appStorePage, labels } = c;
  const publishing = appStorePage.sections[1];
  usePageHead({ title: appStorePage.meta.title, description: t.listDescription(list.total) });
  const filtered = Boolean(query.q || query.category || query.sdk);
  const pastEnd = list.apps.length === 0 && list.total > 0;
  return (
    <>
      <PageHero breadcrumb={appStorePage.breadcrumb} title={appStorePage.heading} lead={t.intro} />
      <Section labelledBy="app-store-apps">
        <h2 id="app-store-apps" className="sr-only">
          {t.resultsHeading}
        </h2>
        <form
          method="get"
          action={c.href('/app-store')}
          role="search"
          className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
        >
          <Field id="store-q" label={t.searchLabel} className="sm:col-span-2 lg:col-span-1">
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
              {appCategories.map((value) => (
                <option key={value} value={value}>
                  {labels.category[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="store-sdk" label={t.sdkLabel}>
            <Select id="store-sdk" name="sdk" defaultValue={query.sdk ?? ''}>
              <option value="">{t.anySdk}</option>
              {sdkTypes.map((value) => (
                <option key={value} value={value}>
                  {labels.sdk[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="store-sort" label={t.sortLabel}>
            {/* Best match unless chosen otherwise: without words to rank by, the server lists the newest. */}
            <Select id="store-sort" name="sort" defaultValue={query.sort ?? 'relevance'}>
              {storeSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {labels.sort[sort]}
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
          {pastEnd ? t.pastLastPage : t.count(list.total, filtered)}
          {!pastEnd && list.pageCount > 1 && ` · ${t.pageLabel(list.page, list.pageCount)}`}
        </p>
        {pastEnd && (
          <p className="mt-2 text-sm">
            <a
              href={listHref(c.href('/app-store'), query, 1)}
              className="font-semibold text-brand-700 underline"
            >
              {t.firstPage}
            </a>
          </p>
        )}
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.apps.map((app, index) => (
            <AppCard key={app.slug} app={app} c={c} first={index === 0} />
          ))}
        </ul>
        {!pastEnd && <Pagination query={query} page={list.page} pageCount={list.pageCount} c={c} />}
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

function Screenshots({ app, c: { t } }: { app: AppStoreAppData['app']; c: StoreCopy }) {
  if (app.screenshots.length === 0) {
    return <p className="mt-4 text-sm text-slate-600">{t.noScreenshots}</p>;
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
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              className="aspect-video w-72 rounded-lg border border-slate-200 bg-slate-900 object-contain sm:w-96"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A support contact as a link: an e-mail address or an https:// page. */
const supportHref = (contact: string) => (contact.startsWith('https://') ? contact : `mailto:${contact}`);

const h2Class = 'text-2xl font-bold tracking-tight text-slate-900';
const h3Class = 'text-lg font-semibold text-slate-900';
const linkClass = 'font-medium break-words text-brand-700 underline hover:text-brand-800';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} className={linkClass} rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

/** A bulleted list, or a sentence when the developer declared none, or "not declared". */
function Declared({
  items,
  none,
  notDeclared,
}: {
  items: readonly string[] | null;
  none: string;
  notDeclared: string;
}) {
  if (items === null) return <p className="mt-2 text-slate-700">{notDeclared}</p>;
  if (items.length === 0) return <p className="mt-2 text-slate-700">{none}</p>;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Compatibility, permissions, privacy and support: what the developer declared for the current version. */
function Listing({ listing, c }: { listing: AppListing; c: StoreCopy }) {
  const l = c.t.listing;
  const { labels } = c;
  return (
    <>
      <h2 id="app-compatibility" className={`mt-12 ${h2Class}`}>
        {l.compatibilityHeading}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className={h3Class}>{l.runsOn}</dt>
          <dd>
            <Declared
              items={
                listing.compatibleModels.length > 0
                  ? listing.compatibleModels.map((id) => glassesModelNames[id])
                  : null
              }
              none=""
              notDeclared={l.notDeclared}
            />
          </dd>
        </div>
        <div>
          <dt className={h3Class}>{l.requires}</dt>
          <dd className="mt-2 text-slate-700">
            {listing.minOsVersion ? l.minOsVersion(listing.minOsVersion) : l.notDeclared}
          </dd>
        </div>
      </dl>
      <h2 className={`mt-12 ${h2Class}`}>{l.permissionsHeading}</h2>
      <Declared
        items={listing.permissions?.map((permission) => labels.permission[permission]) ?? null}
        none={l.noPermissions}
        notDeclared={l.notDeclared}
      />
      <h2 className={`mt-12 ${h2Class}`}>{l.privacyHeading}</h2>
      <h3 className={`mt-4 ${h3Class}`}>{l.dataCollected}</h3>
      <Declared
        items={listing.dataCollected?.map((kind) => labels.collected[kind]) ?? null}
        none={l.noDataCollected}
        notDeclared={l.notDeclared}
      />
      <h3 className={`mt-6 ${h3Class}`}>{l.privacyPolicy}</h3>
      <p className="mt-2 text-slate-700">
        {listing.privacyPolicyUrl ? (
          <ExternalLink href={listing.privacyPolicyUrl}>{listing.privacyPolicyUrl}</ExternalLink>
        ) : (
          l.notDeclared
        )}
      </p>
    </>
  );
}

/** Every published version, newest first, with its date and release notes. */
function VersionHistory({ app, c }: { app: AppStoreAppData['app']; c: StoreCopy }) {
  const { t } = c;
  return (
    <>
      <h2 id="app-versions" className={`mt-12 ${h2Class}`}>
        {t.versionHistoryHeading}
      </h2>
      <ol className="mt-4 grid gap-6 border-l border-slate-200 pl-6">
        {app.versions.map((version) => (
          <li key={`${version.version}-${version.publishedAt.toISOString()}`}>
            <h3 className={h3Class}>{t.versionHeading(version.version)}</h3>
            <p className="text-sm text-slate-600">
              <time dateTime={isoDay(version.publishedAt)}>{c.date(version.publishedAt)}</time>
            </p>
            <p className="mt-2 leading-7 whitespace-pre-line text-slate-700">
              {version.releaseNotes ?? t.noReleaseNotes}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * Install: on a phone the companion app's deep link; on a desktop (md and up) its QR code, made by the
 * server entry as inline SVG; on the glasses, the launcher. Which one shows is CSS (no script, no guess
 * from the user agent).
 */
function Install({ app, c }: { app: AppStoreAppData['app']; c: StoreCopy }) {
  const qr = useServerQrCode(app.deepLink);
  const i = c.install;
  return (
    <section
      aria-labelledby="app-install"
      className="rounded-xl border border-brand-200 bg-white p-6 shadow-sm"
    >
      <h2 id="app-install" className="text-lg font-semibold text-slate-900">
        {i.heading}
      </h2>
      <div className="mt-4 md:hidden">
        <a href={app.deepLink} className={buttonClass('primary', 'lg', 'w-full')}>
          {i.openInCompanion}
        </a>
        <p className="mt-3 text-sm leading-6 text-slate-700">{i.phoneHint}</p>
      </div>
      {qr && (
        <div className="mt-4 hidden md:block">
          <div
            className="mx-auto w-48 rounded-lg border border-slate-200 bg-white p-1 [&_svg]:h-auto [&_svg]:w-full"
            // The SVG is the qrcode encoder's output with an escaped label (lib/qr-code.ts).
            dangerouslySetInnerHTML={{ __html: qr }}
          />
          <p className="mt-3 text-sm leading-6 text-slate-700">{i.qrHint}</p>
        </div>
      )}
      <h3 className="mt-6 text-base font-semibold text-slate-900">{i.glassesHeading}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm leading-6 text-slate-700">
        {i.glassesSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-700">
        {i.noCompanion}{' '}
        <a href={c.href(companionAppPath)} className={linkClass}>
          {i.getCompanion}
        </a>
      </p>
    </section>
  );
}

/** `/app-store/{slug}`: one published app with its current version's listing and every version. */
export function AppStoreAppPage({ data: { app, reported } }: { data: AppStoreAppData }) {
  const c = useStoreCopy();
  const { t, page: appStorePage, report } = c;
  const l = t.listing;
  const description = oneLine(app.description, 160);
  usePageHead({
    title: t.appTitle(app.name, app.developer),
    description: description || t.appDescription(app.name, app.developer),
  });
  const { listing } = app;
  const facts: Array<[string, ReactNode]> = [
    [
      t.facts.developer,
      <a key="developer" href={c.href(`/app-store/developers/${app.developerSlug}`)} className={linkClass}>
        {app.developer}
      </a>,
    ],
    [t.facts.category, categoryLabel(c, app.category)],
    [t.facts.platform, platformOf(c, app.sdkType)],
    [t.facts.version, app.version],
    [
      t.facts.updated,
      <time key="updated" dateTime={isoDay(app.updatedAt)}>
        {c.date(app.updatedAt)}
      </time>,
    ],
    [t.facts.published, c.date(app.publishedAt)],
    [l.downloadSize, listing.downloadSizeBytes ? c.megabytes(listing.downloadSizeBytes) : l.notDeclared],
    [
      l.languages,
      listing.languages.length > 0
        ? listing.languages.map(c.languageName).join(c.locale === 'en' ? ', ' : '、')
        : l.notDeclared,
    ],
    [l.ageRating, listing.ageRating ?? l.notDeclared],
    [
      l.support,
      listing.supportContact ? (
        <ExternalLink key="support" href={supportHref(listing.supportContact)}>
          {listing.supportContact}
        </ExternalLink>
      ) : (
        l.notDeclared
      ),
    ],
    [
      l.website,
      listing.website ? (
        <ExternalLink key="website" href={listing.website}>
          {listing.website}
        </ExternalLink>
      ) : (
        l.notDeclared
      ),
    ],
    // The Chinese edition's app page shows the app's filing number (APP备案号, decision 0064): every app
    // it lists has one. The English pages stay the spec's.
    ...(c.locale !== 'en' && app.appFilingNumber
      ? [
          [
            c.filing.label,
            <a
              key="filing"
              href={miitFilingRegistry}
              className={linkClass}
              rel="noopener noreferrer nofollow"
              title={c.filing.lookUp}
            >
              {app.appFilingNumber}
            </a>,
          ] satisfies [string, ReactNode],
        ]
      : []),
  ];
  return (
    <>
      <PageHero
        breadcrumb={[
          ...appStorePage.breadcrumb.slice(0, -1),
          { label: appStorePage.meta.title, href: '/app-store' },
          { label: app.name },
        ]}
        title={app.name}
        lead={t.appSummary(categoryLabel(c, app.category), app.developer, app.version)}
      />
      <Section labelledBy="app-details">
        {/*
          The screenshots come first, as on the stores people know: what the app looks like, then how to
          get it. On a phone the page reads screenshots, Install, the description, the listing; on a desktop
          Install heads the side column beside the screenshots.
        */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-y-6">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <h2 id="app-screenshots" className={h2Class}>
              {t.screenshotsHeading}
            </h2>
            <Screenshots app={app} c={c} />
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <Install app={app} c={c} />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-2">
            <h2 id="app-details" className={h2Class}>
              {t.aboutHeading}
            </h2>
            <p className="mt-4 leading-7 whitespace-pre-line text-slate-700">
              {app.description ?? t.noDescription}
            </p>
            <Listing listing={listing} c={c} />
            <VersionHistory app={app} c={c} />
            <h2 id="app-report" className={`mt-12 ${h2Class}`}>
              {report.heading}
            </h2>
            <p className="mt-2 text-slate-700">{report.intro}</p>
            <div className="mt-6 max-w-xl">
              {reported ? <ReportSent /> : <ReportAppForm app={app.slug} />}
            </div>
          </div>
          <aside
            aria-labelledby="app-facts"
            className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 lg:col-start-2 lg:row-start-3"
          >
            <h2 id="app-facts" className="text-lg font-semibold text-slate-900">
              {t.factsHeading}
            </h2>
            <dl className="mt-4 grid gap-3 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
                  <dt className="font-medium text-slate-600">{label}</dt>
                  <dd className="min-w-0 text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <a
              href={c.href(`/app-store/developers/${app.developerSlug}`)}
              className={buttonClass('outline', 'md', 'mt-6 w-full')}
            >
              {t.developerPageLink}
            </a>
            <ButtonLink href="/app-store" variant="ghost" className="mt-2 w-full">
              {t.backToStore}
            </ButtonLink>
          </aside>
        </div>
      </Section>
    </>
  );
}

/** `/app-store/developers/{slug}`: the name and website a developer chose, and their published apps. */
export function AppStoreDeveloperPage({ data: { developer, apps } }: { data: AppStoreDeveloperData }) {
  const c = useStoreCopy();
  const { t, page: appStorePage } = c;
  usePageHead({
    title: t.developerTitle(developer.name),
    description: t.developerDescription(developer.name, apps.length),
  });
  return (
    <>
      <PageHero
        breadcrumb={[
          ...appStorePage.breadcrumb.slice(0, -1),
          { label: appStorePage.meta.title, href: '/app-store' },
          { label: developer.name },
        ]}
        title={developer.name}
        lead={t.developerLead(apps.length)}
      >
        {developer.website && (
          <p className="text-slate-300">
            {`${t.developerWebsite}: `}
            <a
              href={developer.website}
              rel="noopener noreferrer nofollow"
              className="font-semibold break-words text-white underline hover:text-accent-300"
            >
              {developer.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </p>
        )}
      </PageHero>
      <Section labelledBy="developer-apps">
        <h2 id="developer-apps" className={h2Class}>
          {t.developerAppsHeading(developer.name)}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {apps.map((app, index) => (
            <AppCard key={app.slug} app={app} c={c} first={index === 0} />
          ))}
        </ul>
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

export function AppStoreDeveloperRoute() {
  return <AppStoreDeveloperPage data={useServerPage('app-store-developer')} />;
}
