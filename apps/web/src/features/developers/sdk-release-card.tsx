import type { SdkRelease } from '@app/contracts/api/sdk-releases';
import { formatByteSize, sdkReleaseNotesPath } from '@app/contracts/sdk-releases';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import { sdkReleaseCard as sdkReleaseCardEn } from '../../content/sdk-releases.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { cn } from '../../lib/cn.ts';
import type { SdkPage } from '../../content/types.ts';

const linkClass = 'text-base font-semibold text-white underline underline-offset-4 hover:text-accent-300';

/**
 * Version, download size and platform of an SDK, beside the hero text: the version and size of its
 * current release once read (useCurrentRelease), a link to the release notes until then. Below, the
 * release notes and, where the release has one, its toolchain installer.
 */
export function SdkReleaseCard({ page, release }: { page: SdkPage; release: SdkRelease | undefined }) {
  const devUi = useContent('devUi', devUiEn);
  const sdkReleasesCopy = useContent('sdkReleaseCard', sdkReleaseCardEn);
  const notes = sdkReleaseNotesPath(page.id);
  const pending = (
    <a href={notes} className={cn(linkClass, 'max-lg:text-sm')}>
      {sdkReleasesCopy.seeReleaseNotes}
    </a>
  );
  const toolchain = release?.files.find((f) => f.kind === 'toolchain');
  const rows = [
    [devUi.sdk.version, release ? release.version : pending],
    [devUi.sdk.size, release ? formatByteSize(release.totalBytes) : pending],
    [devUi.sdk.platform, page.platform],
  ] as const;
  return (
    <div>
      <dl className="grid grid-cols-3 gap-px overflow-hidden rounded-2xl border border-white/10 bg-white/10 lg:grid-cols-1">
        {rows.map(([label, value]) => (
          <div key={label} className="bg-ink-900/80 px-4 py-4 lg:px-6">
            <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
            {/* Below lg the three columns are narrow: the link shown until the release is read is set
                smaller, and the value's box keeps two lines, so the version replacing the link moves
                nothing below it. */}
            <dd className="mt-1 min-h-[2lh] text-lg font-semibold text-white sm:text-xl lg:min-h-0">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <a href={notes} className="text-slate-200 underline underline-offset-4 hover:text-white">
          {sdkReleasesCopy.versionsLink}
        </a>
        {page.id === 'cxr-s' && (
          <a
            href={toolchain?.url ?? notes}
            className="text-slate-200 underline underline-offset-4 hover:text-white"
          >
            {sdkReleasesCopy.toolchainLink}
          </a>
        )}
      </p>
    </div>
  );
}
