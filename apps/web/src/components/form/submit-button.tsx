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

/** An account form's full-width submit button (sign-in, set a password, ask for a reset link). */
export function AccountSubmit({
  pending,
  copy,
}: {
  pending: boolean;
  copy: { submitLabel: string; submittingLabel: string };
}) {
  return (
    <SubmitButton pending={pending} pendingLabel={copy.submittingLabel} className="w-full sm:w-full">
      {copy.submitLabel}
    </SubmitButton>
  );
}
