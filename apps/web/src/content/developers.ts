import { brand, site } from '../site';
import { devUi } from './developer-ui';
import { images } from './images';
import type {
  Action,
  DevNavItem,
  FaqEntry,
  FooterColumn,
  ImageRef,
  Link,
  LinkCard,
  PageMeta,
  SdkCard,
} from './types';

export type { DevNavItem, SdkCard } from './types';

export const developersMeta: PageMeta = {
  title: `${brand.name} Developers`,
  description: `Build apps for ${brand.name} AR glasses with the CXR-M SDK for Android phones, the CXR-S SDK for the glasses and YodaOS-Sprite.`,
};

// ---------------------------------------------------------------------------
// Top navigation of the developer home

export const devNav: DevNavItem[] = [
  { label: 'Development Guide', href: '/sdk/cxr-m' },
  {
    label: 'SDK',
    children: [
      { label: 'CXR-M Mobile', href: '/sdk/cxr-m' },
      { label: 'CXR-S Glasses', href: '/sdk/cxr-s' },
    ],
  },
  { label: 'Docs', href: '/docs' },
  { label: 'Forum', href: '/forum' },
  { label: 'App Store', href: '/app-store' },
  { label: 'Console', href: '/console' },
  { label: 'FAQ', href: '/faq' },
  { label: 'YodaOS-Sprite', href: '/yodaos-sprite' },
];

/** The developer home's language link: to the Chinese edition of the page (decision 0063). */
export const languageButton = { label: 'CN', ariaLabel: 'Switch to Chinese' } as const;

export const getStartedAction: Action = { label: 'Get Started', href: '/console', variant: 'primary' };

// ---------------------------------------------------------------------------
// Hero

export const devHero: {
  badge: string;
  title: string;
  lead: string;
  actions: Action[];
  image: ImageRef;
  alt: string;
} = {
  badge: 'Now Available',
  title: `Build for ${brand.name} AR glasses`,
  lead: 'Two SDKs, one operating system and a growing community. Extend your Android app to the glasses with CXR-M, or build native experiences that run on the glasses with CXR-S and YodaOS-Sprite.',
  actions: [
    { label: 'Get Started', href: '/console', variant: 'primary' },
    { label: 'Read the Docs', href: '/docs', variant: 'outline' },
  ],
  image: images.developersHero,
  alt: images.developersHero.alt,
};

// ---------------------------------------------------------------------------
// About YodaOS-Sprite

export const aboutYodaOs = {
  heading: 'About YodaOS-Sprite',
  paragraphs: [
    'YodaOS-Sprite is the operating system of our smart glasses. Built on a customized Linux kernel, it is designed for the limits of a wearable: a small battery, a display that sits close to the eye and input that is mostly voice and gesture.',
    'It manages power, graphics, audio and connectivity so apps stay smooth and the glasses stay cool, and it exposes the hardware to developers through the CXR-S SDK.',
  ],
  highlights: ['Customized Linux kernel', 'Low-power graphics and audio pipeline', 'Secure app sandbox'],
  link: { label: 'Explore YodaOS-Sprite', href: '/yodaos-sprite' } satisfies Link,
  image: images.yodaosArchitecture,
  alt: images.yodaosArchitecture.alt,
};

// ---------------------------------------------------------------------------
// SDK cards

export const sdkSection = {
  heading: 'Two SDKs, one platform',
  intro: 'Extend a phone app to the glasses, build apps that run on the glasses, or connect both.',
} as const;

export const sdkCards: SdkCard[] = [
  {
    id: 'cxr-m',
    name: 'CXR-M SDK',
    platform: 'Mobile · Android',
    description:
      'Connect your Android app to the glasses. Pair over Bluetooth and Wi-Fi, stream audio and video, send custom scenes and commands, and receive events from the glasses.',
    points: [
      'Kotlin and Java APIs',
      'Device discovery and pairing',
      'Audio, video and camera streams',
      'Custom scenes and voice commands',
    ],
    href: '/sdk/cxr-m',
    linkLabel: 'Explore CXR-M SDK',
  },
  {
    id: 'cxr-s',
    name: 'CXR-S SDK',
    platform: 'Glasses · YodaOS-Sprite',
    description:
      'Build apps that run on the glasses themselves. Access the display, sensors, cameras and microphones, and exchange data with a paired phone through the data channel.',
    points: [
      'Native C/C++ and Kotlin APIs',
      'Direct hardware access',
      'Data channel to CXR-M apps',
      'On-device performance tools',
    ],
    href: '/sdk/cxr-s',
    linkLabel: 'Explore CXR-S SDK',
  },
];

// ---------------------------------------------------------------------------
// Resources

export const resourcesSection = {
  heading: 'Developer resources',
  intro: 'Everything you need from the first line of code to publishing your app.',
} as const;

export const resourceCards: LinkCard[] = [
  {
    icon: 'book-open',
    title: 'Development Guide',
    description: 'Set up your environment, pair a device and build your first app step by step.',
    href: '/sdk/cxr-m',
    linkLabel: 'Start the guide',
  },
  {
    icon: 'download',
    title: 'SDK Downloads',
    description: 'Download the latest CXR-M and CXR-S SDKs, the Unity plugin and sample projects.',
    href: '/console',
    linkLabel: 'Go to downloads',
  },
  {
    icon: 'file-text',
    title: 'API Documentation',
    description: 'Reference for every class, method and event in both SDKs.',
    href: '/docs/api',
    linkLabel: 'Browse the API',
  },
  {
    icon: 'message-circle',
    title: 'Developer Forum',
    description: 'Ask questions, share projects and learn from other developers and our engineers.',
    href: '/forum',
    linkLabel: 'Visit the forum',
  },
  {
    icon: 'store',
    title: 'App Store',
    description: 'Publish your app and reach owners of our glasses around the world.',
    href: '/app-store',
    linkLabel: 'Learn about publishing',
  },
  {
    icon: 'terminal',
    title: 'Developer Console',
    description: 'Manage your apps, API keys, downloads and developer profile in one place.',
    href: '/console',
    linkLabel: 'Open the console',
  },
];

// ---------------------------------------------------------------------------
// FAQ preview

export const devFaq: { heading: string; items: [FaqEntry, FaqEntry]; link: Link } = {
  heading: 'Frequently asked questions',
  items: [
    {
      question: 'What is the CXR-M SDK?',
      answer:
        'The CXR-M SDK is the mobile SDK for phone apps. It lets your app communicate with the glasses, receive audio and video from them, and customize the scenes shown on the display.',
    },
    {
      question: 'Which phones does the CXR-M SDK support?',
      answer:
        'The CXR-M SDK currently supports Android phones only, running Android 7.0 (API level 24) or higher. iOS is not supported at this time.',
    },
  ],
  link: { label: 'View all FAQs', href: '/faq' },
};

// ---------------------------------------------------------------------------
// Community

export const community: { heading: string; text: string; actions: Action[] } = {
  heading: 'Join the community',
  text: 'Thousands of developers are building for our glasses. Get help, share what you are working on and hear about SDK releases first.',
  actions: [
    { label: 'Visit the Forum', href: '/forum', variant: 'primary' },
    { label: 'Join us on Discord', href: site.discordUrl, variant: 'outline', external: true },
  ],
};

/**
 * The Chinese edition's community section (issue #40): the forum, and the WeChat official account and QQ
 * group from `site.chinaCommunity` (each shown with a QR code) instead of Discord, which is not reachable
 * from the mainland.
 */
export const communityZh = {
  heading: '加入开发者社区',
  text: '成千上万的开发者正在为我们的眼镜开发应用。在这里获取帮助、分享您的作品，并第一时间了解 SDK 新版本。',
  forum: { label: '访问论坛', href: '/forum' },
  wechat: {
    title: '微信公众号',
    name: (name: string) => `微信搜索“${name}”`,
    qrLabel: (name: string) => `二维码：用微信扫一扫，关注公众号“${name}”`,
  },
  qqGroup: {
    title: 'QQ 群',
    number: (number: string) => `群号：${number}`,
    qrLabel: (number: string) => `二维码：用 QQ 扫一扫，加入 QQ 群 ${number}`,
  },
} as const;

// ---------------------------------------------------------------------------
// Footer of the developer home

/** The words of the developer footer (English here; the Chinese catalogue's `devFooter` has the same shape). */
export interface DevFooterCopy {
  /** The footer's title, the label of its link columns and the screen-reader note on external links. */
  ui: { title: string; navLabel: string; opensInNewTab: string };
  tagline: string;
  columns: FooterColumn[];
  legalNotices: string[];
  /**
   * What goes before the operator's filing numbers (`site.filing`) where they are set; null: the number
   * alone (as Chinese sites show it). A number not set is not shown, nor its label.
   */
  filingLabels: { icp: string | null; publicSecurity: string | null };
  filingNotices: string[];
  complaints: { text: string; label: string; href: string };
  copyright: string;
}

export const devFooter: DevFooterCopy = {
  ui: { title: devUi.devNavTitle, navLabel: devUi.devFooterNavLabel, opensInNewTab: devUi.opensInNewTab },
  tagline: `The ${brand.name} developer platform: SDKs, tools and community for AR glasses.`,
  columns: [
    {
      id: 'product',
      title: 'Product',
      links: [
        { label: 'CXR-M SDK', href: '/sdk/cxr-m' },
        { label: 'CXR-S SDK', href: '/sdk/cxr-s' },
        { label: 'YodaOS-Sprite', href: '/yodaos-sprite' },
        { label: 'Developer Console', href: '/console' },
      ],
    },
    {
      id: 'learn',
      title: 'Learn',
      links: [
        { label: 'Documentation', href: '/docs' },
        { label: 'API Reference', href: '/docs/api' },
        { label: 'Development Guide', href: '/sdk/cxr-m' },
        { label: 'FAQ', href: '/faq' },
      ],
    },
    {
      id: 'support',
      title: 'Support',
      links: [
        { label: 'Contact Us', href: '/contact' },
        { label: 'Developer Support', href: `mailto:${site.developerSupportEmail}` },
        { label: 'Join Developer Program', href: '/become-developer' },
      ],
    },
    {
      id: 'community',
      title: 'Community',
      links: [
        { label: 'Forum', href: '/forum' },
        { label: 'Discord', href: site.discordUrl, external: true },
        { label: 'App Store', href: '/app-store' },
        { label: 'YouTube', href: site.social.youtube, external: true },
      ],
    },
  ],
  legalNotices: [
    `Use of the SDKs and the developer console is subject to the ${brand.name} developer agreement and the Terms of Service.`,
    `YodaOS-Sprite, CXR-M and CXR-S are trademarks of ${brand.name}. Android is a trademark of Google LLC. Other names may be trademarks of their respective owners.`,
  ],
  filingLabels: { icp: 'ICP filing:', publicSecurity: 'Public security filing:' },
  filingNotices: [
    'Apps distributed through the App Store in mainland China must carry their own app filing as required by local regulations.',
  ],
  complaints: {
    text: 'Reports and complaints about content or developer conduct:',
    label: site.complaintsEmail,
    href: `mailto:${site.complaintsEmail}`,
  },
  copyright: `© 2023 ${brand.name}. All rights reserved.`,
};
