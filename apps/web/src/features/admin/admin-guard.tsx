/**
 * Renders its children only for a signed-in staff user (checked with the server). Otherwise: the spec's
 * destructive toast 'Authentication Required' and a redirect to /admin/login?next=<this page>.
 */
import { toasts } from '@app/contracts/messages';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { notify } from '../../components/ui/use-toast.ts';
import {
  isSigningOut,
  SECURITY_PATH,
  setAdminHint,
  takeSignedOutReason,
  useStaffSession,
} from './session.ts';

export function AdminGuard({ children }: { children: ReactNode }) {
  const me = useStaffSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const redirected = useRef(false);
  const signedOut = me.data === null || me.isError;

  useEffect(() => {
    if (me.data) setAdminHint(true);
  }, [me.data]);

  // Required two-factor set-up comes first: every other staff page sends the member there.
  const mustEnrol = Boolean(me.data?.secondFactorSetupRequired) && location !== SECURITY_PATH;
  useEffect(() => {
    if (mustEnrol) navigate(SECURITY_PATH, { replace: true });
  }, [mustEnrol, navigate]);

  useEffect(() => {
    if (!signedOut || redirected.current) return;
    redirected.current = true;
    setAdminHint(false);
    if (isSigningOut()) return;
    notify(toasts.authRequired, { destructive: true, description: takeSignedOutReason() });
    const here = `${location}${search ? `?${search}` : ''}`;
    navigate(`/admin/login?next=${encodeURIComponent(here)}`, { replace: true });
  }, [signedOut, location, search, navigate]);

  if (me.data && !mustEnrol) return <>{children}</>;
  return (
    <p role="status" className="py-24 text-center text-slate-600">
      {signedOut
        ? 'Redirecting to sign in…'
        : mustEnrol
          ? 'Redirecting to two-factor set-up…'
          : 'Checking your session…'}
    </p>
  );
}
