/**
 * Plain-text building blocks for e-mails that carry user input. Values are never interpreted (no HTML);
 * control characters are removed so a value cannot fake header lines or other fields.
 */

type FieldValue = string | number | boolean | readonly string[] | null | undefined;
export type MailField = readonly [label: string, value: FieldValue];

const NOT_GIVEN = '(not given)';

// Removing control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LF_TAB = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** Text without control characters other than line breaks and tabs; CRLF becomes LF. */
function cleanText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_LF_TAB, '');
}

/** One line for a Subject header: control characters and line breaks become spaces, at most `max` chars. */
export function oneLine(value: string, max = 160): string {
  const line = value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function display(value: FieldValue): string {
  if (value === null || value === undefined) return NOT_GIVEN;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  const text = typeof value === 'string' ? value : value.join(', ');
  return text.trim() === '' ? NOT_GIVEN : cleanText(text);
}

/** `Label: value` lines; a multi-line value starts on its own line, indented, so it cannot pose as a field. */
export function fieldLines(fields: readonly MailField[]): string {
  return fields
    .map(([label, value]) => {
      const text = display(value);
      if (!text.includes('\n')) return `${label}: ${text}`;
      return `${label}:\n${text
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n')}`;
    })
    .join('\n');
}
