import { Icon } from '../../components/ui/icon.tsx';
import { cn } from '../../lib/cn.ts';

/** A list with check marks (highlights, benefits, requirements). */
export function CheckList({
  items,
  surface = 'light',
  columns = 1,
  className,
}: {
  items: readonly string[];
  surface?: 'light' | 'dark';
  columns?: 1 | 2;
  className?: string;
}) {
  const dark = surface === 'dark';
  return (
    <ul className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2 sm:gap-x-8', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            className={cn(
              'mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full',
              dark ? 'bg-accent-300/15 text-accent-300' : 'bg-teal-100 text-teal-800',
            )}
          >
            <Icon name="check" className="h-4 w-4" />
          </span>
          <span className={cn('leading-relaxed', dark ? 'text-slate-200' : 'text-slate-700')}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
