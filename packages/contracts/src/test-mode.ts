/**
 * Test mode (decision 0060): a submission made to a test-mode app is decided at once, without staff.
 * It is approved, unless its release notes contain `rejectReleaseNotes` or its build URL is
 * `rejectDownloadUrl`: then it is rejected, so CI can exercise both outcomes (Stripe's magic values).
 */
export const testModeValues = {
  /** Release notes containing this text (any letter case) are rejected. */
  rejectReleaseNotes: 'test-reject',
  /** A submission with this build URL is rejected. */
  rejectDownloadUrl: 'https://downloads.example.com/test-reject.apk',
} as const;

export const testModeNotes = {
  approved: 'Test mode: approved automatically.',
  rejectedNotes: `Test mode: rejected automatically because the release notes contain "${testModeValues.rejectReleaseNotes}".`,
  rejectedUrl: `Test mode: rejected automatically because the build URL is ${testModeValues.rejectDownloadUrl}.`,
} as const;

/** The decision test mode gives a submission at once. */
export function testModeDecision(submission: {
  releaseNotes?: string | null | undefined;
  downloadUrl?: string | null | undefined;
}): { status: 'approved' | 'rejected'; reviewNotes: string } {
  if (submission.releaseNotes?.toLowerCase().includes(testModeValues.rejectReleaseNotes)) {
    return { status: 'rejected', reviewNotes: testModeNotes.rejectedNotes };
  }
  if (submission.downloadUrl === testModeValues.rejectDownloadUrl) {
    return { status: 'rejected', reviewNotes: testModeNotes.rejectedUrl };
  }
  return { status: 'approved', reviewNotes: testModeNotes.approved };
}
