import type { SpecGroup } from '../../content/types.ts';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { IconTile } from './content-icon.tsx';

/** Technical specifications: one card per category, each a list of label/value rows. */
export function SpecGroups({ groups, className }: { groups: readonly SpecGroup[]; className?: string }) {
  const columns = groups.length >= 3 && groups.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-2';
  return (
    <div className={cn('grid gap-6', groups.length > 1 && 'md:grid-cols-2', columns, className)}>
      {groups.map((group) => (
        <Card key={group.category} className="p-6">
          <div className="flex items-center gap-3">
            <IconTile name={group.icon} />
            <h3 className="text-lg font-semibold text-slate-900">{group.category}</h3>
          </div>
          <dl className="mt-5 divide-y divide-slate-100">
            {group.rows.map((row) => (
              <div
                key={row.label}
                className="grid gap-1 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4"
              >
                <dt className="text-sm font-medium text-slate-600">{row.label}</dt>{' '}
                <dd className="text-sm font-semibold text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </div>
  );
}
