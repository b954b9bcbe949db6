/**
 * Where focus goes when a dialog closes (WCAG 2.4.3). Radix returns it only to a `DialogTrigger`; our
 * dialogs are mostly opened from state (a row's button, a finished request), which left focus on the page
 * body. The control focused when the dialog opened gets it back; if that control is gone by then (the row
 * re-rendered: Approve became Resend), the first control of the nearest part of the page that is still
 * there (the row, else its table) takes it.
 */

export interface Opener {
  element: HTMLElement;
  /** The opener's ancestors at opening time, nearest first, for when the opener itself is gone. */
  ancestors: HTMLElement[];
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused control now (none when focus is on the page body). */
export function currentOpener(): Opener | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const ancestors: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    ancestors.push(node);
  }
  return { element, ancestors };
}

/** The opener if it is still on the page, else the first control of its nearest remaining ancestor. */
export function returnTarget(opener: Opener | null): HTMLElement | null {
  if (!opener) return null;
  if (opener.element.isConnected) return opener.element;
  for (const ancestor of opener.ancestors) {
    if (!ancestor.isConnected) continue;
    if (ancestor.matches(FOCUSABLE)) return ancestor;
    const inside = ancestor.querySelector<HTMLElement>(FOCUSABLE);
    if (inside) return inside;
  }
  return null;
}

/**
 * The opener of a dialog that has just closed, for a dialog opening in the same update (Save, then the
 * result dialog): focus was inside the closed dialog, so the new one inherits its opener.
 */
let handedOver: Opener | null = null;

export const handOver = (opener: Opener | null) => {
  handedOver = opener;
};
export const takeHandedOver = (): Opener | null => handedOver;
