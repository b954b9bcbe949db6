import { useFormState } from 'react-hook-form';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * The form's submit button: disabled with a "Submitting..." label while the request runs: the form's own
 * submission, or the mutation whose `isPending` is given as `pending`.
 */
export function SubmitButton({
  children,
  pendingLabel = 'Submitting...',
  pending,
  className,
}: {
  children: string;
  pendingLabel?: string;
  pending?: boolean;
  className?: string;
}) {
  const { isSubmitting } = useFormState();
  const busy = pending ?? isSubmitting;
  return (
    <Button type="submit" size="lg" disabled={busy} className={cn('w-full sm:w-auto', className)}>
      {busy ? pendingLabel : children}
    </Button>
  );
}
