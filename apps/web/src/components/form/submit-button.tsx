import { useFormState } from 'react-hook-form';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/** The form's submit button: disabled with a "Submitting..." label while the request runs. */
export function SubmitButton({
  children,
  pendingLabel = 'Submitting...',
  className,
}: {
  children: string;
  pendingLabel?: string;
  className?: string;
}) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" size="lg" disabled={isSubmitting} className={cn('w-full sm:w-auto', className)}>
      {isSubmitting ? pendingLabel : children}
    </Button>
  );
}
