/** The form guard's weak signals of a delivered post ("Sent very fast", "Sent without JavaScript"…) as badges. */
import { guardLabels } from '@app/contracts/forms/guard';
import { Badge } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

export const guardSignalLabel = (signal: string): string =>
  guardLabels[signal as keyof typeof guardLabels] ?? signal;

export function GuardSignalBadges({
  signals,
  className,
}: {
  signals: readonly string[];
  className?: string;
}) {
  return signals.map((signal) => (
    <Badge key={signal} tone="yellow" className={cn('ml-2', className)}>
      {guardSignalLabel(signal)}
    </Badge>
  ));
}
