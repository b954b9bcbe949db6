import { brand, productPath } from '../../site';
import { images } from '../images';
import type { ProductPage } from '../types';

const name = `${brand.name} AR Glasses`;

/** The enterprise AR Glasses page (`/products/{brand}-glasses`). */
export const arGlassesPage: ProductPage = {
  suffix: 'glasses',
  href: productPath('glasses'),
  name,
  meta: {
    title: `${name} for enterprise`,
    description: `${name}: standalone enterprise AR with a 43° field of view, 1280×720 per eye, 1,800 nits, 95g and a 6-hour battery, for remote assistance, training and maintenance.`,
  },
  hero: {
    eyebrow: 'Enterprise AR',
    title: name,
    tagline:
      'Standalone AR glasses that put experts, instructions and data in the line of sight of frontline teams.',
    image: images.productGlasses,
    alt: images.productGlasses.alt,
    actions: [
      { label: 'Request a Demo', href: '/contact', variant: 'primary' },
      { label: 'Become a Partner', href: '/become-partner', variant: 'outline' },
    ],
  },
  overview: {
    heading: 'Built for the work, not the desk',
    paragraphs: [
      `${name} is a self-contained computer worn like safety glasses. A bright waveguide display stays readable outdoors and on well-lit shop floors, a 48MP camera shares exactly what the wearer sees, and noise-cancelling microphones keep voice control reliable next to running machinery.`,
      'Apps run on the glasses under YodaOS-Sprite, so teams can use them without a phone, manage them like any other company device and integrate them with existing systems through the CXR-S SDK.',
    ],
    highlights: [
      '43° field of view with 1280×720 per eye',
      '1,800 nits for outdoor readability',
      '95g including the battery',
      '6-hour battery, swappable during a shift',
    ],
  },
  features: {
    heading: 'Designed for frontline teams',
    intro: 'Everything a technician, inspector or trainee needs, hands-free.',
    items: [
      {
        icon: 'eye',
        title: 'Bright binocular display',
        description:
          'Readable in daylight and bright workshops without blocking the wearer’s view of the task.',
      },
      {
        icon: 'camera',
        title: 'Point-of-view camera',
        description:
          'Stabilized 48MP stills and 1080p video for remote support, inspection records and training content.',
      },
      {
        icon: 'mic',
        title: 'Voice control in noise',
        description:
          'Four-microphone array with noise cancellation that works at up to 90 dB of background noise.',
      },
      {
        icon: 'shield-check',
        title: 'Rugged and safe',
        description:
          'IP54 sealing, impact-resistant lenses and compatibility with hard hats and hearing protection.',
      },
      {
        icon: 'settings',
        title: 'Fleet management',
        description:
          'Enroll, configure and update devices centrally, with kiosk mode for single-purpose deployments.',
      },
      {
        icon: 'code',
        title: 'Open to integration',
        description:
          'Build custom apps with the CXR-S SDK or connect your existing Android app with the CXR-M SDK.',
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
          { label: 'Field of view', value: '43°' },
          { label: 'Resolution', value: '1280×720 per eye' },
          { label: 'Brightness', value: '1,800 nits to the eye' },
          { label: 'Refresh rate', value: '60Hz' },
        ],
      },
      {
        category: 'Computing',
        icon: 'cpu',
        rows: [
          { label: 'Processor', value: 'Octa-core XR processor' },
          { label: 'Memory', value: '6GB RAM' },
          { label: 'Storage', value: '128GB' },
          { label: 'Wireless', value: 'Wi-Fi 6, Bluetooth 5.2' },
        ],
      },
      {
        category: 'Sensors and Cameras',
        icon: 'camera',
        rows: [
          { label: 'Main camera', value: '48MP with electronic image stabilization, 1080p video' },
          { label: 'Motion sensing', value: '9-axis IMU' },
          { label: 'Environment', value: 'Ambient light and proximity sensors' },
          { label: 'Tracking', value: '6DoF head tracking' },
        ],
      },
      {
        category: 'Audio',
        icon: 'headphones',
        rows: [
          { label: 'Speakers', value: 'Dual open-ear speakers' },
          { label: 'Microphones', value: 'Four-microphone array with noise cancellation' },
          { label: 'Voice control', value: 'Offline wake word and command recognition' },
        ],
      },
      {
        category: 'Physical',
        icon: 'glasses',
        rows: [
          { label: 'Weight', value: '95g' },
          { label: 'Battery', value: '6-hour battery, swappable' },
          { label: 'Protection', value: 'IP54 dust and splash resistant' },
          { label: 'Prescription support', value: `${brand.name} Lens Inserts` },
        ],
      },
      {
        category: 'Software',
        icon: 'layers',
        rows: [
          { label: 'Operating system', value: 'YodaOS-Sprite 2.1' },
          { label: 'Developer tools', value: 'CXR-S SDK (on the glasses), CXR-M SDK (Android phones)' },
          {
            label: 'Device management',
            value: 'Central enrollment, configuration, kiosk mode and OTA updates',
          },
          { label: 'Security', value: 'Encrypted storage, secure boot, signed apps' },
        ],
      },
    ],
  },
  useCases: {
    heading: 'Enterprise use cases',
    intro: 'Proven deployments across manufacturing, energy, utilities and logistics.',
    items: [
      {
        icon: 'users',
        title: 'Remote Expert Assistance',
        description:
          'Connect a technician to an expert anywhere. The expert sees the live view, draws annotations that stay anchored to the equipment, and shares documents into the display.',
      },
      {
        icon: 'graduation-cap',
        title: 'Training and Simulation',
        description:
          'Guide new staff through real procedures with step-by-step overlays and record sessions to build a training library from your best people.',
      },
      {
        icon: 'wrench',
        title: 'Maintenance and Repair',
        description:
          'Show work instructions, checklists and sensor data hands-free, and capture photo evidence for every step of an inspection or repair.',
      },
    ],
  },
  compatibleProducts: {
    heading: 'Accessories',
    intro: 'Extend a deployment with the accessories below.',
    items: [
      { label: `${brand.name} Controller`, href: productPath('controller') },
      { label: `${brand.name} Lens Inserts`, href: productPath('lens-inserts') },
      { label: `${brand.name} Hub`, href: productPath('hub') },
    ],
  },
  inTheBox: [
    name,
    'Swappable battery pack',
    'USB-C charging cable',
    'Protective case',
    'Cleaning cloth',
    'Quick start guide',
  ],
  cta: {
    heading: 'Plan your deployment',
    text: 'Our solutions team can arrange a demo, help you scope a pilot and introduce you to a certified partner in your region. Integrators can register to build and resell solutions.',
    actions: [
      { label: 'Contact Sales', href: '/contact', variant: 'primary' },
      { label: 'Become a Partner', href: '/become-partner', variant: 'outline' },
      { label: 'Register as a Solution Partner', href: '/become-partner', variant: 'outline' },
    ],
  },
};
