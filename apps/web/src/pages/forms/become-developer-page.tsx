import { SmartLink } from '../../components/ui/smart-link.tsx';
import { PageHero } from '../../features/marketing/page-hero.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { developerCopy } from './copy.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { LanguageButton } from '../../components/ui/language-button.tsx';
import { AsideNote, Benefits, FormWithAside, NextSteps } from './form-page-layout.tsx';
import DeveloperApplicationForm from '../../islands/developer-application-form.tsx';

/** Also the Chinese edition's /zh/become-developer (decision 0063): its words from the catalogue there. */
export default function BecomeDeveloperPage() {
  const copy = useContent('developerCopy', developerCopy);
  usePageHead(copy.head);
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        // The page in the other language (decision 0063), as on the bilingual developer pages.
        badge={<LanguageButton invert className="shrink-0" />}
      />
      <FormWithAside
        formHeading={copy.formHeading}
        form={<DeveloperApplicationForm />}
        aside={
          <>
            <Benefits title={copy.benefitsHeading} items={copy.benefits} />
            <NextSteps title={copy.stepsHeading} steps={copy.steps} />
            <AsideNote text={copy.docsNote}>
              <SmartLink
                href={copy.docsLink.href}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
              >
                {copy.docsLink.label}
              </SmartLink>
            </AsideNote>
          </>
        }
      />
    </>
  );
}
