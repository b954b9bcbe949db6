/** Newsletter sign-up (POST /api/subscribe) and its toasts, shared by the widget and /subscribe. */
import { formApis } from '@app/contracts/form-pages';
import { toasts } from '@app/contracts/messages';
import type { GuardFields } from '@app/contracts/forms/guard';
import type { PublicFormMessages } from '../../components/form/use-public-form.ts';
import { postJson } from '../../lib/api.ts';
import { notify } from '../../components/ui/use-toast.ts';

export const SUBSCRIBE_URL = formApis.newsletter;

/**
 * A sign-up is not a subscription yet (double opt-in, decision 0038): its success toast says the
 * confirmation link is on its way; the spec's "Subscription successful!" comes once the link is followed.
 */
export const newsletterMessages: PublicFormMessages = {
  success: toasts.newsletterConfirmSent,
  rejected: (serverMessage) => ({
    title: toasts.newsletterFailed.title,
    description: serverMessage ?? toasts.newsletterFailed.description,
  }),
  error: toasts.newsletterError,
};

/** The spec's client check: non-empty and containing an at-sign (the server checks the shape). */
export const isPlausibleEmail = (value: string): boolean => value.trim() !== '' && value.includes('@');

export interface SubscribeRequest extends GuardFields {
  email: string;
  source: string;
  firstName?: string;
}

/** Subscribes and raises the matching toast; resolves to whether it worked. */
export async function subscribe(request: SubscribeRequest): Promise<boolean> {
  const outcome = await postJson(SUBSCRIBE_URL, request);
  if (outcome.kind === 'ok') {
    notify(newsletterMessages.success);
    return true;
  }
  if (outcome.kind === 'rejected') {
    // The widget has no field to highlight, so "check the highlighted fields" would point at nothing:
    // the e-mail field's own message says what to fix.
    const message = outcome.fieldErrors['email'] ?? outcome.message;
    notify(newsletterMessages.rejected(message), { destructive: true });
  } else {
    notify(newsletterMessages.error, { destructive: true });
  }
  return false;
}
