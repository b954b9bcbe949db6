/**
 * /admin/sdk-releases: staff publish SDK releases (the form) and see every release, withdrawn ones too,
 * with its files; a release can be made current, withdrawn or restored. The server refuses withdrawing
 * the current release or making a withdrawn one current, with the code `sdk_release_state`.
 */
import {
  formatByteSize,
  releaseDateText,
  sdkNames,
  sdkReleaseNotesPath,
  type SdkRelease,
  type SdkReleaseUpdate,
} from '@app/contracts/api/sdk-releases';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { AdminTable } from '../../features/admin/admin-table.tsx';
import { EmptyState, ErrorScreen } from '../../features/admin/list-controls.tsx';
import { PublishReleaseForm } from '../../features/admin/sdk-releases/publish-form.tsx';
import { sdkReleasesQuery, useUpdateRelease } from '../../features/admin/sdk-releases/api.ts';
import { adminSdkReleasesCopy as t } from '../../content/admin-sdk-releases.ts';
import { serverMessage } from '../../lib/api.ts';

function StatusBadges({ release }: { release: SdkRelease }) {
  return (
    <div className="flex flex-wrap gap-1">
      {release.withdrawn ? (
        <Badge tone="red">{t.status.withdrawn}</Badge>
      ) : release.current ? (
        <Badge tone="green">{t.status.current}</Badge>
      ) : (
        <Badge>{t.status.available}</Badge>
      )}
      {release.sampleBuild && <Badge tone="yellow">{t.status.sample}</Badge>}
    </div>
  );
}

export default function SdkReleasesPage() {
  const list = useQuery(sdkReleasesQuery);
  const change = useUpdateRelease();
  const act = (release: SdkRelease, update: SdkReleaseUpdate, action: string) =>
    change.mutate(
      { id: release.id, update },
      {
        onSuccess: () =>
          toast({ title: t.updated, description: `${sdkNames[release.sdk]} ${release.version}: ${action}` }),
        onError: (error) =>
          toast({ title: t.updateFailed, description: serverMessage(error), variant: 'destructive' }),
      },
    );

  const rows = list.data?.releases ?? [];
  return (
    <AdminShell title={t.title} description={t.description}>
      <div className="grid gap-8">
        <PublishReleaseForm />
        {list.isError && !list.data ? (
          <ErrorScreen title={t.loadError} onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <p role="status" className="py-10 text-center text-slate-600">
            {t.loading}
          </p>
        ) : rows.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <AdminTable caption={t.listCaption} columns={t.columns}>
            {rows.map((release) => (
              <tr key={release.id} className="align-top">
                <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">
                  {sdkNames[release.sdk]}
                </td>
                <td className="px-4 py-3">{release.version}</td>
                <td className="px-4 py-3 whitespace-nowrap">{releaseDateText(release.releaseDate)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <p>{t.files(release.files.length, formatByteSize(release.totalBytes))}</p>
                  <ul className="mt-1 text-xs text-slate-600">
                    {release.files.map((file) => (
                      <li key={file.id} className="whitespace-nowrap">
                        {file.fileName}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="px-4 py-3">
                  <StatusBadges release={release} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex gap-2 whitespace-nowrap">
                    {!release.current && !release.withdrawn && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={change.isPending}
                        onClick={() => act(release, { current: true }, t.actions.makeCurrent)}
                        aria-label={`${t.actions.makeCurrent}: ${sdkNames[release.sdk]} ${release.version}`}
                      >
                        {t.actions.makeCurrent}
                      </Button>
                    )}
                    {!release.current && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={change.isPending}
                        onClick={() =>
                          release.withdrawn
                            ? act(release, { withdrawn: false }, t.actions.restore)
                            : act(release, { withdrawn: true }, t.actions.withdraw)
                        }
                        aria-label={`${release.withdrawn ? t.actions.restore : t.actions.withdraw}: ${sdkNames[release.sdk]} ${release.version}`}
                      >
                        {release.withdrawn ? t.actions.restore : t.actions.withdraw}
                      </Button>
                    )}
                    <a
                      href={sdkReleaseNotesPath(release.sdk)}
                      className="inline-flex items-center text-sm font-medium text-brand-700 underline underline-offset-2"
                    >
                      {t.actions.notes}
                    </a>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </AdminShell>
  );
}
