import { wholesaleProgram } from '../../content/home.ts';
import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { ActionRow } from '../../features/marketing/actions.tsx';
import { CheckList } from '../../features/marketing/check-list.tsx';
import { IconTile } from '../../features/marketing/content-icon.tsx';
import { TestimonialQuote } from '../../features/marketing/testimonial.tsx';

/** #partner-program: three partner tiers, nine benefits and a partner's testimonial. */
export function WholesaleProgram() {
  return (
    <Section id={wholesaleProgram.anchor} labelledBy="partner-program-heading" className="bg-slate-50">
      <SectionHeading
        id="partner-program-heading"
        title={wholesaleProgram.heading}
        lead={wholesaleProgram.intro}
      />
      <ol className="grid gap-6 md:grid-cols-3">
        {wholesaleProgram.tiers.map((tier, i) => (
          <li
            key={tier.title}
            className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <span
              aria-hidden="true"
              className="absolute top-4 right-6 text-6xl font-bold text-slate-100 select-none"
            >
              {i + 1}
            </span>
            <IconTile name={tier.icon} className="relative" />
            <h3 className="relative mt-5 text-xl font-semibold text-slate-900">{tier.title}</h3>
            <p className="relative mt-3 leading-relaxed text-slate-600">{tier.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h3 className="text-xl font-semibold text-slate-900">{wholesaleProgram.benefitsHeading}</h3>
          <CheckList items={wholesaleProgram.benefits} columns={2} className="mt-6" />
        </div>
        <div className="rounded-2xl bg-ink-900 p-6 sm:p-8">
          <TestimonialQuote testimonial={wholesaleProgram.testimonial} surface="dark" />
        </div>
      </div>
      <ActionRow actions={wholesaleProgram.actions} center className="mt-12" />
    </Section>
  );
}
