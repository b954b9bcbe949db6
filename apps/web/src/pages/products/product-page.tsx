import { productPageLabels } from '../../content/products.ts';
import type { ProductPage as ProductPageData } from '../../content/types.ts';
import { Badge, Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { cn } from '../../lib/cn.ts';
import { usePageHead } from '../../lib/head.tsx';
import { ActionRow } from '../../features/marketing/actions.tsx';
import { CheckList } from '../../features/marketing/check-list.tsx';
import { CtaBanner } from '../../features/marketing/cta-banner.tsx';
import { IconCardGrid } from '../../features/marketing/icon-cards.tsx';
import { HeroMedia, PageHero } from '../../features/marketing/page-hero.tsx';
import { SpecGroups } from '../../features/marketing/spec-groups.tsx';

const columnsFor = (count: number): 2 | 3 | 4 => (count % 4 === 0 ? 4 : count === 2 ? 2 : 3);

/**
 * The product page of the AR Glasses, the AI Glasses (coming soon), the accessories and the Air: hero,
 * overview with highlights, features, specifications, use cases, compatible products, box contents and
 * a closing call to action. Sections the data leaves out are not rendered.
 */
export function ProductPage({ page }: { page: ProductPageData }) {
  usePageHead(page.meta);
  const { hero } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.tagline}
        badge={
          hero.badge && (
            <Badge tone="accent" className="px-3 py-1 text-sm font-semibold">
              {hero.badge}
            </Badge>
          )
        }
        media={<HeroMedia image={hero.image} alt={hero.alt} label={hero.imageLabel} />}
      >
        <ActionRow actions={hero.actions} surface="dark" />
      </PageHero>

      <Section labelledBy="overview-heading">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          <div>
            <h2
              id="overview-heading"
              className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              {page.overview.heading}
            </h2>
            {page.overview.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-slate-600">
                {paragraph}
              </p>
            ))}
          </div>
          <Card className="self-start bg-slate-50 p-6 sm:p-8">
            <CheckList items={page.overview.highlights} className="gap-4 text-lg font-medium" />
          </Card>
        </div>
      </Section>

      <Section labelledBy="features-heading" className="bg-slate-50">
        <SectionHeading id="features-heading" title={page.features.heading} lead={page.features.intro} />
        <IconCardGrid items={page.features.items} columns={columnsFor(page.features.items.length)} />
      </Section>

      <Section labelledBy="specs-heading">
        <SectionHeading id="specs-heading" title={page.specs.heading} lead={page.specs.intro} />
        <SpecGroups groups={page.specs.groups} />
      </Section>

      {page.useCases && (
        <Section labelledBy="use-cases-heading" className="bg-slate-50">
          <SectionHeading id="use-cases-heading" title={page.useCases.heading} lead={page.useCases.intro} />
          <IconCardGrid items={page.useCases.items} columns={columnsFor(page.useCases.items.length)} />
        </Section>
      )}

      {(page.compatibleProducts || page.inTheBox) && (
        <Section
          labelledBy={page.compatibleProducts ? 'compatible-heading' : undefined}
          className={cn(!page.useCases && 'bg-slate-50')}
        >
          <div className={cn('grid gap-6', page.compatibleProducts && page.inTheBox && 'lg:grid-cols-2')}>
            {page.compatibleProducts && (
              <Card className="p-6 sm:p-8">
                <h2 id="compatible-heading" className="text-2xl font-bold tracking-tight text-slate-900">
                  {page.compatibleProducts.heading}
                </h2>
                <p className="mt-2 text-slate-600">{page.compatibleProducts.intro}</p>
                <ul className="mt-6 grid gap-3">
                  {page.compatibleProducts.items.map((link) => (
                    <li key={link.href}>
                      <SmartLink
                        href={link.href}
                        className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 px-4 py-3 font-semibold text-slate-900 transition-colors hover:border-brand-600 hover:text-brand-700"
                      >
                        <span className="flex items-center gap-3">
                          <Icon name="glasses" className="h-5 w-5 text-brand-600" />
                          {link.label}
                        </span>
                        <Icon name="arrowRight" className="h-4 w-4 shrink-0" />
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
            {page.inTheBox && <InTheBox items={page.inTheBox} />}
          </div>
        </Section>
      )}

      <CtaBanner heading={page.cta.heading} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}

function InTheBox({ items }: { items: readonly string[] }) {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="flex items-center gap-3 text-2xl font-bold tracking-tight text-slate-900">
        <Icon name="package" className="h-6 w-6 text-brand-600" />
        <span>{productPageLabels.inTheBox}</span>
      </h2>
      <CheckList items={items} className="mt-6" />
    </Card>
  );
}
