import type { IconCard } from '../../content/types.ts';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { IconTile } from './content-icon.tsx';

const columnClass = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/**
 * A grid of icon cards (features, benefits, applications, technology). Five items on a three-column grid
 * centre the last row instead of leaving a hole.
 */
export function IconCardGrid({
  items,
  columns = 3,
  headingLevel = 3,
  className,
}: {
  items: readonly IconCard[];
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const centred = columns === 3 && items.length % 3 !== 0;
  return (
    <ul
      className={cn(
        'grid gap-6',
        centred ? 'sm:grid-cols-2 lg:grid-cols-6' : columnClass[columns],
        className,
      )}
    >
      {items.map((item, i) => (
        <li
          key={item.title}
          className={cn(
            centred && 'lg:col-span-2',
            centred && items.length % 3 === 2 && i === items.length - 2 && 'lg:col-start-2',
            centred && items.length % 3 === 1 && i === items.length - 1 && 'lg:col-start-3',
          )}
        >
          <Card className="h-full p-6 transition-shadow hover:shadow-md">
            <IconTile name={item.icon} />
            <Heading className="mt-5 text-lg font-semibold text-slate-900">{item.title}</Heading>
            <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
