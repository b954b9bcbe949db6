/** What a developer declared for a version's App Store listing, as staff check it in review. */
import {
  appPermissionLabels,
  collectedDataLabels,
  glassesModelNames,
  miitFilingRegistry,
  type AppListing,
} from '@app/contracts';
import { appStoreTexts } from '../../content/app-store.ts';

const { listing: t } = appStoreTexts;

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;
const or = (value: string | null | undefined) => (value ? value : t.notDeclared);
const listOr = (list: readonly string[] | null, none: string) =>
  list === null ? t.notDeclared : list.length === 0 ? none : list.join(', ');

export function AppListingSummary({ listing }: { listing: AppListing | null }) {
  if (!listing) return <p className="mt-1 text-xs text-slate-600">Listing: {t.notDeclared.toLowerCase()}</p>;
  const rows: Array<[string, string]> = [
    [
      t.compatibilityHeading,
      listing.compatibleModels.length > 0
        ? `${listing.compatibleModels.map((id) => glassesModelNames[id]).join(', ')}${listing.minOsVersion ? `; ${t.minOsVersion(listing.minOsVersion)}` : ''}`
        : t.notDeclared,
    ],
    [t.permissionsHeading, listOr(listing.permissions?.map((p) => appPermissionLabels[p]) ?? null, 'None')],
    [t.downloadSize, listing.downloadSizeBytes ? megabytes(listing.downloadSizeBytes) : t.notDeclared],
    [t.languages, listing.languages.length > 0 ? listing.languages.join(', ') : t.notDeclared],
    [t.ageRating, or(listing.ageRating)],
    [t.dataCollected, listOr(listing.dataCollected?.map((d) => collectedDataLabels[d]) ?? null, 'None')],
    [t.privacyPolicy, or(listing.privacyPolicyUrl)],
    [t.support, or(listing.supportContact)],
    [t.website, or(listing.website)],
  ];
  return (
    <details className="mt-1 text-xs text-slate-700">
      <summary className="cursor-pointer text-slate-900">Listing</summary>
      <dl className="mt-1 grid gap-x-3 gap-y-0.5 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * Whether the version is distributed in mainland China, and its app filing number (APP备案号), which staff
 * can look up in MIIT's registry before approving (decision 0064).
 */
export function AppFilingSummary({ appFilingNumber }: { appFilingNumber: string | null }) {
  return (
    <p className="mt-1 text-xs text-slate-700">
      <span className="font-medium">Mainland China:</span>{' '}
      {appFilingNumber ? (
        <>
          app filing number <span className="font-mono">{appFilingNumber}</span> (
          <a
            href={miitFilingRegistry}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline underline-offset-2"
          >
            look it up at MIIT<span className="sr-only"> (opens in a new tab)</span>
          </a>
          )
        </>
      ) : (
        'not distributed there'
      )}
    </p>
  );
}
