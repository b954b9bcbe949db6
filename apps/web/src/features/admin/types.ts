/** Shapes of the staff API answers (camelCase; dates as ISO strings). */
import type {
  AuditEntryJson,
  DeveloperApplicationJson,
  FormSubmissionJson,
  HeldPostJson,
  PartnerJson,
  SubscriberJson,
} from '@app/contracts/api/admin';

/** A partner application as staff see it: the JSON of the staff API's contract. */
export type Partner = PartnerJson;

export type Subscriber = SubscriberJson;

export type FormSubmission = FormSubmissionJson;

export type DeveloperApplication = DeveloperApplicationJson;

/** One audit-log entry: the JSON of the audit-log contract. */
export type AuditEntry = AuditEntryJson;

/** A public post the form guard held back (a filled honeypot, a forged token), as staff review it. */
export type HeldPost = HeldPostJson;
