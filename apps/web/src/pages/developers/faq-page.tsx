import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Container } from '../../components/ui/layout.tsx';
import {
  faqBreadcrumb as faqBreadcrumbEn,
  faqHero as faqHeroEn,
  faqMeta as faqMetaEn,
  stillNeedHelp as stillNeedHelpEn,
} from '../../content/faq.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { ActionButtons } from '../../features/developers/action-buttons.tsx';
import { PageHero } from '../../features/developers/page-hero.tsx';
import FaqBrowser from '../../islands/faq-browser.tsx';
import { usePageHead } from '../../lib/head.tsx';

/** /faq: searchable developer FAQ. */
export default function FaqPage() {
  const faqBreadcrumb = useContent('faqBreadcrumb', faqBreadcrumbEn);
  const faqHero = useContent('faqHero', faqHeroEn);
  const faqMeta = useContent('faqMeta', faqMetaEn);
  const stillNeedHelp = useContent('stillNeedHelp', stillNeedHelpEn);
  usePageHead(faqMeta);
  return (
    <>
      <PageHero breadcrumb={faqBreadcrumb} title={faqHero.title} lead={faqHero.intro} />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-4xl">
          <FaqBrowser />
          <Card className="mt-12 overflow-hidden">
            <div className="grid gap-6 bg-gradient-to-br from-brand-50 to-white p-6 sm:p-8">
              <div className="flex gap-4">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <Icon name="life-buoy" className="h-6 w-6" />
                </span>
                <div>
                  <h2 className="text-2xl font-bold tracking-tight text-slate-900">
                    {stillNeedHelp.heading}
                  </h2>
                  <p className="mt-1 text-slate-600">{stillNeedHelp.text}</p>
                </div>
              </div>
              <ActionButtons actions={stillNeedHelp.actions} />
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-slate-200 pt-5 text-sm text-slate-700">
                <Icon name="mail" className="h-4 w-4 text-slate-500" />
                {stillNeedHelp.urgent.text}{' '}
                <a
                  href={stillNeedHelp.urgent.href}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {stillNeedHelp.urgent.label}
                </a>
              </p>
            </div>
          </Card>
        </div>
      </Container>
    </>
  );
}
