/** Overview: counts (apps, keys, SDK downloads), the Activity tile, Recent Activity and Quick Actions. */
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { useConsole } from './console-context.tsx';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { useActivityText, useConsoleDates } from './console-text.ts';
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
  const { overview: copy } = useContent('consoleUi', consoleUi);
  const activityText = useActivityText();
  const dates = useConsoleDates();
  return (
    <Card className="p-5 lg:col-span-2">
      <h2 className="text-lg font-semibold text-slate-900">{copy.recentActivity}</h2>
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{copy.noActivity}</p>
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
                  <time dateTime={entry.createdAt}>{dates.dateTime(entry.createdAt)}</time>
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
  const { overview: copy } = useContent('consoleUi', consoleUi);
  const actions: Array<{ label: string; icon: IconName; onClick: () => void }> = [
    { label: copy.createApp, icon: 'plus', onClick: openCreateApp },
    { label: copy.generateKey, icon: 'key', onClick: openGenerateKey },
    { label: copy.downloadSdk, icon: 'download', onClick: () => goTo('downloads') },
  ];
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{copy.quickActions}</h2>
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
  const { stats } = useContent('consoleUi', consoleUi).overview;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile {...stats.apps} value={counts.apps} icon="app-window" />
        <StatTile {...stats.apiKeys} value={counts.apiKeys} icon="key" />
        <StatTile {...stats.downloads} value={counts.downloads} icon="download" />
        <StatTile {...stats.activity} value={counts.activityThisWeek} icon="activity" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <RecentActivity entries={overview.recentActivity} />
        <QuickActions />
      </div>
    </div>
  );
}
