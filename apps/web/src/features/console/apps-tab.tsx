/**
 * My Apps: each app with its status badge, version, category, creation date and SDK type; Edit, Delete
 * and Submit for review; Cancel on a pending submission (with a confirmation); for an app on the App
 * Store, its pending listing change (new screenshots are uploaded to it) and Change screenshots; its
 * submission history (status badges and review notes) and its listing history.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { consoleCopy } from '../../content/console.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ListingHistory } from '../../components/listing-history.tsx';
import { lifecycleCopy, listingValue, listingValueWords } from '../../content/app-lifecycle.ts';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import {
  isSessionEnd,
  listingHistoryQuery,
  useCancelSubmission,
  useDeleteApp,
  useOpenScreenshotsChange,
} from './api.ts';
import { AppFormDialog } from './app-form-dialog.tsx';
import { AppStatusBadge, SubmissionStatusBadge } from './badges.tsx';
import { useConsole } from './console-context.tsx';
import { useColon, useConsoleDates, useProblemText } from './console-text.ts';
import { SubmitDialog } from './submit-dialog.tsx';
import { ScreenshotUploads } from './screenshot-uploads.tsx';
import type { ConsoleApp, ConsoleSubmission } from './types.ts';

const useLifecycleCopy = () => useContent('lifecycleCopy', lifecycleCopy);
const useAppsCopy = () => useContent('consoleUi', consoleUi).apps;

/** What a submission is, in a sentence: "Version 1.2.0" or "Listing change". */
function useSubmissionTitle(): (s: ConsoleSubmission) => string {
  const lc = useLifecycleCopy();
  const copy = useAppsCopy();
  return (s) => (s.kind === 'listing' ? lc.listingChange.kind : copy.version(s.version));
}

function SubmissionHistory({ submissions }: { submissions: ConsoleSubmission[] }) {
  const copy = useAppsCopy();
  const submissionTitle = useSubmissionTitle();
  const dates = useConsoleDates();
  if (submissions.length === 0) {
    return <p className="text-sm text-slate-600">{copy.notSubmitted}</p>;
  }
  return (
    <ol className="grid gap-2">
      {submissions.map((s) => (
        <li key={s.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{submissionTitle(s)}</span>
            <SubmissionStatusBadge status={s.status} />
            <span className="text-slate-600">
              {copy.submitted} <time dateTime={s.createdAt}>{dates.date(s.createdAt)}</time>
              {s.reviewedAt && (
                <>
                  {` · ${copy.reviewed} `}
                  <time dateTime={s.reviewedAt}>{dates.date(s.reviewedAt)}</time>
                </>
              )}
              {s.publishedAt && (
                <>
                  {` · ${copy.published} `}
                  <time dateTime={s.publishedAt}>{dates.date(s.publishedAt)}</time>
                </>
              )}
            </span>
          </div>
          {s.reviewNotes && (
            <p className="mt-2 text-slate-700">
              <span className="font-medium">{copy.reviewNotes}</span> {s.reviewNotes}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

function ListingHistoryPanel({ appId, id }: { appId: number; id: string }) {
  const history = useQuery(listingHistoryQuery(appId));
  const lc = useLifecycleCopy();
  return (
    <div id={id} className="mt-3">
      {history.data ? (
        <ListingHistory versions={history.data.versions} />
      ) : (
        <p className="text-sm text-slate-600">{history.isError ? lc.history.failed : lc.history.loading}</p>
      )}
    </div>
  );
}

/** A pending listing change: what it changes, the screenshots uploaded to it, and Cancel. */
function PendingListingChange({
  app,
  change,
  onCancel,
}: {
  app: ConsoleApp;
  change: ConsoleSubmission;
  onCancel: () => void;
}) {
  const fields = Object.entries(change.changes ?? {});
  const lc = useLifecycleCopy();
  const valueWords = useContent('listingValueWords', listingValueWords);
  const colon = useColon();
  return (
    <div className="mt-4 grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-semibold text-slate-900">{lc.listingChange.pendingTitle}</h4>
          <p className="text-slate-700">{lc.listingChange.pendingText}</p>
        </div>
        <Button
          size="sm"
          variant="outline"
          onClick={onCancel}
          aria-label={lc.cancel.buttonLabel(lc.listingChange.what(app.name))}
        >
          {lc.cancel.button}
        </Button>
      </div>
      {fields.length > 0 && (
        <dl className="grid gap-1 text-slate-800">
          {fields.map(([field, value]) => (
            <div key={field} className="flex flex-wrap gap-x-2">
              <dt className="font-medium">
                {lc.history.fields[field] ?? field}
                {colon}
              </dt>
              <dd className="min-w-0 break-words">{listingValue(field, value, valueWords)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-slate-700">{lc.listingChange.screenshotsHint}</p>
      <ScreenshotUploads
        appId={app.id}
        submissionId={change.id}
        version={change.version}
        images={change.images ?? []}
        listingChange
      />
    </div>
  );
}

function AppCard({
  app,
  onEdit,
  onDelete,
  onSubmit,
  onCancel,
  onChangeScreenshots,
}: {
  app: ConsoleApp;
  onEdit: () => void;
  onDelete: () => void;
  onSubmit: () => void;
  onCancel: (submission: ConsoleSubmission) => void;
  onChangeScreenshots: () => void;
}) {
  const [showHistory, setShowHistory] = useState(false);
  const [showListing, setShowListing] = useState(false);
  const pendingSubmission = app.submissions.find((s) => s.status === 'pending' && s.kind !== 'listing');
  const pendingListing = app.submissions.find((s) => s.status === 'pending' && s.kind === 'listing');
  const pending = pendingSubmission !== undefined;
  const listingId = `app-${app.id}-listing-history`;
  const latest = app.submissions[0];
  const historyId = `app-${app.id}-history`;
  const copy = useAppsCopy();
  const { appId } = useContent('consoleCopy', consoleCopy);
  const { labels } = useContent('consoleUi', consoleUi);
  const lc = useLifecycleCopy();
  const submissionTitle = useSubmissionTitle();
  const dates = useConsoleDates();
  const label = (words: Readonly<Record<string, string>>, value: string | null) =>
    value ? (words[value] ?? value) : labels.notSet;
  const meta = [
    [copy.meta.version, app.version],
    [copy.meta.category, label(labels.categories, app.category)],
    [copy.meta.sdk, label(labels.sdkTypes, app.sdkType)],
    [copy.meta.created, dates.date(app.createdAt)],
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
              {appId.label}{' '}
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">{app.id}</code>
            </span>
            <CopyButton
              text={String(app.id)}
              label={appId.copyLabel(app.name)}
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
            title={pending ? copy.underReview : undefined}
          >
            <Icon name="clipboard-check" className="h-4 w-4" />
            {copy.submit}
          </Button>
          {app.status === 'published' && !pendingListing && (
            <Button
              size="sm"
              variant="outline"
              onClick={onChangeScreenshots}
              aria-label={lc.listingChange.changeScreenshotsLabel(app.name)}
            >
              <Icon name="camera" className="h-4 w-4" />
              <span className="hidden sm:inline">{lc.listingChange.changeScreenshots}</span>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={copy.editLabel(app.name)}>
            <Icon name="settings" className="h-4 w-4" />
            <span className="hidden sm:inline">{copy.edit}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={copy.deleteLabel(app.name)}>
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
        <div className="mt-4 grid gap-3 border-t border-slate-100 pt-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-700">{copy.waiting(submissionTitle(pendingSubmission))}</p>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onCancel(pendingSubmission)}
              aria-label={lc.cancel.buttonLabel(`${app.name} ${pendingSubmission.version}`)}
            >
              {lc.cancel.button}
            </Button>
          </div>
          <ScreenshotUploads
            appId={app.id}
            submissionId={pendingSubmission.id}
            version={pendingSubmission.version}
            images={pendingSubmission.images ?? []}
          />
        </div>
      )}
      {pendingListing && (
        <PendingListingChange app={app} change={pendingListing} onCancel={() => onCancel(pendingListing)} />
      )}
      {app.status === 'published' && (
        <p className="mt-4 text-sm">
          <SmartLink href={`/app-store/${app.slug}`} className="font-medium text-brand-700 hover:underline">
            {copy.viewOnStore}
          </SmartLink>
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
          {copy.history(app.submissions.length)}
        </button>
        {showHistory && (
          <div id={historyId} className="mt-3">
            <SubmissionHistory submissions={app.submissions} />
          </div>
        )}
      </div>
      <div className="mt-2">
        <button
          type="button"
          aria-expanded={showListing}
          aria-controls={listingId}
          onClick={() => setShowListing((v) => !v)}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
        >
          <Icon
            name="chevronRight"
            className={`h-4 w-4 transition-transform ${showListing ? 'rotate-90' : ''}`}
          />
          {lc.history.button}
        </button>
        {showListing && <ListingHistoryPanel appId={app.id} id={listingId} />}
      </div>
    </Card>
  );
}

export function AppsTab({ apps }: { apps: ConsoleApp[] }) {
  const { blocked, openCreateApp } = useConsole();
  const [editing, setEditing] = useState<ConsoleApp | null>(null);
  const [deleting, setDeleting] = useState<ConsoleApp | null>(null);
  const [forReview, setForReview] = useState<ConsoleApp | null>(null);
  const [cancelling, setCancelling] = useState<{ app: ConsoleApp; submission: ConsoleSubmission } | null>(
    null,
  );
  const deletion = useDeleteApp();
  const cancellation = useCancelSubmission();
  const screenshotsChange = useOpenScreenshotsChange();
  const lc = useLifecycleCopy();
  const copy = useAppsCopy();
  const { blocked: act } = useContent('consoleUi', consoleUi);
  const problemText = useProblemText();
  const cancelWhat = (c: { app: ConsoleApp; submission: ConsoleSubmission }) =>
    c.submission.kind === 'listing'
      ? lc.listingChange.what(c.app.name)
      : `${c.app.name} ${c.submission.version}`;

  const cancel = () => {
    if (!cancelling) return;
    cancellation.mutate(cancelling, {
      onSuccess: (_answer, c) => toast({ title: lc.cancel.done, description: cancelWhat(c) }),
      onError: (error) => {
        if (!isSessionEnd(error)) {
          toast({ title: lc.cancel.failed, description: problemText(error), variant: 'destructive' });
        }
      },
      onSettled: () => setCancelling(null),
    });
  };
  const changeScreenshots = (app: ConsoleApp) =>
    screenshotsChange.mutate(app, {
      onError: (error) => {
        if (!isSessionEnd(error)) {
          toast({
            title: lc.listingChange.failed,
            description: problemText(error),
            variant: 'destructive',
          });
        }
      },
    });

  const remove = () => {
    if (!deleting) return;
    deletion.mutate(deleting, {
      onSuccess: (_answer, app) => toast({ title: copy.deleted, description: app.name }),
      onError: (error) => {
        if (!isSessionEnd(error)) {
          toast({
            title: copy.deleteFailed,
            description: problemText(error),
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
          <h2 className="text-xl font-semibold text-slate-900">{copy.heading}</h2>
          <p className="text-sm text-slate-600">{copy.lead}</p>
        </div>
        <Button onClick={openCreateApp}>
          <Icon name="plus" className="h-4 w-4" />
          {copy.create}
        </Button>
      </div>
      {apps.length === 0 ? (
        <Card className="p-8 text-center">
          <Icon name="app-window" className="mx-auto h-8 w-8 text-slate-500" />
          <p className="mt-3 font-medium text-slate-900">{copy.emptyTitle}</p>
          <p className="mt-1 text-sm text-slate-600">{copy.emptyText}</p>
        </Card>
      ) : (
        <ul className="grid gap-4">
          {apps.map((app) => (
            <li key={app.id}>
              <AppCard
                app={app}
                onEdit={() => !blocked(act.editApp) && setEditing(app)}
                onDelete={() => !blocked(act.deleteApp) && setDeleting(app)}
                onSubmit={() => !blocked(act.submitApp) && setForReview(app)}
                onCancel={(submission) =>
                  !blocked(act.cancelSubmission) && setCancelling({ app, submission })
                }
                onChangeScreenshots={() => !blocked(act.changeScreenshots) && changeScreenshots(app)}
              />
            </li>
          ))}
        </ul>
      )}
      <AppFormDialog open={editing !== null} app={editing ?? undefined} onClose={() => setEditing(null)} />
      <SubmitDialog app={forReview} onClose={() => setForReview(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={lc.cancel.title}
        description={lc.cancel.description(cancelling ? cancelWhat(cancelling) : '')}
        confirmLabel={lc.cancel.confirm}
        cancelLabel={lc.cancel.keep}
        busy={cancellation.isPending}
        onConfirm={cancel}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={copy.deleteTitle}
        description={copy.deleteDescription(deleting?.name ?? copy.theApp)}
        confirmLabel={copy.delete}
        busy={deletion.isPending}
        onConfirm={remove}
      />
    </div>
  );
}
