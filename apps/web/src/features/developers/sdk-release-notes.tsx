/**
 * The release-notes page of one SDK: every public version with its notes (Markdown rendered by the server
 * with markdown-it, raw HTML escaped), requirements and files (size and SHA-256). Complete HTML, no
 * script needed: the server renders it with the releases on every request (decision 0046).
 */
import type { SdkReleaseNotesData, SdkReleaseNotesEntry } from '@app/contracts/sdk-releases';
import { Badge } from '../../components/ui/card.tsx';
import { Section } from '../../components/ui/layout.tsx';
import { sdkReleasesCopy as t } from '../../content/sdk-releases.ts';
import { proseClass } from './docs-prose.ts';
import { PageHero } from './page-hero.tsx';

type Release = SdkReleaseNotesEntry;

function ReleaseFiles({ release }: { release: Release }) {
  return (
    <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={t.filesHeading}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300 text-slate-900">
            <th className="py-2 pr-3 font-semibold">{t.fileColumns.name}</th>
            <th className="px-3 py-2 font-semibold">{t.fileColumns.kind}</th>
            <th className="px-3 py-2 font-semibold">{t.fileColumns.size}</th>
            <th className="py-2 pl-3 font-semibold">{t.fileColumns.sha256}</th>
          </tr>
        </thead>
        <tbody>
          {release.files.map((file) => (
            <tr key={file.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-3">
                <a
                  href={file.url}

                  className="font-medium break-all text-brand-700 underline underline-offset-2"
                >
                  {file.fileName}
                </a>
              </td>
              <td className="px-3 py-2">{file.kindLabel}</td>
              <td className="px-3 py-2 whitespace-nowrap">{file.sizeText}</td>
              <td className="py-2 pl-3 font-mono text-xs break-all text-slate-600">{file.sha256}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReleaseEntry({ release }: { release: Release }) {
  return (
    <li className="min-w-0 border-t border-slate-200 pt-10 first:border-t-0 first:pt-0">
      <article>
        <div className="flex flex-wrap items-center gap-3">
          <h3 className="text-2xl font-bold tracking-tight text-slate-900">
            {t.versionHeading(release.version)}
          </h3>
          {release.current && <Badge tone="green">{t.current}</Badge>}
          {release.sampleBuild && <Badge tone="yellow">{t.sampleBuild}</Badge>}
        </div>
        <p className="mt-2 text-sm text-slate-600">{t.released(release.dateText, release.sizeText)}</p>
        {/* Markdown rendered by the server with markdown-it (html: false): raw HTML arrives escaped. */}
        <div
          className={`${proseClass} [&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900`}
          dangerouslySetInnerHTML={{ __html: release.notesHtml }}
        />
        {release.requirements.length > 0 && (
          <div>
            <h4 className="mt-6 text-base font-semibold text-slate-900">{t.requirementsHeading}</h4>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
              {release.requirements.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="font-medium text-slate-900">{row.label}</dt>
                  <dd className="text-slate-700">{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <ReleaseFiles release={release} />
      </article>
    </li>
  );
}

export function SdkReleaseNotes({ data }: { data: SdkReleaseNotesData }) {
  return (
    <>
      <PageHero breadcrumb={t.breadcrumb(data.sdk)} title={t.title(data.sdk)} lead={t.lead(data.platform)} />
      <Section labelledBy="sdk-versions">
        <h2 id="sdk-versions" className="sr-only">
          {t.heading}
        </h2>
        {data.releases.length === 0 && <p className="text-slate-600">{t.empty}</p>}
        <ol className="grid gap-10">
          {data.releases.map((release) => (
            <ReleaseEntry key={release.id} release={release} />
          ))}
        </ol>
      </Section>
    </>
  );
}
