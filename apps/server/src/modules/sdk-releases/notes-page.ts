/**
 * The release-notes pages' HTML: the build's template of each SDK's page (rendered by the web app's
 * `SdkReleaseNotes` with one placeholder release) with that release cloned and filled once per version
 * from the database. Text goes in as text nodes (escaped on output); the notes' HTML is markdown-it's
 * (raw HTML in the Markdown escaped, unsafe link schemes refused). Nothing here adds markup of its own.
 */
import MarkdownIt from 'markdown-it';
import { parse, parseFragment, serialize, serializeOuter } from 'parse5';
import {
  formatByteSize,
  releaseDateText,
  sdkFileKindLabels,
  type SdkReleaseNotesEntry,
} from '@app/contracts/api/sdk-releases';
import {
  append,
  fillPlaceholders,
  find,
  getAttr,
  isElement,
  remove,
  removeAttr,
  replaceChildren,
  setAttr,
  type HtmlElement,
  type HtmlNode,
} from '../../lib/html-tree.ts';
import type { ReleaseRow } from './service.ts';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

// The notes sit under their version's h3: their own headings start at h4 (# and ## alike), so the page's
// outline stays in order whatever level the author wrote.
const noteHeading = (tag: string) => `h${Math.min(6, Math.max(4, Number(tag.slice(1)) + 2))}`;
markdown.renderer.rules.heading_open = (tokens, index) => `<${noteHeading(tokens[index]!.tag)}>`;
markdown.renderer.rules.heading_close = (tokens, index) => `</${noteHeading(tokens[index]!.tag)}>\n`;

/** Release notes as HTML: Markdown with raw HTML escaped, as the docs are rendered (decision 0053). */
export const renderNotes = (notes: string): string => markdown.render(notes);

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

const slot = (root: HtmlNode, name: string) => find(root, (el) => getAttr(el, 'data-slot') === name);

function removeSlot(root: HtmlNode, name: string) {
  const el = slot(root, name);
  if (el) remove(el);
}

/** A deep copy of `el` (parse5 has no clone: serialize and parse again). */
function clone(el: HtmlElement): HtmlElement {
  const fragment = parseFragment(serializeOuter(el));
  const copy = fragment.childNodes.find(isElement);
  if (!copy) throw new Error('the template element did not survive a round trip');
  return copy;
}

/** Clones `template` once per item, filled by `fill`, in place of the template. */
function repeat<T>(template: HtmlElement | undefined, items: T[], fill: (el: HtmlElement, item: T) => void) {
  if (!template?.parentNode || !isElement(template.parentNode)) return;
  const parent = template.parentNode;
  const copies = items.map((item) => {
    const copy = clone(template);
    fill(copy, item);
    return copy;
  });
  remove(template);
  for (const copy of copies) append(parent, copy);
}

function fillRelease(el: HtmlElement, entry: SdkReleaseNotesEntry) {
  if (!entry.current) removeSlot(el, 'current-badge');
  if (!entry.sampleBuild) removeSlot(el, 'sample-badge');
  const notes = slot(el, 'notes');
  if (notes) replaceChildren(notes, parseFragment(entry.notesHtml).childNodes.filter(isElement));
  if (entry.requirements.length === 0) removeSlot(el, 'requirements');
  else
    repeat(slot(el, 'requirement'), entry.requirements, (row, r) =>
      fillPlaceholders(row, { label: r.label, value: r.value }),
    );
  repeat(slot(el, 'file'), entry.files, (row, file) => {
    const link = slot(row, 'file-link');
    if (link) setAttr(link, 'href', file.url);
    fillPlaceholders(row, {
      fileName: file.fileName,
      kind: file.kindLabel,
      fileSize: file.sizeText,
      sha256: file.sha256,
    });
  });
  fillPlaceholders(el, { version: entry.version, date: entry.dateText, size: entry.sizeText });
}

/** `/sdk/{sdk}/releases`: the template with one entry per release (newest first). */
export function releaseNotesPage(template: string, entries: SdkReleaseNotesEntry[]): string {
  const document = parse(template);
  // The template's "no versions" line is hidden (it has a release): shown only when there is none.
  const empty = slot(document, 'empty');
  if (empty && entries.length > 0) remove(empty);
  else if (empty) removeAttr(empty, 'hidden');
  repeat(slot(document, 'release'), entries, fillRelease);
  return serialize(document);
}
