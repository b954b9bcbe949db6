/**
 * Server-side normalisation, applied after validation. The schemas only trim, so that a form's
 * input and output types stay the same for react-hook-form.
 */

/** Trimmed and lower-cased, for storage and uniqueness checks. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Adds `https://` to an address given without scheme (`example.com`); blank gives null. */
export function normalizeUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Optional text fields arrive as '' from forms: store blank as null. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
