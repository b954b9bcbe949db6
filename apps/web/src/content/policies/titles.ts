import type { PolicySlug } from '../routes';

/**
 * Policy titles on their own, so the footer (on every page) can link to the policies without pulling
 * their full text into the bundle every page loads.
 */
export const policyTitles: Record<PolicySlug, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  cookies: 'Cookie Policy',
  shipping: 'Shipping Policy',
  refund: 'Refund Policy',
};
