/** Overview: counts (apps, keys, SDK downloads), the Activity tile, Recent Activity and Quick Actions. */
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { useConsole } from './console-context.tsx';
import { activityText, formatDateTime } from './format.ts';
import type { ActivityEntry, ConsoleOverview } from './types.ts';

function StatTile({
  label,
  value,
  icon,
  hint,
}: {
  label: string;
  value: number;
  icon: IconName;
  hint: string;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{value}</p>
        </div>
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name={icon} className="h-5 w-5" />
        </span>
      </div>
      <p className="mt-2 text-xs text-slate-600">{hint}</p>
    </Card>
  );
}

const activityIcon = (action: string): IconName => {
  if (action.startsWith('app_submission')) return 'clipboard-check';
  if (action.startsWith('app.')) return 'app-window';
  if (action.startsWith('api_key')) return 'key';
  if (action.startsWith('sdk')) return 'download';
  if (action.startsWith('profile')) return 'users';
  return 'activity';
};

function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Card className="p-5 lg:col-span-2">
      <h2 className="text-lg font-semibold text-slate-900">Recent Activity</h2>
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          Nothing yet. Create an app or generate an API key to get started.
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-start gap-3 py-3">
              <span className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
                <Icon name={activityIcon(entry.action)} className="h-4 w-4" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-medium break-words text-slate-900">{activityText(entry)}</p>
                <p className="text-xs text-slate-600">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function QuickActions() {
  const { openCreateApp, openGenerateKey, goTo } = useConsole();
  const actions: Array<{ label: string; icon: IconName; onClick: () => void }> = [
    { label: 'Create New App', icon: 'plus', onClick: openCreateApp },
    { label: 'Generate API Key', icon: 'key', onClick: openGenerateKey },
    { label: 'Download SDK', icon: 'download', onClick: () => goTo('downloads') },
  ];
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">Quick Actions</h2>
      <div className="mt-4 grid gap-2">
        {actions.map((action) => (
          <Button key={action.label} variant="outline" className="justify-start" onClick={action.onClick}>
            <Icon name={action.icon} className="h-4 w-4" />
            {action.label}
          </Button>
        ))}
      </div>
    </Card>
  );
}

export function OverviewTab({ overview }: { overview: ConsoleOverview }) {
  const { counts } = overview;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile label="Apps" value={counts.apps} icon="app-window" hint="Apps in your account" />
        <StatTile label="API Keys" value={counts.apiKeys} icon="key" hint="Active keys" />
        <StatTile label="SDK Downloads" value={counts.downloads} icon="download" hint="Packages downloaded" />
        <StatTile
          label="Activity"
          value={counts.activityThisWeek}
          icon="activity"
          hint="Actions in the last 7 days"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <RecentActivity entries={overview.recentActivity} />
        <QuickActions />
      </div>
    </div>
  );
}
