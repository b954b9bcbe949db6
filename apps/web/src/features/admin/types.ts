/** Shapes of the staff API answers (camelCase; dates as ISO strings). */
import type {
  DeveloperApplicationJson,
  FormSubmissionJson,
  HeldPostJson,
  PartnerJson,
  SubscriberJson,
} from '@app/contracts/api/admin';

export interface StaffUser {
  id: number;
  username: string;
  role: string;
}

/** A partner application as staff see it: the JSON of the staff API's contract. */
export type Partner = PartnerJson;

export type Subscriber = SubscriberJson;

export type FormSubmission = FormSubmissionJson;

export type DeveloperApplication = DeveloperApplicationJson;

export interface AuditEntry {
  id: number;
  actorKind: string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  details: Record<string, unknown> | null;
  ipAddress: string | null;
  createdAt: string;
}

/** A public post the form guard held back (a filled honeypot, a forged token), as staff review it. */
export type HeldPost = HeldPostJson;
