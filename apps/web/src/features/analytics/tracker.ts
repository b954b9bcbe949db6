/**
 * The first-party analytics script (≤ 1 KB gzip, bench/bundles.ts checks it): loaded after the page has
 * hydrated, it posts page views and form outcomes as JSON to POST /api/events (same origin), only for a
 * visitor who allowed analytics cookies and whose browser does not send Global Privacy Control: without that,
 * nothing is sent and nothing is counted (decision 0027, 2026-11-27). Consent is read at every send:
 * - analytics consent: the visitor cookie's random id goes with each event (visitors, sessions, journeys);
 *   given on this page, its page view is sent then;
 * - marketing consent: the UTM campaign of the landing page (this document's first address) is kept in the
 *   campaign cookie, whether consent came before the page or on it; the server stores it on the lead,
 *   application or sign-up sent with it.
 * Withdrawing consent deletes the cookies (features/consent/consent.ts).
 */
import { FORM_OUTCOME_EVENT, type FormOutcomeDetail } from '@app/contracts/form-pages';
import {
  CAMPAIGN_COOKIE,
  CAMPAIGN_COOKIE_DAYS,
  CONSENT_CHANGE_EVENT,
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

/** The visitor cookie's id, made on first use (analytics consent only). */
function visitor(): string | undefined {
  let id = readCookie(VISITOR_COOKIE);
  if (!id || !/^[\da-f-]{36}$/.test(id)) id = crypto.randomUUID?.();
  if (id) writeCookie(VISITOR_COOKIE, id, VISITOR_COOKIE_DAYS);
  return id;
}

const device = () => (innerWidth < 768 ? 'mobile' : innerWidth < 1024 ? 'tablet' : 'desktop');

/** Nothing leaves the browser without analytics consent. */
function send(event: Record<string, unknown>): boolean {
  if (!allows('analytics')) return false;
  const id = visitor();
  if (!id) return false;
  void fetch('/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...event, path: location.pathname.slice(0, 300), device: device(), visitor: id }),
    keepalive: true,
  }).catch(() => undefined);
  return true;
}

// The landing page: this document's address and referrer when the script first ran.
const landing = new URLSearchParams(location.search);
const utm = (name: string) => landing.get(`utm_${name}`)?.trim().slice(0, 100) || undefined;
const campaign = [utm('source'), utm('medium'), utm('campaign')] as const;
let referrer: string | undefined;
try {
  referrer = document.referrer ? new URL(document.referrer).hostname : undefined;
} catch {
  referrer = undefined;
}
if (referrer === location.hostname) referrer = undefined;
let landed = false;

function keepCampaign() {
  if (campaign[0] && allows('marketing')) {
    writeCookie(
      CAMPAIGN_COOKIE,
      encodeURIComponent(JSON.stringify(campaign.map((v) => v ?? null))),
      CAMPAIGN_COOKIE_DAYS,
    );
  }
}

/** One page view (the landing page carries the referrer host and the campaign). */
export function trackPageView(): void {
  keepCampaign();
  const first = !landed;
  const [utmSource, utmMedium, utmCampaign] = first ? campaign : [];
  if (send({ kind: 'pageview', referrer: first ? referrer : undefined, utmSource, utmMedium, utmCampaign })) {
    landed = true;
  }
}

// Consent given on this page: keep its campaign, and count the page shown (it was not sent before).
addEventListener(CONSENT_CHANGE_EVENT, () => (landed ? keepCampaign() : trackPageView()));

document.addEventListener(FORM_OUTCOME_EVENT, (event) => {
  const { form, outcome } = (event as CustomEvent<FormOutcomeDetail>).detail;
  send({ kind: 'form', form, outcome });
});
