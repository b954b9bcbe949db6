/** Helpers shared by the content tests (not shipped: only test files import this module). */
import * as about from './about';
import * as developers from './developers';
import * as faq from './faq';
import * as globalPartners from './global-partners';
import * as home from './home';
import * as nav from './nav';
import * as pageMetaModule from './page-meta';
import * as partnerPortal from './partner-portal';
import * as partnerSuccess from './partner-success';
import * as policiesModule from './policies';
import * as products from './products';
import * as resources from './resources';
import * as sdk from './sdk';
import * as shipping from './shipping';
import * as yodaos from './yodaos';

export const allContent = {
  about,
  developers,
  faq,
  globalPartners,
  home,
  nav,
  pageMetaModule,
  partnerPortal,
  partnerSuccess,
  policiesModule,
  products,
  resources,
  sdk,
  shipping,
  yodaos,
};

/** Every value reachable from `value`, with the key it was found under. */
const walk = (
  value: unknown,
  visit: (key: string, v: unknown) => void,
  key = '',
  seen = new Set<unknown>(),
): void => {
  if (value === null || typeof value !== 'object') {
    visit(key, value);
    return;
  }
  if (seen.has(value)) return;
  seen.add(value);
  for (const [k, v] of Object.entries(value)) walk(v, visit, Array.isArray(value) ? key : k, seen);
};

export const collect = (
  predicate: (key: string, v: unknown) => boolean,
): { key: string; value: string }[] => {
  const out: { key: string; value: string }[] = [];
  walk(allContent, (key, v) => {
    if (typeof v === 'string' && predicate(key, v)) out.push({ key, value: v });
  });
  return out;
};

export const allStrings = (value: unknown): string => {
  const parts: string[] = [];
  walk(value, (_k, v) => {
    if (typeof v === 'string' || typeof v === 'number') parts.push(String(v));
  });
  return parts.join('\n');
};
