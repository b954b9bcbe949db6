/**
 * The acknowledgement a visitor gets for an enquiry or an application (issue 41): what they sent, a
 * reference to quote, and what happens next. Queued with the submission's row in the same transaction
 * (form-submission.ts); a post the form guard holds gets none until staff release it.
 */
import { createHash } from 'node:crypto';
import { brand, developerMails, site, toasts, type AccountLanguage, type FormType } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { OutgoingEmail } from '../email/index.ts';
import { fieldLines, oneLine, type MailField } from '../../lib/mail-text.ts';

/** The forms whose senders are acknowledged (the newsletter has its own welcome mail). */
export type AcknowledgedForm = Extract<
  FormType,
  'contact-form' | 'partner-application' | 'developer-application'
>;

interface AcknowledgementCopy {
  subject: string;
  /** What was received, after the greeting. */
  received: string;
  /** What happens next (the success screen's promise, with the spec's "within 2 business days"). */
  next: string;
  /** Where to write meanwhile. */
  contact: string;
  /** The closing line, dash included. */
  signature: string;
}

/** The copy of each acknowledgement, in one place. */
const acknowledgementCopy: Record<AcknowledgedForm, AcknowledgementCopy> = {
  'contact-form': {
    subject: `We have received your enquiry to ${brand.name}`,
    received: `Thank you for contacting ${brand.name}. We have received your enquiry.`,
    next: `What happens next: ${toasts.leadSuccess.description} A member of our team reads every enquiry and replies to this address.`,
    contact: site.salesEmail,
    signature: `— The ${brand.name} team`,
  },
  'partner-application': {
    subject: `We have received your ${brand.name} partner application`,
    received: `Thank you for applying to become a ${brand.name} partner. We have received your application.`,
    next: `What happens next: our partner team reviews every application and will contact you within 2 business days. If your application is approved, you will receive an invitation to the partner portal.`,
    contact: site.partnerSupportEmail,
    signature: `— The ${brand.name} partner team`,
  },
  'developer-application': developerApplicationCopy('en'),
};

/** The developer application's acknowledgement in the language of the edition it was sent from. */
function developerApplicationCopy(language: AccountLanguage): AcknowledgementCopy {
  const copy = developerMails[language].applicationReceived;
  return { ...copy, contact: site.developerSupportEmail };
}

/** The reference a sender quotes: the form submission's id, as staff see it. */
const submissionReference = (formSubmissionId: number) => `#${formSubmissionId}`;

/** The acknowledgement of one submission to its sender. */
export function acknowledgementMail(
  form: AcknowledgedForm,
  submission: {
    id: number;
    submitterName: string | null;
    submitterEmail: string;
    fields: readonly MailField[];
    /** The edition the form was sent from (only the developer application has a Chinese one). */
    language?: AccountLanguage | undefined;
  },
): OutgoingEmail {
  const language = form === 'developer-application' ? (submission.language ?? 'en') : 'en';
  const copy = language === 'en' ? acknowledgementCopy[form] : developerApplicationCopy(language);
  const frame = developerMails[language];
  const reference = submissionReference(submission.id);
  const text = [
    frame.greeting(submission.submitterName ? oneLine(submission.submitterName, 100) : null),
    '',
    copy.received,
    '',
    frame.applicationReceived.reference(reference),
    '',
    copy.next,
    '',
    frame.applicationReceived.whatYouSent,
    '',
    fieldLines(submission.fields),
    '',
    frame.applicationReceived.questions(copy.contact, reference),
    '',
    copy.signature,
    '',
  ].join('\n');
  return {
    kind: 'submission-acknowledgement',
    to: submission.submitterEmail,
    subject: `${copy.subject} (${reference})`,
    text,
  };
}

/** Whether a form's senders are acknowledged. */
export const isAcknowledged = (form: FormType): form is AcknowledgedForm =>
  Object.hasOwn(acknowledgementCopy, form);

/**
 * At most this many acknowledgements to one address a day: the forms send what was typed to the address
 * that was typed, and must not become a way to mail a stranger over and over. Staff still get every post.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a public post of `form` from `email` is acknowledged: counts it against the address's daily
 * allowance (in the shared rate-limit store, under a hash of the address). Call it before the submission's
 * transaction: the store may use a connection of its own.
 */
export async function mayAcknowledge(
  ctx: AppContext,
  form: FormType,
  email: string | null,
): Promise<boolean> {
  if (!isAcknowledged(form) || !email) return false;
  const key = `ack:${createHash('sha256').update(email).digest('base64url')}`;
  const { count } = await ctx.rateLimits.hit(key, DAY_MS);
  return count <= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;
}
