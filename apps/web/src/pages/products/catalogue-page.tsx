import { catalogueCta, catalogueGroups, productsHero, productsMeta } from '../../content/products.ts';
import { Section } from '../../components/ui/layout.tsx';
import { cn } from '../../lib/cn.ts';
import { usePageHead } from '../../lib/head.tsx';
import { CtaBanner } from '../../features/marketing/cta-banner.tsx';
import { PageHero } from '../../features/marketing/page-hero.tsx';
import { CatalogueCardView } from './catalogue-card.tsx';

const gridFor = (count: number) =>
  count === 2
    ? 'sm:grid-cols-2'
    : count === 4
      ? 'sm:grid-cols-2 lg:grid-cols-4'
      : count === 5
        ? 'sm:grid-cols-2 lg:grid-cols-6'
        : 'sm:grid-cols-2 lg:grid-cols-3';

/** Five items: two wide cards, then three (no hole in the last row). */
const itemClass = (count: number, index: number) =>
  count === 5 ? (index < 2 ? 'lg:col-span-3' : 'lg:col-span-2') : undefined;

/** /products: the catalogue in its four groups. */
export default function CataloguePage() {
  usePageHead(productsMeta);
  return (
    <>
      <PageHero title={productsHero.title} lead={productsHero.lead}>
        <ul className="flex flex-wrap gap-2">
          {catalogueGroups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-flex h-10 items-center rounded-full bg-white/10 px-4 text-sm font-medium text-white ring-1 ring-white/20 hover:bg-white/20 focus-visible:outline-white"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </PageHero>
      {catalogueGroups.map((group, gi) => (
        <Section
          key={group.id}
          id={group.id}
          labelledBy={`${group.id}-heading`}
          className={cn(gi % 2 === 1 && 'bg-slate-50', 'py-14 sm:py-16')}
        >
          <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id={`${group.id}-heading`} className="text-3xl font-bold tracking-tight text-slate-900">
                {group.title}
              </h2>
              <p className="mt-2 text-lg text-slate-600">{group.intro}</p>
            </div>
          </div>
          {group.items.length === 1 && group.items[0] ? (
            <CatalogueCardView item={group.items[0]} featured priority={gi === 0} />
          ) : (
            <ul className={cn('grid gap-6', gridFor(group.items.length))}>
              {group.items.map((item, i) => (
                <li key={item.name} className={itemClass(group.items.length, i)}>
                  <CatalogueCardView item={item} wide={group.items.length === 5 && i < 2} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      ))}
      <CtaBanner heading={catalogueCta.heading} text={catalogueCta.text} actions={catalogueCta.actions} />
    </>
  );
}
