import { brand, productPath } from '../../site';
import { images } from '../images';
import type { CatalogueGroup, PageMeta } from '../types';

export const productsMeta: PageMeta = {
  title: `${brand.name} products`,
  description: `AR glasses, AI glasses, bundles and accessories from ${brand.name}, for enterprises, developers and distribution partners.`,
};

export const productsHero = {
  title: 'Products',
  lead: 'AR and AI glasses for work, development and everyday life, with the accessories and bundles to deploy them.',
} as const;

export const catalogueGroups: CatalogueGroup[] = [
  {
    id: 'upcoming',
    title: 'Upcoming',
    intro: 'Be the first to know when these launch.',
    items: [
      {
        name: `${brand.name} AI Glasses`,
        description: 'A display-less, voice-activated AI assistant in everyday frames.',
        href: productPath('ai-glasses'),
        image: images.productAiGlasses,
        alt: images.productAiGlasses.alt,
        badge: 'Coming Soon',
      },
    ],
  },
  {
    id: 'combos',
    title: 'Product Combos',
    intro: 'Popular combinations, packed together.',
    items: [
      {
        name: `${brand.name} Max 2 + Hub`,
        description: 'Max 2 with the Hub for longer sessions and pass-through charging.',
        href: productPath('max2'),
        image: images.comboMax2Hub,
        alt: images.comboMax2Hub.alt,
        badge: 'Bundle',
      },
      {
        name: `${brand.name} AR Spatial + Controller`,
        description: 'AR Spatial with the Controller for precise pointing in spatial apps.',
        href: productPath('ar-spatial'),
        image: images.comboArSpatialController,
        alt: images.comboArSpatialController.alt,
        badge: 'Bundle',
      },
    ],
  },
  {
    id: 'ar-glasses',
    title: 'AR Glasses',
    intro: 'From lightweight display glasses to standalone spatial computers.',
    items: [
      {
        name: `${brand.name} AR Glasses`,
        description: 'Standalone enterprise AR for remote assistance, training and maintenance.',
        href: productPath('glasses'),
        image: images.productGlasses,
        alt: images.productGlasses.alt,
      },
      {
        name: `${brand.name} AR Spatial`,
        description: 'Spatial computing glasses with a multi-window workspace.',
        href: productPath('ar-spatial'),
        image: images.productArSpatial,
        alt: images.productArSpatial.alt,
      },
      {
        name: `${brand.name} AR Joy 2`,
        description: 'Light, standalone AR glasses that run apps on their own.',
        href: productPath('ar-joy2'),
        image: images.productArJoy2,
        alt: images.productArJoy2.alt,
      },
      {
        name: `${brand.name} Max 2`,
        description: 'Our widest, sharpest display glasses, with Wi-Fi 6E and digital IPD.',
        href: productPath('max2'),
        image: images.productMax2,
        alt: images.productMax2.alt,
        badge: 'New',
      },
      {
        name: `${brand.name} Max`,
        description: 'A cinema-size screen for phones, laptops and consoles.',
        href: productPath('max'),
        image: images.productMax,
        alt: images.productMax.alt,
      },
      {
        name: `${brand.name} Air`,
        description: 'Our lightest display glasses: a big screen for phone, laptop or console at 69g.',
        href: productPath('air'),
        image: images.productAir,
        alt: images.productAir.alt,
      },
    ],
  },
  {
    id: 'accessories',
    title: 'Accessories',
    intro: 'Complete your setup.',
    items: [
      {
        name: `${brand.name} Controller`,
        description: 'Wireless pointer, touchpad and buttons for spatial apps.',
        href: productPath('controller'),
        image: images.productController,
        alt: images.productController.alt,
      },
      {
        name: `${brand.name} Hub`,
        description: 'Powers your glasses and charges your phone at the same time.',
        href: productPath('hub'),
        image: images.productHub,
        alt: images.productHub.alt,
      },
      {
        name: `${brand.name} HDMI Adapter`,
        description: 'Connect display glasses to consoles and devices with HDMI output.',
        href: productPath('hdmi-adapter'),
        image: images.productHdmiAdapter,
        alt: images.productHdmiAdapter.alt,
      },
      {
        name: `${brand.name} Lens Inserts`,
        description: 'Magnetic prescription lens frames for every glasses model.',
        href: productPath('lens-inserts'),
        image: images.productLensInserts,
        alt: images.productLensInserts.alt,
      },
    ],
  },
];

export const catalogueCta = {
  heading: 'Buying for a business or reselling?',
  text: 'Our sales team and certified partners offer volume pricing, demos and deployment support.',
  actions: [
    { label: 'Contact Sales', href: '/contact', variant: 'primary' },
    { label: 'Become a Partner', href: '/become-partner', variant: 'outline' },
  ],
} as const;
