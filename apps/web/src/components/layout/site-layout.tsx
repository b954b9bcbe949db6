import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Partner portal pages: no site header or footer (spec). */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="min-h-screen bg-slate-50">
      {children}
    </main>
  );
}
