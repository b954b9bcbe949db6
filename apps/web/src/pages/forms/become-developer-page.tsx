import { SmartLink } from '../../components/ui/smart-link.tsx';
import { PageHero } from '../../features/marketing/page-hero.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { developerCopy as copy } from './copy.ts';
import { AsideNote, Benefits, FormWithAside, NextSteps } from './form-page-layout.tsx';
import DeveloperApplicationForm from '../../islands/developer-application-form.tsx';

export default function BecomeDeveloperPage() {
  usePageHead(copy.head);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
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
