import {
  applicationSteps,
  applicationStepsSection,
  globalPartnerBenefits,
  globalPartnersCta,
  globalPartnersHero,
  globalPartnersMeta,
  partnerBenefitsSection,
  partnerRegions,
  partnerRequirements,
  regionLabels,
  regionsSection,
  requirementsSection,
} from '../../content/global-partners.ts';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { ActionRow } from '../../features/marketing/actions.tsx';
import { CheckList } from '../../features/marketing/check-list.tsx';
import { CtaBanner } from '../../features/marketing/cta-banner.tsx';
import { IconCardGrid } from '../../features/marketing/icon-cards.tsx';
import { HeroMedia, PageHero } from '../../features/marketing/page-hero.tsx';

/** /global-partners (Seeking Global Partners): regions, requirements, benefits and the way to apply. */
export default function GlobalPartnersPage() {
  usePageHead(globalPartnersMeta);
  return (
    <>
      <PageHero
        eyebrow={globalPartnersHero.eyebrow}
        title={globalPartnersHero.title}
        lead={globalPartnersHero.lead}
        media={<HeroMedia image={globalPartnersHero.image} alt={globalPartnersHero.alt} />}
      >
        <ActionRow actions={globalPartnersHero.actions} surface="dark" />
      </PageHero>

      <Section labelledBy="regions-heading">
        <SectionHeading id="regions-heading" title={regionsSection.heading} lead={regionsSection.intro} />
        <ul className="grid gap-6 lg:grid-cols-3">
          {partnerRegions.map((region) => (
            <li key={region.id}>
              <Card className="flex h-full flex-col p-6 sm:p-8">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <Icon name="globe" className="h-5 w-5" />
                </span>
                <h3 className="mt-5 text-2xl font-bold text-slate-900">{region.name}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{region.description}</p>
                <h4 className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {regionLabels.markets}
                </h4>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {region.markets.map((market) => (
                    <li key={market} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                      {market}
                    </li>
                  ))}
                </ul>
                <h4 className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {regionLabels.lookingFor}
                </h4>
                <CheckList items={region.lookingFor} className="mt-3 text-sm" />
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="requirements-heading" className="bg-slate-50">
        <SectionHeading
          id="requirements-heading"
          title={requirementsSection.heading}
          lead={requirementsSection.intro}
        />
        <Card className="mx-auto max-w-5xl p-6 sm:p-10">
          <CheckList items={partnerRequirements} columns={2} className="gap-5" />
        </Card>
      </Section>

      <Section labelledBy="partner-benefits-heading">
        <SectionHeading
          id="partner-benefits-heading"
          title={partnerBenefitsSection.heading}
          lead={partnerBenefitsSection.intro}
        />
        <IconCardGrid items={globalPartnerBenefits} columns={4} />
      </Section>

      <Section labelledBy="steps-heading" className="bg-slate-50">
        <SectionHeading
          id="steps-heading"
          title={applicationStepsSection.heading}
          lead={applicationStepsSection.intro}
        />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {applicationSteps.map((step, i) => (
            <li
              key={step.title}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBanner
        heading={globalPartnersCta.heading}
        text={globalPartnersCta.text}
        actions={globalPartnersCta.actions}
      />
    </>
  );
}
