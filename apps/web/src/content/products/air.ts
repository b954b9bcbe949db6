import { brand, productPath } from '../../site';
import { images } from '../images';
import type { ProductPage } from '../types';

const name = `${brand.name} Air`;

export const airPage: ProductPage = {
  suffix: 'air',
  href: productPath('air'),
  name,
  meta: {
    title: name,
    description: `${name}: ultra-light 69g AR display glasses with a 1080p picture per eye for video, games and work on the go.`,
  },
  hero: {
    eyebrow: 'AR Glasses',
    title: name,
    tagline: 'Our lightest display glasses. A big screen you barely feel.',
    image: images.productAir,
    alt: images.productAir.alt,
    actions: [
      { label: 'Become a Partner', href: '/become-partner', variant: 'primary' },
      { label: 'View All Products', href: '/products', variant: 'outline' },
    ],
  },
  overview: {
    heading: 'Light enough to forget you are wearing it',
    paragraphs: [
      `${name} is a display-only pair of AR glasses: connect it to a phone, laptop, tablet or console over USB-C and watch, play or work on a large virtual screen. At 69g, it is the one people keep on after the film ends.`,
      'It is the entry point of our display glasses range, ideal for consumer electronics retail and for customers who do not need on-device apps.',
    ],
    highlights: [
      '1080p Micro-OLED display per eye',
      '43 degrees field of view',
      '69g',
      'Magnetic light shield included',
    ],
  },
  features: {
    heading: 'Features',
    intro: 'Everything you need for a private big screen, nothing you do not.',
    items: [
      {
        icon: 'glasses',
        title: 'Ultra-light frame',
        description: 'Balanced weight and soft nose pads for comfortable long sessions.',
      },
      {
        icon: 'eye',
        title: 'Sharp Micro-OLED',
        description: 'Full HD per eye with high contrast and accurate color.',
      },
      {
        icon: 'plug',
        title: 'Plug and play',
        description: 'One USB-C cable for video, audio and power; HDMI sources via the HDMI Adapter.',
      },
      {
        icon: 'headphones',
        title: 'Private audio',
        description: 'Directional speakers keep sound to the wearer.',
      },
    ],
  },
  specs: {
    heading: 'Specifications',
    intro: 'Figures as measured in our labs on production units.',
    groups: [
      {
        category: 'Display',
        icon: 'eye',
        rows: [
          { label: 'Display type', value: 'Dual Micro-OLED' },
          { label: 'Resolution', value: '1080p (1920x1080) per eye' },
          { label: 'Field of view', value: '43 degrees (diagonal)' },
          { label: 'Refresh rate', value: 'Up to 60Hz' },
        ],
      },
      {
        category: 'Connectivity',
        icon: 'plug',
        rows: [
          { label: 'Connection', value: 'USB-C with DisplayPort Alt Mode' },
          { label: 'Power', value: 'Powered by the source device or the Hub' },
        ],
      },
      {
        category: 'Physical',
        icon: 'glasses',
        rows: [
          { label: 'Weight', value: '69g' },
          { label: 'IPD adjustment', value: 'Manual, 58-70mm' },
          { label: 'Prescription support', value: `${brand.name} Lens Inserts` },
        ],
      },
    ],
  },
  compatibleProducts: {
    heading: 'Accessories',
    intro: 'Get more from your Air.',
    items: [
      { label: `${brand.name} Hub`, href: productPath('hub') },
      { label: `${brand.name} HDMI Adapter`, href: productPath('hdmi-adapter') },
      { label: `${brand.name} Lens Inserts`, href: productPath('lens-inserts') },
    ],
  },
  inTheBox: [name, 'Magnetic light shield', 'USB-C cable', 'Carrying case', 'Cleaning cloth'],
  cta: {
    heading: 'Offer Air to your customers',
    text: 'Air is available to distribution partners. Compare it with Max and Max 2 to choose the right mix for your market.',
    actions: [
      { label: 'Become a Partner', href: '/become-partner', variant: 'primary' },
      { label: 'Compare with Max 2', href: productPath('max2'), variant: 'outline' },
      { label: 'Contact Us', href: '/contact', variant: 'outline' },
    ],
  },
};
