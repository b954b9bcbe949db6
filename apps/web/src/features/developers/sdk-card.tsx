import { ButtonLink } from '../../components/ui/button.tsx';
import { Badge, Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { SdkCard } from '../../content/types.ts';

/** One of the two SDK cards on the developer home. */
export function SdkCardView({ card }: { card: SdkCard }) {
  return (
    <Card className="flex h-full flex-col p-6 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white">
          <Icon name={card.id === 'cxr-m' ? 'smartphone' : 'glasses'} className="h-6 w-6" />
        </span>
        <Badge tone="brand">{card.platform}</Badge>
      </div>
      <h3 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{card.name}</h3>
      <p className="mt-3 leading-7 text-slate-600">{card.description}</p>
      <ul className="mt-6 grid flex-1 content-start gap-3 sm:grid-cols-2">
        {card.points.map((point) => (
          <li key={point} className="flex items-start gap-2 text-sm text-slate-800">
            <Icon name="circle-check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
            {point}
          </li>
        ))}
      </ul>
      <ButtonLink href={card.href} className="mt-8 self-start" size="lg">
        {card.linkLabel}
        <Icon name="arrowRight" className="h-4 w-4" />
      </ButtonLink>
    </Card>
  );
}
