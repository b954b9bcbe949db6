import { site } from '../../site';
import type { Action, Link } from '../types';

/** The Contact Sales button of the wholesale pages: an e-mail to sales with the product in the subject. */
export const contactSales = (productName: string): Action => ({
  label: 'Contact Sales',
  href: `mailto:${site.salesEmail}?subject=${encodeURIComponent(`${productName} wholesale enquiry`)}`,
  variant: 'outline',
});

/** Headings the generic product page adds around its data. */
export const productPageLabels = { inTheBox: 'In the box' } as const;

export const viewAllProducts: Action = { label: 'View All Products', href: '/products', variant: 'outline' };

export const partnerLogin: Link = { label: 'Log in to the partner portal', href: '/partners/portal' };
export const developerLogin: Link = { label: 'Open the developer console', href: '/console' };

export const becomePartner = (
  label = 'Become a Partner',
  variant: Action['variant'] = 'primary',
): Action => ({
  label,
  href: '/become-partner',
  variant,
});

export const becomeDeveloper = (
  label = 'Join Developer Program',
  variant: Action['variant'] = 'primary',
): Action => ({
  label,
  href: '/become-developer',
  variant,
});
