/** Status and permission badges of the console (colour plus a word, never colour alone). */
import {
  apiKeyPermissionLabels,
  appStatusLabels,
  type ApiKeyPermission,
  type AppStatus,
} from '@app/contracts/options';
import { Badge } from '../../components/ui/card.tsx';

/** Spec: published green, development yellow, otherwise grey. */
export function AppStatusBadge({ status }: { status: string }) {
  const tone = status === 'published' ? 'green' : status === 'development' ? 'yellow' : 'neutral';
  const label = status in appStatusLabels ? appStatusLabels[status as AppStatus] : status;
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
  const tone = submissionTones[status as keyof typeof submissionTones] ?? 'neutral';
  return (
    <Badge tone={tone}>
      {status === 'pending' ? 'Pending review' : status[0]?.toUpperCase() + status.slice(1)}
    </Badge>
  );
}

/** Spec: Active (green) or Inactive (red). An expired key is inactive too. */
export function KeyStatusBadge({ active, expired }: { active: boolean; expired: boolean }) {
  if (active && !expired) return <Badge tone="green">Active</Badge>;
  return <Badge tone="red">{expired && active ? 'Inactive · expired' : 'Inactive'}</Badge>;
}

export function PermissionBadges({ permissions }: { permissions: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Permissions">
      {permissions.map((p) => (
        <li key={p}>
          <Badge tone={p === 'admin' ? 'accent' : 'brand'}>
            {p in apiKeyPermissionLabels ? apiKeyPermissionLabels[p as ApiKeyPermission] : p}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
