import { Button } from '../../components/ui/button.tsx';

/** A console form's submit button: disabled, with `pendingLabel`, while its mutation runs. */
export function DialogSubmit({
  children,
  pendingLabel,
  pending,
}: {
  children: string;
  pendingLabel: string;
  /** The save's `isPending` (TanStack Query). */
  pending: boolean;
}) {
  return (
    <Button type="submit" disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
