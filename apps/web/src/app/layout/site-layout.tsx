/**
 * The page frames of the site. They live in app/ because they wire features (the consent banner and
 * settings, the newsletter widget) into the shared header and footer of components/layout. The header,
 * the "Cookie settings" button and the floating dock are islands (lib/island.tsx): on a prerendered page
 * they hydrate on their own, and the rest of the frame stays server HTML.
 */
import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import CookieSettingsIsland from '../../islands/cookie-settings.tsx';
import FloatingDockIsland from '../../islands/floating-dock.tsx';
import SiteHeaderIsland from '../../islands/site-header.tsx';

interface LayoutProps {
  children: ReactNode;
  /** False when the page's own footer carries the copyright line (one line per page). */
  copyright?: boolean;
  /**
   * False on staff, portal and console screens: no newsletter sign-up and no unasked cookie banner over
   * their tables and dialogs; the footer's "Cookie settings" still opens the banner.
   */
  marketing?: boolean;
  /** False on the newsletter's own pages: the floating sign-up widget stays away. */
  newsletter?: boolean;
  /** The page in the other language, when it exists (decision 0063). */
  otherEdition?: string | undefined;
}

export function SiteLayout({
  children,
  copyright = true,
  marketing = true,
  newsletter = true,
  otherEdition,
}: LayoutProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeaderIsland />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter
        copyright={copyright}
        cookieSettings={(className) => <CookieSettingsIsland className={className} />}
      />
      <FloatingDockIsland
        marketing={marketing}
        newsletter={newsletter}
        {...(otherEdition ? { otherEdition } : {})}
      />
    </div>
  );
}

/** Partner portal pages: no site header or footer (spec). */
export function BareLayout({ children }: LayoutProps) {
  return (
    <main id="main" className="min-h-screen bg-slate-50">
      {children}
    </main>
  );
}
