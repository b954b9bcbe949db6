import { brand, productPath } from '../../site';
import { images } from '../images';
import type { ProductPage } from '../types';

const name = `${brand.name} Controller`;

export const controllerPage: ProductPage = {
  suffix: 'controller',
  href: productPath('controller'),
  name,
  meta: {
    title: name,
    description: `${name}: a wireless handheld controller with touchpad, buttons and motion sensing for ${brand.name} AR glasses.`,
  },
  hero: {
    eyebrow: 'Accessory',
    title: name,
    tagline: 'Precise, comfortable input for spatial apps, presentations and games.',
    image: images.productController,
    alt: images.productController.alt,
    actions: [
      { label: 'Contact Sales', href: '/contact', variant: 'primary' },
      { label: 'View All Products', href: '/products', variant: 'outline' },
    ],
  },
  overview: {
    heading: 'Point, tap and swipe',
    paragraphs: [
      `Voice and head gestures cover most tasks, but some need a pointer. ${name} adds a laser-style pointer, a multi-touch pad and two programmable buttons, so wearers can select, scroll and drag with the same confidence as on a laptop.`,
      'It pairs over Bluetooth LE in seconds, wakes on movement and lasts for weeks between charges. Developers receive its events through the CXR-S SDK like any other input device.',
    ],
    highlights: [
      '3DoF motion pointer',
      'Multi-touch pad and two programmable buttons',
      'Up to 3 weeks of typical use per charge',
      'Pairs with Bluetooth LE',
    ],
  },
  features: {
    heading: 'Features',
    intro: 'Small enough for a pocket, precise enough for detailed work.',
    items: [
      {
        icon: 'activity',
        title: 'Motion pointer',
        description: 'A 6-axis IMU turns hand movement into a smooth, low-latency pointer.',
      },
      {
        icon: 'gamepad',
        title: 'Touch and buttons',
        description: 'Swipe, pinch and tap on the touchpad; map the two buttons to any action in your app.',
      },
      {
        icon: 'battery',
        title: 'Long battery life',
        description: 'USB-C charging and automatic sleep keep it ready for weeks.',
      },
      {
        icon: 'code',
        title: 'Developer access',
        description: 'Input events are exposed through the CXR-S SDK input API.',
      },
    ],
  },
  specs: {
    heading: 'Specifications',
    intro: 'Figures as measured in our labs on production units.',
    groups: [
      {
        category: 'Input',
        icon: 'gamepad',
        rows: [
          { label: 'Sensors', value: '6-axis IMU (3DoF pointing)' },
          { label: 'Controls', value: 'Multi-touch pad, two programmable buttons, home button' },
          { label: 'Feedback', value: 'Haptic motor' },
        ],
      },
      {
        category: 'Power and connectivity',
        icon: 'battery',
        rows: [
          { label: 'Connection', value: 'Bluetooth 5.2 LE' },
          { label: 'Battery', value: '300mAh, up to 3 weeks of typical use' },
          { label: 'Charging', value: 'USB-C, full charge in about 90 minutes' },
        ],
      },
      {
        category: 'Physical',
        icon: 'package',
        rows: [
          { label: 'Dimensions', value: '112 × 38 × 18mm' },
          { label: 'Weight', value: '52g' },
          { label: 'Included', value: 'Wrist strap, USB-C cable' },
        ],
      },
    ],
  },
  compatibleProducts: {
    heading: 'Compatible products',
    intro: 'Works with glasses that run YodaOS-Sprite.',
    items: [
      { label: `${brand.name} AR Glasses`, href: productPath('glasses') },
      { label: `${brand.name} AR Spatial`, href: productPath('ar-spatial') },
      { label: `${brand.name} AR Joy 2`, href: productPath('ar-joy2') },
    ],
  },
  inTheBox: [name, 'Wrist strap', 'USB-C charging cable', 'Quick start guide'],
  cta: {
    heading: 'Equip your team',
    text: 'Order controllers with your glasses, or ask about bundles for training rooms and demo areas.',
    actions: [
      { label: 'Contact Sales', href: '/contact', variant: 'primary' },
      { label: 'Become a Partner', href: '/become-partner', variant: 'outline' },
    ],
  },
};
