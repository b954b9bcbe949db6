/**
 * The first-party analytics script (≤ 1 KB gzip, bench/bundles.ts checks it): loaded after the page has
 * hydrated, it sends page views and form outcomes to POST /api/events with `navigator.sendBeacon`.
 * Consent is read at every send, so a change in Cookie settings applies at once:
 * - no analytics consent (no choice, Reject All, Global Privacy Control): no cookie, no id in the event;
 *   the server counts the visit with its daily salted hash;
 * - analytics consent: the visitor cookie's random id goes with each event (returning visitors, visits);
 * - marketing consent: the UTM campaign of the landing page is kept in the campaign cookie, which the
 *   server stores on the lead, application or sign-up sent with it.
 * Withdrawing consent deletes the cookies (features/consent/consent.ts).
 */
import { FORM_OUTCOME_EVENT, type FormOutcomeDetail } from '@app/contracts/form-pages';
import {
  CAMPAIGN_COOKIE,
  CAMPAIGN_COOKIE_DAYS,
  PREFERENCES_KEY,
  VISITOR_COOKIE,
  VISITOR_COOKIE_DAYS,
} from '@app/contracts/storage-keys';

type Category = 'analytics' | 'marketing';

function allows(category: Category): boolean {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return false;
  try {
    return (
      (JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Record<string, unknown>)[category] ===
      true
    );
  } catch {
    return false;
  }
}

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

function writeCookie(name: string, value: string, days: number) {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${value}; max-age=${days * 86400}; path=/; samesite=lax${secure}`;
}

/** The visitor cookie's id, made on first use; none without analytics consent. */
function visitor(): string | undefined {
  if (!allows('analytics')) return undefined;
  let id = readCookie(VISITOR_COOKIE);
  if (!id || !/^[\da-f-]{36}$/.test(id)) id = crypto.randomUUID?.();
  if (id) writeCookie(VISITOR_COOKIE, id, VISITOR_COOKIE_DAYS);
  return id;
}

const device = () => (innerWidth < 768 ? 'mobile' : innerWidth < 1024 ? 'tablet' : 'desktop');

const send = (event: Record<string, unknown>) =>
  navigator.sendBeacon?.(
    '/api/events',
    JSON.stringify({ ...event, path: location.pathname.slice(0, 300), device: device(), visitor: visitor() }),
  );

let landed = false;

/** One page view (the landing page carries the referrer host). */
export function trackPageView(): void {
  const query = new URLSearchParams(location.search);
  const utm = (name: string) => query.get(`utm_${name}`)?.trim().slice(0, 100) || undefined;
  const [source, medium, campaign] = [utm('source'), utm('medium'), utm('campaign')];
  if (source && allows('marketing')) {
    const value = encodeURIComponent(JSON.stringify([source, medium ?? null, campaign ?? null]));
    writeCookie(CAMPAIGN_COOKIE, value, CAMPAIGN_COOKIE_DAYS);
  }
  let referrer: string | undefined;
  if (!landed && document.referrer) {
    referrer = new URL(document.referrer).hostname;
    if (referrer === location.hostname) referrer = undefined;
  }
  landed = true;
  send({ kind: 'pageview', referrer, utmSource: source, utmMedium: medium, utmCampaign: campaign });
}

document.addEventListener(FORM_OUTCOME_EVENT, (event) => {
  const { form, outcome } = (event as CustomEvent<FormOutcomeDetail>).detail;
  send({ kind: 'form', form, outcome });
});
