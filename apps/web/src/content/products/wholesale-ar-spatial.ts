import { brand, productPath } from '../../site';
import { images } from '../images';
import type { WholesalePage } from '../types';
import { becomePartner, contactSales, partnerLogin, viewAllProducts } from './shared';

const name = `${brand.name} AR Spatial`;

export const arSpatialPage: WholesalePage = {
  suffix: 'ar-spatial',
  href: productPath('ar-spatial'),
  name,
  meta: {
    title: `${name} – wholesale and distribution`,
    description: `${name}: spatial computing glasses with a 1920x1080 per eye display, 45 degree field of view and 125g frame. Apply to distribute them in your market.`,
  },
  audience: 'partner',
  hero: {
    title: name,
    tagline: 'Spatial computing glasses that turn any room into a multi-screen workspace.',
    image: images.heroArSpatial,
    alt: images.heroArSpatial.alt,
    primaryAction: becomePartner(),
    secondaryAction: viewAllProducts,
  },
  intro: {
    heading: 'A spatial computer your customers can wear all day',
    paragraphs: [
      `${name} places apps, documents and 3D content around the wearer instead of on a single screen. It runs native apps on YodaOS-Sprite, mirrors laptops and phones over USB-C, and is light enough for a full working day.`,
      'For distribution partners it opens two markets at once: professionals who want a private, portable multi-monitor setup, and enterprises building training, design review and remote-work solutions.',
    ],
    highlights: [
      '1920x1080 per eye Micro-OLED display',
      '45 degree field of view',
      '125g with balanced weight distribution',
      '3-year partner warranty claims',
    ],
  },
  keyFeatures: {
    heading: 'Key features',
    intro: 'What makes AR Spatial easy to demonstrate and easy to sell.',
    items: [
      {
        icon: 'monitor',
        title: 'Multi-window spatial desktop',
        description:
          'Pin up to three full-size app windows around the wearer and switch between them with a glance.',
      },
      {
        icon: 'eye',
        title: 'Dual Micro-OLED displays',
        description:
          'Full HD per eye with deep blacks and sharp text, comfortable for hours of reading and editing.',
      },
      {
        icon: 'activity',
        title: 'Six-degrees-of-freedom tracking',
        description:
          'Head and hand tracking keep content anchored in place as the wearer moves around the room.',
      },
      {
        icon: 'cpu',
        title: 'Native app platform',
        description:
          'Runs YodaOS-Sprite apps built with the CXR-S SDK, and mirrors Windows, macOS and Android devices.',
      },
      {
        icon: 'shield-check',
        title: 'Enterprise ready',
        description: 'Device management, kiosk mode and encrypted data channels for business deployments.',
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
          { label: 'Display type', value: 'Dual Micro-OLED' },
          { label: 'Resolution', value: '1920x1080 per eye' },
          { label: 'Field of view', value: '45 degrees (diagonal)' },
          { label: 'Refresh rate', value: 'Up to 90Hz' },
          { label: 'Perceived brightness', value: 'Up to 600 nits' },
        ],
      },
      {
        category: 'Hardware',
        icon: 'cpu',
        rows: [
          { label: 'Processor', value: 'Octa-core XR processor in the compute unit' },
          { label: 'Memory and storage', value: '8GB RAM, 128GB storage' },
          { label: 'Tracking', value: '6DoF head tracking, hand tracking' },
          { label: 'Cameras', value: 'Two tracking cameras, 12MP RGB camera' },
          { label: 'Audio', value: 'Spatial stereo speakers, four-microphone array' },
          { label: 'Battery life', value: '3.5h typical mixed use' },
        ],
      },
      {
        category: 'Connectivity',
        icon: 'wifi',
        rows: [
          { label: 'Wireless', value: 'Wi-Fi 6, Bluetooth 5.3' },
          { label: 'Wired', value: 'USB-C with DisplayPort Alt Mode' },
          {
            label: 'Compatible devices',
            value: 'Windows, macOS and Android devices with video output over USB-C',
          },
          { label: 'Operating system', value: 'YodaOS-Sprite 2.1' },
        ],
      },
      {
        category: 'Physical',
        icon: 'glasses',
        rows: [
          { label: 'Weight', value: '125g (glasses)' },
          { label: 'IPD range', value: '58-72mm (software-assisted)' },
          { label: 'Prescription support', value: `${brand.name} Lens Inserts` },
          { label: 'Partner warranty claims', value: '3 years' },
        ],
      },
    ],
  },
  applications: {
    heading: 'Applications',
    intro: 'Where AR Spatial customers use their glasses.',
    items: [
      {
        icon: 'briefcase',
        title: 'Mobile productivity',
        description: 'A private multi-monitor workspace on trains, in hotels and in shared offices.',
      },
      {
        icon: 'layers',
        title: 'Design and visualization',
        description: '3D models and prototypes reviewed at full scale, alone or with remote colleagues.',
      },
      {
        icon: 'graduation-cap',
        title: 'Training and education',
        description: 'Interactive procedures and simulations that trainees can repeat at their own pace.',
      },
      {
        icon: 'gamepad',
        title: 'Entertainment',
        description:
          'Cinema-size video and spatial games from a pair of glasses that fits in a jacket pocket.',
      },
    ],
  },
  benefits: {
    heading: 'Partner benefits',
    items: [
      'Tiered wholesale pricing with volume rebates',
      '3-year warranty claims handled through the partner program',
      'Demo units and in-store display kits at partner prices',
      'Sales and technical certification for your team',
      'Deal registration and protected enterprise pricing',
      'Localized marketing assets and product photography',
      'Dedicated partner manager and second-line technical support',
    ],
  },
  ctaCard: {
    title: 'Apply for Partnership',
    text: 'Tell us about your company and your market. Our partner team reviews every application and responds within 2 business days.',
    action: becomePartner('Apply Now'),
    note: 'Existing partners should log in for pricing, stock availability and sales tools.',
    loginLinks: [partnerLogin],
  },
  relatedLinks: [
    { label: `Looking for a lighter display-only option? See ${brand.name} Air`, href: productPath('air') },
    { label: 'Questions before you apply? Contact us', href: '/contact' },
  ],
  closingBanner: {
    heading: `Offer ${name} in your market`,
    text: 'Join our distribution network and bring spatial computing to your customers with full pre-sales and after-sales support.',
    primaryAction: becomePartner(),
    contactSales: contactSales(name),
  },
};
