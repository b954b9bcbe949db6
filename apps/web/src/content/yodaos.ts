import { deviceModelName } from '@app/contracts/device-models';
import { brand, productPath } from '../site';
import { images } from './images';
import type {
  Action,
  ArchitectureTab,
  ArchitectureTabId,
  Breadcrumb,
  ButtonOnly,
  IconCard,
  LinkCard,
  PageMeta,
  SectionHeading,
  SupportedDevice,
} from './types';

export const yodaosMeta: PageMeta = {
  title: 'YodaOS-Sprite',
  description: `YodaOS-Sprite is the smart-glasses operating system of ${brand.name} wearables, built on a customized Linux kernel for low power, fast response and secure apps.`,
};

export const yodaosBreadcrumb: Breadcrumb[] = [
  { label: 'Developers', href: '/developers' },
  { label: 'YodaOS-Sprite' },
];

export const yodaosHero: {
  title: string;
  intro: string;
  actions: Action[];
  /** Opens the Hardware tab of the architecture section. */
  viewConfiguration: ButtonOnly;
} = {
  title: 'YodaOS-Sprite',
  intro: `A smart-glasses operating system for wearables. YodaOS-Sprite is built on a customized Linux kernel and tuned for everything that makes glasses different from phones: a small battery, a display next to the eye, voice-first input and a device that must stay cool and light. It powers ${brand.name} glasses and every app built with the CXR-S SDK.`,
  actions: [
    { label: 'Get Started', href: '/console', variant: 'primary' },
    { label: 'Development SDK', href: '/sdk/cxr-s', variant: 'outline' },
  ],
  viewConfiguration: { label: 'View Configuration', variant: 'outline', tab: 'hardware' },
};

export const coreFeaturesSection: SectionHeading = {
  heading: 'Core features',
  intro: 'Four principles shape every part of the system.',
};

export const coreFeatures: IconCard[] = [
  {
    icon: 'eye',
    title: 'Vision Optimization',
    description:
      'A display pipeline tuned for near-eye optics: distortion correction, per-eye calibration and text rendering that stays crisp at small sizes.',
  },
  {
    icon: 'gauge',
    title: 'Performance Balance',
    description:
      'Power-aware scheduling shifts work between cores and the GPU to keep frame rates steady while the frame stays cool against the skin.',
  },
  {
    icon: 'sparkles',
    title: 'Natural Design',
    description:
      'Voice, glance and touch are first-class inputs, and the interface shows only what matters right now, so the wearer stays in the moment.',
  },
  {
    icon: 'layers',
    title: 'System Integration',
    description:
      'Phone, cloud and accessories connect through one set of services, so apps get connectivity, sync and security without extra work.',
  },
];

export const architectureSection: SectionHeading = {
  heading: 'System architecture',
  intro: 'From the kernel to your app: how YodaOS-Sprite is put together.',
};

export const defaultArchitectureTab: ArchitectureTabId = 'overview';

export const architectureTabs: ArchitectureTab[] = [
  {
    id: 'overview',
    label: 'Overview',
    heading: 'Three layers',
    intro:
      'Apps talk to system services through stable APIs; services talk to the hardware through drivers we maintain for every supported device.',
    layers: [
      {
        name: 'Application',
        description: 'System apps and third-party apps built with the CXR-S SDK, each in its own sandbox.',
        components: [
          'Launcher and system UI',
          'Voice assistant',
          'Third-party CXR-S apps',
          'App Store client',
        ],
      },
      {
        name: 'System',
        description:
          'Services shared by every app: graphics, audio, input, connectivity, power and security.',
        components: [
          'Compositor and graphics engine',
          'Audio framework',
          'Input and voice services',
          'Connectivity and data channel',
        ],
      },
      {
        name: 'Hardware',
        description: 'A customized Linux kernel with drivers for displays, sensors, cameras and radios.',
        components: [
          'Customized Linux kernel',
          'Display and optics drivers',
          'Sensor hub',
          'Power management IC',
        ],
      },
    ],
    metrics: [
      { label: 'Power Efficiency', value: 95 },
      { label: 'Display Performance', value: 92 },
      { label: 'System Responsiveness', value: 98 },
    ],
  },
  {
    id: 'hardware',
    label: 'Hardware',
    heading: 'Hardware platform',
    intro:
      'The reference configuration YodaOS-Sprite is optimized for. Individual devices vary; see Supported devices.',
    lists: [
      {
        title: 'Processor',
        icon: 'cpu',
        items: [
          'ARM-based wearable SoC, 4 to 8 cores',
          'Dedicated GPU with Vulkan and OpenGL ES 3.2',
          'Low-power DSP for audio and sensors',
          '4GB to 8GB RAM',
        ],
      },
      {
        title: 'Display',
        icon: 'monitor',
        items: [
          'Binocular Micro-OLED or Micro-LED waveguide',
          'Up to 1920x1080 per eye',
          'Per-eye calibration and distortion correction',
          'Automatic brightness from the ambient light sensor',
        ],
      },
      {
        title: 'Audio',
        icon: 'headphones',
        items: [
          'Open-ear stereo speakers',
          'Three to five microphone array',
          'Beamforming and noise suppression',
          'Always-on wake word engine on the DSP',
        ],
      },
      {
        title: 'Camera and sensors',
        icon: 'camera',
        items: [
          'RGB camera up to 48MP',
          'Tracking cameras on spatial devices',
          '6- or 9-axis IMU',
          'Ambient light and proximity sensors',
        ],
      },
    ],
  },
  {
    id: 'software',
    label: 'Software',
    heading: 'Software stack',
    intro: 'A lean runtime and a small set of system services keep memory use and power draw low.',
    lists: [
      {
        title: 'Runtime',
        icon: 'terminal',
        items: [
          'Linux kernel: customized for wearables, with fast resume and aggressive idle states',
          'Graphics engine: a compositor with late-stage reprojection for stable content',
          'Audio framework: low-latency capture and playback with spatial audio',
        ],
      },
      {
        title: 'Services',
        icon: 'settings',
        items: [
          'Power: thermal management, battery-aware scheduling and standby',
          'Connectivity: Wi-Fi, Bluetooth LE, phone pairing and the data channel',
          'Security: secure boot, encrypted storage, app signing and permissions',
        ],
      },
    ],
  },
  {
    id: 'development',
    label: 'Development',
    heading: 'Building for YodaOS-Sprite',
    intro: 'What the CXR-S SDK gives you on top of the operating system.',
    lists: [
      {
        title: 'Native framework',
        icon: 'code',
        items: [
          'C/C++ SDK with a C++17 API',
          'Kotlin bindings for app logic',
          'CMake and Gradle build integration',
        ],
      },
      {
        title: 'Cross-platform communication',
        icon: 'wifi',
        items: [
          'WiFi for streaming and file transfer',
          'Bluetooth LE for pairing and low-power messages',
          'Data channel shared with CXR-M phone apps',
        ],
      },
      {
        title: 'Performance monitoring',
        icon: 'activity',
        items: [
          'Frame-time and GPU counters',
          'Power draw and temperature traces',
          'Memory and wake-lock reports',
        ],
      },
      {
        title: 'Security framework',
        icon: 'lock',
        items: [
          'App signing and developer permissions',
          'Per-app hardware permissions',
          'Encrypted data channel',
        ],
      },
    ],
  },
];

export const supportedDevicesSection: SectionHeading = {
  heading: 'Supported devices',
  intro: 'YodaOS-Sprite runs on these glasses. Updates are delivered over the air.',
};

export const supportedDevices: SupportedDevice[] = [
  {
    name: deviceModelName('glasses'),
    status: 'Supported',
    version: '2.1',
    features: ['Enterprise device management', '48MP camera access', 'Swappable battery support'],
    href: productPath('glasses'),
    image: images.productGlasses,
    alt: images.productGlasses.alt,
  },
  {
    name: deviceModelName('max2'),
    status: 'Supported',
    version: '2.2',
    features: ['Wi-Fi 6E streaming', 'Digital IPD calibration', 'CXR-M scene rendering'],
    href: productPath('max2'),
    image: images.productMax2,
    alt: images.productMax2.alt,
  },
  {
    name: deviceModelName('ar-joy2'),
    status: 'Latest',
    version: '2.3',
    features: ['Standalone app runtime', 'Full CXR-S hardware access', 'App Store distribution'],
    href: productPath('ar-joy2'),
    image: images.productArJoy2,
    alt: images.productArJoy2.alt,
  },
  {
    name: deviceModelName('ar-spatial'),
    status: 'Supported',
    version: '2.1',
    features: ['Multi-window spatial desktop', '6DoF tracking services', 'Hand tracking input'],
    href: productPath('ar-spatial'),
    image: images.productArSpatial,
    alt: images.productArSpatial.alt,
  },
];

export const developmentResourcesSection: SectionHeading = {
  heading: 'Development resources',
  intro: 'Start building for YodaOS-Sprite.',
};

export const developmentResources: LinkCard[] = [
  {
    icon: 'code',
    title: 'CXR-S SDK',
    description: 'APIs, samples and tools for apps that run on the glasses.',
    href: '/sdk/cxr-s',
    linkLabel: 'Explore the SDK',
  },
  {
    icon: 'book-open',
    title: 'Documentation',
    description: 'Guides for the system services, app lifecycle and design for near-eye displays.',
    href: '/docs',
    linkLabel: 'Read the docs',
  },
  {
    icon: 'terminal',
    title: 'Developer Console',
    description: 'Download system images and tools, and register your glasses for developer mode.',
    href: '/console',
    linkLabel: 'Open the console',
  },
];

export const yodaosCta: { heading: string; text: string; actions: Action[] } = {
  heading: 'Build for the glasses of tomorrow, today',
  text: 'Join the developer program for SDK access, development hardware and direct support from the YodaOS-Sprite team.',
  actions: [
    { label: 'Join Developer Program', href: '/become-developer', variant: 'primary' },
    { label: 'Get Started', href: '/console', variant: 'outline' },
  ],
};

/** The layers of the Overview tab: the developer home draws them as a stack (features/developers/layer-stack.tsx). */
export const architectureLayers = architectureTabs.find((tab) => tab.layers)?.layers ?? [];
