import { brand, site } from '../site';
import type { Link, PageMeta } from './types';

/**
 * Copy of the partner-portal pages added beside the spec's three: choosing a password from an e-mailed
 * link, asking for a reset link, the download center and the support hub, plus the login page's extras.
 * (Login and dashboard copy: partner-portal.ts; shipping: shipping.ts.)
 */

export const partnerLoginExtras = {
  forgotLink: { label: 'Forgot password?', href: '/partners/forgot-password' } satisfies Link,
  passwordSetNotice: 'Your password has been saved. Sign in with your e-mail address and new password.',
  applyPrompt: 'Not a partner yet?',
  applyLink: { label: 'Apply to the partner program', href: '/become-partner' } satisfies Link,
} as const;

export const forgotPasswordPage = {
  meta: {
    title: 'Reset your partner portal password',
    description: `Get a link to choose a new password for the ${brand.name} partner portal.`,
  } satisfies PageMeta,
  heading: 'Forgot your password?',
  intro:
    "Enter the e-mail address of your partner account. If it belongs to an active partner account, we'll e-mail you a link to choose a new password.",
  emailLabel: 'Email',
  submitLabel: 'Send reset link',
  submittingLabel: 'Sending...',
  sentHeading: 'Check your inbox',
  /** Shown whatever the address: the answer never tells whether an account exists. */
  sentText:
    "If an account exists for that address, we've sent a link to reset your password. The link expires in 1 hour and works once. Check your spam folder if nothing arrives within a few minutes.",
  errorTitle: 'Request failed',
  errorText: 'An error occurred while sending your request. Please try again.',
  backLink: { label: 'Back to sign in', href: '/partners/portal' } satisfies Link,
} as const;

export const setPasswordPage = {
  meta: {
    title: 'Choose your partner portal password',
    description: `Choose the password for your ${brand.name} partner portal account.`,
  } satisfies PageMeta,
  checking: 'Checking your link...',
  invitationHeading: 'Welcome! Choose your password',
  resetHeading: 'Choose a new password',
  accountLabel: 'Account',
  passwordLabel: 'New password',
  passwordHint: 'At least 8 characters. A few unrelated words make a strong, memorable password.',
  confirmLabel: 'Confirm new password',
  submitLabel: 'Save password',
  submittingLabel: 'Saving...',
  invalidHeading: 'This link can no longer be used',
  invalidText:
    'Password links work once and expire: invitation links after 7 days, reset links after 1 hour. Ask for a new link below, or contact partner support if your invitation has expired.',
  requestNewLink: { label: 'Request a new link', href: '/partners/forgot-password' } satisfies Link,
  signInLink: { label: 'Back to sign in', href: '/partners/portal' } satisfies Link,
  errorTitle: 'Could not save your password',
  errorText: 'An error occurred while saving your password. Please try again.',
} as const;

export interface DownloadCenterAsset {
  title: string;
  description: string;
  action: Link & { external?: boolean };
}

export const downloadCenterPage = {
  meta: {
    title: 'Download Center',
    description: 'Partner downloads: agreement templates, shipping data and marketing materials.',
  } satisfies PageMeta,
  heading: 'Download Center',
  intro:
    'Everything you can download today. Agreement templates are Word files you can complete and send back to us.',
  documentsHeading: 'Agreement templates',
  assetsHeading: 'Product and marketing materials',
  assets: [
    {
      title: 'Press kit',
      description:
        'Logos, product photography and brand guidelines in a shared folder. Request access and we will share it with your partner e-mail address.',
      action: { label: 'Request Access', href: site.pressKitUrl, external: true },
    },
    {
      title: 'Shipping and packaging data',
      description:
        'Dimensions and weights of sales packaging and outer cartons, EAN codes and HS codes for every product.',
      action: { label: 'View shipping data', href: '/partners/shipping' },
    },
  ] satisfies DownloadCenterAsset[],
  onRequestHeading: 'Available on request',
  onRequestText:
    'Product manuals, firmware release notes, price lists and sales presentations are shared by your partner manager while we add them here. Tell us what you need and for which products.',
  onRequestAddress: site.partnerSupportEmail,
  onRequestAction: {
    label: 'Request materials',
    href: `mailto:${site.partnerSupportEmail}?subject=Download%20request`,
  } satisfies Link,
} as const;

export interface SupportChannel {
  title: string;
  text: string;
  link?: Link;
}

export const supportPage = {
  meta: {
    title: 'Partner Support',
    description: 'Support hours, contacts and answers for partners.',
  } satisfies PageMeta,
  heading: 'Support Hub',
  intro: `How to reach the ${brand.name} partner success team and what to include so we can help quickly.`,
  mailboxHeading: 'Partner support mailbox',
  mailboxText:
    'One address for orders, warranty claims, technical questions and account changes. We answer within 1 business day.',
  mailbox: { label: site.partnerSupportEmail, href: `mailto:${site.partnerSupportEmail}` } satisfies Link,
  hoursHeading: 'Support hours',
  hours: [
    { region: 'Europe, Middle East and Africa', hours: 'Monday to Friday, 9:00 to 18:00 CET (Amsterdam)' },
    { region: 'Asia Pacific', hours: 'Monday to Friday, 9:00 to 18:00 SGT (Singapore)' },
    { region: 'Americas', hours: 'Monday to Friday, 9:00 to 17:00 PT (San Francisco)' },
  ],
  channelsHeading: 'Get the right help',
  channels: [
    {
      title: 'Your partner manager',
      text: 'Pricing, orders, forecasts, demo units and marketing plans. Your partner manager is introduced after approval; if you do not know who it is, write to the partner mailbox.',
    },
    {
      title: 'Warranty claims and returns',
      text: 'E-mail the product, serial number, purchase date and a short description or video of the fault. We reply with a return authorisation (RMA) number and instructions.',
      link: {
        label: 'Start a warranty claim',
        href: `mailto:${site.partnerSupportEmail}?subject=Warranty%20claim`,
      },
    },
    {
      title: 'Technical questions',
      text: 'Setup, compatibility and integration questions from you or your customers. Include the product model and software version.',
      link: { label: 'Read the FAQ', href: '/faq' },
    },
    {
      title: 'Sales enquiries from your customers',
      text: 'Large projects outside your territory or enterprise deals that need our sales team.',
      link: { label: 'Contact page', href: '/contact' },
    },
  ] satisfies SupportChannel[],
} as const;
