import { brand, siteOriginPlaceholder } from '../../site';
import type { SdkPage } from '../types';

/** Maven coordinates' group and repository, derived from the brand so a rebrand changes them too. */
export const mavenGroup = `com.${brand.slug}.cxr`;
/** On this deployment: the stand-in for the site's origin is replaced where the sample is shown (decision 0054). */
export const mavenRepository = `${siteOriginPlaceholder}/maven/releases`;

export const needHelp: SdkPage['needHelp'] = {
  heading: 'Need help?',
  text: 'Search the forum or ask a question; our engineers answer there every working day. For account or partnership questions, contact us directly.',
  actions: [
    { label: 'Ask the Forum', href: '/forum', variant: 'primary' },
    { label: 'Contact Us', href: '/contact', variant: 'outline' },
  ],
};

export const downloadAction: SdkPage['actions']['download'] = {
  label: 'Download SDK',
  href: '/console',
  variant: 'primary',
};

export const apiReferenceAction: SdkPage['actions']['apiReference'] = {
  label: 'API Reference',
  href: '/docs/api',
  variant: 'outline',
};

export const quickStartButton: SdkPage['actions']['quickStart'] = {
  label: 'Quick Start',
  variant: 'outline',
  tab: 'getting-started',
};
