/**
 * What a visitor entered in a public form before its island hydrated. The island boot takes a snapshot of
 * the server HTML's forms just before it hydrates them (`rememberEarlyInput`); the form's hook takes it
 * once mounted (`takeEarlyInput`) and puts back what the script reset: a controlled select re-renders to
 * its form value, and react-hook-form writes a radio group's default back to the boxes as they register
 * (docs/decisions/0041-early-input-kept.md).
 */
const snapshots = new WeakMap<HTMLFormElement, FormData>();

/** Records the entries of every form inside `container` (an island's wrapper, not yet hydrated). */
export function rememberEarlyInput(container: Element): void {
  for (const form of container.querySelectorAll('form')) snapshots.set(form, new FormData(form));
}

/** The entries `form` had before its island hydrated, once; undefined when none were recorded. */
export function takeEarlyInput(form: HTMLFormElement): FormData | undefined {
  const entries = snapshots.get(form);
  snapshots.delete(form);
  return entries;
}
