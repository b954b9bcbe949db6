/**
 * A form's error state both ways, compared: the page the server answers a refused post without JavaScript
 * with (the site renderer, the posted values and the contract's errors) and the React form in the browser
 * after the same values fail its submit. Each control must show the same value, the same `aria-invalid`
 * and be described by the same message; only the server's page adds the summary (no toast without script).
 */
import { apiErrorCodes } from '@app/contracts/api/common';
import { fieldErrorsFromZod } from '@app/contracts/errors';
import { contactLeadSchema } from '@app/contracts/forms/lead';
import { validationFailed } from '@app/contracts/messages';
import type { FormAnswer } from '@app/contracts/server-pages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactLeadForm } from '../features/forms/contact-lead-form.tsx';
import { mockFetch, renderWithProviders, resetToasts } from '../testing/test-utils.tsx';
import { FormProblemSummary } from '../components/form/form-problem-summary.tsx';
import { renderApp } from './site-renderer.tsx';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

/** What a visitor typed: too short a first name, no company, a broken address, markup in the message. */
const typed = {
  firstName: 'A',
  lastName: 'Lovelace',
  companyName: '',
  email: 'not-an-address',
  phone: '',
  interest: 'developer',
  message: '<b>bold</b> & "quoted"',
};

interface ControlState {
  value: string;
  invalid: string | null;
  /** The text of what the control's aria-describedby names. */
  description: string | null;
}

/** Each named control of `form` (guard fields left out), as assistive technology and the post see it. */
function controlsOf(form: HTMLFormElement): Record<string, ControlState> {
  const document = form.ownerDocument;
  const states: Record<string, ControlState> = {};
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (!name || name.startsWith('_')) continue;
    const control = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    const describedBy = control.getAttribute('aria-describedby');
    states[name] = {
      value: control.value,
      invalid: control.getAttribute('aria-invalid'),
      description: describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null,
    };
  }
  return states;
}

/** The server's answer to the post: the /contact page rendered with the contract's errors. */
async function serverAnswer(): Promise<{ form: HTMLFormElement; summary: Element | null }> {
  const parsed = contactLeadSchema.safeParse(typed);
  if (parsed.success) throw new Error('the typed values must be refused');
  const answer: FormAnswer = {
    form: 'lead',
    message: validationFailed,
    code: apiErrorCodes.validationFailed,
    errors: fieldErrorsFromZod(parsed.error),
    values: Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, [value]])),
  };
  const state = {
    page: { page: 'form-answer' as const, data: answer },
    answerShown: false,
    FormProblemSummary,
  };
  const { html } = await renderApp('/contact', state);
  expect(state.answerShown).toBe(true);
  const page = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const form = page.querySelector<HTMLFormElement>('form[method="post"]');
  if (!form) throw new Error('the contact page has no form');
  return { form, summary: form.querySelector('#form-problem') };
}

/** The React form in the browser after the visitor typed the same values and pressed Send. */
async function clientAfterFailedSubmit(): Promise<HTMLFormElement> {
  mockFetch();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ContactLeadForm />);
  for (const [name, value] of Object.entries(typed)) {
    if (value === '') continue;
    const control = document.querySelector<HTMLElement>(`form [name="${name}"]`)!;
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else await user.type(control, value.replace(/[{[]/g, '$&$&'));
  }
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  const form = document.querySelector<HTMLFormElement>('form[method="post"]')!;
  await waitFor(() => expect(form.querySelector('[aria-invalid="true"]')).not.toBeNull());
  return form;
}

describe("a refused form's errors, without and with JavaScript", { timeout: 20_000 }, () => {
  it('renders the same values, invalid fields and messages on the server page as in the React form', async () => {
    const server = await serverAnswer();
    const client = await clientAfterFailedSubmit();
    const serverControls = controlsOf(server.form);
    expect(serverControls).toEqual(controlsOf(client));
    // The comparison compares something: three fields are invalid, with the contract's messages.
    const invalid = Object.entries(serverControls).filter(([, state]) => state.invalid === 'true');
    expect(invalid.map(([name]) => name)).toEqual(['firstName', 'companyName', 'email']);
    expect(invalid.every(([, state]) => state.description)).toBe(true);
    expect(serverControls.message?.value).toBe(typed.message);

    // The summary (server only) lists the same messages, each linking to its field's control.
    expect(server.summary?.getAttribute('autofocus')).toBe('');
    const links = Array.from(server.summary?.querySelectorAll('a') ?? []);
    expect(links.map((a) => a.textContent)).toEqual(invalid.map(([, state]) => state.description));
    for (const [index, link] of links.entries()) {
      const target = server.form.ownerDocument.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.getAttribute('name')).toBe(invalid[index]?.[0]);
    }
  });
});
