/** Shapes and option lists of the staff app-submission review. */
import type { Screenshot } from '@app/contracts/api/app-store';

export interface StaffSubmission {
  id: number;
  appId: number;
  version: string;
  releaseNotes: string | null;
  downloadUrl: string | null;
  screenshots: string[];
  status: string;
  reviewNotes: string | null;
  reviewedAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  appName: string;
  appSlug: string;
  appStatus: string;
  appVersion: string;
  developerId: number | null;
  developerName: string | null;
  developerEmail: string | null;
  reviewedByName: string | null;
  /** Screenshots the developer uploaded (served to staff). */
  images: Screenshot[];
}

export const submissionStatusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'published', label: 'Published' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'all', label: 'All' },
] as const;

export type ReviewDecision = 'approved' | 'rejected' | 'published' | 'withdrawn';
