/**
 * What each public form says once it was accepted: shown in place of the form (with JavaScript) and on
 * the form's success page, where a browser without JavaScript lands after posting it.
 */
import { SUBSCRIBE_CONFIRM_DAYS } from '@app/contracts/newsletter-confirmation';
import { toasts } from '@app/contracts/messages';
import { brand } from '../../site.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import { developerApplicationForm } from '../../content/developer-application.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { SuccessPanel, type SuccessHeading } from './success-panel.tsx';

interface ScreenProps {
  /** h2 in place of a form; h1 on a success page of its own. */
  heading?: SuccessHeading;
}

/** The lead forms confirm with a toast (spec); their success page says the same. */
export function LeadSuccess({ heading }: ScreenProps) {
  return (
    <SuccessPanel title={toasts.leadSuccess.title} heading={heading}>
      <p>{toasts.leadSuccess.description}</p>
      <p className="mt-2">
        A person on our team reads every message and usually replies within 2 business days, to the e-mail
        address you gave. Meanwhile, our{' '}
        <SmartLink href="/faq" className="font-medium text-brand-700 underline">
          FAQ
        </SmartLink>{' '}
        may already answer your question.
      </p>
    </SuccessPanel>
  );
}

export function PartnerSuccess({ heading }: ScreenProps) {
  return (
    <SuccessPanel title={toasts.partnerSuccess.title} heading={heading}>
      <p>
        Thank you for your interest in becoming a {brand.name} partner. Our partnership team will review your
        application and contact you within 2 business days.
      </p>
    </SuccessPanel>
  );
}

export function DeveloperSuccess({ heading }: ScreenProps) {
  const { success } = useContent('developerApplicationForm', developerApplicationForm);
  // The Chinese edition's home is the developer home (decision 0063); the English button goes to the site's.
  const home = useLocale() === 'en' ? undefined : { label: success.home, href: '/developers' };
  return (
    <SuccessPanel title={success.title} heading={heading} {...(home && { home })}>
      <p>{success.text}</p>
    </SuccessPanel>
  );
}

/** A sign-up was received: the confirmation link is on its way (double opt-in, decision 0038). */
export function NewsletterCheckInbox({ heading, waitlist }: ScreenProps & { waitlist: boolean }) {
  return (
    <SuccessPanel title={toasts.newsletterConfirmSent.title} heading={heading}>
      <p>
        We sent you an e-mail with a link to confirm{' '}
        {waitlist ? 'your place on the AI Glasses waitlist' : 'your newsletter subscription'}. Open the link
        and press the button on the page. The link works for {SUBSCRIBE_CONFIRM_DAYS} days; until then you are
        not subscribed.
      </p>
    </SuccessPanel>
  );
}

/** The confirmation link was followed: the spec's success text, or the waitlist named. */
export function NewsletterConfirmed({ heading, waitlist }: ScreenProps & { waitlist: boolean }) {
  const toast = waitlist ? toasts.waitlistSuccess : toasts.newsletterSuccess;
  return (
    <SuccessPanel title={toast.title} heading={heading}>
      <p>{toast.description}</p>
      <p className="mt-2">
        We will e-mail you about new products
        {waitlist ? ', starting with the AI Glasses launch' : ''}, about once a month. Every message has a
        link to unsubscribe.
      </p>
    </SuccessPanel>
  );
}

export const unsubscribedTitle = 'You have been unsubscribed';

/** What unsubscribing changed, naming the address when the answer gave it (the script's request does). */
export function UnsubscribedText({ email }: { email?: string | undefined }) {
  return (
    <>
      {email ? <strong className="break-all">{email}</strong> : 'Your address'} will no longer receive our
      newsletter. Replies about an enquiry or application you sent still reach you. Changed your mind? You can{' '}
      <SmartLink href="/subscribe" className="font-medium text-brand-700 underline">
        subscribe again
      </SmartLink>{' '}
      at any time.
    </>
  );
}

/** The page the unsubscribe page's own form lands on (posted without JavaScript). */
export function UnsubscribedSuccess({ heading }: ScreenProps) {
  return (
    <SuccessPanel title={unsubscribedTitle} heading={heading}>
      <p>
        <UnsubscribedText />
      </p>
    </SuccessPanel>
  );
}
