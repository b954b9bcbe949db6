import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Sends a page view for each public page shown (not for staff, portal or console screens). The script loads
 * with the first one, after hydration: never on the path to the first paint. In the full app only: a
 * prerendered page's islands boot sends its page view itself (start-islands.tsx).
 */
export function PageViews({ enabled }: { enabled: boolean }) {
  const [location] = useLocation();
  useEffect(() => {
    if (!enabled) return;
    void import('./tracker.ts').then((tracker) => tracker.trackPageView());
  }, [location, enabled]);
  return null;
}
