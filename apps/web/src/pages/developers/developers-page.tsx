import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Container, Section, SectionHeading } from '../../components/ui/layout.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import {
  aboutYodaOs as aboutYodaOsEn,
  community as communityEn,
  devFaq as devFaqEn,
  devHero as devHeroEn,
  developersMeta as developersMetaEn,
  resourceCards as resourceCardsEn,
  resourcesSection as resourcesSectionEn,
  sdkCards as sdkCardsEn,
  sdkSection as sdkSectionEn,
} from '../../content/developers.ts';
import { ActionButtons } from '../../features/developers/action-buttons.tsx';
import { DevFooter } from '../../features/developers/dev-footer.tsx';
import { DevHeroVisual } from '../../features/developers/dev-hero-visual.tsx';
import DevNav from '../../islands/dev-nav.tsx';
import { LayerStack } from '../../features/developers/layer-stack.tsx';
import { LinkCardGrid } from '../../features/developers/link-card.tsx';
import { SdkCardView } from '../../features/developers/sdk-card.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { ChinaCommunitySection } from '../../features/developers/china-community.tsx';

/** /developers: the developer home with its own navigation bar and footer section. */
export default function DevelopersPage() {
  const aboutYodaOs = useContent('aboutYodaOs', aboutYodaOsEn);
  const community = useContent('community', communityEn);
  const locale = useLocale();
  const devFaq = useContent('devFaq', devFaqEn);
  const devHero = useContent('devHero', devHeroEn);
  const developersMeta = useContent('developersMeta', developersMetaEn);
  const resourceCards = useContent('resourceCards', resourceCardsEn);
  const resourcesSection = useContent('resourcesSection', resourcesSectionEn);
  const sdkCards = useContent('sdkCards', sdkCardsEn);
  const sdkSection = useContent('sdkSection', sdkSectionEn);
  usePageHead(developersMeta);
  return (
    <>
      <DevNav />
      <div className="relative isolate overflow-hidden bg-ink-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_80%_0%,rgba(99,102,241,0.40),transparent),radial-gradient(40rem_30rem_at_0%_100%,rgba(45,212,191,0.20),transparent)]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
        />
        <Container className="grid min-h-[70vh] grid-cols-1 items-center gap-12 py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:py-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-accent-300/30 bg-accent-300/10 px-3 py-1 text-sm font-medium text-accent-300">
              <span className="relative flex h-2 w-2" aria-hidden="true">
                {/* The ping is decoration: still for a visitor who asks for less motion. */}
                <span className="absolute inline-flex h-full w-full rounded-full bg-accent-300 opacity-60 motion-safe:animate-ping" />
                <span className="relative inline-flex h-2 w-2 rounded-full bg-accent-300" />
              </span>
              {devHero.badge}
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {devHero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-300">{devHero.lead}</p>
            <ActionButtons actions={devHero.actions} invert className="mt-10" />
          </div>
          <DevHeroVisual />
        </Container>
      </div>

      <Section labelledBy="about-yodaos">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="about-yodaos" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {aboutYodaOs.heading}
            </h2>
            {aboutYodaOs.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-8 text-slate-600">
                {paragraph}
              </p>
            ))}
            <ul className="mt-6 grid gap-3">
              {aboutYodaOs.highlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-3 text-slate-800">
                  <span className="flex h-6 w-6 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                    <Icon name="check" className="h-4 w-4" />
                  </span>
                  {highlight}
                </li>
              ))}
            </ul>
            <SmartLink
              href={aboutYodaOs.link.href}
              className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
            >
              {aboutYodaOs.link.label}
              <Icon name="arrowRight" className="h-4 w-4" />
            </SmartLink>
          </div>
          <LayerStack />
        </div>
      </Section>

      <Section labelledBy="sdks" className="bg-slate-50">
        <SectionHeading id="sdks" title={sdkSection.heading} lead={sdkSection.intro} />
        <ul className="grid gap-6 lg:grid-cols-2">
          {sdkCards.map((card) => (
            <li key={card.id}>
              <SdkCardView card={card} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="resources">
        <SectionHeading id="resources" title={resourcesSection.heading} lead={resourcesSection.intro} />
        <LinkCardGrid cards={resourceCards} />
      </Section>

      <Section labelledBy="dev-faq" className="bg-slate-50">
        <SectionHeading id="dev-faq" title={devFaq.heading} />
        <div className="mx-auto grid max-w-3xl gap-4">
          {devFaq.items.map((item) => (
            <Card key={item.question} className="p-6">
              <h3 className="flex items-start gap-3 text-lg font-semibold text-slate-900">
                <Icon name="circle-help" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                {item.question}
              </h3>
              <p className="mt-2 leading-7 text-slate-600 sm:pl-8">{item.answer}</p>
            </Card>
          ))}
          <SmartLink
            href={devFaq.link.href}
            className="mt-2 inline-flex items-center justify-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            {devFaq.link.label}
            <Icon name="arrowRight" className="h-4 w-4" />
          </SmartLink>
        </div>
      </Section>

      {/* Discord and YouTube are not reachable from the mainland: the Chinese edition offers WeChat and QQ. */}
      {locale === 'zh-CN' ? (
        <ChinaCommunitySection />
      ) : (
        <section aria-labelledby="community" className="py-16 sm:py-20">
          <Container>
            <div className="relative isolate grid items-center gap-8 overflow-hidden rounded-2xl bg-ink-900 px-6 py-12 text-white shadow-xl sm:px-12 lg:grid-cols-[minmax(0,1fr)_auto]">
              <div
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_18rem_at_100%_0%,rgba(99,102,241,0.45),transparent)]"
              />
              <div>
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-white/10 text-accent-300">
                  <Icon name="message-circle" className="h-6 w-6" />
                </span>
                <h2 id="community" className="mt-5 text-3xl font-bold tracking-tight">
                  {community.heading}
                </h2>
                <p className="mt-3 max-w-2xl text-lg text-slate-300">{community.text}</p>
              </div>
              <ActionButtons actions={community.actions} invert />
            </div>
          </Container>
        </section>
      )}

      <DevFooter />
    </>
  );
}
