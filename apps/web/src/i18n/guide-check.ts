/**
 * The guides' check (decision 0063): a translated docs guide (content/docs/zh-CN/*.md) must exist for
 * every English one and keep its structure: the same headings (their ids are the original's), the same
 * code, byte for byte (the samples run as written, in every language), the same links, and none of the
 * original's sentences left in English. Used by guides.test.ts.
 */
import type { RenderedDoc } from '../../scripts/markdown.ts';

export interface GuideProblem {
  guide: string;
  problem: string;
}

const codeBlocks = (html: string) => html.match(/<pre[\s>][\s\S]*?<\/pre>/g) ?? [];
const links = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]).sort();

/** The prose of a rendered guide: its runs of text outside code, whitespace collapsed. */
const proseRuns = (doc: RenderedDoc) =>
  [
    doc.title,
    doc.description,
    ...doc.html
      .replace(/<(pre|code)[\s>][\s\S]*?<\/\1>/g, '')
      .split(/<[^>]*>/)
      .map((run) => run.replace(/\s+/g, ' ').trim()),
  ].filter((run) => /[a-z]{2,} [a-z]{2,}/i.test(run));

const same = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** What is wrong with `translated` as the translation of the guide `english`: nothing, for a good one. */
function compareGuide(
  guide: string,
  english: RenderedDoc,
  translated: RenderedDoc | undefined,
): GuideProblem[] {
  if (!translated) return [{ guide, problem: 'missing' }];
  const problems: string[] = [];
  const outline = (doc: RenderedDoc) => doc.headings.map((heading) => `${heading.level} ${heading.id}`);
  if (!same(outline(english), outline(translated))) problems.push('headings differ');
  if (!same(codeBlocks(english.html), codeBlocks(translated.html))) problems.push('code differs');
  if (!same(links(english.html), links(translated.html))) problems.push('links differ');
  const translatedRuns = new Set(proseRuns(translated));
  for (const run of proseRuns(english)) if (translatedRuns.has(run)) problems.push(`untranslated: ${run}`);
  return problems.map((problem) => ({ guide, problem }));
}

/** Each English guide compared with its translation (by name); translations of no guide are extra. */
export function compareGuides(
  english: Readonly<Record<string, RenderedDoc>>,
  translated: Readonly<Record<string, RenderedDoc>>,
): GuideProblem[] {
  return [
    ...Object.entries(english).flatMap(([guide, doc]) => compareGuide(guide, doc, translated[guide])),
    ...Object.keys(translated)
      .filter((guide) => !(guide in english))
      .map((guide) => ({ guide, problem: 'extra' })),
  ];
}
