/** The five static policy pages (/policies/{slug}). */
import type { PolicySlug } from './routes';
import type { Policy } from './types';
import { cookiePolicy } from './policies/cookies';
import { privacyPolicy } from './policies/privacy';
import { refundPolicy } from './policies/refund';
import { policyLabels } from './policies/shared';
import { shippingPolicy } from './policies/shipping';
import { termsOfService } from './policies/terms';

export { policyLabels };
export type { Policy } from './types';

/** Policies by slug. */
export const policies: Record<PolicySlug, Policy> = {
  privacy: privacyPolicy,
  terms: termsOfService,
  cookies: cookiePolicy,
  shipping: shippingPolicy,
  refund: refundPolicy,
};

/** Display order (footer links, index pages). */
export const policyList: Policy[] = [
  privacyPolicy,
  termsOfService,
  cookiePolicy,
  shippingPolicy,
  refundPolicy,
];

export const policyHref = (slug: PolicySlug): string => `/policies/${slug}`;
