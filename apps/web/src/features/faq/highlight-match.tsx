import type { ReactNode } from 'react';

/** `text` with every case-insensitive occurrence of `query` wrapped in <mark>. */
export function HighlightMatch({ text, query }: { text: string; query: string }): ReactNode {
  const needle = query.trim().toLowerCase();
  if (needle === '') return text;
  const haystack = text.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(
      <mark key={at} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
        {text.slice(at, at + needle.length)}
      </mark>,
    );
    from = at + needle.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
