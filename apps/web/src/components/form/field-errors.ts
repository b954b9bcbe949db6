/**
 * What every public form does with an answer (posted with `postJson` of lib/api.ts): put server field
 * errors on the fields (the toasts are `notify` of components/ui/use-toast.ts).
 */

/** Each field's first error: errors keyed by path (`interest`, `programmingLanguages.0`) by top-level name. */
export function firstErrorPerField(fieldErrors: Record<string, string>): Array<[string, string]> {
  const seen = new Map<string, string>();
  for (const [path, message] of Object.entries(fieldErrors)) {
    const name = path.split('.')[0] ?? path;
    if (!seen.has(name)) seen.set(name, message);
  }
  return [...seen];
}

/**
 * Server field errors reduced to the form's top-level field names; keys that are not fields of the form
 * (`_t`, `root`) are dropped.
 */
export function fieldErrorsFor(
  fieldErrors: Record<string, string>,
  fieldNames: ReadonlySet<string>,
): Array<[string, string]> {
  return firstErrorPerField(fieldErrors).filter(([name]) => fieldNames.has(name));
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
