/**
 * My Apps: each app with its status badge, version, category, creation date and SDK type; Edit, Delete
 * and Submit for review; and its submission history (status badges and review notes).
 */
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { consoleCopy } from '../../content/console.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { isSessionEnd, problemOf, useDeleteApp } from './api.ts';
import { AppFormDialog } from './app-form-dialog.tsx';
import { AppStatusBadge, SubmissionStatusBadge } from './badges.tsx';
import { useConsole } from './console-context.tsx';
import { categoryLabel, formatDate, sdkLabel } from './format.ts';
import { SubmitDialog } from './submit-dialog.tsx';
import { ScreenshotUploads } from './screenshot-uploads.tsx';
import type { ConsoleApp, ConsoleSubmission } from './types.ts';

function SubmissionHistory({ submissions }: { submissions: ConsoleSubmission[] }) {
  if (submissions.length === 0) {
    return <p className="text-sm text-slate-600">Not submitted for review yet.</p>;
  }
  return (
    <ol className="grid gap-2">
      {submissions.map((s) => (
        <li key={s.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">Version {s.version}</span>
            <SubmissionStatusBadge status={s.status} />
            <span className="text-slate-600">
              Submitted <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
              {s.reviewedAt && (
                <>
                  {' · reviewed '}
                  <time dateTime={s.reviewedAt}>{formatDate(s.reviewedAt)}</time>
                </>
              )}
              {s.publishedAt && (
                <>
                  {' · published '}
                  <time dateTime={s.publishedAt}>{formatDate(s.publishedAt)}</time>
                </>
              )}
            </span>
          </div>
          {s.reviewNotes && (
            <p className="mt-2 text-slate-700">
              <span className="font-medium">Review notes:</span> {s.reviewNotes}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

function AppCard({
  app,
  onEdit,
  onDelete,
  onSubmit,
}: {
  app: ConsoleApp;
  onEdit: () => void;
  onDelete: () => void;
  onSubmit: () => void;
}) {
  const [showHistory, setShowHistory] = useState(false);
  const pendingSubmission = app.submissions.find((s) => s.status === 'pending');
  const pending = pendingSubmission !== undefined;
  const latest = app.submissions[0];
  const historyId = `app-${app.id}-history`;
  const meta = [
    ['Version', app.version],
    ['Category', categoryLabel(app.category)],
    ['SDK', sdkLabel(app.sdkType)],
    ['Created', formatDate(app.createdAt)],
  ] as const;
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold break-words text-slate-900">{app.name}</h3>
            <AppStatusBadge status={app.status} />
            {latest && latest.status !== 'published' && <SubmissionStatusBadge status={latest.status} />}
          </div>
          <p className="mt-0.5 font-mono text-xs text-slate-600">{app.slug}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>
              {consoleCopy.appId.label}{' '}
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">{app.id}</code>
            </span>
            <CopyButton
              text={String(app.id)}
              label={consoleCopy.appId.copyLabel(app.name)}
              className="h-7 border-slate-300 text-slate-800 hover:bg-slate-50"
            />
          </p>
          {app.description && <p className="mt-2 text-sm text-slate-700">{app.description}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            onClick={onSubmit}
            disabled={pending}
            title={pending ? 'A submission is under review' : undefined}
          >
            <Icon name="clipboard-check" className="h-4 w-4" />
            Submit for review
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${app.name}`}>
            <Icon name="settings" className="h-4 w-4" />
            <span className="hidden sm:inline">Edit</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${app.name}`}>
            <Icon name="trash" className="h-4 w-4 text-red-700" />
          </Button>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-4">
        {meta.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="mt-0.5 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {pendingSubmission && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <ScreenshotUploads
            appId={app.id}
            submissionId={pendingSubmission.id}
            version={pendingSubmission.version}
            images={pendingSubmission.images ?? []}
          />
        </div>
      )}
      {app.status === 'published' && (
        <p className="mt-4 text-sm">
          <a href={`/app-store/${app.slug}`} className="font-medium text-brand-700 hover:underline">
            View on the App Store
          </a>
        </p>
      )}
      <div className="mt-4">
        <button
          type="button"
          aria-expanded={showHistory}
          aria-controls={historyId}
          onClick={() => setShowHistory((v) => !v)}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
        >
          <Icon
            name="chevronRight"
            className={`h-4 w-4 transition-transform ${showHistory ? 'rotate-90' : ''}`}
          />
          Submission history ({app.submissions.length})
        </button>
        {showHistory && (
          <div id={historyId} className="mt-3">
            <SubmissionHistory submissions={app.submissions} />
          </div>
        )}
      </div>
    </Card>
  );
}

export function AppsTab({ apps }: { apps: ConsoleApp[] }) {
  const { blocked, openCreateApp } = useConsole();
  const [editing, setEditing] = useState<ConsoleApp | null>(null);
  const [deleting, setDeleting] = useState<ConsoleApp | null>(null);
  const [forReview, setForReview] = useState<ConsoleApp | null>(null);
  const deletion = useDeleteApp();

  const remove = () => {
    if (!deleting) return;
    deletion.mutate(deleting, {
      onSuccess: (_answer, app) => toast({ title: 'App deleted', description: app.name }),
      onError: (error) => {
        if (!isSessionEnd(error)) {
          toast({
            title: 'Could not delete the app',
            description: problemOf(error).message,
            variant: 'destructive',
          });
        }
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">My Apps</h2>
          <p className="text-sm text-slate-600">Apps you build for the glasses, and their review status.</p>
        </div>
        <Button onClick={openCreateApp}>
          <Icon name="plus" className="h-4 w-4" />
          Create New App
        </Button>
      </div>
      {apps.length === 0 ? (
        <Card className="p-8 text-center">
          <Icon name="app-window" className="mx-auto h-8 w-8 text-slate-500" />
          <p className="mt-3 font-medium text-slate-900">No apps yet</p>
          <p className="mt-1 text-sm text-slate-600">
            Create your first app to get an id for your API keys and submissions.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4">
          {apps.map((app) => (
            <li key={app.id}>
              <AppCard
                app={app}
                onEdit={() => !blocked('Editing apps') && setEditing(app)}
                onDelete={() => !blocked('Deleting apps') && setDeleting(app)}
                onSubmit={() => !blocked('Submitting apps for review') && setForReview(app)}
              />
            </li>
          ))}
        </ul>
      )}
      <AppFormDialog open={editing !== null} app={editing ?? undefined} onClose={() => setEditing(null)} />
      <SubmitDialog app={forReview} onClose={() => setForReview(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this app?"
        description={`${deleting?.name ?? 'The app'} and its submission history will be deleted, and API keys tied to it stop working. This cannot be undone.`}
        busy={deletion.isPending}
        onConfirm={remove}
      />
    </div>
  );
}
