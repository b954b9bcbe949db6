/**
 * Guards a signed-in portal page in the browser: asks GET /api/partners/me and, without a partner
 * session, replaces the history entry with the login page. The server enforces the same rule on every
 * partner endpoint; this only spares the visitor a page of failing requests.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { PARTNER_PORTAL_PATH, usePartnerSession, type PartnerProfile } from './api.ts';

export function PartnerGate({ children }: { children: (partner: PartnerProfile) => ReactNode }) {
  const session = usePartnerSession();
  const [, navigate] = useLocation();
  const signedOut = session.data === null;
  useEffect(() => {
    if (signedOut) navigate(PARTNER_PORTAL_PATH, { replace: true });
  }, [signedOut, navigate]);

  if (session.data) return children(session.data);
  if (session.isError) {
    return (
      <div className="grid min-h-screen place-content-center px-4 text-center">
        <Icon name="alert" className="mx-auto h-8 w-8 text-red-700" />
        <h1 className="mt-3 text-xl font-semibold text-slate-900">We could not load the partner portal</h1>
        <p className="mt-2 text-slate-600">Check your connection and try again.</p>
        <div className="mt-6">
          <Button onClick={() => void session.refetch()}>Try again</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid min-h-screen place-content-center" role="status">
      <span
        aria-hidden="true"
        className="mx-auto h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <span className="sr-only">Loading the partner portal...</span>
    </div>
  );
}
