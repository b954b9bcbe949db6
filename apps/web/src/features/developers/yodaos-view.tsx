import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Badge, Card } from '../../components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Section, SectionHeading } from '../../components/ui/layout.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import type { ArchitectureTabId } from '../../content/types.ts';
import {
  architectureSection as architectureSectionEn,
  architectureTabs as architectureTabsEn,
  coreFeatures as coreFeaturesEn,
  coreFeaturesSection as coreFeaturesSectionEn,
  developmentResources as developmentResourcesEn,
  developmentResourcesSection as developmentResourcesSectionEn,
  supportedDevices as supportedDevicesEn,
  supportedDevicesSection as supportedDevicesSectionEn,
  yodaosBreadcrumb as yodaosBreadcrumbEn,
  yodaosCta as yodaosCtaEn,
  yodaosHero as yodaosHeroEn,
  defaultArchitectureTab,
} from '../../content/yodaos.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { ActionLink } from '../../features/developers/action-buttons.tsx';
import { ArchitecturePanel, SpecLists } from '../../features/developers/architecture-panel.tsx';
import { CtaBand } from '../../features/developers/cta-band.tsx';
import { LinkCardGrid } from '../../features/developers/link-card.tsx';
import { PageHero } from '../../features/developers/page-hero.tsx';

/**
 * /yodaos-sprite's content: the glasses operating system. An island as a whole
 * (islands/yodaos-view.tsx): the configuration dialog selects a tab of the architecture section.
 */
export function YodaosView() {
  const devUi = useContent('devUi', devUiEn);
  const architectureSection = useContent('architectureSection', architectureSectionEn);
  const architectureTabs = useContent('architectureTabs', architectureTabsEn);
  const coreFeatures = useContent('coreFeatures', coreFeaturesEn);
  const coreFeaturesSection = useContent('coreFeaturesSection', coreFeaturesSectionEn);
  const developmentResources = useContent('developmentResources', developmentResourcesEn);
  const developmentResourcesSection = useContent(
    'developmentResourcesSection',
    developmentResourcesSectionEn,
  );
  const supportedDevices = useContent('supportedDevices', supportedDevicesEn);
  const supportedDevicesSection = useContent('supportedDevicesSection', supportedDevicesSectionEn);
  const yodaosBreadcrumb = useContent('yodaosBreadcrumb', yodaosBreadcrumbEn);
  const yodaosCta = useContent('yodaosCta', yodaosCtaEn);
  const yodaosHero = useContent('yodaosHero', yodaosHeroEn);
  const configurationTab = architectureTabs.find((t) => t.id === yodaosHero.viewConfiguration.tab);
  const [tab, setTab] = useState<string>(defaultArchitectureTab);

  // From the configuration dialog: show the same tab in the architecture section.
  const openConfigurationTab = () => {
    if (!configurationTab) return;
    setTab(configurationTab.id satisfies ArchitectureTabId);
    requestAnimationFrame(() => {
      const section = document.getElementById('architecture');
      section?.scrollIntoView({ block: 'start' });
      section
        ?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')
        ?.focus({ preventScroll: true });
    });
  };

  return (
    <>
      <PageHero breadcrumb={yodaosBreadcrumb} title={yodaosHero.title} lead={yodaosHero.intro}>
        <div className="flex flex-wrap gap-3">
          {yodaosHero.actions.map((action) => (
            <ActionLink key={action.label} action={action} invert />
          ))}
          {configurationTab && (
            <Dialog>
              <DialogTrigger asChild>
                <Button variant="outline-invert" size="lg">
                  <Icon name="settings" className="h-4 w-4" />
                  {yodaosHero.viewConfiguration.label}
                </Button>
              </DialogTrigger>
              <DialogContent
                title={`${devUi.yodaos.configurationTitle}: ${configurationTab.heading}`}
                description={configurationTab.intro}
                className="sm:max-w-3xl"
              >
                {configurationTab.lists && <SpecLists lists={configurationTab.lists} />}
                <div className="flex flex-wrap justify-end gap-3">
                  <DialogClose asChild>
                    <Button variant="outline" onClick={openConfigurationTab}>
                      {devUi.yodaos.openArchitecture}
                    </Button>
                  </DialogClose>
                  <DialogClose asChild>
                    <Button>{devUi.yodaos.close}</Button>
                  </DialogClose>
                </div>
              </DialogContent>
            </Dialog>
          )}
        </div>
      </PageHero>

      <Section labelledBy="core-features">
        <SectionHeading
          id="core-features"
          title={coreFeaturesSection.heading}
          lead={coreFeaturesSection.intro}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coreFeatures.map((feature) => (
            <li key={feature.title}>
              <Card className="h-full p-6">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-gradient-to-br from-brand-600 to-brand-500 text-white">
                  <Icon name={feature.icon} className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{feature.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="architecture" labelledBy="architecture-heading" className="bg-slate-50">
        <SectionHeading
          id="architecture-heading"
          title={architectureSection.heading}
          lead={architectureSection.intro}
        />
        <Tabs value={tab} onValueChange={setTab}>
          <div className="flex justify-center">
            <TabsList
              data-without-script="hide"
              aria-label={devUi.yodaos.tabsLabel}
              className="w-full sm:w-auto"
            >
              {architectureTabs.map((t) => (
                <TabsTrigger
                  key={t.id}
                  value={t.id}
                  className="flex-1 basis-[40%] px-4 py-2 sm:flex-none sm:basis-auto"
                >
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {architectureTabs.map((t) => (
            <TabsContent key={t.id} value={t.id} readableWithoutScript className="mt-10">
              <ArchitecturePanel tab={t} />
            </TabsContent>
          ))}
        </Tabs>
      </Section>

      <Section labelledBy="devices">
        <SectionHeading
          id="devices"
          title={supportedDevicesSection.heading}
          lead={supportedDevicesSection.intro}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {supportedDevices.map((device) => (
            <li key={device.name}>
              <Card className="relative flex h-full flex-col p-6 transition focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:shadow-md">
                <div className="flex items-center justify-between gap-3">
                  <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-ink-900 text-accent-300">
                    <Icon name="glasses" className="h-6 w-6" />
                  </span>
                  <Badge tone={device.status === 'Latest' ? 'green' : 'neutral'}>
                    {devUi.yodaos.statuses[device.status]}
                  </Badge>
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{device.name}</h3>
                <p className="mt-1 text-sm font-medium text-brand-700">
                  {devUi.yodaos.version} {device.version}
                </p>
                <ul className="mt-4 grid flex-1 content-start gap-2">
                  {device.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
                      <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <SmartLink
                  href={device.href}
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none"
                >
                  {devUi.yodaos.viewProduct(device.name)}
                  <Icon name="arrowRight" className="h-4 w-4" />
                </SmartLink>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="dev-resources" className="bg-slate-50">
        <SectionHeading
          id="dev-resources"
          title={developmentResourcesSection.heading}
          lead={developmentResourcesSection.intro}
        />
        <LinkCardGrid cards={developmentResources} />
      </Section>

      <CtaBand
        id="yodaos-cta"
        heading={yodaosCta.heading}
        text={yodaosCta.text}
        actions={yodaosCta.actions}
      />
    </>
  );
}
