/** Shapes and option lists of the staff app-submission review. */
import type { StaffSubmissionJson } from '@app/contracts/api/admin';

/** A submission as staff review it: the JSON of the staff submission contract. */
export type StaffSubmission = StaffSubmissionJson;

export const submissionStatusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'published', label: 'Published' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
] as const;

export type ReviewDecision = 'approved' | 'rejected' | 'published' | 'withdrawn';
