import { brand } from '../site';
import { images } from './images';
import type { Action, IconCard, ImageRef, Office, PageMeta, SectionHeading, Stat } from './types';

export type { Office } from './types';

const foundedYear = 2014;

export const aboutMeta: PageMeta = {
  title: `About ${brand.name}`,
  description: `${brand.name} has built AR smart glasses, optics and the YodaOS-Sprite operating system since ${foundedYear}. Meet the team, our patents and our offices.`,
};

export const aboutHero: {
  eyebrow: string;
  title: string;
  lead: string;
  image: ImageRef;
  alt: string;
} = {
  eyebrow: `About ${brand.name}`,
  title: 'Making computing wearable, useful and human',
  lead: `Since ${foundedYear} we have designed the optics, hardware, operating system and developer tools behind ${brand.name} AR glasses, so that people can work, learn and play with digital information in the world around them.`,
  image: images.aboutHero,
  alt: images.aboutHero.alt,
};

export const mission = {
  heading: 'Our mission',
  paragraphs: [
    'We believe the next computer will not sit on a desk or in a pocket. It will sit lightly in front of your eyes, show what you need when you need it, and step out of the way when you do not.',
    `Our mission is to make that computer practical today: glasses light enough to wear for a whole shift, displays sharp enough to replace a monitor, and a platform open enough for developers and partners to build on. Every ${brand.name} product is designed, tested and supported by the same team, from the optical engine to the SDK.`,
  ],
};

/** Company figures. The founding year is shown as its own figure. */
export const companyStats: Stat[] = [
  { value: String(foundedYear), label: 'Founded' },
  { value: '300+', label: 'team members' },
  { value: '276', label: 'patents issued' },
  { value: '136', label: 'ongoing' },
  { value: '252', label: 'invention patents' },
  { value: '115', label: 'global patents' },
];

export const statsSection: SectionHeading = {
  heading: 'A decade of invention',
  intro:
    'Our engineers hold patents across optics, acoustics, voice interaction and spatial computing, with 136 more applications ongoing.',
};

export const technologySection: SectionHeading = {
  heading: 'Our technology',
  intro: 'We develop the core technologies of our glasses in-house, so each part is designed for the others.',
};

export const technologyCards: IconCard[] = [
  {
    icon: 'eye',
    title: 'Optical engines',
    description:
      'Birdbath and waveguide optics with Micro-OLED displays, tuned for sharp text, accurate color and a wide field of view in a light frame.',
  },
  {
    icon: 'mic',
    title: 'Voice and AI interaction',
    description:
      'Far-field microphone arrays, on-device wake word detection and natural-language assistants that work hands-free in noisy places.',
  },
  {
    icon: 'layers',
    title: 'Spatial computing',
    description:
      'Head and hand tracking, spatial anchors and scene understanding that place content reliably in the real world.',
  },
  {
    icon: 'cpu',
    title: 'YodaOS-Sprite',
    description:
      'Our operating system for wearables, built on a customized Linux kernel for low power, fast response and secure multi-app use.',
  },
  {
    icon: 'code',
    title: 'Developer platform',
    description:
      'The CXR-M SDK for Android phones and the CXR-S SDK for the glasses, with a developer console, documentation and sample apps.',
  },
  {
    icon: 'shield-check',
    title: 'Enterprise readiness',
    description:
      'Device management, secure data channels and deployment support for industrial, healthcare and training environments.',
  },
];

export const officesSection: SectionHeading = {
  heading: 'Global offices',
  intro: 'Our teams work across three continents, close to our partners, customers and manufacturing.',
};

export const offices: Office[] = [
  {
    city: 'Hangzhou',
    country: 'China',
    role: 'Headquarters, research and development',
    headquarters: true,
  },
  { city: 'Shenzhen', country: 'China', role: 'Hardware engineering, manufacturing and supply chain' },
  { city: 'Beijing', country: 'China', role: 'AI and voice research' },
  { city: 'San Francisco', country: 'United States', role: 'North America sales and developer relations' },
  { city: 'Amsterdam', country: 'Netherlands', role: 'Europe sales, partner support and logistics' },
  { city: 'Singapore', country: 'Singapore', role: 'Asia Pacific sales and partner support' },
];

export const becomePartnerCall: { heading: string; text: string; actions: Action[] } = {
  heading: `Grow with ${brand.name}`,
  text: 'We are looking for distributors, wholesalers and value-added resellers who want to lead AR in their market. Apply today and our partner team will contact you within 2 business days.',
  actions: [
    { label: 'Become a Partner', href: '/become-partner', variant: 'primary' },
    { label: 'Seeking Global Partners', href: '/global-partners', variant: 'outline' },
  ],
};
