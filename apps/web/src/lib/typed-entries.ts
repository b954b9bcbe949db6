/**
 * What a visitor typed or ticked in a prerendered form before its island hydrated (see
 * hydrate-when-near.tsx). Loaded with the island's code, not before: pages that never hydrate an island
 * never need it.
 */
type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** What the visitor typed or ticked in a control of the server HTML: its value, or its checked state. */
export type Entries = Map<FormControl, string | boolean>;

const isTickable = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

const defaultValueOf = (control: FormControl) =>
  control instanceof HTMLSelectElement
    ? ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value
    : control.defaultValue;

/** The controls inside `element` whose state differs from the server HTML's. */
export function readEntries(element: HTMLElement): Entries {
  const entries: Entries = new Map();
  for (const control of element.querySelectorAll<FormControl>('input, textarea, select')) {
    if (isTickable(control)) {
      if (control.checked !== control.defaultChecked) entries.set(control, control.checked);
    } else if (control.type !== 'hidden' && control.value !== defaultValueOf(control)) {
      entries.set(control, control.value);
    }
  }
  return entries;
}

/**
 * Puts the entries back after hydration: the form library's register step writes its default values
 * into the controls. Each change goes through the control's own events, so the form's state hears it.
 */
export function restoreEntries(entries: Entries): void {
  for (const [control, entry] of entries) {
    if (!control.isConnected) continue;
    if (typeof entry === 'boolean') {
      if ((control as HTMLInputElement).checked !== entry) control.click();
      continue;
    }
    if (control.value === entry) continue;
    // React tracks the value it last saw through the prototype's setter; bypassing its own copy makes the
    // input event count as a change.
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, entry);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
