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
  return (
    <>
      <CookieBanner since={since} ask={askConsent} />
      {newsletter && <NewsletterWidget className="sm:ml-auto" />}
    </>
  );
}
