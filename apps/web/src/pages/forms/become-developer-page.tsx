import { SmartLink } from '../../components/ui/smart-link.tsx';
import { PageHero } from '../../features/marketing/page-hero.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { developerCopy as copy } from './copy.ts';
import { AsideNote, Benefits, FormWithAside, NextSteps } from './form-page-layout.tsx';
import { hydrateWhenNear } from '../../lib/hydrate-when-near.tsx';

/** The form's code loads once the page has hydrated, so it never holds up the first paint. */
const DeveloperApplicationForm = hydrateWhenNear(() =>
  import('../../features/forms/developer-application-form.tsx').then((m) => m.DeveloperApplicationForm),
);

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
