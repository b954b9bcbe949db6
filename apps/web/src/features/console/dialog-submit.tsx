import { useFormState } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';

/** A dialog form's submit button: disabled, with `pendingLabel`, while the request runs. */
export function DialogSubmit({ children, pendingLabel }: { children: string; pendingLabel: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={isSubmitting}>
      {isSubmitting ? pendingLabel : children}
    </Button>
  );
}
