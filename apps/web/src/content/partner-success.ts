import { brand } from '../site';
import { images } from './images';
import type { Action, IconCard, ImageRef, PageMeta, SectionHeading, Stat, Testimonial } from './types';

export const partnerSuccessMeta: PageMeta = {
  title: 'Partner success stories',
  description: `How developers, integrators and distribution partners grow their business with ${brand.name} AR glasses.`,
};

export const partnerSuccessHero: {
  eyebrow: string;
  title: string;
  lead: string;
  image: ImageRef;
  alt: string;
} = {
  eyebrow: 'Partner Success',
  title: 'Growing together with our partners',
  lead: `From independent app studios to national distributors, our partners build products, services and businesses on ${brand.name} glasses. Here is what they achieved, in their own words.`,
  image: images.partnerSuccessHero,
  alt: images.partnerSuccessHero.alt,
};

/** Network figures; each reads as `${value} ${label}`. */
export const networkStats: Stat[] = [
  { value: '45+', label: 'resellers across 6 countries' },
  { value: '290%', label: 'growth in hands-free sessions for one SDK integrator' },
  { value: '89%', label: 'satisfaction among trainees on a partner platform' },
  { value: '2', label: 'business days to review a new application' },
];

export const storiesSection: SectionHeading = {
  heading: 'Case studies',
  intro: 'Choose a partner profile to read the full story: the challenge, the solution and the results.',
};

export const partnerTestimonials: Testimonial[] = [
  {
    quote:
      'The partner engineer joined our first three enterprise pitches. After that, our own team could run them alone.',
    name: 'Jonas Keller',
    role: 'Head of Sales',
    company: 'Meridian Vision Partners',
  },
  {
    quote: 'Demo units, training and a clear price list. We were selling within a month of signing.',
    name: 'Aiko Tanaka',
    role: 'Product Manager',
    company: 'Sakura Devices',
  },
  {
    quote:
      'Our customers want one contract for hardware, software and support. The reseller program lets us give them exactly that.',
    name: 'Daan Verhoeven',
    role: 'Managing Director',
    company: 'Corvane Systems',
  },
];

export const successFactorsSection: SectionHeading = {
  heading: 'What our most successful partners have in common',
  intro: 'Patterns we see again and again across markets and partner types.',
};

export const successFactors: IconCard[] = [
  {
    icon: 'users',
    title: 'A focused first use case',
    description:
      'They start with one clear problem, such as remote assistance or picking, and prove it before expanding.',
  },
  {
    icon: 'graduation-cap',
    title: 'Certified teams',
    description:
      'Their sales and technical staff complete our certification, so customers get expert answers first time.',
  },
  {
    icon: 'handshake',
    title: 'Joint go-to-market',
    description:
      'They plan launches, events and campaigns with our partner team and use market development funds.',
  },
  {
    icon: 'code',
    title: 'Software on top',
    description: 'They add apps built with our SDKs, turning hardware sales into recurring solution revenue.',
  },
];

export const partnerSuccessCta: { heading: string; text: string; actions: Action[] } = {
  heading: 'Write your own success story',
  text: 'Apply to the partner program to distribute our glasses, or join the developer program to build on them. We review every application within 2 business days.',
  actions: [
    { label: 'Become a Partner', href: '/become-partner', variant: 'primary' },
    { label: 'Join Developer Program', href: '/become-developer', variant: 'outline' },
    { label: 'Seeking Global Partners', href: '/global-partners', variant: 'outline' },
  ],
};
