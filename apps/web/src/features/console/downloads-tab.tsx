/**
 * Downloads: each SDK's current release as staff published it (GET /api/sdk-releases): version,
 * platform, the files with their real sizes and SHA-256, a sample-build badge where it is one, and the
 * mobile SDK's system requirements from that release. A download is counted by the server, which answers
 * where to fetch the file.
 */
import {
  formatByteSize,
  sdkIds,
  sdkNames,
  sdkPlatforms,
  sdkReleaseNotesPath,
  type SdkId,
  type SdkRelease,
  type SdkReleaseFile,
} from '@app/contracts/api/sdk-releases';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { Badge, Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { sdkDescriptions, systemRequirements, downloadsCopy } from '../../content/console.ts';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { releasesQuery, isSessionEnd, useDownloadFile } from './api.ts';
import { useProblemText } from './console-text.ts';
import { useConsole } from './console-context.tsx';

function FileRow({ sdk, file }: { sdk: SdkId; file: SdkReleaseFile }) {
  const { blocked } = useConsole();
  const download = useDownloadFile();
  const t = useContent('downloadsCopy', downloadsCopy);
  const ui = useContent('consoleUi', consoleUi);
  const problemText = useProblemText();
  const start = () =>
    download.mutate(file.id, {
      onSuccess: (answer) =>
        toast({ title: t.started, description: `${sdkNames[sdk]} ${answer.version}: ${answer.fileName}` }),
      onError: (error) => {
        if (!isSessionEnd(error)) {
          toast({ title: t.failed, description: problemText(error), variant: 'destructive' });
        }
      },
    });
  return (
    <li className="border-t border-slate-100 pt-3">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="font-medium break-all text-slate-900">{file.fileName}</p>
          <p className="text-slate-600">
            {ui.downloads.fileKinds[file.kind] ?? file.kind} · {formatByteSize(file.byteSize)}
          </p>
        </div>
        <Button
          size="sm"
          onClick={() => {
            if (!blocked(ui.blocked.download(sdkNames[sdk]))) start();
          }}
          disabled={download.isPending}
          aria-label={ui.downloads.downloadLabel(file.fileName)}
        >
          <Icon name="download" className="h-4 w-4" />
          {download.isPending ? t.preparing : t.download}
        </Button>
      </div>
      <code
        className="mt-1 block font-mono text-xs break-all text-slate-700"
        aria-label={ui.downloads.sha256Label(file.fileName)}
      >
        {file.sha256}
      </code>
    </li>
  );
}

function SdkCard({
  sdk,
  release,
  loading,
}: {
  sdk: SdkId;
  release: SdkRelease | undefined;
  loading: boolean;
}) {
  const t = useContent('downloadsCopy', downloadsCopy);
  const descriptions = useContent('sdkDescriptions', sdkDescriptions);
  const ui = useContent('consoleUi', consoleUi);
  const facts = [
    [t.version, release?.version ?? (loading ? '…' : t.none)],
    [t.platform, sdkPlatforms[sdk]],
    [t.size, release ? formatByteSize(release.totalBytes) : loading ? '…' : t.none],
  ] as const;
  return (
    <Card className="flex w-full flex-col p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{sdkNames[sdk]}</h3>
        {release?.sampleBuild && <Badge tone="yellow">{t.sampleBuild}</Badge>}
      </div>
      <p className="mt-2 text-sm text-slate-700">{descriptions[sdk]}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="mt-0.5 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {release && (
        <ul
          className="mt-4 grid flex-1 content-start gap-3"
          aria-label={ui.downloads.filesLabel(`${sdkNames[sdk]} ${release.version}`)}
        >
          {release.files.map((file) => (
            <FileRow key={file.id} sdk={sdk} file={file} />
          ))}
        </ul>
      )}
      <SmartLink
        href={sdkReleaseNotesPath(sdk)}
        className="mt-4 text-sm font-medium text-brand-700 underline underline-offset-2"
      >
        {t.releaseNotes}
      </SmartLink>
    </Card>
  );
}

export function DownloadsTab() {
  const releases = useQuery(releasesQuery);
  const currentOf = (sdk: SdkId) => releases.data?.releases.find((r) => r.sdk === sdk && r.current);
  const requirements = currentOf('cxr-m')?.requirements ?? [];
  const t = useContent('downloadsCopy', downloadsCopy);
  const requirementsCopy = useContent('systemRequirements', systemRequirements);
  // The requirements are the release's, as staff wrote them (English): marked so on a Chinese page.
  const stored = useLocale() === 'en' ? undefined : 'en';
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t.heading}</h2>
        <p className="text-sm text-slate-600">{t.intro}</p>
      </div>
      {releases.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t.loadFailed}
        </p>
      )}
      <ul className="grid gap-4 md:grid-cols-3">
        {sdkIds.map((sdk) => (
          <li key={sdk} className="flex">
            <SdkCard sdk={sdk} release={currentOf(sdk)} loading={releases.isPending} />
          </li>
        ))}
      </ul>
      <Card className="p-5">
        <h3 className="text-lg font-semibold text-slate-900">{requirementsCopy.heading}</h3>
        <p className="mt-1 text-sm text-slate-600">{requirementsCopy.intro}</p>
        <dl className="mt-4 divide-y divide-slate-100" lang={stored}>
          {requirements.map((row) => (
            <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-sm font-medium text-slate-900">{row.label}</dt>
              <dd className="flex items-center gap-2 text-sm text-slate-700">
                <Icon name="circle-check" className="h-4 w-4 shrink-0 text-green-700" />
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
