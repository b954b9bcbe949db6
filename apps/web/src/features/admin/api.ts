/** Staff screens' helpers around the calls of lib/api.ts. */
import type { ToastMessage } from '@app/contracts/messages';
import { toast } from '../../components/ui/use-toast.ts';

/** Raises a toast; the handle closes it early (e.g. a failure toast once the retry succeeded). */
export function notify(
  message: ToastMessage,
  options: { destructive?: boolean; description?: string | undefined } = {},
): { dismiss: () => void } {
  return toast({
    title: message.title,
    description: options.description ?? message.description,
    variant: options.destructive ? 'destructive' : 'default',
  });
}

/** The browser's IANA time zone, so exported dates match the screen. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
