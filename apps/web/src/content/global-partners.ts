import { brand } from '../site';
import { images } from './images';
import type { Action, IconCard, ImageRef, PageMeta, PartnerRegion, SectionHeading } from './types';

export type { PartnerRegion } from './types';

export const globalPartnersMeta: PageMeta = {
  title: 'Seeking Global Partners',
  description: `${brand.name} is looking for distributors, wholesalers and value-added resellers in North America, Europe and Asia Pacific.`,
};

export const globalPartnersHero: {
  eyebrow: string;
  title: string;
  lead: string;
  image: ImageRef;
  alt: string;
  actions: Action[];
} = {
  eyebrow: 'Partner recruitment',
  title: 'Seeking Global Partners',
  lead: `We are expanding our distribution network. If you sell, integrate or support technology for businesses or consumers, help us bring ${brand.name} AR glasses to your market.`,
  image: images.globalPartnersMap,
  alt: images.globalPartnersMap.alt,
  actions: [
    { label: 'Become a Partner', href: '/become-partner', variant: 'primary' },
    { label: 'Contact Us', href: '/contact', variant: 'outline' },
  ],
};

export const regionsSection: SectionHeading = {
  heading: 'Where we are looking',
  intro: 'We are recruiting partners in three regions. Applications from other markets are also welcome.',
};

export const partnerRegions: PartnerRegion[] = [
  {
    id: 'north-america',
    name: 'North America',
    description:
      'Strong demand for remote assistance in manufacturing, energy and field service, and a fast-growing consumer market for display glasses.',
    markets: ['United States', 'Canada', 'Mexico'],
    lookingFor: [
      'National and regional distributors',
      'Industrial integrators',
      'Consumer electronics retailers',
    ],
  },
  {
    id: 'europe',
    name: 'Europe',
    description:
      'Enterprise customers in automotive, logistics and healthcare are moving from pilots to roll-outs and need local partners to deliver and support them.',
    markets: [
      'Germany, Austria and Switzerland',
      'France and Benelux',
      'Nordics',
      'Southern and Eastern Europe',
    ],
    lookingFor: [
      'Value-added resellers with service teams',
      'Authorized wholesalers',
      'Healthcare technology specialists',
    ],
  },
  {
    id: 'asia-pacific',
    name: 'Asia Pacific',
    description:
      'Diverse markets with strong interest in training, retail and entertainment use cases, and established electronics distribution channels.',
    markets: ['Japan and South Korea', 'Southeast Asia', 'Australia and New Zealand', 'India'],
    lookingFor: [
      'Master distributors for country coverage',
      'Telecom and retail channel partners',
      'Education and training providers',
    ],
  },
];

/** Sub-headings of a region card. */
export const regionLabels = { markets: 'Key markets', lookingFor: 'We are looking for' } as const;

export const requirementsSection: SectionHeading = {
  heading: 'Partner requirements',
  intro:
    'What we look for in a new partner. Not sure if you qualify? Contact us and we will talk it through.',
};

export const partnerRequirements: string[] = [
  'A registered company with experience selling technology products in your target market',
  'A sales team that can reach enterprise, retail or education customers',
  'The ability to offer after-sale service and first-line technical support, or a plan to build it',
  'A sales target plan for the first 12 months',
  'Warehousing and logistics capacity for your partner tier',
  'Willingness to complete our sales and technical certification',
];

export const partnerBenefitsSection: SectionHeading = {
  heading: 'What our partners receive',
  intro: 'Every tier comes with the pricing, support and enablement to build a profitable AR business.',
};

export const globalPartnerBenefits: IconCard[] = [
  {
    icon: 'trending-up',
    title: 'Attractive margins',
    description: 'Tiered pricing, volume rebates and protected project pricing.',
  },
  {
    icon: 'life-buoy',
    title: 'Technical support',
    description: 'A dedicated partner engineer and advance replacement for units under warranty.',
  },
  {
    icon: 'graduation-cap',
    title: 'Training and enablement',
    description: 'Certification, demo units and localized marketing materials.',
  },
  {
    icon: 'globe',
    title: 'Regional focus',
    description: 'Territory planning with our regional team and leads from your market.',
  },
];

export const applicationStepsSection: SectionHeading = {
  heading: 'How to become a partner',
  intro: 'Four steps from your application to your first customer.',
};

export const applicationSteps: { title: string; description: string }[] = [
  {
    title: 'Apply',
    description: 'Complete the partner application with your company details and target market.',
  },
  {
    title: 'Review',
    description: 'Our partner team reviews your application and contacts you within 2 business days.',
  },
  {
    title: 'Agree',
    description: 'We agree your tier, territory and targets, and sign the distribution agreement.',
  },
  {
    title: 'Launch',
    description: 'You receive portal access, training, demo units and marketing materials.',
  },
];

export const globalPartnersCta: { heading: string; text: string; actions: Action[] } = {
  heading: 'Ready to grow with us?',
  text: 'Apply now, or contact us with questions about tiers, territories and pricing.',
  actions: [
    { label: 'Become a Partner', href: '/become-partner', variant: 'primary' },
    { label: 'Contact Us', href: '/contact', variant: 'outline' },
  ],
};
