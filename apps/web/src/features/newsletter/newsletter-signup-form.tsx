/** The /subscribe page's sign-up: e-mail, optional first name, and whether to join the waitlist. */
import { limits } from '@app/contracts/limits';
import { DEFAULT_SUBSCRIBER_SOURCE, WAITLIST_SOURCE } from '@app/contracts/options';
import { useState } from 'react';
import { CheckboxField, TextField } from '../../components/form/fields.tsx';
import { HoneypotField } from '../../components/form/honeypot-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { toasts } from '@app/contracts/messages';
import { NewsletterCheckInbox } from '../../components/form/success-screens.tsx';
import { PublicFormElement } from '../../components/form/public-form-element.tsx';
import { usePublicForm } from '../../components/form/use-public-form.ts';
import type { Signup } from './signup-schema.ts';
import { newsletterMessages } from './subscribe.ts';

const loadSchema = () => import('./signup-schema.ts').then((module) => module.signupSchema);

interface SignupValues {
  email: string;
  firstName?: string;
  waitlist: boolean;
}

export function NewsletterSignupForm() {
  const [done, setDone] = useState<'waitlist' | 'newsletter' | null>(null);
  const publicForm = usePublicForm<SignupValues, Signup>({
    loadSchema,
    // Not ticked for the visitor: joining the waitlist is their choice.
    defaultValues: { email: '', firstName: '', waitlist: false },
    name: 'newsletter',
    messages: newsletterMessages,
    successFor: (values) => (values.waitlist ? toasts.waitlistConfirmSent : toasts.newsletterConfirmSent),
    toPayload: ({ waitlist, ...rest }) => ({
      ...rest,
      source: waitlist ? WAITLIST_SOURCE : DEFAULT_SUBSCRIBER_SOURCE,
    }),
    onSuccess: (values) => setDone(values.waitlist ? 'waitlist' : 'newsletter'),
  });
  const { guard } = publicForm;

  if (done) return <NewsletterCheckInbox waitlist={done === 'waitlist'} />;

  return (
    <PublicFormElement publicForm={publicForm} label="Newsletter sign-up" className="relative grid gap-5">
      <TextField<SignupValues>
        name="email"
        label="Email address"
        type="email"
        required
        autoComplete="email"
        maxLength={limits.email}
      />
      <TextField<SignupValues>
        name="firstName"
        label="First name (optional)"
        autoComplete="given-name"
        maxLength={limits.name}
      />
      <CheckboxField<SignupValues>
        name="waitlist"
        label="Put me on the AI Glasses waitlist"
        hint="Be the first to hear when the consumer AI Glasses become available."
      />
      <HoneypotField inputRef={guard.honeypotRef} />
      <SubmitButton pendingLabel="Subscribing..." className="sm:w-full">
        Subscribe
      </SubmitButton>
    </PublicFormElement>
  );
}
