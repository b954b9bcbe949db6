import {
  networkStats,
  partnerSuccessCta,
  partnerSuccessHero,
  partnerSuccessMeta,
  partnerTestimonials,
  storiesSection,
  successFactors,
  successFactorsSection,
} from '../../content/partner-success.ts';
import { Container, Section, SectionHeading } from '../../components/ui/layout.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { CtaBanner } from '../../features/marketing/cta-banner.tsx';
import { IconCardGrid } from '../../features/marketing/icon-cards.tsx';
import { HeroMedia, PageHero } from '../../features/marketing/page-hero.tsx';
import { StatGrid } from '../../features/marketing/stat-grid.tsx';
import SuccessStories from '../../islands/success-stories.tsx';
import { TestimonialQuote } from '../../features/marketing/testimonial.tsx';

/** /partner-success: network figures, the case-study switcher, testimonials and success factors. */
export default function PartnerSuccessPage() {
  usePageHead(partnerSuccessMeta);
  return (
    <>
      <PageHero
        eyebrow={partnerSuccessHero.eyebrow}
        title={partnerSuccessHero.title}
        lead={partnerSuccessHero.lead}
        media={<HeroMedia image={partnerSuccessHero.image} alt={partnerSuccessHero.alt} />}
      />
      <div className="border-b border-slate-200 bg-slate-50 py-12">
        <Container>
          <StatGrid stats={networkStats} />
        </Container>
      </div>
      <Section labelledBy="stories-heading">
        <SectionHeading id="stories-heading" title={storiesSection.heading} lead={storiesSection.intro} />
        <SuccessStories labelledBy="stories-heading" />
      </Section>
      <div className="bg-ink-900 py-16 sm:py-20">
        <Container>
          <ul className="grid gap-6 md:grid-cols-3">
            {partnerTestimonials.map((testimonial) => (
              <li key={testimonial.name} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
                <TestimonialQuote testimonial={testimonial} surface="dark" />
              </li>
            ))}
          </ul>
        </Container>
      </div>
      <Section labelledBy="factors-heading">
        <SectionHeading
          id="factors-heading"
          title={successFactorsSection.heading}
          lead={successFactorsSection.intro}
        />
        <IconCardGrid items={successFactors} columns={4} />
      </Section>
      <CtaBanner
        heading={partnerSuccessCta.heading}
        text={partnerSuccessCta.text}
        actions={partnerSuccessCta.actions}
      />
    </>
  );
}
