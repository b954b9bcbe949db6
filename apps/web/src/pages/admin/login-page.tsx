/** /admin/login: staff sign-in; afterwards back to the page the guard came from (`?next=`). */
import { adminLoginSchema, type AdminLogin } from '@app/contracts/forms/admin';
import { toasts } from '@app/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field, Input } from '../../components/ui/form-field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Container } from '../../components/ui/layout.tsx';
import { usePageHead } from '../../lib/head.tsx';
import {
  ME_KEY,
  safeNext,
  SECURITY_PATH,
  setAdminHint,
  setSigningOut,
  useStaffSession,
  type StaffSession,
} from '../../features/admin/session.ts';
import { isPending, useAccountPost } from '../../components/account/second-factor/api.ts';
import { CodeStepForm } from '../../components/account/second-factor/code-step-form.tsx';
import { HttpError, serverMessage } from '../../lib/api.ts';
import { notify } from '../../components/ui/use-toast.ts';

export default function AdminLoginPage() {
  usePageHead({ title: 'Admin Login', description: 'Staff sign-in.', noindex: true });
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminLogin>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const signIn = useAccountPost<AdminLogin>('/api/admin/login');

  useEffect(() => setSigningOut(false), []);

  const [challenge, setChallenge] = useState<string | null>(null);
  // The last failure's toast: stale once the member tries again.
  const failureToast = useRef<{ dismiss: () => void } | null>(null);

  const goOn = useCallback(
    (data: StaffSession) => {
      // A staff member who must set up two-factor authentication goes to that screen first.
      const next = data.secondFactorSetupRequired
        ? SECURITY_PATH
        : safeNext(new URLSearchParams(search).get('next'));
      navigate(next, { replace: true });
    },
    [navigate, search],
  );

  // Already signed in (a bookmark, the back button): no second sign-in, straight on.
  const session = useStaffSession();
  const wentOn = useRef(false);
  useEffect(() => {
    if (!session.data || wentOn.current) return;
    wentOn.current = true; // once: navigating changes `search`, which must not send us on again
    goOn(session.data);
  }, [session.data, goOn]);

  const signedIn = (data: StaffSession) => {
    wentOn.current = true;
    setAdminHint(true);
    queryClient.setQueryData(ME_KEY, data);
    goOn(data);
  };

  const notifyFailure: typeof notify = (message, options) => {
    failureToast.current = notify(message, options);
    return failureToast.current;
  };

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    failureToast.current?.dismiss();
    failureToast.current = null;
    signIn.mutate(values, {
      onSuccess: (data) => (isPending(data) ? setChallenge(data.challenge) : signedIn(data as StaffSession)),
      onError: (error) => {
        if (error instanceof HttpError) {
          const message = serverMessage(error) ?? toasts.adminLoginFailed.description;
          setFailure(message);
          notifyFailure(toasts.adminLoginFailed, { destructive: true, description: message });
          form.setValue('password', '');
          form.setFocus('password');
        } else {
          setFailure(toasts.adminLoginError.description);
          notifyFailure(toasts.adminLoginError, { destructive: true });
        }
      },
    });
  });

  return (
    <Container className="flex justify-center py-16 sm:py-24">
      <Card className="w-full max-w-md p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-ink-900 text-white">
            <Icon name="lock" />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight">Admin Login</h1>
            <p className="text-sm text-slate-600">Sign in to review applications and submissions.</p>
          </div>
        </div>
        {challenge ? (
          <CodeStepForm
            endpoint="/api/admin/login/second-factor"
            challenge={challenge}
            idPrefix="admin"
            onSignedIn={(body) => signedIn(body as StaffSession)}
            onRestart={(message) => {
              setChallenge(null);
              setFailure(message ?? null);
              form.setValue('password', '');
            }}
          />
        ) : (
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
            {failure && (
              <p
                role="alert"
                className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {failure}
              </p>
            )}
            <Field id="admin-username" label="Username" error={errors.username?.message} required>
              <Input
                id="admin-username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                invalid={Boolean(errors.username)}
                {...form.register('username')}
              />
            </Field>
            <Field id="admin-password" label="Password" error={errors.password?.message} required>
              <Input
                id="admin-password"
                type="password"
                autoComplete="current-password"
                invalid={Boolean(errors.password)}
                {...form.register('password')}
              />
            </Field>
            <Button type="submit" size="lg" disabled={signIn.isPending}>
              {signIn.isPending ? 'Signing in...' : 'Sign in'}
            </Button>
          </form>
        )}
      </Card>
    </Container>
  );
}
