/**
 * Test mode (decision 0060): a submission to a test-mode app is decided in the transaction that files
 * it, by the documented magic values (`testModeDecision` in the contracts): approved, or rejected. No
 * staff member sees it, no mail is sent, and an approved test submission is never published (staff
 * cannot reach it: reviewSubmission knows live apps only).
 */
import { eq, sql } from 'drizzle-orm';
import { testModeDecision } from '@app/contracts';
import { appSubmissions, type Database } from '@app/db';
import { submissionColumns, type SubmissionView } from './developer-apps.ts';

export async function decideInTestMode(tx: Database, submission: SubmissionView): Promise<SubmissionView> {
  const decision = testModeDecision(submission);
  const [decided] = await tx
    .update(appSubmissions)
    .set({ status: decision.status, reviewNotes: decision.reviewNotes, reviewedAt: sql`now()` })
    .where(eq(appSubmissions.id, submission.id))
    .returning(submissionColumns);
  return decided ? { ...decided, images: submission.images } : submission;
}
