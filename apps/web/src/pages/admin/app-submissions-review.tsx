/**
 * The review actions of one submission (Approve / Reject while pending, Publish once approved, Withdraw
 * once published: the app leaves the App Store; a listing change is live once approved) and the
 * dialog that confirms them: details of the submission, review notes (required to reject), then
 * PUT /api/admin/app-submissions/:id/status.
 */
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { Field, Textarea } from '../../components/ui/form-field.tsx';
import { DetailList } from '../../features/admin/list-controls.tsx';
import type { ReviewDecision, StaffSubmission } from './app-submissions-types.ts';
import { useReviewSubmission } from '../../features/admin/api.ts';
import { serverMessage } from '../../lib/api.ts';
import { notify } from '../../components/ui/use-toast.ts';
import { lifecycleCopy, listingValue } from '../../content/app-lifecycle.ts';

export interface ReviewRequest {
  submission: StaffSubmission;
  decision: ReviewDecision;
  /** Publish offered right after an approval: the approved row has left the pending list staff are on. */
  afterApproval?: boolean;
}

const wording: Record<ReviewDecision, { button: string; title: string; done: string; busy: string }> = {
  approved: {
    button: 'Approve',
    title: 'Approve this submission?',
    done: 'Submission approved',
    busy: 'Approving…',
  },
  rejected: {
    button: 'Reject',
    title: 'Reject this submission?',
    done: 'Submission rejected',
    busy: 'Rejecting…',
  },
  published: {
    button: 'Publish',
    title: 'Publish this version?',
    done: 'App published',
    busy: 'Publishing…',
  },
  withdrawn: {
    button: 'Withdraw',
    title: 'Withdraw this version from the App Store?',
    done: 'App withdrawn',
    busy: 'Withdrawing…',
  },
};

/** The offer to publish that follows an approval (it stays under Approved when declined). */
const publishNow = {
  title: 'Submission approved. Publish it now?',
  description: (app: string, version: string) =>
    `${app} ${version} is approved. Publishing lists it on the App Store at this version; you can also publish it later under Approved.`,
  later: 'Not now',
};

export function ReviewActions({
  submission,
  onReview,
}: {
  submission: StaffSubmission;
  onReview: (request: ReviewRequest) => void;
}) {
  const open = (decision: ReviewDecision) => onReview({ submission, decision });
  const listing = submission.kind === 'listing';
  const name = listing
    ? `the listing change of ${submission.appName}`
    : `${submission.appName} ${submission.version}`;
  return (
    <div className="flex justify-end gap-2">
      {submission.status === 'pending' && (
        <>
          <Button size="sm" onClick={() => open('approved')} aria-label={`Approve ${name}`}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={() => open('rejected')} aria-label={`Reject ${name}`}>
            Reject
          </Button>
        </>
      )}
      {submission.status === 'approved' && !listing && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => open('published')}
          aria-label={`Publish ${name}`}
        >
          Publish
        </Button>
      )}
      {submission.status === 'published' && (
        <Button size="sm" variant="outline" onClick={() => open('withdrawn')} aria-label={`Withdraw ${name}`}>
          Withdraw
        </Button>
      )}
      {(submission.status === 'rejected' ||
        submission.status === 'withdrawn' ||
        submission.status === 'cancelled' ||
        (listing && submission.status === 'approved')) && (
        <span className="text-xs text-slate-500">No actions</span>
      )}
    </div>
  );
}

export function ReviewDialog({
  request,
  onClose,
  onNext,
}: {
  request: ReviewRequest | null;
  onClose: () => void;
  /** The next step in the same dialog (after an approval, the offer to publish). */
  onNext: (request: ReviewRequest) => void;
}) {
  const notesId = useId();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const review = useReviewSubmission();
  const busy = review.isPending;
  useEffect(() => {
    setNotes('');
    setError(undefined);
  }, [request]);
  if (!request) return <Dialog open={false} />;
  const { submission, decision } = request;
  const listing = submission.kind === 'listing';
  const words = wording[decision];
  const what = listing
    ? `The listing change of ${submission.appName}`
    : `${submission.appName} ${submission.version}`;

  const confirm = () => {
    if (decision === 'rejected' && !notes.trim()) {
      setError('Please tell the developer why the submission is rejected');
      return;
    }
    review.mutate(
      { id: submission.id, status: decision, ...(notes.trim() ? { reviewNotes: notes.trim() } : {}) },
      {
        onSuccess: () => {
          notify({ title: words.done, description: what });
          if (decision === 'approved' && !listing)
            onNext({
              submission: { ...submission, status: 'approved' },
              decision: 'published',
              afterApproval: true,
            });
          else onClose();
        },
        onError: (err) =>
          notify(
            { title: 'The change was not saved' },
            { destructive: true, description: serverMessage(err) },
          ),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={request.afterApproval ? publishNow.title : words.title}
        description={
          request.afterApproval
            ? publishNow.description(submission.appName, submission.version)
            : decision === 'published'
              ? `${submission.appName} becomes published at version ${submission.version}.`
              : decision === 'withdrawn'
                ? `${submission.appName} leaves the App Store. The developer is told by e-mail.`
                : listing
                  ? `${what} by ${submission.developerName ?? 'a developer'}: once approved, the App Store shows it at once. The developer is told by e-mail.`
                  : `${submission.appName} version ${submission.version} by ${submission.developerName ?? 'a developer'}. The developer is told by e-mail.`
        }
      >
        <DetailList
          items={
            listing
              ? [
                  ...Object.entries(submission.changes ?? {}).map(([field, value]): [string, string] => [
                    lifecycleCopy.history.fields[field] ?? field,
                    listingValue(field, value),
                  ]),
                  ['New screenshots', String(submission.images.length)],
                ]
              : [
                  ['Download URL', submission.downloadUrl ?? '—'],
                  ['Release notes', submission.releaseNotes ?? '—'],
                ]
          }
        />
        {submission.images.length > 0 && (
          <ul className="flex gap-2 overflow-x-auto" aria-label="Uploaded screenshots">
            {submission.images.map((image, index) => (
              <li key={image.id} className="shrink-0">
                <a href={image.url} target="_blank" rel="noreferrer">
                  <img
                    src={image.url}
                    alt={`Screenshot ${index + 1}`}
                    className="h-24 w-40 rounded border border-slate-200 bg-slate-900 object-contain"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        {decision !== 'published' && (
          <Field
            id={notesId}
            label={decision === 'rejected' ? 'Review notes (required)' : 'Review notes (optional)'}
            error={error}
          >
            <Textarea
              id={notesId}
              rows={3}
              value={notes}
              maxLength={5000}
              invalid={Boolean(error)}
              onChange={(event) => {
                setNotes(event.target.value);
                setError(undefined);
              }}
            />
          </Field>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{request.afterApproval ? publishNow.later : 'Cancel'}</Button>
          </DialogClose>
          <Button
            variant={decision === 'rejected' ? 'destructive' : 'primary'}
            disabled={busy}
            onClick={confirm}
          >
            {busy ? words.busy : words.button}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
