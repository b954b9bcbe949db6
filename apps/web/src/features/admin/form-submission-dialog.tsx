import { pageMessages } from '@app/contracts/messages';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { formDataRows } from './form-data-fields.ts';
import { guardSignalLabel } from './guard-signals.tsx';
import { displayValue, formatDateTime } from './format.ts';
import { DetailList } from './list-controls.tsx';
import type { FormSubmission } from './types.ts';

/** Every field of a submission, its form data included, rendered as text. */
export function FormSubmissionDialog({
  submission,
  onClose,
}: {
  submission: FormSubmission | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={submission !== null} onOpenChange={(open) => !open && onClose()}>
      {submission && (
        <DialogContent
          title={`Form submission #${submission.id}`}
          description={`${submission.formType} · ${formatDateTime(submission.createdAt)}`}
          className="max-w-2xl"
        >
          <DetailList
            items={[
              ['Form type', submission.formType],
              ['Name', displayValue(submission.submitterName)],
              ['Email', displayValue(submission.submitterEmail)],
              ['Submitted', formatDateTime(submission.createdAt)],
              // The same hints as the list's badges: what staff may want to weigh before answering.
              ...(submission.signals.length > 0
                ? ([['Delivery hints', submission.signals.map(guardSignalLabel).join(', ')]] as const)
                : []),
              [
                'Notification',
                submission.notificationSent
                  ? pageMessages.notificationSent
                  : pageMessages.notificationNotSent,
              ],
            ]}
          />
          <div className="border-t border-slate-200 pt-4">
            <h3 className="mb-3 font-semibold">Form data</h3>
            <DetailList items={formDataRows(submission.formType, submission.formData)} />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
