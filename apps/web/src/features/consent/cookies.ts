/** Removing the cookies of a declined category (spec §4: declining clears that category's cookies). */

import { CAMPAIGN_COOKIE, VISITOR_COOKIE } from '@app/contracts/storage-keys';

/** Analytics cookies: ours (site-storage.ts) and those starting like Google Analytics'. */
const ANALYTICS_COOKIE_PREFIXES = [VISITOR_COOKIE, '_ga', '_gid', '_gat'] as const;
/** Marketing cookies: our campaign cookie and the ad platforms'. */
const MARKETING_COOKIE_NAMES = [CAMPAIGN_COOKIE, '_fbp', '_fbc', '_gcl_au', 'IDE', 'test_cookie'] as const;

export const isAnalyticsCookie = (name: string): boolean =>
  ANALYTICS_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix));
export const isMarketingCookie = (name: string): boolean =>
  (MARKETING_COOKIE_NAMES as readonly string[]).includes(name);

/** Names of the cookies this page can see. */
function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/**
 * Domains a cookie set for this host may live on: the host itself and each parent domain
 * (www.shop.example.com → shop.example.com, example.com), never a bare top-level domain.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return [];
  const labels = hostname.split('.');
  const domains: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/';

/** Expires every visible cookie `matches` selects: host-only and on the host's parent domains. */
export function clearCookies(matches: (name: string) => boolean): string[] {
  const cleared = cookieNames().filter(matches);
  const domains = cookieDomains(window.location.hostname);
  for (const name of cleared) {
    document.cookie = `${name}=; ${EXPIRED}`;
    for (const domain of domains) {
      document.cookie = `${name}=; ${EXPIRED}; domain=${domain}`;
      document.cookie = `${name}=; ${EXPIRED}; domain=.${domain}`;
    }
  }
  return cleared;
}
