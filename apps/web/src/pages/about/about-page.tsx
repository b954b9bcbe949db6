import {
  aboutHero,
  aboutMeta,
  becomePartnerCall,
  companyStats,
  mission,
  offices,
  officesSection,
  statsSection,
  technologyCards,
  technologySection,
} from '../../content/about.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { cn } from '../../lib/cn.ts';
import { usePageHead } from '../../lib/head.tsx';
import { CtaBanner } from '../../features/marketing/cta-banner.tsx';
import { IconCardGrid } from '../../features/marketing/icon-cards.tsx';
import { HeroMedia, PageHero } from '../../features/marketing/page-hero.tsx';
import { StatGrid } from '../../features/marketing/stat-grid.tsx';

export default function AboutPage() {
  usePageHead(aboutMeta);
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        lead={aboutHero.lead}
        media={<HeroMedia image={aboutHero.image} alt={aboutHero.alt} />}
      />
      <Section labelledBy="mission-heading">
        <div className="mx-auto max-w-3xl">
          <h2 id="mission-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {mission.heading}
          </h2>
          {mission.paragraphs.map((paragraph, i) => (
            <p
              key={paragraph}
              className={cn(
                'mt-6 leading-relaxed',
                i === 0 ? 'text-xl text-slate-800 sm:text-2xl' : 'text-lg text-slate-600',
              )}
            >
              {paragraph}
            </p>
          ))}
        </div>
      </Section>
      <Section labelledBy="stats-heading" className="bg-slate-50">
        <SectionHeading id="stats-heading" title={statsSection.heading} lead={statsSection.intro} />
        <StatGrid stats={companyStats} />
      </Section>
      <Section labelledBy="technology-heading">
        <SectionHeading
          id="technology-heading"
          title={technologySection.heading}
          lead={technologySection.intro}
        />
        <IconCardGrid items={technologyCards} />
      </Section>
      <Section labelledBy="offices-heading" className="bg-slate-50">
        <SectionHeading id="offices-heading" title={officesSection.heading} lead={officesSection.intro} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offices.map((office) => (
            <li
              key={office.city}
              className={cn(
                'flex gap-4 rounded-2xl border bg-white p-6 shadow-sm',
                office.headquarters ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
              )}
            >
              <span
                className={cn(
                  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg',
                  office.headquarters ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700',
                )}
              >
                <Icon name={office.headquarters ? 'building' : 'map'} className="h-5 w-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{office.city}</h3>
                <p className="text-sm font-medium text-slate-600">{office.country}</p>
                <p className="mt-2 text-slate-700">{office.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        heading={becomePartnerCall.heading}
        text={becomePartnerCall.text}
        actions={becomePartnerCall.actions}
      />
    </>
  );
}
