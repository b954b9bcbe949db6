import { brand, productPath } from '../../site';
import { images } from '../images';
import type { ProductPage } from '../types';

const name = `${brand.name} Lens Inserts`;

export const lensInsertsPage: ProductPage = {
  suffix: 'lens-inserts',
  href: productPath('lens-inserts'),
  name,
  meta: {
    title: name,
    description: `${name}: magnetic prescription lens frames that let glasses wearers see ${brand.name} AR displays sharply.`,
  },
  hero: {
    eyebrow: 'Accessory',
    title: name,
    tagline: 'Your prescription, clipped in. A sharp picture for every wearer.',
    image: images.productLensInserts,
    alt: images.productLensInserts.alt,
    actions: [
      { label: 'Contact Sales', href: '/contact', variant: 'primary' },
      { label: 'View All Products', href: '/products', variant: 'outline' },
    ],
  },
  overview: {
    heading: 'Made for people who wear glasses',
    paragraphs: [
      `${name} are lightweight frames that attach magnetically inside ${brand.name} glasses. Any optician can fit them with single-vision prescription lenses, so wearers see both the display and the world in focus.`,
      'Each insert is keyed to its glasses model. In shared enterprise deployments, every user keeps their own insert and moves it between devices in seconds.',
    ],
    highlights: [
      'Magnetic, tool-free attachment',
      'Fitted by any optician',
      'Model-specific fit for each glasses model',
      'Ideal for shared devices',
    ],
  },
  features: {
    heading: 'Features',
    intro: 'Comfortable, secure and easy to fit.',
    items: [
      {
        icon: 'glasses',
        title: 'Prescription ready',
        description:
          'Uncut blanks accept single-vision lenses; a lens shape template is included for opticians.',
      },
      {
        icon: 'zap',
        title: 'Magnetic mount',
        description: 'Snaps into place and stays put, without touching the optical engine.',
      },
      {
        icon: 'users',
        title: 'Shared deployments',
        description: 'Personal inserts make one pair of glasses work for a whole shift team.',
      },
      {
        icon: 'shield-check',
        title: 'Protects the optics',
        description: 'Keeps eyelashes and smudges off the inner display surface.',
      },
    ],
  },
  specs: {
    heading: 'Specifications',
    intro: 'Fitting data for opticians is included in the box.',
    groups: [
      {
        category: 'Lenses',
        icon: 'eye',
        rows: [
          { label: 'Lens type', value: 'Single vision (fitted by an optician)' },
          { label: 'Recommended range', value: 'Sphere -8.00 to +4.00, cylinder up to -4.00' },
        ],
      },
      {
        category: 'Physical',
        icon: 'package',
        rows: [
          { label: 'Frame material', value: 'TR90 with magnetic mount' },
          { label: 'Weight', value: '6g (frame without lenses)' },
          { label: 'Variants', value: 'One per glasses model' },
        ],
      },
    ],
  },
  compatibleProducts: {
    heading: 'Compatible products',
    intro: 'Order the variant that matches your glasses.',
    items: [
      { label: `${brand.name} AR Glasses`, href: productPath('glasses') },
      { label: `${brand.name} AR Spatial`, href: productPath('ar-spatial') },
      { label: `${brand.name} AR Joy 2`, href: productPath('ar-joy2') },
      { label: `${brand.name} Max`, href: productPath('max') },
      { label: `${brand.name} Max 2`, href: productPath('max2') },
      { label: `${brand.name} Air`, href: productPath('air') },
    ],
  },
  inTheBox: ['Insert frame with demo lenses', 'Lens shape template for opticians', 'Protective pouch'],
  cta: {
    heading: 'Include vision correction in your rollout',
    text: 'We can supply inserts in bulk for enterprise deployments and help partners set up optician fitting services.',
    actions: [
      { label: 'Contact Sales', href: '/contact', variant: 'primary' },
      { label: 'Become a Partner', href: '/become-partner', variant: 'outline' },
    ],
  },
};
