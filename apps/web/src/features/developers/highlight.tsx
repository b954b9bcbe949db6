import type { ReactNode } from 'react';
import type { CodeLanguage } from '../../content/types.ts';

const keywords: Record<CodeLanguage, string[]> = {
  kotlin: [
    'import',
    'class',
    'override',
    'fun',
    'val',
    'var',
    'super',
    'if',
    'else',
    'when',
    'is',
    'return',
    'object',
    'private',
    'true',
    'false',
    'null',
    'this',
  ],
  java: ['new', 'import', 'class', 'public', 'private', 'return', 'this', 'true', 'false', 'null'],
  cpp: [
    '#include',
    'class',
    'public',
    'private',
    'void',
    'override',
    'auto',
    'const',
    'bool',
    'return',
    'this',
    'true',
    'false',
    'nullptr',
    'std',
  ],
  c: ['#include', 'void', 'int', 'const', 'return', 'struct'],
  xml: [],
  bash: ['export', 'cmake', 'cxr'],
  cmake: [],
  javascript: ['import', 'from', 'const', 'await', 'if', 'throw', 'new', 'true', 'false', 'null'],
};

const tone = {
  comment: 'text-slate-400 italic',
  string: 'text-emerald-300',
  keyword: 'text-violet-300',
  number: 'text-amber-300',
  tag: 'text-sky-300',
} as const;

/** Splits code into coloured spans: comments, strings, keywords, numbers (and tags for XML). */
export function highlight(code: string, language: CodeLanguage): ReactNode[] {
  const words = keywords[language].join('|');
  const comment = language === 'bash' || language === 'cmake' ? '#[^\\n]*' : '\\/\\/[^\\n]*';
  const singleQuoted = language === 'javascript' || language === 'bash';
  const parts = [
    `(${comment})`,
    // Single-quoted strings too where the language has them, so a `//` or `#` inside one (a URL) is not
    // taken for a comment, and the text stays whole for the server to put the site's origin in.
    singleQuoted ? '("(?:[^"\\\\\\n]|\\\\.)*"|\'(?:[^\'\\\\\\n]|\\\\.)*\')' : '("(?:[^"\\\\\\n]|\\\\.)*")',
    words ? `((?<![\\w])(?:${words})\\b)` : '(?!x)x',
    '(\\b\\d+(?:\\.\\d+)*\\b)',
    language === 'xml' ? '(<\\/?[\\w:.-]+|\\/?>)' : '(?!x)x',
  ];
  const pattern = new RegExp(parts.join('|'), 'g');
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of code.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) out.push(code.slice(last, index));
    const kind = match[1]
      ? 'comment'
      : match[2]
        ? 'string'
        : match[3]
          ? 'keyword'
          : match[4]
            ? 'number'
            : 'tag';
    out.push(
      <span key={index} className={tone[kind]}>
        {match[0]}
      </span>,
    );
    last = index + match[0].length;
  }
  if (last < code.length) out.push(code.slice(last));
  return out;
}
