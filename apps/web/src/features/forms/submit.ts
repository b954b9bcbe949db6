/**
 * What every public form does with an answer (posted with `postJson` of lib/api.ts): put server field
 * errors on the fields, and raise the toasts of messages.ts.
 */
import type { ToastMessage } from '@app/contracts/messages';
import { toast } from '../../components/ui/use-toast.ts';

/** Shows a toast from messages.ts; `description` replaces the default one when given. */
export function showToast(
  message: ToastMessage,
  options: { description?: string | undefined; destructive?: boolean } = {},
): void {
  toast({
    title: message.title,
    description: options.description ?? message.description,
    variant: options.destructive ? 'destructive' : 'default',
  });
}

/**
 * Server field errors keyed by path (`interest`, `programmingLanguages.0`) reduced to the form's
 * top-level field names; keys that are not fields of the form (`_t`, `root`) are dropped.
 */
export function fieldErrorsFor(
  fieldErrors: Record<string, string>,
  fieldNames: ReadonlySet<string>,
): Array<[string, string]> {
  const seen = new Map<string, string>();
  for (const [path, message] of Object.entries(fieldErrors)) {
    const name = path.split('.')[0] ?? path;
    if (fieldNames.has(name) && !seen.has(name)) seen.set(name, message);
  }
  return [...seen];
}

/** Focuses the first control of `form`, in document order, whose name is in `names`. */
export function focusFirstNamed(form: HTMLFormElement | null, names: ReadonlySet<string>): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && names.has(name) && element instanceof HTMLElement && !element.hasAttribute('disabled')) {
      element.focus();
      return;
    }
  }
}
