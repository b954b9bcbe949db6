import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { docsIn } from '../../content/doc-pages.ts';
import {
  apiReferenceMeta as apiReferenceMetaEn,
  apiReferencePath,
  docList as docListEn,
  docPath,
  docsHome as docsHomeEn,
  docsLabels as docsLabelsEn,
  docSlugs,
  type DocSlug,
} from '../../content/docs.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { localizeHtmlLinks } from '../../i18n/locales.ts';
import { DocsLayout } from '../../features/developers/docs-layout.tsx';
import { proseClass } from '../../features/developers/docs-prose.ts';
import { LinkCardGrid } from '../../features/developers/link-card.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { withSiteOriginHtml } from '../../lib/site-origin.ts';

/** /docs: the guides in reading order, and the API reference. */
export function DocsHomePage() {
  const labels = useContent('docsLabels', docsLabelsEn);
  const docsHome = useContent('docsHome', docsHomeEn);
  const docList = useContent('docList', docListEn);
  const apiReferenceMeta = useContent('apiReferenceMeta', apiReferenceMetaEn);
  usePageHead({ title: docsHome.title, description: docsHome.description });
  const cardOf = (href: string, title: string, description: string) => ({
    icon: 'book-open' as const,
    title,
    description,
    href,
    linkLabel: labels.readCard(title),
  });
  return (
    <DocsLayout path="/docs" title={docsHome.title} lead={docsHome.intro}>
      <section aria-labelledby="docs-guides">
        <h2 id="docs-guides" className="text-2xl font-bold tracking-tight text-slate-900">
          {labels.guides}
        </h2>
        <p className="mt-2 text-slate-600">{labels.guidesIntro}</p>
        <div className="mt-6">
          <LinkCardGrid
            columns={2}
            cards={docSlugs.map((slug) =>
              cardOf(docPath(slug), docList[slug].title, docList[slug].description),
            )}
          />
        </div>
      </section>
      <section aria-labelledby="docs-reference" className="mt-12">
        <h2 id="docs-reference" className="text-2xl font-bold tracking-tight text-slate-900">
          {labels.reference}
        </h2>
        <div className="mt-6">
          <LinkCardGrid
            columns={2}
            cards={[
              {
                ...cardOf(apiReferencePath, apiReferenceMeta.title, apiReferenceMeta.description),
                icon: 'file-text',
              },
              { icon: 'circle-help', href: '/faq', ...labels.faqCard },
            ]}
          />
        </div>
      </section>
    </DocsLayout>
  );
}

function DocPage({ slug }: { slug: DocSlug }) {
  const labels = useContent('docsLabels', docsLabelsEn);
  const docList = useContent('docList', docListEn);
  const apiReferenceMeta = useContent('apiReferenceMeta', apiReferenceMetaEn);
  const locale = useLocale();
  const doc = docsIn(locale)[slug];
  const path = docPath(slug);
  usePageHead(docList[slug]);
  const index = docSlugs.indexOf(slug);
  const previous = docSlugs[index - 1];
  const next = docSlugs[index + 1];
  const sections = doc.headings.filter((heading) => heading.level === 2);
  return (
    <DocsLayout path={path} title={doc.title} lead={doc.description}>
      {sections.length > 0 && (
        <nav
          aria-label={labels.onThisPage}
          className="mb-8 max-w-3xl rounded-xl border border-slate-200 bg-slate-50 p-5"
        >
          <p className="text-sm font-semibold text-slate-900">{labels.onThisPage}</p>
          <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {sections.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`} className="text-brand-700 hover:underline">
                  {heading.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* Build-time HTML from our own Markdown files: markdown-it escapes raw HTML and code. */}
      <article
        className={proseClass}
        dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(withSiteOriginHtml(doc.html), locale) }}
      />
      <nav
        aria-label={labels.previousAndNext}
        className="mt-12 grid max-w-3xl gap-4 border-t border-slate-200 pt-6 sm:grid-cols-2"
      >
        {previous ? (
          <SmartLink
            href={docPath(previous)}
            className="group rounded-xl border border-slate-200 p-4 hover:border-brand-600"
          >
            <span className="flex items-center gap-1 text-sm text-slate-500">
              <Icon name="arrowRight" className="h-4 w-4 rotate-180" /> {labels.previous}
            </span>
            <span className="mt-1 block font-semibold text-slate-900 group-hover:text-brand-700">
              {docList[previous].title}
            </span>
          </SmartLink>
        ) : (
          <span />
        )}
        <SmartLink
          href={next ? docPath(next) : apiReferencePath}
          className="group rounded-xl border border-slate-200 p-4 text-right hover:border-brand-600"
        >
          <span className="flex items-center justify-end gap-1 text-sm text-slate-500">
            {labels.next} <Icon name="arrowRight" className="h-4 w-4" />
          </span>
          <span className="mt-1 block font-semibold text-slate-900 group-hover:text-brand-700">
            {next ? docList[next].title : apiReferenceMeta.title}
          </span>
        </SmartLink>
      </nav>
    </DocsLayout>
  );
}

/** The page component of one doc route (the route table makes one per slug). */
export const docRoutePage = (slug: DocSlug) =>
  function DocRoute() {
    return <DocPage slug={slug} />;
  };
