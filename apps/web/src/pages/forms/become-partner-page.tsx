import { SmartLink } from '../../components/ui/smart-link.tsx';
import { PageHero } from '../../features/marketing/page-hero.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { partnerCopy as copy } from './copy.ts';
import { AsideNote, Benefits, FormWithAside, NextSteps } from './form-page-layout.tsx';
import PartnerApplicationForm from '../../islands/partner-application-form.tsx';

export default function BecomePartnerPage() {
  usePageHead(copy.head);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <FormWithAside
        formHeading={copy.formHeading}
        form={<PartnerApplicationForm />}
        aside={
          <>
            <Benefits title={copy.benefitsHeading} items={copy.benefits} />
            <NextSteps title={copy.stepsHeading} steps={copy.steps} />
            <AsideNote text={copy.portalNote}>
              <SmartLink
                href={copy.portalLink.href}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
              >
                {copy.portalLink.label}
              </SmartLink>
            </AsideNote>
          </>
        }
      />
    </>
  );
}
