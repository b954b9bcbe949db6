import type { Stat } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';

/**
 * Headline figures. Each reads as "value label" (e.g. "45% CAGR in AR adoption") for screen readers and
 * in the page text, with the value set large.
 */
export function StatGrid({
  stats,
  surface = 'light',
  className,
}: {
  stats: readonly Stat[];
  surface?: 'light' | 'dark';
  className?: string;
}) {
  const dark = surface === 'dark';
  const columns = stats.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4';
  return (
    <ul className={cn('grid grid-cols-2 gap-3 sm:gap-4', columns, className)}>
      {stats.map((stat) => (
        <li
          key={stat.value + stat.label}
          className={cn(
            'rounded-xl p-4 sm:p-6',
            dark ? 'bg-white/5 ring-1 ring-white/10' : 'border border-slate-200 bg-white shadow-sm',
          )}
        >
          <p
            className={cn(
              'text-3xl font-bold tracking-tight sm:text-5xl',
              dark ? 'text-accent-300' : 'text-brand-700',
            )}
          >
            {stat.value}
          </p>{' '}
          <p className={cn('mt-2 text-sm sm:text-base', dark ? 'text-slate-200' : 'text-slate-600')}>
            {stat.label}
          </p>
        </li>
      ))}
    </ul>
  );
}
