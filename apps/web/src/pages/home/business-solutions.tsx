import { businessSolutions, businessSolutionsSection } from '../../content/home.ts';
import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { cn } from '../../lib/cn.ts';
import { ActionLink } from '../../features/marketing/actions.tsx';
import { CheckList } from '../../features/marketing/check-list.tsx';
import { IconTile } from '../../features/marketing/content-icon.tsx';
import { Img } from '../../features/marketing/media.tsx';

/** #business-solutions: industrial and healthcare uses, picture and text alternating. */
export function BusinessSolutions() {
  return (
    <Section
      id={businessSolutionsSection.anchor}
      labelledBy="business-solutions-heading"
      className="bg-slate-50"
    >
      <SectionHeading
        id="business-solutions-heading"
        title={businessSolutionsSection.heading}
        lead={businessSolutionsSection.intro}
      />
      <div className="grid gap-16 lg:gap-24">
        {businessSolutions.map((solution, i) => (
          <article key={solution.id} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
            <div
              className={cn(
                'overflow-hidden rounded-2xl shadow-lg ring-1 ring-slate-200',
                i % 2 === 1 && 'lg:order-2',
              )}
            >
              <Img image={solution.image} alt={solution.alt} className="block w-full" />
            </div>
            <div>
              <IconTile name={solution.icon} tone="accent" />
              <h3 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {solution.title}
              </h3>
              <p className="mt-4 text-lg leading-relaxed text-slate-600">{solution.description}</p>
              <CheckList items={solution.points} className="mt-6" />
              <ActionLink action={solution.action} arrow className="mt-8" />
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}
