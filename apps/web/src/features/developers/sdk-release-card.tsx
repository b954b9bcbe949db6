import { devUi } from '../../content/developer-ui.ts';
import type { SdkPage } from '../../content/types.ts';

/** Version, download size and platform of an SDK, beside the hero text. */
export function SdkReleaseCard({ page }: { page: SdkPage }) {
  const rows = [
    [devUi.sdk.version, page.version],
    [devUi.sdk.size, page.size],
    [devUi.sdk.platform, page.platform],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-px overflow-hidden rounded-2xl border border-white/10 bg-white/10 lg:grid-cols-1">
      {rows.map(([label, value]) => (
        <div key={label} className="bg-ink-900/80 px-4 py-4 lg:px-6">
          <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-white sm:text-xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
