import { brand, site } from '../site';
import type { Link, PartnerDashboardCard, PartnerDocument } from './types';

export type { PartnerDashboardCard, PartnerDocument } from './types';

/** Copy for the partner login (/partners/portal) and partner dashboard (/partners/dashboard). */

export const partnerLoginPage = {
  heading: 'Partner Portal',
  intro: `Sign in with the credentials you received when your ${brand.name} partner application was approved.`,
  emailLabel: 'Email',
  passwordLabel: 'Password',
  submitLabel: 'Sign In',
  submittingLabel: 'Signing in...',
  backLink: { label: 'Back to homepage', href: '/' } satisfies Link,
  support: {
    text: 'Trouble signing in? Contact partner support:',
    label: site.partnerSupportEmail,
    href: `mailto:${site.partnerSupportEmail}`,
  },
} as const;

export const partnerDashboard: {
  welcome: string;
  intro: string;
  logoutLabel: string;
  documentsHeading: string;
  documents: PartnerDocument[];
  pressKitNotice: string;
  cards: PartnerDashboardCard[];
} = {
  welcome: 'Welcome to the Partner Portal',
  intro: 'Agreement templates, shipping data, the press kit and support in one place.',
  logoutLabel: 'Logout',
  documentsHeading: 'Partner Documents',
  documents: [
    {
      title: 'Mutual Non-Disclosure Agreement',
      description:
        'Template NDA to sign before we share pricing, roadmaps and confidential product information.',
      fileName: 'mutual-nda-template.docx',
      format: 'DOCX',
      languages: 'English',
      date: 'May 2025',
    },
    {
      title: 'Distribution Agreement',
      description:
        'Template agreement covering territory, pricing, orders, warranty claims and support obligations.',
      fileName: 'distribution-agreement-template.docx',
      format: 'DOCX',
      languages: 'English and Chinese',
      date: 'April 2025',
    },
  ],
  pressKitNotice:
    'The press kit contains logos, product photography and brand guidelines. Request access and we will share the folder with your partner e-mail address.',
  cards: [
    {
      id: 'shipping',
      icon: 'truck',
      title: 'Product Shipping & Packaging',
      description: 'Packaging dimensions, carton data, EAN and HS codes for every product.',
      action: { label: 'View Details', href: '/partners/shipping' },
    },
    {
      id: 'press-kit',
      icon: 'file-text',
      title: 'Press Kit',
      description: 'Logos, product images and brand guidelines for your marketing.',
      action: { label: 'Request Access', href: site.pressKitUrl, external: true },
    },
    {
      id: 'download-center',
      icon: 'download',
      title: 'Download Center',
      description: 'Agreement templates today; manuals, firmware notes and sales decks on request.',
      action: { label: 'Open Download Center', href: '/partners/download-center' },
    },
    {
      id: 'support-hub',
      icon: 'life-buoy',
      title: 'Support Hub',
      description: 'Warranty claims, technical questions and your partner manager.',
      action: { label: 'Get Support', href: '/partners/support' },
    },
  ],
};
