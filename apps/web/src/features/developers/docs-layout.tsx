import { useEffect, useRef, type ReactNode } from 'react';
import { Container } from '../../components/ui/layout.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import {
  apiReferenceMeta as apiReferenceMetaEn,
  apiReferencePath,
  docList as docListEn,
  docPath,
  docSlugs,
  docsHome as docsHomeEn,
  docsLabels as docsLabelsEn,
} from '../../content/docs.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import DocsSearch from '../../islands/docs-search.tsx';
import { cn } from '../../lib/cn.ts';
import { addCopyButtons } from '../../lib/code-copy.ts';
import { PageHero } from './page-hero.tsx';

export interface NavLink {
  href: string;
  label: string;
  /** Links under this one (the reference's groups and operations, a page's sections). */
  children?: NavLink[];
}

function NavList({ links, current, nested }: { links: NavLink[]; current: string; nested?: boolean }) {
  return (
    <ul className={cn('space-y-1', nested && 'mt-1 ml-3 border-l border-slate-200 pl-3')}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink
            href={link.href}
            aria-current={link.href === current ? 'page' : undefined}
            className={cn(
              'block rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              link.href === current && 'bg-brand-50 font-semibold text-brand-800',
            )}
          >
            {link.label}
          </SmartLink>
          {link.children && <NavList links={link.children} current={current} nested />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The frame of /docs, every doc page and /docs/api: title band, then the search box and a side navigation
 * (guides and the API reference, `extra` links under the current page) beside the content. Plain links and
 * a GET search form: complete without JavaScript. The content column is what the docs search indexes
 * (`data-docs-search-body`, read from the built HTML by apps/web/scripts/docs-search-index.ts).
 * The search results page has its own search form, so it leaves the box out (`search={false}`) and puts
 * its form and results before the navigation.
 * The content's code blocks (`pre[data-copy-code]`) get Copy buttons from script (lib/code-copy.ts).
 */
export function DocsLayout({
  path,
  title,
  lead,
  heroActions,
  extra,
  search = true,
  children,
}: {
  path: string;
  title: string;
  lead: string;
  heroActions?: ReactNode;
  extra?: NavLink[];
  search?: boolean;
  children: ReactNode;
}) {
  const labels = useContent('docsLabels', docsLabelsEn);
  const docsHome = useContent('docsHome', docsHomeEn);
  const docList = useContent('docList', docListEn);
  const apiReferenceMeta = useContent('apiReferenceMeta', apiReferenceMetaEn);
  const devCrumb = { label: labels.developersCrumb, href: '/developers' };
  // The guides, then the API reference: the docs' side navigation.
  const guideLinks: NavLink[] = docSlugs.map((slug) => ({ href: docPath(slug), label: docList[slug].title }));
  const breadcrumb =
    path === '/docs'
      ? [devCrumb, { label: docsHome.title }]
      : [devCrumb, { label: docsHome.title, href: '/docs' }, { label: title }];
  const withExtra = (link: NavLink): NavLink =>
    link.href === path && extra ? { ...link, children: extra } : link;
  const body = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  // The code blocks' Copy buttons once the app shows the page (a prerendered page: start-islands.tsx).
  useEffect(() => {
    if (body.current) addCopyButtons(body.current, locale);
  }, [path, locale]);
  const navColumn = (
    <div
      className={cn(
        'lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start',
        !search && 'lg:col-start-1 lg:row-start-1',
      )}
    >
      {search && (
        <div className="mb-6">
          <DocsSearch />
        </div>
      )}
      <nav aria-label={labels.navigation} className="lg:max-h-[calc(100vh-12rem)] lg:overflow-y-auto">
        <p className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{labels.guides}</p>
        <div className="mt-2">
          <NavList
            links={[{ href: '/docs', label: labels.overview }, ...guideLinks].map(withExtra)}
            current={path}
          />
        </div>
        <p className="mt-6 px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {labels.reference}
        </p>
        <div className="mt-2">
          <NavList
            links={[withExtra({ href: apiReferencePath, label: apiReferenceMeta.title })]}
            current={path}
          />
        </div>
      </nav>
    </div>
  );
  const contentColumn = (
    <div
      ref={body}
      className={cn('min-w-0', !search && 'lg:col-start-2 lg:row-start-1')}
      data-docs-search-body=""
    >
      {children}
    </div>
  );
  return (
    <>
      <PageHero breadcrumb={breadcrumb} title={title} lead={lead}>
        {heroActions}
      </PageHero>
      <Container className="grid grid-cols-1 gap-8 py-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:py-14">
        {/*
          The search page's form and results come first, on a phone above the guide list rather than under
          it (and first in the reading and focus order); from `lg` the list stays in the left column.
        */}
        {search ? (
          <>
            {navColumn}
            {contentColumn}
          </>
        ) : (
          <>
            {contentColumn}
            {navColumn}
          </>
        )}
      </Container>
    </>
  );
}
