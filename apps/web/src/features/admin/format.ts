/** Display helpers of the admin screens (dates in US English, previews, platform and level names). */

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const parse = (value: string | Date | null | undefined) => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Mar 4, 2025, 10:00 AM"; '—' when missing. */
export function formatDateTime(value: string | Date | null | undefined, empty = '—'): string {
  const date = parse(value);
  return date ? dateTime.format(date) : empty;
}

/** "Mar 4, 2025". */
export function formatDate(value: string | Date | null | undefined, empty = '—'): string {
  const date = parse(value);
  return date ? dateOnly.format(date) : empty;
}

/** At most `max` characters, with an ellipsis when cut (the form-submission preview uses 50). */
export function preview(text: string | null | undefined, max = 50): string {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** Spec: a platform containing CXR-M shows as Mobile, CXR-S as On-device, any other as Sprite. */
export function platformLabel(name: string): string {
  if (name.includes('CXR-M')) return 'Mobile';
  if (name.includes('CXR-S')) return 'On-device';
  return 'Sprite';
}

/**
 * The card's chips (spec: the first 2 interested platforms plus a '+N more' count): the first two
 * platforms as chosen, each with its display name, and how many more were chosen, counted on the
 * applicant's own list (before names are mapped, so two platforms both shown as Sprite still count).
 */
export function platformSummary(platforms: readonly string[]): {
  shown: Array<{ name: string; label: string }>;
  more: number;
} {
  return {
    shown: platforms.slice(0, 2).map((name) => ({ name, label: platformLabel(name) })),
    more: Math.max(0, platforms.length - 2),
  };
}

/** Spec: expert, advanced, intermediate, otherwise beginner. */
export function experienceLabel(level: string | null | undefined): string {
  if (level === 'expert') return 'Expert';
  if (level === 'advanced') return 'Advanced';
  if (level === 'intermediate') return 'Intermediate';
  return 'Beginner';
}

export const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/**
 * The message shown in a form-submission preview: the first free-text field the visitor wrote, or
 * nothing. Never "the first text value": stored form data comes back in jsonb key order, where that is
 * the e-mail address of a partner application without additional information.
 */
export function submissionMessage(formData: unknown): string {
  if (!formData || typeof formData !== 'object') return '';
  const data = formData as Record<string, unknown>;
  for (const key of ['message', 'additionalInfo', 'useCase', 'projectDescription']) {
    if (typeof data[key] === 'string' && data[key]) return data[key];
  }
  return '';
}

/** `companyName` → "Company Name", `hasARExperience` → "Has AR Experience". */
export function fieldLabel(key: string): string {
  return capitalize(
    key
      .replace(/_/g, ' ')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2'),
  );
}

/** The UTM campaign stored with a submission (analytics, marketing consent only). */
function isCampaign(
  value: unknown,
): value is { source: string; medium: string | null; campaign: string | null } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { source?: unknown }).source === 'string'
  );
}

/** Any JSON value as readable text (arrays joined, a campaign as source / medium / name, objects as JSON). */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  if (isCampaign(value)) return `${value.source} / ${value.medium ?? '-'} / ${value.campaign ?? '-'}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
