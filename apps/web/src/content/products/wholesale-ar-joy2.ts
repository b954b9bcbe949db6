import { brand, productPath } from '../../site';
import { images } from '../images';
import type { WholesalePage } from '../types';
import {
  becomeDeveloper,
  becomePartner,
  contactSales,
  developerLogin,
  partnerLogin,
  viewAllProducts,
} from './shared';

const name = `${brand.name} AR Joy 2`;

export const arJoy2Page: WholesalePage = {
  suffix: 'ar-joy2',
  href: productPath('ar-joy2'),
  name,
  meta: {
    title: `${name} – build and distribute`,
    description: `${name}: standalone AR glasses with a 42 degrees field of view, 65g frame, 5.5h battery and 64GB storage. Build apps with the CXR-S SDK or distribute them.`,
  },
  audience: 'developer',
  hero: {
    title: name,
    tagline: 'Light, playful, standalone AR glasses that run apps on their own.',
    image: images.heroArJoy2,
    alt: images.heroArJoy2.alt,
    primaryAction: becomeDeveloper(),
    secondaryAction: viewAllProducts,
  },
  intro: {
    heading: 'Everyday AR, no phone required',
    paragraphs: [
      `${name} runs YodaOS-Sprite on the glasses, so games, guides and utilities work without a tethered device. At 65g and with a 5.5h battery it is made for wearing out and about.`,
      'Developers build native apps with the CXR-S SDK and reach users through the App Store. Join the developer program to get started; distributors can apply to offer AR Joy 2 in consumer and education channels.',
    ],
    highlights: [
      '42 degrees field of view',
      '65g, our lightest standalone glasses',
      '5.5h battery life',
      '64GB storage for apps and media',
    ],
  },
  keyFeatures: {
    heading: 'Key features',
    intro: 'Standalone AR that is easy to wear and fun to build for.',
    items: [
      {
        icon: 'cpu',
        title: 'Standalone computing',
        description: 'Apps run on the glasses under YodaOS-Sprite; a phone is optional, not required.',
      },
      {
        icon: 'mic',
        title: 'Voice-first interaction',
        description: 'Wake word, voice commands and a touch strip on the temple for quick control.',
      },
      {
        icon: 'camera',
        title: 'Camera and sensors',
        description: 'A 12MP camera and 6-axis IMU available to apps through the CXR-S data channel.',
      },
      {
        icon: 'package',
        title: '64GB on board',
        description: 'Room for apps, offline maps, media and course content without a connection.',
      },
      {
        icon: 'store',
        title: 'App Store distribution',
        description: 'Publish your app once and reach every AR Joy 2 owner through the App Store.',
      },
    ],
  },
  specs: {
    heading: 'Technical specifications',
    intro: 'Figures as measured in our labs on production units.',
    groups: [
      {
        category: 'Display',
        icon: 'eye',
        rows: [
          { label: 'Display type', value: 'Binocular waveguide with Micro-LED light engines' },
          { label: 'Resolution', value: '640x480 per eye' },
          { label: 'Field of view', value: '42 degrees (diagonal)' },
          { label: 'Brightness', value: 'Up to 1,500 nits to the eye' },
        ],
      },
      {
        category: 'Hardware',
        icon: 'cpu',
        rows: [
          { label: 'Processor', value: 'Quad-core wearable SoC' },
          { label: 'Memory and storage', value: '4GB RAM, 64GB storage' },
          { label: 'Camera', value: '12MP, 1080p video' },
          { label: 'Audio', value: 'Open-ear stereo speakers, three microphones' },
          { label: 'Battery life', value: '5.5h typical use' },
        ],
      },
      {
        category: 'Connectivity',
        icon: 'bluetooth',
        rows: [
          { label: 'Wireless', value: 'Wi-Fi 6, Bluetooth 5.3 LE' },
          { label: 'Wired', value: 'USB-C charging and data' },
          { label: 'Operating system', value: 'YodaOS-Sprite 2.3' },
          { label: 'Developer support', value: 'CXR-S SDK on the glasses, CXR-M SDK on Android phones' },
        ],
      },
      {
        category: 'Physical',
        icon: 'glasses',
        rows: [
          { label: 'Weight', value: '65g' },
          { label: 'Frame', value: 'Flexible TR90 with spring hinges' },
          { label: 'Prescription support', value: `${brand.name} Lens Inserts` },
          { label: 'Colors', value: 'Midnight, Coral, Sand' },
        ],
      },
    ],
  },
  applications: {
    heading: 'Applications',
    intro: 'What developers build for AR Joy 2.',
    items: [
      {
        icon: 'gamepad',
        title: 'Games and play',
        description: 'Location-based and mixed-reality games that use the camera and sensors.',
      },
      {
        icon: 'globe',
        title: 'Travel and navigation',
        description: 'Turn-by-turn walking directions, translation and points of interest in view.',
      },
      {
        icon: 'graduation-cap',
        title: 'Education',
        description: 'Museum guides, language practice and classroom experiences that work offline.',
      },
      {
        icon: 'activity',
        title: 'Fitness and outdoors',
        description: 'Live pace, route and heart-rate displays from connected sensors.',
      },
    ],
  },
  benefits: {
    heading: 'Program benefits',
    items: [
      'Full access to the CXR-S SDK and YodaOS-Sprite tools',
      'Discounted development units for program members',
      'Publishing and promotion in the App Store',
      'Technical support from the platform engineering team',
      'Developer permission enablement for test devices',
      'Early access to OS updates and new APIs',
      'Partner pricing for distributors and education resellers',
    ],
  },
  ctaCard: {
    title: 'Apply for Partnership',
    text: 'Apply to the developer program for SDK access and development units. We review applications within 2 business days.',
    action: becomeDeveloper('Apply Now'),
    note: 'Existing partners or developers should log in to see pricing, SDK downloads and tools.',
    loginLinks: [partnerLogin, developerLogin],
  },
  relatedLinks: [
    { label: `Need a display-only pair? See ${brand.name} Air`, href: productPath('air') },
    { label: 'Explore the CXR-S SDK', href: '/sdk/cxr-s' },
  ],
  closingBanner: {
    heading: `Bring ${name} to your customers`,
    text: 'Distributors and resellers can apply to offer AR Joy 2 in consumer, education and travel channels.',
    primaryAction: becomePartner(),
    contactSales: contactSales(name),
  },
};
