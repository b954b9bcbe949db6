/**
 * The page a browser gets back when its plain form post (sent without JavaScript) is refused: the
 * prerendered page of the form with the posted values put back into its controls, each field's error
 * next to it (`aria-invalid`, `aria-describedby`, the same markup the React form renders) and a summary at
 * the top of the form that takes the focus. The page's module scripts are left out: React would
 * otherwise hydrate over the filled values with empty ones.
 */
import { parse, serialize } from 'parse5';
import {
  append,
  closest,
  createElement,
  elements,
  find,
  getAttr,
  insertAfter,
  prepend,
  removeAttr,
  removeModuleScripts,
  setAttr,
  setText,
  textOf,
  type HtmlElement,
} from '../../lib/html-tree.ts';

/** The posted fields: every value of each name, in order. */
export type FormFields = ReadonlyMap<string, readonly string[]>;

export interface FormProblem {
  /** Heading of the summary (the API's `message`). */
  message: string;
  /** Field path → message (the contract's messages); paths without a control are listed in the summary only. */
  errors: Readonly<Record<string, string>>;
}

const CONTROLS = new Set(['input', 'select', 'textarea']);
const isChoice = (el: HtmlElement) => ['checkbox', 'radio'].includes(getAttr(el, 'type') ?? '');

/**
 * `page` (found at `pagePath`) with its form filled in: the one that posts to the page's own address (it
 * has no `action`, or names the page). Undefined when the page has no such form. Guard fields (`_hp`,
 * `_t`) are not filled back.
 */
export function fillFormPage(
  page: string,
  pagePath: string,
  fields: FormFields,
  problem: FormProblem,
): string | undefined {
  const document = parse(page);
  const form = find(
    document,
    (el) => el.tagName === 'form' && (getAttr(el, 'action') ?? pagePath) === pagePath,
  );
  if (!form) return undefined;
  removeModuleScripts(document);
  const title = find(document, (el) => el.tagName === 'title');
  if (title) setText(title, `Error: ${textOf(title)}`);

  const byName = new Map<string, HtmlElement[]>();
  for (const el of elements(form)) {
    const name = getAttr(el, 'name');
    if (!CONTROLS.has(el.tagName) || !name || name.startsWith('_')) continue;
    byName.set(name, [...(byName.get(name) ?? []), el]);
    fillControl(el, fields.get(name) ?? []);
  }
  prepend(form, summary(problem.message, markErrors(byName, problem.errors)));
  return serialize(document);
}

/** A bare page with the summary and a link back to the form, for when the form's page is not at hand. */
export function plainProblemPage(problem: FormProblem, formPath: string): string {
  const document = parse(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Error</title></head><body><main></main></body></html>',
  );
  const main = find(document, (el) => el.tagName === 'main');
  if (main) {
    const errors = Object.values(problem.errors).map((message) => ({ message }));
    append(main, summary(problem.message, errors));
    append(main, createElement('p', {}, [createElement('a', { href: formPath }, 'Back to the form')]));
  }
  return serialize(document);
}

/** Sets a control (input, textarea, select, box) to the given values, as a browser would show them. */
export function fillControl(el: HtmlElement, values: readonly string[]): void {
  if (el.tagName === 'textarea') return setText(el, values[0] ?? '');
  if (el.tagName === 'select') {
    for (const option of elements(el)) {
      if (option.tagName !== 'option') continue;
      const value = getAttr(option, 'value') ?? textOf(option);
      if (value === values[0]) setAttr(option, 'selected', '');
      else removeAttr(option, 'selected');
    }
    return;
  }
  if (isChoice(el)) {
    // An unticked box is simply absent from the post.
    if (values.includes(getAttr(el, 'value') ?? 'on')) setAttr(el, 'checked', '');
    else removeAttr(el, 'checked');
    return;
  }
  setAttr(el, 'value', values[0] ?? '');
}

interface SummaryEntry {
  message: string;
  /** The control the entry links to. */
  href?: string;
}

/** Puts each field's first error next to its control(s); returns the summary's entries in error order. */
function markErrors(
  byName: ReadonlyMap<string, HtmlElement[]>,
  errors: Readonly<Record<string, string>>,
): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  const seen = new Set<string>();
  for (const [path, message] of Object.entries(errors)) {
    const name = path.split('.')[0] ?? path;
    if (seen.has(name)) continue;
    seen.add(name);
    const controls = byName.get(name);
    const first = controls?.[0];
    if (!controls || !first) {
      entries.push({ message });
      continue;
    }
    const id = getAttr(first, 'id') ?? `field-${name}`;
    setAttr(first, 'id', id);
    const error = createElement(
      'p',
      { id: `${id}-error`, role: 'alert', class: 'text-sm text-red-700' },
      message,
    );
    // A group of boxes or radios shares one error under its fieldset, as the React form renders it.
    const group = isChoice(first) && (controls.length > 1 || getAttr(first, 'type') === 'radio');
    const fieldset = group ? closest(first, 'fieldset') : undefined;
    for (const control of controls) {
      setAttr(control, 'aria-invalid', 'true');
      setAttr(
        control,
        'class',
        (getAttr(control, 'class') ?? '').replace('border-slate-300', 'border-red-600'),
      );
    }
    if (fieldset) {
      setAttr(fieldset, 'aria-describedby', `${id}-error`);
      append(fieldset, error);
    } else {
      setAttr(first, 'aria-describedby', `${id}-error`);
      insertAfter(first, error);
    }
    entries.push({ message, href: `#${id}` });
  }
  return entries;
}

/** The summary at the top of the form: focused on load (`autofocus`), so the visitor lands on it. */
function summary(message: string, entries: readonly SummaryEntry[]): HtmlElement {
  const items = entries.map(({ message: text, href }) =>
    createElement('li', {}, href ? [createElement('a', { href, class: 'underline' }, text)] : text),
  );
  return createElement(
    'div',
    {
      id: 'form-problem',
      tabindex: '-1',
      autofocus: '',
      'aria-labelledby': 'form-problem-title',
      class: 'scroll-mt-24 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800',
      // Across every column of the form's grid, without adding one to a single-column form.
      style: 'grid-column: 1 / -1',
    },
    [
      createElement('h2', { id: 'form-problem-title', class: 'font-semibold' }, message),
      ...(items.length > 0 ? [createElement('ul', { class: 'mt-2 list-disc pl-5' }, items)] : []),
    ],
  );
}
