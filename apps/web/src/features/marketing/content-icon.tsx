import type { IconName as ContentIconName } from '../../content/types.ts';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { cn } from '../../lib/cn.ts';

/** Content names its icons in kebab-case; the icon set carries those names (checked here at compile time). */
const iconFor = (name: ContentIconName): IconName => name;

/** A content icon in a tinted tile, as used on feature, benefit and application cards. */
export function IconTile({
  name,
  tone = 'brand',
  className,
}: {
  name: ContentIconName;
  tone?: 'brand' | 'accent' | 'dark';
  className?: string;
}) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700 ring-brand-100',
    accent: 'bg-teal-50 text-teal-700 ring-teal-100',
    dark: 'bg-white/10 text-accent-300 ring-white/15',
  };
  return (
    <span
      className={cn(
        'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg ring-1',
        tones[tone],
        className,
      )}
    >
      <Icon name={iconFor(name)} className="h-5 w-5" />
    </span>
  );
}
