/**
 * The success pages of the public forms: where a browser that posted a form without JavaScript is sent
 * (303) once the server accepted it (the unsubscribe page's form too). Each says what the form's success
 * screen says; none is indexed.
 */
import type { ComponentType } from 'react';
import { Section } from '../../components/ui/layout.tsx';
import {
  DeveloperSuccess,
  LeadSuccess,
  NewsletterCheckInbox,
  NewsletterConfirmed,
  PartnerSuccess,
  UnsubscribedSuccess,
} from '../../components/form/success-screens.tsx';
import { usePageHead, type PageHead } from '../../lib/head.tsx';
import { formSentCopy as copy } from './copy.ts';
import { developerApplicationForm } from '../../content/developer-application.ts';
import { useContent } from '../../i18n/catalogue.tsx';

function SentPageBody({
  head,
  Screen,
}: {
  head: Omit<PageHead, 'noindex'>;
  Screen: ComponentType<{ heading: 'h1' }>;
}) {
  usePageHead({ ...head, noindex: true });
  return (
    <Section className="bg-slate-50">
      <div className="mx-auto max-w-xl">
        <Screen heading="h1" />
      </div>
    </Section>
  );
}

function sentPage(head: Omit<PageHead, 'noindex'>, Screen: ComponentType<{ heading: 'h1' }>) {
  return function FormSentPage() {
    return <SentPageBody head={head} Screen={Screen} />;
  };
}

export const LeadSentPage = sentPage(copy.lead, LeadSuccess);
export const PartnerSentPage = sentPage(copy.partner, PartnerSuccess);
/** Also the Chinese edition's (/zh/become-developer/submitted): its head in the page's language. */
export function DeveloperSentPage() {
  const { sentHead } = useContent('developerApplicationForm', developerApplicationForm);
  return <SentPageBody head={sentHead} Screen={DeveloperSuccess} />;
}
export const NewsletterSentPage = sentPage(copy.newsletter, (props) => (
  <NewsletterCheckInbox {...props} waitlist={false} />
));
export const WaitlistSentPage = sentPage(copy.waitlist, (props) => (
  <NewsletterCheckInbox {...props} waitlist />
));
export const NewsletterConfirmedPage = sentPage(copy.newsletterConfirmed, (props) => (
  <NewsletterConfirmed {...props} waitlist={false} />
));
export const WaitlistConfirmedPage = sentPage(copy.waitlistConfirmed, (props) => (
  <NewsletterConfirmed {...props} waitlist />
));
export const UnsubscribedPage = sentPage(copy.unsubscribe, UnsubscribedSuccess);
