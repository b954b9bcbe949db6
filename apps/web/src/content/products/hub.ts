import { brand, productPath } from '../../site';
import { images } from '../images';
import type { ProductPage } from '../types';

const name = `${brand.name} Hub`;

export const hubPage: ProductPage = {
  suffix: 'hub',
  href: productPath('hub'),
  name,
  meta: {
    title: name,
    description: `${name}: a pocket USB-C hub with a built-in battery that powers ${brand.name} display glasses and charges your phone while you watch or work.`,
  },
  hero: {
    eyebrow: 'Accessory',
    title: name,
    tagline: 'Power your glasses and charge your phone at the same time.',
    image: images.productHub,
    alt: images.productHub.alt,
    actions: [
      { label: 'Contact Sales', href: '/contact', variant: 'primary' },
      { label: 'View All Products', href: '/products', variant: 'outline' },
    ],
  },
  overview: {
    heading: 'No more choosing between your glasses and your battery',
    paragraphs: [
      `Display glasses draw power from the device they are connected to. ${name} sits between the two: it powers the glasses from its own battery, passes the video signal through, and charges the phone or console from a wall adapter when one is available.`,
      'It also adds a second USB-C port for a controller, keyboard or storage, which makes it a popular add-on for travel retail and gaming bundles.',
    ],
    highlights: [
      '5,000mAh built-in battery',
      'Pass-through charging up to 65W',
      'Video pass-through over USB-C',
      'Fits in a jacket pocket',
    ],
  },
  features: {
    heading: 'Features',
    intro: 'Longer sessions, fewer cables.',
    items: [
      {
        icon: 'battery',
        title: 'Built-in battery',
        description: 'Powers the glasses on its own so your phone keeps its charge.',
      },
      {
        icon: 'zap',
        title: 'Pass-through charging',
        description: 'Plug in a USB-C PD charger to charge the hub, the glasses and your device together.',
      },
      {
        icon: 'plug',
        title: 'Extra port',
        description: 'A second USB-C port for accessories, data or a game controller.',
      },
      {
        icon: 'monitor',
        title: 'Signal pass-through',
        description: 'Full-resolution DisplayPort Alt Mode video with no added latency.',
      },
    ],
  },
  specs: {
    heading: 'Specifications',
    intro: 'Figures as measured in our labs on production units.',
    groups: [
      {
        category: 'Power',
        icon: 'battery',
        rows: [
          { label: 'Battery', value: '5,000mAh lithium-polymer' },
          { label: 'Input', value: 'USB-C PD, up to 65W' },
          { label: 'Output to device', value: 'Up to 45W pass-through' },
        ],
      },
      {
        category: 'Connectivity',
        icon: 'plug',
        rows: [
          { label: 'Ports', value: 'USB-C to glasses, USB-C to source device, USB-C power/data' },
          { label: 'Video', value: 'DisplayPort Alt Mode pass-through, up to 1080p at 120Hz' },
        ],
      },
      {
        category: 'Physical',
        icon: 'package',
        rows: [
          { label: 'Dimensions', value: '96 × 64 × 16mm' },
          { label: 'Weight', value: '138g' },
        ],
      },
    ],
  },
  compatibleProducts: {
    heading: 'Compatible products',
    intro: 'Works with display glasses that connect over USB-C.',
    items: [
      { label: `${brand.name} Max`, href: productPath('max') },
      { label: `${brand.name} Max 2`, href: productPath('max2') },
      { label: `${brand.name} Air`, href: productPath('air') },
      { label: `${brand.name} AR Spatial`, href: productPath('ar-spatial') },
    ],
  },
  inTheBox: [name, 'USB-C to USB-C cable (0.3 m)', 'Quick start guide'],
  cta: {
    heading: 'Bundle it with your glasses',
    text: 'Partners can order the Hub on its own or in bundles with Max and Max 2.',
    actions: [
      { label: 'Contact Sales', href: '/contact', variant: 'primary' },
      { label: 'Become a Partner', href: '/become-partner', variant: 'outline' },
    ],
  },
};
