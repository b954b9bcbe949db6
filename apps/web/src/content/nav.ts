import { brand, site } from '../site';
import { policyTitles } from './policies/titles';
import { policySlugs } from './routes';
import type { Action, Link, NavGroup, NavItem, SocialLink } from './types';

/** The Developers dropdown of the header (also a collapsible group in the mobile menu). */
export const developersNavGroup: NavGroup = {
  kind: 'group',
  label: 'Developers',
  items: [
    { label: 'Developer Home', href: '/developers' },
    { label: 'Developer Console', href: '/console' },
    { label: 'CXR-M SDK', href: '/sdk/cxr-m' },
    { label: 'CXR-S SDK', href: '/sdk/cxr-s' },
    { label: 'YodaOS-Sprite', href: '/yodaos-sprite' },
    { label: 'FAQ', href: '/faq' },
  ],
};

/** Header links in order. The mobile menu shows the same items. */
export const headerNav: NavItem[] = [
  { kind: 'link', label: 'About', href: '/about' },
  { kind: 'link', label: 'Products', href: '/products' },
  developersNavGroup,
  { kind: 'link', label: 'Partner Success', href: '/partner-success' },
  { kind: 'link', label: 'Contact', href: '/contact' },
  { kind: 'link', label: 'Partner Portal', href: '/partners/portal' },
];

/** Button at the end of the desktop header. */
export const headerCta: Action = { label: 'Become a Partner', href: '/become-partner', variant: 'primary' };

/** Button at the end of the mobile menu. */
export const mobileMenuCta: Action = {
  label: 'Join Developer Program',
  href: '/become-developer',
  variant: 'primary',
};

export const mobileMenuLabels = { open: 'Open menu', close: 'Close menu' } as const;

export const homeLink: Link = { label: `${brand.name} home`, href: '/' };

/** The words of the site's frame around the pages: the skip link and the landmarks' names and headings. */
export const chromeLabels = {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  policiesNav: 'Policies',
  policiesHeading: 'Policies',
  socialNav: 'Social',
  socialHeading: 'Follow us',
  cookieSettings: 'Cookie settings',
} as const;

// ---------------------------------------------------------------------------
// Footer

export const footer: {
  tagline: string;
  salesContact: { text: string; label: string; href: string };
  social: SocialLink[];
  policyLinks: Link[];
  doNotSell: Link;
  copyright: (year: number) => string;
} = {
  tagline: `AR smart glasses, developer tools and a global partner network, from ${brand.name}.`,
  salesContact: { text: 'Sales enquiries', label: site.salesEmail, href: `mailto:${site.salesEmail}` },
  social: [
    { network: 'linkedin', label: 'LinkedIn', href: site.social.linkedin },
    { network: 'youtube', label: 'YouTube', href: site.social.youtube },
  ],
  policyLinks: policySlugs.map((slug) => ({ label: policyTitles[slug], href: `/policies/${slug}` })),
  doNotSell: {
    label: 'Do Not Sell My Personal Information',
    href: `mailto:${site.privacyEmail}?subject=${encodeURIComponent('Do Not Sell My Personal Information')}`,
  },
  /** The footer shows the current year: pass `new Date().getFullYear()`. */
  copyright: (year) => `© ${year} ${brand.name}. All rights reserved.`,
};

// ---------------------------------------------------------------------------
// Not-found page

export const notFoundPage: { heading: string; text: string; links: Link[] } = {
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router? The address may be mistyped, or the page may have moved.',
  links: [
    { label: 'Go to the homepage', href: '/' },
    { label: 'Browse products', href: '/products' },
    { label: 'Contact us', href: '/contact' },
  ],
};
