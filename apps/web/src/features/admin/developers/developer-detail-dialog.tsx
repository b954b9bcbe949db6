/** The developer-application detail overlay: every field, status with admin notes, delete. */
import { alerts, toasts } from '@app/contracts/messages';
import { developerApplicationStatusOptions } from '@app/contracts/options';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field, Select, Textarea } from '../../../components/ui/form-field.tsx';
import { notify } from '../../../components/ui/use-toast.ts';
import { displayValue, experienceLabel, formatDateTime } from '../format.ts';
import { DetailList, StatusBadge } from '../list-controls.tsx';
import type { DeveloperApplication } from '../types.ts';
import { serverMessage } from '../../../lib/api.ts';
import { useDeleteDeveloperApplication, useSetDeveloperStatus } from '../api.ts';

export function DeveloperDetailDialog({
  application,
  onClose,
}: {
  application: DeveloperApplication | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={application !== null} onOpenChange={(open) => !open && onClose()}>
      {application && <DeveloperDetail key={application.id} application={application} onClose={onClose} />}
    </Dialog>
  );
}

function DeveloperDetail({
  application: a,
  onClose,
}: {
  application: DeveloperApplication;
  onClose: () => void;
}) {
  const [status, setStatus] = useState(a.status);
  const [notes, setNotes] = useState(a.adminNotes ?? '');
  const setStatusOf = useSetDeveloperStatus();
  const deletion = useDeleteDeveloperApplication();
  const busy = setStatusOf.isPending || deletion.isPending;

  const save = () =>
    setStatusOf.mutate(
      { id: a.id, status, adminNotes: notes },
      {
        onSuccess: () => {
          notify(toasts.statusUpdatedDeveloper);
          onClose();
        },
        onError: (err) =>
          notify(toasts.developersLoadFailed, {
            destructive: true,
            description: serverMessage(err) ?? 'Failed to update status',
          }),
      },
    );

  const remove = () => {
    if (!window.confirm(alerts.deleteDeveloperApplicationConfirm)) return;
    deletion.mutate(a.id, {
      onSuccess: () => {
        notify(toasts.applicationDeleted);
        onClose();
      },
      onError: (err) =>
        notify(
          { title: 'Error' },
          { destructive: true, description: serverMessage(err) ?? 'Failed to delete application' },
        ),
    });
  };

  return (
    <DialogContent title={a.fullName} description={`Developer application #${a.id}`} className="max-w-3xl">
      <DetailList
        items={[
          ['Status', <StatusBadge key="s" status={a.status} />],
          // The address the developer signs in with now; the one applied with too when it has changed.
          ['Email', a.accountEmail ?? a.email],
          ...(a.accountEmail && a.accountEmail !== a.email ? ([['Applied with', a.email]] as const) : []),
          ['Phone', displayValue(a.phone)],
          ['Company', displayValue(a.companyAffiliation)],
          ['Job title', displayValue(a.jobTitle)],
          ['Portfolio', displayValue(a.portfolioWebsite)],
          ['GitHub', displayValue(a.githubProfile)],
          ['Experience', `${experienceLabel(a.experienceLevel)} · ${a.yearsExperience} years`],
          ['Languages', displayValue(a.programmingLanguages)],
          ['Development areas', displayValue(a.developmentAreas)],
          // The names the applicant chose ("Lumen SDK Integration" included), not the cards' short names.
          ['Platforms', displayValue(a.interestedPlatforms) || '—'],
          ['Primary use case', a.primaryUseCase],
          ['Timeline', displayValue(a.developmentTimeline)],
          ['Target audience', displayValue(a.targetAudience)],
          ['Project', a.projectDescription],
          ['Why us', a.reasonForInterest],
          ['Needs technical support', displayValue(a.needsTechnicalSupport)],
          ['Needs hardware access', displayValue(a.needsHardwareAccess)],
          ['AR experience', displayValue(a.hasARExperience)],
          ['Additional info', displayValue(a.additionalInfo)],
          ['Referral source', displayValue(a.referralSource)],
          ['Campaign', displayValue(a.campaign)],
          ['Submitted', formatDateTime(a.createdAt)],
        ]}
      />
      <div className="grid gap-4 border-t border-slate-200 pt-4">
        <h3 className="font-semibold">Admin actions</h3>
        <Field id="developer-status" label="Status">
          <Select id="developer-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            {developerApplicationStatusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="developer-notes" label="Admin notes">
          <Textarea
            id="developer-notes"
            value={notes}
            maxLength={5000}
            onChange={(e) => setNotes(e.target.value)}
          />
        </Field>
        <div className="flex flex-wrap justify-between gap-2">
          <Button variant="destructive" onClick={remove} disabled={busy}>
            Delete application
          </Button>
          <Button onClick={save} disabled={busy}>
            {busy ? 'Saving…' : 'Update status'}
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
