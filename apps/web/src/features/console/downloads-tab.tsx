/**
 * Downloads: the three SDK packages with version, platform, description, and the real file's size and
 * SHA-256 (GET /api/sdk-packages, computed by the server from the archive), and the system requirements
 * card. A download is counted by the server, which answers where to fetch the file.
 */
import type { SdkPackageInfo } from '@app/contracts/api/sdk-packages';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { Badge, Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { sdkDownloads, systemRequirements, type SdkDownload } from '../../content/console.ts';
import { getQueryFn } from '../../lib/api.ts';
import { isSessionEnd, problemOf, useConsoleMutation } from './api.ts';
import { useConsole } from './console-context.tsx';
import { apiJson } from '../../lib/api.ts';

interface DownloadAnswer {
  download: { url: string; fileName: string; version: string };
}

/** Starts a file download in the browser (the answer is an attachment, so the page stays). */
function fetchFile(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Bytes as people read them: 7.4 KB, 1.2 MB. */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function SdkCard({ sdk, file }: { sdk: SdkDownload; file: SdkPackageInfo | undefined }) {
  const { blocked } = useConsole();
  const counted = useConsoleMutation(() =>
    apiJson<DownloadAnswer>('POST', `/api/console/downloads/${sdk.id}`),
  );
  const busy = counted.isPending;

  const download = () => {
    if (blocked(`Downloading the ${sdk.name}`)) return;
    counted.mutate(undefined, {
      onSuccess: ({ download }) => {
        fetchFile(download.url, download.fileName);
        toast({ title: 'Download started', description: `${sdk.name} ${download.version}` });
      },
      onError: (error) => {
        if (!isSessionEnd(error)) {
          toast({ title: 'Download failed', description: problemOf(error).message, variant: 'destructive' });
        }
      },
    });
  };

  const facts = [
    ['Version', sdk.version],
    ['Platform', sdk.platform],
    ['Size', file ? formatBytes(file.byteSize) : '…'],
  ] as const;
  return (
    <Card className="flex w-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{sdk.name}</h3>
        <Badge tone="brand">v{sdk.version}</Badge>
      </div>
      <p className="mt-2 flex-1 text-sm text-slate-700">{sdk.description}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="mt-0.5 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {file && (
        <div className="mt-3 text-xs text-slate-600">
          <span className="font-medium tracking-wide uppercase">SHA-256</span>
          <code
            className="mt-0.5 block font-mono break-all text-slate-800"
            aria-label={`SHA-256 of ${file.fileName}`}
          >
            {file.sha256}
          </code>
        </div>
      )}
      <Button
        className="mt-5 w-full"
        onClick={download}
        disabled={busy}
        aria-label={`Download ${sdk.name} ${sdk.version}`}
      >
        <Icon name="download" className="h-4 w-4" />
        {busy ? 'Preparing...' : 'Download'}
      </Button>
    </Card>
  );
}

export function DownloadsTab() {
  const files = useQuery({
    queryKey: ['/api/sdk-packages'],
    queryFn: getQueryFn<{ packages: SdkPackageInfo[] }>({ on401: 'throw' }),
    staleTime: 5 * 60_000,
  });
  const fileOf = (id: string) => files.data?.packages.find((p) => p.id === id);
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">SDK Downloads</h2>
        <p className="text-sm text-slate-600">The latest releases of the SDKs and the Unity plugin.</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {sdkDownloads.map((sdk) => (
          <li key={sdk.id} className="flex">
            <SdkCard sdk={sdk} file={fileOf(sdk.id)} />
          </li>
        ))}
      </ul>
      <Card className="p-5">
        <h3 className="text-lg font-semibold text-slate-900">{systemRequirements.heading}</h3>
        <p className="mt-1 text-sm text-slate-600">{systemRequirements.intro}</p>
        <dl className="mt-4 divide-y divide-slate-100">
          {systemRequirements.rows.map((row) => (
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
