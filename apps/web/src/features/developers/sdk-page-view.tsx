import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Container, Section, SectionHeading } from '../../components/ui/layout.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import { sdkPages } from '../../content/sdk.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import type { SdkPage } from '../../content/types.ts';
import { ActionButtons, ActionLink } from '../../features/developers/action-buttons.tsx';
import { LinkCardGrid } from '../../features/developers/link-card.tsx';
import { PageHero } from '../../features/developers/page-hero.tsx';
import { RequirementsCard } from '../../features/developers/requirements-card.tsx';
import { SdkReleaseCard } from '../../features/developers/sdk-release-card.tsx';
import { SdkTabPanel } from '../../features/developers/sdk-tab-panel.tsx';
import { useCurrentRelease } from './use-current-release.ts';

/**
 * One page for both SDKs: /sdk/cxr-m and /sdk/cxr-s render their content through it. An island as a
 * whole (islands/sdk-page-view.tsx): the hero's Quick Start button selects a tab of the guide below.
 */
function SdkPageView({ page }: { page: SdkPage }) {
  const devUi = useContent('devUi', devUiEn);
  const locale = useLocale();
  const [tab, setTab] = useState(page.defaultTab);
  const release = useCurrentRelease(page.id);
  // The current release's requirements (the database's, in English). A translated page keeps its
  // translation while they are the ones the English content states; different ones show as they are.
  const englishRows = sdkPages[page.id].requirements.rows;
  const asInContent =
    release?.requirements.length === englishRows.length &&
    release.requirements.every(
      (row, i) => row.label === englishRows[i]?.label && row.value === englishRows[i]?.value,
    );
  const requirements =
    release && !asInContent
      ? { ...page.requirements, rows: release.requirements.map((row) => ({ ...row, met: true })) }
      : page.requirements;
  const requirementsLang = release && !asInContent && locale !== 'en' ? 'en' : undefined;
  const guideRef = useRef<HTMLElement>(null);

  // Quick Start: select its tab, bring the guide into view and put focus on the selected tab.
  const quickStart = () => {
    setTab(page.actions.quickStart.tab ?? page.defaultTab);
    requestAnimationFrame(() => {
      const guide = guideRef.current;
      if (!guide) return;
      guide.scrollIntoView({ block: 'start' });
      guide.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus({ preventScroll: true });
    });
  };

  return (
    <>
      <PageHero
        breadcrumb={page.breadcrumb}
        title={page.title}
        lead={page.description}
        aside={<SdkReleaseCard page={page} release={release} />}
      >
        <div className="flex flex-wrap gap-3">
          <ActionLink action={page.actions.download} invert />
          <ActionLink action={page.actions.apiReference} invert />
          <Button variant="outline-invert" size="lg" onClick={quickStart}>
            <Icon name="zap" className="h-4 w-4" />
            {page.actions.quickStart.label}
          </Button>
        </div>
      </PageHero>

      {page.warning && (
        <Container className="pt-10">
          <div
            role="note"
            aria-labelledby={`${page.id}-warning`}
            className="flex gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
          >
            <Icon name="alert" className="mt-0.5 h-6 w-6 shrink-0 text-amber-700" />
            <div>
              <h2 id={`${page.id}-warning`} className="font-semibold">
                {page.warning.title}
              </h2>
              <p className="mt-1 text-sm leading-6">{page.warning.text}</p>
            </div>
          </div>
        </Container>
      )}

      <Section labelledBy="key-features" className="py-12 sm:py-16">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            <h2 id="key-features" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {page.keyFeatures.heading}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {page.keyFeatures.items.map((feature) => (
                <li
                  key={feature}
                  className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm leading-6 text-slate-700 shadow-sm"
                >
                  <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                    <Icon name="check" className="h-4 w-4" />
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <RequirementsCard requirements={requirements} rowsLang={requirementsLang} />
        </div>
      </Section>

      <section
        ref={guideRef}
        id="guide"
        aria-label={devUi.sdk.tabsLabel}
        className="scroll-mt-20 bg-slate-50 py-12 sm:py-16"
      >
        <Container>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList
              data-without-script="hide"
              aria-label={devUi.sdk.tabsLabel}
              className="w-full justify-start sm:w-auto"
            >
              {page.tabs.map((t) => (
                <TabsTrigger
                  key={t.id}
                  value={t.id}
                  className="flex-1 basis-[40%] px-4 py-2 sm:flex-none sm:basis-auto"
                >
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {page.tabs.map((t) => (
              <TabsContent key={t.id} value={t.id} readableWithoutScript className="mt-8">
                <SdkTabPanel tab={t} />
              </TabsContent>
            ))}
          </Tabs>
        </Container>
      </section>

      <Section labelledBy="related">
        <SectionHeading id="related" title={page.relatedResources.heading} />
        <LinkCardGrid cards={page.relatedResources.items} columns={4} />
      </Section>

      <Container className="pb-20">
        <Card className="flex flex-col gap-6 bg-gradient-to-br from-brand-50 to-white p-8 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
              <Icon name="life-buoy" className="h-6 w-6" />
            </span>
            <div>
              <h2 className="text-xl font-bold tracking-tight text-slate-900">{page.needHelp.heading}</h2>
              <p className="mt-1 max-w-2xl text-slate-600">{page.needHelp.text}</p>
            </div>
          </div>
          <ActionButtons actions={page.needHelp.actions} className="shrink-0" />
        </Card>
      </Container>
    </>
  );
}

/** The island's component: the SDK by id, so its props are JSON. */
export function SdkView({ sdk }: { sdk: SdkPage['id'] }) {
  const pages = {
    'cxr-m': useContent('cxrMPage', sdkPages['cxr-m']),
    'cxr-s': useContent('cxrSPage', sdkPages['cxr-s']),
  };
  return <SdkPageView page={pages[sdk]} />;
}
