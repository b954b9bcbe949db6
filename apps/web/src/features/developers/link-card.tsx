import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import type { IconName } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { useContent } from '../../i18n/catalogue.tsx';

export interface LinkCardData {
  icon: IconName;
  title: string;
  description: string;
  href?: string;
  linkLabel?: string;
  external?: boolean;
}

/**
 * An icon card; with a link, the whole card is clickable (the link's box is stretched over it) while
 * the accessible name stays the link label. Titles are h3: cards sit under a section's h2.
 */
function LinkCard({ card, className }: { card: LinkCardData; className?: string }) {
  const devUi = useContent('devUi', devUiEn);
  const linked = Boolean(card.href && card.linkLabel);
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col p-6 transition',
        linked && 'focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:shadow-md',
        className,
      )}
    >
      <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon name={card.icon} className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{card.description}</p>
      {card.href && card.linkLabel && (
        <SmartLink
          href={card.href}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none"
        >
          {card.linkLabel}
          <Icon name={card.external ? 'external-link' : 'arrowRight'} className="h-4 w-4" />
          {card.external && <span className="sr-only">{devUi.opensInNewTab}</span>}
        </SmartLink>
      )}
    </Card>
  );
}

/** A responsive grid of link cards. */
export function LinkCardGrid({ cards, columns = 3 }: { cards: LinkCardData[]; columns?: 2 | 3 | 4 }) {
  const cols = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  };
  return (
    <ul className={cn('grid gap-6', cols[columns])}>
      {cards.map((card) => (
        <li key={card.title}>
          <LinkCard card={card} />
        </li>
      ))}
    </ul>
  );
}
