import { brand, productPath } from '../../site';
import { images } from '../images';
import type { ProductPage } from '../types';

const name = `${brand.name} HDMI Adapter`;

export const hdmiAdapterPage: ProductPage = {
  suffix: 'hdmi-adapter',
  href: productPath('hdmi-adapter'),
  name,
  meta: {
    title: name,
    description: `${name}: connect ${brand.name} display glasses to game consoles, laptops and set-top boxes with HDMI output.`,
  },
  hero: {
    eyebrow: 'Accessory',
    title: name,
    tagline: 'Connect your glasses to anything with an HDMI port.',
    image: images.productHdmiAdapter,
    alt: images.productHdmiAdapter.alt,
    actions: [
      { label: 'Contact Sales', href: '/contact', variant: 'primary' },
      { label: 'View All Products', href: '/products', variant: 'outline' },
    ],
  },
  overview: {
    heading: 'For devices without video over USB-C',
    paragraphs: [
      `Many consoles, older laptops and media players only output video over HDMI. ${name} converts that signal for ${brand.name} display glasses, with power supplied through its USB-C input.`,
      'It is a small, plug-and-play adapter: no drivers, no apps and no settings to change on the source device.',
    ],
    highlights: [
      'HDMI input up to 1080p at 60Hz',
      'USB-C output to the glasses',
      'USB-C power input',
      'No drivers or apps needed',
    ],
  },
  features: {
    heading: 'Features',
    intro: 'The missing link for consoles and media players.',
    items: [
      {
        icon: 'gamepad',
        title: 'Console ready',
        description: 'Works with home consoles that have HDMI output, including docked handhelds.',
      },
      {
        icon: 'plug',
        title: 'Plug and play',
        description: 'Connect HDMI, connect the glasses, connect power. That is all.',
      },
      {
        icon: 'headphones',
        title: 'Audio included',
        description: 'HDMI audio is passed to the speakers in the glasses.',
      },
      {
        icon: 'package',
        title: 'Travel size',
        description: 'A compact adapter with a short braided cable that fits in any bag.',
      },
    ],
  },
  specs: {
    heading: 'Specifications',
    intro: 'Figures as measured in our labs on production units.',
    groups: [
      {
        category: 'Signal',
        icon: 'monitor',
        rows: [
          { label: 'Input', value: 'HDMI 1.4, up to 1080p at 60Hz' },
          { label: 'Output', value: 'USB-C (DisplayPort Alt Mode) to the glasses' },
          { label: 'Audio', value: 'Stereo PCM pass-through' },
        ],
      },
      {
        category: 'Power',
        icon: 'zap',
        rows: [{ label: 'Power input', value: 'USB-C, 5V/2A minimum (adapter not included)' }],
      },
      {
        category: 'Physical',
        icon: 'package',
        rows: [
          { label: 'Dimensions', value: '68 × 32 × 12mm' },
          { label: 'Cable length', value: '0.2 m braided HDMI cable' },
          { label: 'Weight', value: '42g' },
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
  inTheBox: [name, 'Quick start guide'],
  cta: {
    heading: 'Complete the set',
    text: 'Add the HDMI Adapter to gaming and entertainment bundles, or order it for your existing customers.',
    actions: [
      { label: 'Contact Sales', href: '/contact', variant: 'primary' },
      { label: 'Become a Partner', href: '/become-partner', variant: 'outline' },
    ],
  },
};
