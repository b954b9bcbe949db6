import { brand, productPath } from '../../site';
import { images } from '../images';
import type { WholesalePage } from '../types';
import { becomePartner, contactSales, partnerLogin, viewAllProducts } from './shared';

const name = `${brand.name} Max`;

export const maxPage: WholesalePage = {
  suffix: 'max',
  href: productPath('max'),
  name,
  meta: {
    title: `${name} – wholesale and distribution`,
    description: `${name}: 1080p AR display glasses with a 40 degree field of view, 75g frame and manual IPD 58-72mm. Apply to distribute them in your market.`,
  },
  audience: 'partner',
  hero: {
    title: name,
    tagline: 'A private big screen for phones, laptops and consoles, in a 75g pair of glasses.',
    image: images.heroMax,
    alt: images.heroMax.alt,
    primaryAction: becomePartner(),
    secondaryAction: viewAllProducts,
  },
  intro: {
    heading: 'The easiest AR glasses to sell and to use',
    paragraphs: [
      `${name} connects to a phone, laptop, tablet or game console with a single USB-C cable and shows a cinema-size screen in front of the wearer. There is nothing to install for everyday use, which makes it an easy product to demonstrate in store.`,
      'Its combination of a light frame, a sharp 1080p picture and a competitive price makes Max a high-volume product for consumer electronics retail, travel retail and telecom channels.',
    ],
    highlights: [
      '1080p Micro-OLED display for each eye',
      '40 degrees field of view',
      '75g frame for long sessions',
      'Manual IPD adjustment, 58-72mm',
    ],
  },
  keyFeatures: {
    heading: 'Key features',
    intro: 'Simple to set up, comfortable to wear and easy to recommend.',
    items: [
      {
        icon: 'plug',
        title: 'Plug and play',
        description: 'One USB-C cable carries video, audio and power from devices with DisplayPort Alt Mode.',
      },
      {
        icon: 'monitor',
        title: 'Cinema-size screen',
        description:
          'A virtual screen equivalent to about 215 inches at six meters, sharp enough for text and games.',
      },
      {
        icon: 'glasses',
        title: 'Adjustable optics',
        description:
          'Manual IPD adjustment from 58-72mm fits most wearers, and prescription lens inserts cover the rest.',
      },
      {
        icon: 'headphones',
        title: 'Open-ear audio',
        description:
          'Directional speakers in the temples keep sound private without blocking the world around you.',
      },
      {
        icon: 'battery',
        title: 'Long sessions',
        description: 'Up to 5h of video playback, enough for a long-haul flight or a full gaming evening.',
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
          { label: 'Resolution', value: '1080p (1920x1080) per eye' },
          { label: 'Field of view', value: '40 degrees (diagonal)' },
          { label: 'Refresh rate', value: 'Up to 120Hz' },
          { label: 'Virtual screen', value: 'About 215 inches at 6m' },
        ],
      },
      {
        category: 'Hardware',
        icon: 'cpu',
        rows: [
          { label: 'Optics', value: 'Birdbath optical engine' },
          { label: 'Audio', value: 'Directional stereo speakers, dual microphones' },
          { label: 'Battery life', value: 'Up to 5h video playback' },
          { label: 'Controls', value: 'Brightness and volume buttons' },
        ],
      },
      {
        category: 'Connectivity',
        icon: 'plug',
        rows: [
          { label: 'Connection', value: 'USB-C with DisplayPort Alt Mode' },
          {
            label: 'Compatible devices',
            value: 'Phones, laptops, tablets and consoles with video over USB-C',
          },
          { label: 'Other sources', value: `HDMI devices via the ${brand.name} HDMI Adapter` },
          { label: 'Developer support', value: 'CXR-M SDK for Android apps' },
        ],
      },
      {
        category: 'Physical',
        icon: 'glasses',
        rows: [
          { label: 'Weight', value: '75g' },
          { label: 'IPD adjustment', value: 'Manual, 58-72mm' },
          { label: 'Prescription support', value: `${brand.name} Lens Inserts` },
          { label: 'Partner warranty claims', value: '2 years' },
        ],
      },
    ],
  },
  applications: {
    heading: 'Applications',
    intro: 'Where Max customers use their glasses.',
    items: [
      {
        icon: 'gamepad',
        title: 'Gaming',
        description: 'A large, low-latency screen for handheld consoles, cloud gaming and PC games.',
      },
      {
        icon: 'monitor',
        title: 'Video and streaming',
        description: 'Films and series on a private cinema screen, at home or on the move.',
      },
      {
        icon: 'briefcase',
        title: 'Portable work',
        description: 'A second monitor for laptops and phones in desktop mode, without carrying a display.',
      },
      {
        icon: 'graduation-cap',
        title: 'Education and events',
        description: 'Shared viewing for classrooms, museums and trade-show demonstrations.',
      },
    ],
  },
  benefits: {
    heading: 'Partner benefits',
    items: [
      'Competitive wholesale pricing for high-volume retail',
      '2-year warranty claims handled through the partner program',
      'Retail-ready packaging and in-store demo stands',
      'Accessory bundles with the Hub and HDMI Adapter',
      'Point-of-sale videos and localized product photography',
      'Sales training for store and telesales teams',
      'Dedicated partner manager and advance replacement service',
    ],
  },
  ctaCard: {
    title: 'Apply for Partnership',
    text: 'Add Max to your portfolio. Our partner team reviews every application and responds within 2 business days.',
    action: becomePartner('Apply Now'),
    note: 'Existing partners should log in for pricing, stock availability and sales tools.',
    loginLinks: [partnerLogin],
  },
  relatedLinks: [
    { label: `Compare with the ultra-light ${brand.name} Air`, href: productPath('air') },
    { label: 'Questions before you apply? Contact us', href: '/contact' },
  ],
  closingBanner: {
    heading: `Stock ${name} for your customers`,
    text: 'Join our distribution network and offer one of the most approachable AR products on the market.',
    primaryAction: becomePartner(),
    contactSales: contactSales(name),
  },
};
