import { useConsentBanner } from '../../features/consent/banner-store.ts';
import { CookieBanner } from '../../features/consent/cookie-banner.tsx';
import { NewsletterWidget } from '../../features/newsletter/newsletter-widget.tsx';

/**
 * The dock's widgets, one chunk so they arrive together: the newsletter widget shows at once, the banner a
 * second later above it (on wide screens to its left), so the later one never pushes the other.
 */
export default function FloatingWidgets({
  since,
  newsletter,
  askConsent,
}: {
  since: number;
  newsletter: boolean;
  /** False: the banner opens only from "Cookie settings", never on its own. */
  askConsent: boolean;
}) {
  const { open: bannerOpen } = useConsentBanner();
  return (
    <>
      <CookieBanner since={since} ask={askConsent} />
      {newsletter && (
        // On phones the banner alone takes the bottom while it asks (both would cover ~40% of the screen);
        // from `sm` the widget keeps its full width beside the banner, which narrows instead.
        <NewsletterWidget
          className={bannerOpen ? 'max-sm:hidden sm:ml-auto sm:shrink-0' : 'sm:ml-auto sm:shrink-0'}
        />
      )}
    </>
  );
}
