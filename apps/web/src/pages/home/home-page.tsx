import {
  homeMeta,
  marketingFigures,
  partnerBenefits,
  partnerBenefitsSection,
  successStoriesSection,
  homeAnchors,
} from '../../content/home.ts';
import { Container, Section, SectionHeading } from '../../components/ui/layout.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { IconCardGrid } from '../../features/marketing/icon-cards.tsx';
import { StatGrid } from '../../features/marketing/stat-grid.tsx';
import { BusinessSolutions } from './business-solutions.tsx';
import { ChannelPartners } from './channel-partners.tsx';
import { ContactSection } from './contact-section.tsx';
import { HomeHero } from './home-hero.tsx';
import { ProductsSection } from './products-section.tsx';
import { WholesaleProgram } from './wholesale-program.tsx';
import SuccessStories from '../../islands/success-stories.tsx';

/** The landing page, its sections in the spec's order. */
export default function HomePage() {
  usePageHead(homeMeta);
  return (
    <>
      <HomeHero />
      <ChannelPartners />
      <ProductsSection />
      <Section labelledBy="partner-benefits-heading">
        <SectionHeading
          id="partner-benefits-heading"
          title={partnerBenefitsSection.heading}
          lead={partnerBenefitsSection.intro}
        />
        <IconCardGrid items={partnerBenefits} columns={4} />
      </Section>
      <BusinessSolutions />
      <Section id={homeAnchors.caseStudies} labelledBy="case-studies-heading">
        <SectionHeading
          id="case-studies-heading"
          title={successStoriesSection.heading}
          lead={successStoriesSection.intro}
        />
        <SuccessStories labelledBy="case-studies-heading" />
      </Section>
      <WholesaleProgram />
      <div className="bg-ink-900 py-14">
        <Container>
          <StatGrid stats={marketingFigures} surface="dark" />
        </Container>
      </div>
      <ContactSection />
    </>
  );
}
