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

/** Language switch button of the developer home (the Chinese-language site is not part of this site). */
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

/** The words of the developer footer in one language (`devFooter` English, `devFooterZh` Chinese). */
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

/**
 * The Chinese edition's footer (issue #40): the same columns, with the community reachable from the
 * mainland (WeChat official account and QQ group instead of Discord and YouTube). Paths are the English
 * edition's; the footer's `hrefFor` puts them under /zh/ where a Chinese page exists.
 */
export const devFooterZh: DevFooterCopy = {
  ui: { title: '开发者', navLabel: '开发者网站', opensInNewTab: '（在新标签页中打开）' },
  tagline: `${brand.name} 开发者平台：为 AR 眼镜开发提供 SDK、工具和社区支持。`,
  columns: [
    {
      id: 'product',
      title: '产品',
      links: [
        { label: 'CXR-M SDK', href: '/sdk/cxr-m' },
        { label: 'CXR-S SDK', href: '/sdk/cxr-s' },
        { label: 'YodaOS-Sprite', href: '/yodaos-sprite' },
        { label: '开发者控制台', href: '/console' },
      ],
    },
    {
      id: 'learn',
      title: '学习',
      links: [
        { label: '开发文档', href: '/docs' },
        { label: 'API 参考', href: '/docs/api' },
        { label: '开发指南', href: '/sdk/cxr-m' },
        { label: '常见问题', href: '/faq' },
      ],
    },
    {
      id: 'support',
      title: '支持',
      links: [
        { label: '联系我们', href: '/contact' },
        { label: '开发者支持', href: `mailto:${site.developerSupportEmail}` },
        { label: '加入开发者计划', href: '/become-developer' },
      ],
    },
    {
      id: 'community',
      title: '社区',
      links: [
        { label: '论坛', href: '/forum' },
        { label: '微信公众号', href: site.chinaCommunity.wechat.url, external: true },
        { label: '应用商店', href: '/app-store' },
        { label: 'QQ 群', href: site.chinaCommunity.qqGroup.url, external: true },
      ],
    },
  ],
  legalNotices: [
    `使用 SDK 和开发者控制台须遵守 ${brand.name} 开发者协议和服务条款。`,
    `YodaOS-Sprite、CXR-M 和 CXR-S 是 ${brand.name} 的商标。Android 是 Google LLC 的商标。其他名称可能是其各自所有者的商标。`,
  ],
  filingLabels: { icp: null, publicSecurity: null },
  filingNotices: ['在中国大陆通过应用商店分发的应用，须按当地法规办理 App 备案，并提供 APP 备案号。'],
  complaints: {
    text: '内容或开发者行为的举报与投诉：',
    label: site.complaintsEmail,
    href: `mailto:${site.complaintsEmail}`,
  },
  copyright: `© 2023 ${brand.name}。保留所有权利。`,
};
