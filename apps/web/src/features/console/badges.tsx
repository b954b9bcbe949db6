/** Status and permission badges of the console (colour plus a word, never colour alone). */
import { Badge } from '../../components/ui/card.tsx';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';

const useBadgeWords = () => useContent('consoleUi', consoleUi).badges;

/** Spec: published green, development yellow, otherwise grey. */
export function AppStatusBadge({ status }: { status: string }) {
  const words = useBadgeWords();
  const tone = status === 'published' ? 'green' : status === 'development' ? 'yellow' : 'neutral';
  const label = (words.appStatus as Record<string, string>)[status] ?? status;
  return <Badge tone={tone}>{label}</Badge>;
}

const submissionTones = {
  pending: 'yellow',
  approved: 'brand',
  rejected: 'red',
  published: 'green',
  withdrawn: 'neutral',
} as const;

export function SubmissionStatusBadge({ status }: { status: string }) {
  const words = useBadgeWords();
  const tone = submissionTones[status as keyof typeof submissionTones] ?? 'neutral';
  return (
    <Badge tone={tone}>{words.submissionStatus[status] ?? status[0]?.toUpperCase() + status.slice(1)}</Badge>
  );
}

/** Spec: Active (green) or Inactive (red). An expired key is inactive too. */
export function KeyStatusBadge({ active, expired }: { active: boolean; expired: boolean }) {
  const words = useBadgeWords();
  if (active && !expired) return <Badge tone="green">{words.active}</Badge>;
  return <Badge tone="red">{expired && active ? words.inactiveExpired : words.inactive}</Badge>;
}

export function PermissionBadges({ permissions }: { permissions: readonly string[] }) {
  const words = useBadgeWords();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={words.permissionsLabel}>
      {permissions.map((p) => (
        <li key={p}>
          <Badge tone={p === 'admin' ? 'accent' : 'brand'}>{words.permissions[p] ?? p}</Badge>
        </li>
      ))}
    </ul>
  );
}
