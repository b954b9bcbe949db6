/** Shapes of the staff API answers (camelCase; dates as ISO strings). */
import type { FormSubmissionJson, HeldPostJson, PartnerJson, SubscriberJson } from '@app/contracts/api/admin';

export interface StaffUser {
  id: number;
  username: string;
  role: string;
}

/** A partner application as staff see it: the JSON of the staff API's contract. */
export type Partner = PartnerJson;

export type Subscriber = SubscriberJson;

export type FormSubmission = FormSubmissionJson;

export interface DeveloperApplication {
  id: number;
  fullName: string;
  email: string;
  phone: string | null;
  companyAffiliation: string | null;
  jobTitle: string | null;
  portfolioWebsite: string | null;
  githubProfile: string | null;
  experienceLevel: string;
  programmingLanguages: string[];
  developmentAreas: string[];
  yearsExperience: string;
  interestedPlatforms: string[];
  primaryUseCase: string;
  projectDescription: string;
  reasonForInterest: string;
  developmentTimeline: string | null;
  targetAudience: string | null;
  needsTechnicalSupport: boolean;
  needsHardwareAccess: boolean;
  hasARExperience: boolean;
  additionalInfo: string | null;
  referralSource: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
  adminNotes: string | null;
}

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
