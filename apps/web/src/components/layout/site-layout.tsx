import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CookieBanner } from '../../features/consent/cookie-banner.tsx';
import { NewsletterWidget } from '../../features/newsletter/newsletter-widget.tsx';
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
      <FloatingDock />
    </div>
  );
}

/**
 * The floating widgets (cookie banner, newsletter sign-up): fixed, so they never shift the page, and
 * stacked so they never overlap each other. A dark spacer below the footer as tall as the dock keeps
 * the end of the page reachable above them (it only lengthens the page, nothing visible moves).
 */
function FloatingDock() {
  const dockRef = useRef<HTMLDivElement>(null);
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const dock = dockRef.current;
    if (!dock || typeof ResizeObserver === 'undefined') return;
    const measure = () => setInset(dock.childElementCount > 0 ? dock.offsetHeight : 0);
    const observer = new ResizeObserver(measure);
    observer.observe(dock);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div aria-hidden="true" className="bg-ink-950 print:hidden" style={{ height: inset }} />
      <div
        ref={dockRef}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col gap-3 p-3 sm:flex-row sm:items-end sm:p-4 print:hidden"
      >
        <CookieBanner />
        <NewsletterWidget className="sm:ml-auto" />
      </div>
    </>
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
