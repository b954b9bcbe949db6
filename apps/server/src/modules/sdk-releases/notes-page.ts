/**
 * The release-notes pages' data: each release as the page shows it. The page itself is the web app's
 * `SdkReleaseNotes`, rendered by the server entry (decision 0046); React escapes every value, and the
 * notes' HTML is markdown-it's (raw HTML in the Markdown escaped, unsafe link schemes refused).
 */
import MarkdownIt from 'markdown-it';
import {
  formatByteSize,
  releaseDateText,
  sdkFileKindLabels,
  type SdkReleaseNotesEntry,
} from '@app/contracts/api/sdk-releases';
import type { ReleaseRow } from './service.ts';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

// The notes sit under their version's h3: their own headings start at h4 (# and ## alike), so the page's
// outline stays in order whatever level the author wrote.
const noteHeading = (tag: string) => `h${Math.min(6, Math.max(4, Number(tag.slice(1)) + 2))}`;
markdown.renderer.rules.heading_open = (tokens, index) => `<${noteHeading(tokens[index]!.tag)}>`;
markdown.renderer.rules.heading_close = (tokens, index) => `</${noteHeading(tokens[index]!.tag)}>\n`;

/** Release notes as HTML: Markdown with raw HTML escaped, as the docs are rendered (decision 0053). */
const renderNotes = (notes: string): string => markdown.render(notes);

/** A release as the page shows it. */
export function notesEntry(release: ReleaseRow): SdkReleaseNotesEntry {
  return {
    id: release.id,
    version: release.version,
    dateText: releaseDateText(release.releaseDate),
    sizeText: formatByteSize(release.totalBytes),
    current: release.current,
    sampleBuild: release.sampleBuild,
    notesHtml: renderNotes(release.notes),
    requirements: release.requirements,
    files: release.files.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      url: file.url,
      kindLabel: sdkFileKindLabels[file.kind],
      sizeText: formatByteSize(file.byteSize),
      sha256: file.sha256,
    })),
  };
}
