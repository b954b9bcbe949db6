/**
 * The App Store's HTML: the templates the web build writes (`dist/_templates/app-store*.html`, with the
 * site's layout and styles) filled with the store's data. Every value goes in as a text node or an
 * attribute of a parse5 tree, escaped when serialized, so an app's name or notes are never read as
 * markup. The page's title, description, canonical link and Open Graph tags name the page itself.
 * Tailwind finds the classes below through the `@source` line in apps/web/src/styles.css.
 *
 * The site's entry script stays: as on every prerendered public page, only the islands (header menu,
 * consent banner, Cookie settings) hydrate, and the store's content stays the server's HTML (decision 0028).
 */
import { parse, serialize } from 'parse5';
import { appCategoryLabels, sdkTypeLabels, type AppCategory, type SdkType } from '@app/contracts';
import type { AppStoreQuery, StoreApp, StoreAppSummary } from '@app/contracts/api/app-store';
import { brand, siteOriginPlaceholder } from '@app/contracts/site';
import {
  createElement,
  elements,
  fillPlaceholders,
  find,
  getAttr,
  replaceChildren,
  setAttr,
  setText,
  type HtmlElement,
  type HtmlNode,
} from '../../lib/html-tree.ts';
import { fillControl } from '../form-guard/form-page.ts';

const categoryLabel = (category: string | null) =>
  appCategoryLabels[category as AppCategory] ?? appCategoryLabels.other;
const sdkLabel = (sdk: string | null) => sdkTypeLabels[sdk as SdkType] ?? 'Not stated';

/** The supported platform, from the SDK the app is built with. */
function platformOf(sdk: string | null): string {
  if (sdk === 'cxr-m') return `Android phones with ${brand.name} glasses (CXR-M)`;
  if (sdk === 'cxr-s') return `${brand.name} glasses, YodaOS-Sprite (CXR-S)`;
  if (sdk === 'both') return `Android phones and ${brand.name} glasses (CXR-M and CXR-S)`;
  return 'Not stated';
}

const publishedDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

interface Head {
  title: string;
  description: string;
  path: string;
}

/** Title, description, canonical and Open Graph tags of the filled page. */
function fillHead(document: HtmlNode, head: Head): void {
  const title = `${head.title} | ${brand.name}`;
  // The routes put the site's origin in place of the stand-in in the whole page (decision 0054).
  const url = siteOriginPlaceholder + head.path;
  const titleEl = find(document, (el) => el.tagName === 'title');
  if (titleEl) setText(titleEl, title);
  for (const el of elements(document)) {
    if (el.tagName === 'link' && getAttr(el, 'rel') === 'canonical') setAttr(el, 'href', url);
    if (el.tagName !== 'meta') continue;
    const key = getAttr(el, 'name') ?? getAttr(el, 'property');
    if (key === 'description' || key === 'og:description') setAttr(el, 'content', head.description);
    if (key === 'og:title') setAttr(el, 'content', title);
    if (key === 'og:url') setAttr(el, 'content', url);
  }
}

const slot = (document: HtmlNode, name: string) => find(document, (el) => getAttr(el, 'data-slot') === name);

/** One line of text, at most `max` characters (for meta descriptions). */
function summary(text: string | null, max: number): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const chip = (text: string) =>
  createElement(
    'li',
    { class: 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700' },
    text,
  );

function screenshotFrame(app: StoreAppSummary): HtmlElement {
  if (app.icon) {
    return createElement('img', {
      src: app.icon.url,
      alt: '',
      loading: 'lazy',
      decoding: 'async',
      class: 'aspect-video w-full bg-slate-900 object-contain',
    });
  }
  return createElement(
    'div',
    {
      'aria-hidden': 'true',
      class:
        'flex aspect-video w-full items-center justify-center bg-ink-900 text-4xl font-bold text-accent-300',
    },
    app.name.slice(0, 1).toUpperCase(),
  );
}

function appCard(app: StoreAppSummary): HtmlElement {
  return createElement('li', {}, [
    createElement(
      'a',
      {
        href: `/app-store/${encodeURIComponent(app.slug)}`,
        class:
          'group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      },
      [
        screenshotFrame(app),
        createElement('div', { class: 'flex flex-1 flex-col p-5' }, [
          createElement(
            'h3',
            { class: 'text-lg font-semibold text-slate-900 group-hover:text-brand-700' },
            app.name,
          ),
          createElement('p', { class: 'text-sm text-slate-600' }, `by ${app.developer}`),
          createElement(
            'p',
            { class: 'mt-3 line-clamp-3 text-sm leading-6 text-slate-700' },
            summary(app.description, 200) || 'No description yet.',
          ),
          createElement('ul', { class: 'mt-auto flex flex-wrap gap-2 pt-4', 'aria-label': 'Details' }, [
            chip(categoryLabel(app.category)),
            chip(sdkLabel(app.sdkType)),
            chip(`Version ${app.version}`),
          ]),
        ]),
      ],
    ),
  ]);
}

function countLine(count: number, filtered: boolean): string {
  if (count === 0) {
    return filtered
      ? 'No apps match your search. Try other words or clear the filters.'
      : 'No apps are published yet. Check back soon.';
  }
  if (!filtered) return `${count} ${count === 1 ? 'app' : 'apps'}`;
  return `${count} ${count === 1 ? 'app matches' : 'apps match'} your search`;
}

/** `/app-store`: the list of apps and the form showing the filters in use. */
export function storeListPage(template: string, list: StoreAppSummary[], query: AppStoreQuery): string {
  const document = parse(template);
  const filtered = Boolean(query.q || query.category || query.sdk);
  fillHead(document, {
    title: 'App Store',
    description: `${list.length} ${list.length === 1 ? 'app' : 'apps'} for ${brand.name} glasses, reviewed by our team: search by name and filter by category and SDK.`,
    path: '/app-store',
  });
  const form = find(document, (el) => el.tagName === 'form' && getAttr(el, 'action') === '/app-store');
  for (const control of form ? elements(form) : []) {
    const name = getAttr(control, 'name') as keyof AppStoreQuery | undefined;
    if (name && ['input', 'select'].includes(control.tagName)) fillControl(control, [query[name] ?? '']);
  }
  fillPlaceholders(document, { count: countLine(list.length, filtered) });
  const results = slot(document, 'results');
  if (results) replaceChildren(results, list.map(appCard));
  return serialize(document);
}

/** `/app-store/{slug}`: one app with its current version. */
export function storeAppPage(template: string, app: StoreApp): string {
  const document = parse(template);
  const description = summary(app.description, 160);
  fillHead(document, {
    title: `${app.name} by ${app.developer}`,
    description: description || `${app.name}, an app for ${brand.name} glasses by ${app.developer}.`,
    path: `/app-store/${app.slug}`,
  });
  fillPlaceholders(document, {
    name: app.name,
    summary: `${categoryLabel(app.category)} app by ${app.developer} · version ${app.version}`,
    description: app.description ?? 'No description yet.',
    version: app.version,
    releaseNotes: app.releaseNotes ?? 'No release notes for this version.',
    developer: app.developer,
    category: categoryLabel(app.category),
    platform: platformOf(app.sdkType),
    published: publishedDate(app.publishedAt),
  });
  const shots = slot(document, 'screenshots');
  if (shots) {
    replaceChildren(
      shots,
      app.screenshots.length === 0
        ? [createElement('li', { class: 'text-sm text-slate-600' }, 'No screenshots for this version.')]
        : app.screenshots.map((shot, index) =>
            createElement('li', { class: 'shrink-0 snap-start' }, [
              createElement('a', { href: shot.url }, [
                createElement('img', {
                  src: shot.url,
                  alt: `${app.name}, screenshot ${index + 1} of ${app.screenshots.length}`,
                  loading: index === 0 ? 'eager' : 'lazy',
                  decoding: 'async',
                  class:
                    'aspect-video w-72 rounded-lg border border-slate-200 bg-slate-900 object-contain sm:w-96',
                }),
              ]),
            ]),
          ),
    );
  }
  return serialize(document);
}
