/**
 * A key's expiry is a moment (decision 0060): the console reads and writes it in the browser's time
 * zone, and shows which zone that is (the moment as text: console-text.ts's `moment`).
 */
/** The browser's time zone (`Europe/Paris`). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` value (`2026-12-31T18:00`) in the browser's time zone; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value read in the browser's time zone, as an ISO moment; '' stays '' (no expiry). */
export function fromLocalInput(value: string | undefined): string {
  if (!value) return '';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}
