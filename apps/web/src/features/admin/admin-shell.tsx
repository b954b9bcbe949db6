/**
 * Frame of every staff page: the head (noindex), the session guard, the shared tab bar (Partner
 * Applications, Developer Applications, Subscribers, Form Submissions, Held with its count, Overview, App
 * Submissions, Devices, Audit Log, Privacy Requests, Staff), the link to the member's own account security, and Logout.
 */
import { toasts } from '@app/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Container } from '../../components/ui/layout.tsx';
import { cn } from '../../lib/cn.ts';
import { usePageHead } from '../../lib/head.tsx';
import { AdminGuard } from './admin-guard.tsx';
import { notify } from '../../components/ui/use-toast.ts';
import { SECURITY_PATH, useStaffSession } from './session.ts';
import { heldCountQuery, useStaffSignOut } from './api.ts';

function useHeldCount(enabled: boolean): number | undefined {
  return useQuery({ ...heldCountQuery, enabled }).data;
}

const adminTabs = [
  { href: '/admin/dashboard', label: 'Partner Applications', also: ['/admin'] },
  { href: '/admin/developer-applications', label: 'Developer Applications' },
  { href: '/admin/subscribers', label: 'Subscribers' },
  { href: '/admin/form-submissions', label: 'Form Submissions' },
  { href: '/admin/held', label: 'Held', count: 'held' },
  { href: '/admin/overview', label: 'Overview' },
  { href: '/admin/insights', label: 'Insights' },
  { href: '/admin/app-submissions', label: 'App Submissions' },
  { href: '/admin/devices', label: 'Devices' },
  { href: '/admin/sdk-releases', label: 'SDK Releases' },
  { href: '/admin/app-reports', label: 'App Reports' },
  { href: '/admin/audit-log', label: 'Audit Log' },
  { href: '/admin/privacy', label: 'Privacy Requests' },
  { href: '/admin/staff', label: 'Staff' },
] as const;

function AdminTabBar() {
  const [location] = useLocation();
  const [, navigate] = useLocation();
  const me = useStaffSession();
  const signOut = useStaffSignOut();
  const heldCount = useHeldCount(Boolean(me.data));
  const busy = signOut.isPending;

  // Awaited rather than a per-call callback: the guard may unmount this bar once the session is gone.
  const logout = async () => {
    await signOut.mutateAsync();
    navigate('/admin/login');
    notify(toasts.loggedOut);
  };

  return (
    <div className="border-b border-slate-200 pb-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Staff admin</p>
        <div className="flex items-center gap-3">
          {me.data && (
            <span className="text-sm text-slate-600">
              Signed in as <span className="font-medium text-slate-900">{me.data.user.username}</span>
            </span>
          )}
          <Link
            href={SECURITY_PATH}
            aria-current={location === SECURITY_PATH ? 'page' : undefined}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Account security
          </Link>
          <Button variant="outline" size="sm" onClick={() => void logout()} disabled={busy}>
            <Icon name="logout" className="h-4 w-4" />
            Logout
          </Button>
        </div>
      </div>
      <nav aria-label="Admin" className="mt-3">
        <ul className="flex flex-wrap gap-1">
          {adminTabs.map((tab) => {
            const also: readonly string[] = 'also' in tab ? tab.also : [];
            const current = location === tab.href || also.includes(location);
            return (
              <li key={tab.href}>
                <Link
                  href={tab.href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
                    current ? 'bg-ink-900 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {tab.label}
                  {'count' in tab && heldCount !== undefined && (
                    <span
                      className={cn(
                        'ml-1.5 rounded-full px-1.5 text-xs tabular-nums',
                        heldCount > 0 ? 'bg-amber-200 text-amber-950' : 'bg-slate-200 text-slate-700',
                      )}
                    >
                      <span className="sr-only">, </span>
                      {heldCount}
                      <span className="sr-only"> waiting</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

export function AdminShell({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageHead({ title, description, noindex: true });
  return (
    <Container className="py-8">
      <AdminGuard>
        <AdminTabBar />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            <p className="mt-1 text-sm text-slate-600">{description}</p>
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        <div className="mt-6">{children}</div>
      </AdminGuard>
    </Container>
  );
}
