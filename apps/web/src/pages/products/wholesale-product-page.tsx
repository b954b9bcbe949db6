import type { WholesalePage } from '../../content/types.ts';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { ActionLink, ActionRow } from '../../features/marketing/actions.tsx';
import { CheckList } from '../../features/marketing/check-list.tsx';
import { CtaBanner } from '../../features/marketing/cta-banner.tsx';
import { IconCardGrid } from '../../features/marketing/icon-cards.tsx';
import { CoverHero } from '../../features/marketing/page-hero.tsx';
import { SpecGroups } from '../../features/marketing/spec-groups.tsx';

/**
 * The wholesale product page (AR Spatial, Max, Max 2, AR Joy 2): hero at 70vh, intro with four highlights,
 * five key features, four spec categories, four applications, seven benefits with the call-to-action card,
 * and the closing banner. All copy comes from `wholesalePages[suffix]`.
 */
export function WholesaleProductPage({ page }: { page: WholesalePage }) {
  usePageHead(page.meta);
  return (
    <>
      <CoverHero image={page.hero.image} alt={page.hero.alt} title={page.hero.title} lead={page.hero.tagline}>
        <ActionRow actions={[page.hero.primaryAction, page.hero.secondaryAction]} surface="dark" />
      </CoverHero>

      <Section labelledBy="intro-heading">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          <div>
            <h2 id="intro-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {page.intro.heading}
            </h2>
            {page.intro.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-slate-600">
                {paragraph}
              </p>
            ))}
          </div>
          <Card className="self-start bg-slate-50 p-6 sm:p-8">
            <CheckList items={page.intro.highlights} className="gap-4 text-lg font-medium" />
          </Card>
        </div>
      </Section>

      <Section labelledBy="features-heading" className="bg-slate-50">
        <SectionHeading
          id="features-heading"
          title={page.keyFeatures.heading}
          lead={page.keyFeatures.intro}
        />
        <IconCardGrid items={page.keyFeatures.items} />
      </Section>

      <Section labelledBy="specs-heading">
        <SectionHeading id="specs-heading" title={page.specs.heading} lead={page.specs.intro} />
        <SpecGroups groups={page.specs.groups} />
        <ul className="mt-10 flex flex-col items-center gap-3 sm:flex-row sm:justify-center sm:gap-8">
          {page.relatedLinks.map((link) => (
            <li key={link.href}>
              <SmartLink
                href={link.href}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-600"
              >
                {link.label}
                <Icon name="arrowRight" className="h-4 w-4 shrink-0" />
              </SmartLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="applications-heading" className="bg-slate-50">
        <SectionHeading
          id="applications-heading"
          title={page.applications.heading}
          lead={page.applications.intro}
        />
        <IconCardGrid items={page.applications.items} columns={4} />
      </Section>

      <Section labelledBy="benefits-heading">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          <div>
            <h2
              id="benefits-heading"
              className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              {page.benefits.heading}
            </h2>
            <CheckList items={page.benefits.items} className="mt-8 gap-4" />
          </div>
          <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-ink-900 p-6 text-white shadow-xl sm:p-8">
            <h3 className="text-2xl font-bold">{page.ctaCard.title}</h3>
            <p className="mt-3 leading-relaxed text-slate-200">{page.ctaCard.text}</p>
            <ActionLink
              action={{ ...page.ctaCard.action, variant: 'secondary' }}
              surface="dark"
              arrow
              className="mt-6 w-full"
            />
            <p className="mt-6 border-t border-white/20 pt-5 text-sm text-slate-200">{page.ctaCard.note}</p>
            <ul className="mt-3 grid gap-2">
              {page.ctaCard.loginLinks.map((link) => (
                <li key={link.href}>
                  <SmartLink
                    href={link.href}
                    className="inline-flex items-center gap-2 text-sm font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white focus-visible:outline-white"
                  >
                    <Icon name="lock" className="h-4 w-4" />
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <CtaBanner
        heading={page.closingBanner.heading}
        text={page.closingBanner.text}
        actions={[page.closingBanner.primaryAction, page.closingBanner.contactSales]}
      />
    </>
  );
}
