/** Dates in US English (doc 2 §9) and the wording of activity entries. */
import { sdkTypeLabels, appCategoryLabels, type AppCategory, type SdkType } from '@app/contracts/options';
import type { ActivityEntry } from './types.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatDate = (iso: string | null | undefined, fallback = 'Never'): string =>
  iso ? dateFormat.format(new Date(iso)) : fallback;
export const formatDateTime = (iso: string | null | undefined, fallback = 'Never'): string =>
  iso ? dateTimeFormat.format(new Date(iso)) : fallback;

export const sdkLabel = (value: string | null) =>
  value && value in sdkTypeLabels ? sdkTypeLabels[value as SdkType] : (value ?? 'Not set');
export const categoryLabel = (value: string | null) =>
  value && value in appCategoryLabels ? appCategoryLabels[value as AppCategory] : (value ?? 'Not set');

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** One line describing an audit entry of the developer's own actions. */
export function activityText(entry: Pick<ActivityEntry, 'action' | 'details'>): string {
  const d = entry.details ?? {};
  switch (entry.action) {
    case 'developer.login':
      return 'Signed in';
    case 'developer.logout':
      return 'Signed out';
    case 'developer.password_set':
      return 'Chose a new password';
    case 'app.created':
      return `Created app ${text(d.name)}`.trim();
    case 'app.updated':
      return `Updated app ${text(d.name)}`.trim();
    case 'app.deleted':
      return `Deleted app ${text(d.name)}`.trim();
    case 'api_key.created':
      return `Generated API key ${text(d.keyName)}`.trim();
    case 'api_key.revoked':
      return `Revoked API key ${text(d.keyName)}`.trim();
    case 'api_key.deleted':
      return `Deleted API key ${text(d.keyName)}`.trim();
    case 'sdk.downloaded':
      return `Downloaded ${text(d.name)} ${text(d.version)}`.trim();
    case 'app_submission.created':
      return `Submitted version ${text(d.version)} for review${d.via === 'api' ? ' (API)' : ''}`;
    case 'profile.updated':
      return 'Updated profile';
    default:
      return entry.action.replace(/[._]/g, ' ');
  }
}
