/** Shapes of the staff API answers (camelCase; dates as ISO strings). */
import type { PartnerStatus } from '@app/contracts/options';

export interface StaffUser {
  id: number;
  username: string;
  role: string;
}

export interface Partner {
  id: number;
  fullName: string;
  contactNumber: string;
  email: string;
  companyName: string;
  companyWebsite: string | null;
  industry: string;
  employeeCount: string;
  offerAfterSaleService: string;
  targetCountryRegion: string;
  salesTargetPlan: string | null;
  referralSource: string | null;
  additionalInfo: string | null;
  status: PartnerStatus | string;
  createdAt: string;
  archived: boolean;
  loginEnabled: boolean;
  username: string | null;
  lastLoginAt: string | null;
  /** Set on a status-change answer: an invitation e-mail was queued. */
  invitationSent?: boolean;
}

export interface Subscriber {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  source: string;
  createdAt: string;
  active: boolean;
}

export interface FormSubmission {
  id: number;
  formType: string;
  submitterName: string | null;
  submitterEmail: string | null;
  formData: Record<string, unknown>;
  /** The form guard's weak signals (`token-too-fresh`...); see `guardLabels`. */
  signals: string[];
  createdAt: string;
  notificationSent: boolean;
}

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
export interface HeldPost {
  id: number;
  formType: string;
  reason: string;
  payload: Record<string, unknown>;
  ipAddress: string | null;
  createdAt: string;
}
