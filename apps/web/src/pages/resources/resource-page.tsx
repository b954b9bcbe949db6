import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { resourcePages } from '../../content/resources.ts';
import type { ResourcePage } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { CtaBand } from '../../features/developers/cta-band.tsx';
import { LinkCardGrid } from '../../features/developers/link-card.tsx';
import { PageHero } from '../../features/developers/page-hero.tsx';
import { usePageHead } from '../../lib/head.tsx';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The layout of the resource landing page (/forum). */
export function ResourcePageView({ page }: { page: ResourcePage }) {
  usePageHead(page.meta);
  return (
    <>
      <PageHero
        breadcrumb={page.breadcrumb}
        title={page.heading}
        lead={page.intro}
        badge={
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-amber-300/40 bg-amber-300/10 px-3 py-1 text-sm font-medium text-amber-200">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-300" />
            {page.badge}
          </p>
        }
      />
      {page.sections.map((section, index) => {
        const id = `${slug(page.path)}-${slug(section.heading)}`;
        return (
          <Section key={section.heading} labelledBy={id} className={cn(index % 2 === 1 && 'bg-slate-50')}>
            <SectionHeading id={id} title={section.heading} lead={section.intro} />
            <LinkCardGrid
              cards={section.items}
              columns={section.items.length === 2 ? 2 : section.items.length === 4 ? 4 : 3}
            />
          </Section>
        );
      })}
      <CtaBand
        id={`${slug(page.path)}-cta`}
        heading={page.cta.heading}
        text={page.cta.text}
        actions={page.cta.actions}
      />
    </>
  );
}

export function ForumPage() {
  return <ResourcePageView page={resourcePages['/forum']} />;
}
