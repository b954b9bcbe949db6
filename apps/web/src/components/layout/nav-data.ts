import { site } from '../../site.ts';

export interface NavLink {
  label: string;
  href: string;
}

export const developerLinks: NavLink[] = [
  { label: 'Developer Home', href: '/developers' },
  { label: 'Developer Console', href: '/console' },
  { label: 'CXR-M SDK (Mobile)', href: '/sdk/cxr-m' },
  { label: 'CXR-S SDK (Glasses)', href: '/sdk/cxr-s' },
  { label: 'YodaOS-Sprite', href: '/yodaos-sprite' },
  { label: 'FAQ', href: '/faq' },
];

/** Header links, in the spec's order; the Developers dropdown sits after Products. */
export const headerLinksBefore: NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Products', href: '/products' },
];
export const headerLinksAfter: NavLink[] = [
  { label: 'Partner Success', href: '/partner-success' },
  { label: 'Contact', href: '/contact' },
  { label: 'Partner Portal', href: '/partners/portal' },
];

export const policyLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/policies/privacy' },
  { label: 'Terms of Service', href: '/policies/terms' },
  { label: 'Cookie Policy', href: '/policies/cookies' },
  { label: 'Shipping Policy', href: '/policies/shipping' },
  { label: 'Refund Policy', href: '/policies/refund' },
];

export const socialLinks: NavLink[] = [
  { label: 'LinkedIn', href: site.social.linkedin },
  { label: 'YouTube', href: site.social.youtube },
];

export const doNotSellHref = `mailto:${site.privacyEmail}?subject=${encodeURIComponent(
  'Do Not Sell My Personal Information',
)}`;
