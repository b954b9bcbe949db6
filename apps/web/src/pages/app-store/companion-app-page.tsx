/**
 * `/companion-app`: where an App Store Install link (`{brand slug}://apps/{slug}`) sends someone whose
 * phone has no companion app: what the app is, how to get it, and how to install an app on the glasses
 * without it. A prerendered page (its words do not depend on the database).
 */
import { ButtonLink } from '../../components/ui/button.tsx';
import { Section } from '../../components/ui/layout.tsx';
import { PageHero } from '../../features/developers/page-hero.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { useStoreCopy } from './store-copy.ts';

const h2Class = 'text-2xl font-bold tracking-tight text-slate-900';

export default function CompanionAppPage() {
  const { companion: t, install, page: appStorePage } = useStoreCopy();
  usePageHead(t.meta);
  return (
    <>
      <PageHero
        breadcrumb={[
          ...appStorePage.breadcrumb.slice(0, -1),
          { label: appStorePage.meta.title, href: '/app-store' },
          { label: t.breadcrumb },
        ]}
        title={t.title}
        lead={t.intro}
      />
      <Section labelledBy="companion-get">
        <div className="grid max-w-3xl gap-12">
          <div>
            <h2 id="companion-get" className={h2Class}>
              {t.getHeading}
            </h2>
            {t.get.map((sentence) => (
              <p key={sentence} className="mt-4 leading-7 text-slate-700">
                {sentence}
              </p>
            ))}
            <ButtonLink href="/contact" className="mt-6">
              {t.contact}
            </ButtonLink>
          </div>
          <div>
            <h2 className={h2Class}>{t.withoutHeading}</h2>
            <p className="mt-4 leading-7 text-slate-700">{t.without}</p>
            <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7 text-slate-700">
              {install.glassesSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <div>
            <h2 className={h2Class}>{t.linkFormatHeading}</h2>
            <p className="mt-4 leading-7 break-words text-slate-700">{t.linkFormat}</p>
          </div>
          <div>
            <ButtonLink href="/app-store" variant="outline">
              {t.backToStore}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
