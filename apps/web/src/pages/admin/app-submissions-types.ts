/** Shapes and option lists of the staff app-submission review. */

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
}

export const submissionStatusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'published', label: 'Published' },
  { value: 'all', label: 'All' },
] as const;

export type ReviewDecision = 'approved' | 'rejected' | 'published';
