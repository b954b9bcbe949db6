import { brand, site } from '../site';
import type { ResourcePage, ResourceSection } from './types';

const devCrumb = { label: 'Developers', href: '/developers' };

/** The overview of both SDKs' APIs, on /docs/api after the HTTP API reference. */
export const sdkApiOverview: { heading: string; intro: string; sections: ResourceSection[] } = {
  heading: 'SDK APIs',
  intro:
    'An overview of the public APIs of both SDKs. The complete generated reference, with every class, method and event, ships inside each SDK download.',
  sections: [
    {
      heading: 'CXR-M SDK (Android)',
      intro: 'Kotlin-first APIs with Java callback variants. Entry point: CxrMobile.',
      items: [
        {
          icon: 'settings',
          title: 'CxrMobile and CxrConfig',
          description: 'Initialization, API key, logging and global configuration.',
        },
        {
          icon: 'bluetooth',
          title: 'Device manager',
          description: 'Discovery, pairing, connection state and automatic reconnection.',
        },
        {
          icon: 'camera',
          title: 'Media',
          description: 'Camera and microphone streams from the glasses; video and audio playback to them.',
        },
        {
          icon: 'monitor',
          title: 'Scenes',
          description: 'Text, image, list and hint elements rendered on the glasses display.',
        },
        { icon: 'mic', title: 'Commands', description: 'Custom voice commands and touch-gesture events.' },
        {
          icon: 'wifi',
          title: 'Data channel',
          description: 'Ordered, encrypted messages and file transfer with CXR-S apps.',
        },
      ],
    },
    {
      heading: 'CXR-S SDK (glasses)',
      intro: 'A C++17 API with Kotlin bindings. Every app derives from cxr::App.',
      items: [
        {
          icon: 'app-window',
          title: 'cxr/app.h',
          description: 'App lifecycle: create, pause, resume and shutdown callbacks.',
        },
        {
          icon: 'monitor',
          title: 'cxr/display.h',
          description: 'Scene graph, text and image nodes, dimming and per-eye calibration data.',
        },
        { icon: 'mic', title: 'cxr/voice.h', description: 'Voice command registration and wake word hooks.' },
        {
          icon: 'activity',
          title: 'cxr/sensors.h',
          description: 'IMU, ambient light and proximity sensors; camera frames.',
        },
        {
          icon: 'wifi',
          title: 'cxr/data_channel.h',
          description: 'The glasses end of the data channel, including file transfer.',
        },
        {
          icon: 'gauge',
          title: 'cxr/perf.h',
          description: 'Frame time, power and temperature counters for profiling.',
        },
      ],
    },
    {
      heading: 'API keys and permissions',
      intro: 'Create keys in the developer console and pass them to CxrConfig.',
      items: [
        {
          icon: 'key',
          title: 'read',
          description: 'The default. Lets an app connect to the glasses and use the SDK features.',
        },
        {
          icon: 'key',
          title: 'write',
          description: 'Adds changes to data on our services, such as app metadata and device settings.',
        },
        {
          icon: 'lock',
          title: 'admin',
          description: 'Full management access; for trusted back-end tools only, never in a shipped app.',
        },
      ],
    },
  ],
};

const forumPage: ResourcePage = {
  path: '/forum',
  meta: {
    title: 'Developer Forum',
    description: `The ${brand.name} developer forum: questions, answers, project showcases and announcements.`,
  },
  breadcrumb: [devCrumb, { label: 'Forum' }],
  badge: 'Opening soon',
  heading: 'Developer Forum',
  intro:
    'A place to ask questions, share your projects and hear from the engineers who build the platform. The forum opens soon; until then our community chat and developer support are the quickest ways to get help.',
  sections: [
    {
      heading: 'Forum categories',
      intro: 'How the forum will be organized.',
      items: [
        {
          icon: 'rocket',
          title: 'Getting Started',
          description: 'Setup, first apps and choosing between CXR-M and CXR-S.',
        },
        {
          icon: 'smartphone',
          title: 'CXR-M SDK',
          description: 'Pairing, streaming, scenes and commands from Android apps.',
        },
        {
          icon: 'glasses',
          title: 'CXR-S SDK',
          description: 'Native apps, hardware access and the data channel.',
        },
        { icon: 'cpu', title: 'YodaOS-Sprite', description: 'System behavior, updates and performance.' },
        { icon: 'sparkles', title: 'Showcase', description: 'Share what you have built and get feedback.' },
        {
          icon: 'clipboard-check',
          title: 'Bug Reports',
          description: 'Report SDK and OS issues with logs and steps to reproduce.',
        },
      ],
    },
    {
      heading: 'Get help now',
      intro: 'While the forum is being prepared.',
      items: [
        {
          icon: 'message-circle',
          title: 'Community chat',
          description: 'Talk to other developers and our developer relations team on Discord.',
          href: site.discordUrl,
          linkLabel: 'Join the chat',
          external: true,
        },
        {
          icon: 'circle-help',
          title: 'FAQ',
          description: 'Answers to the questions developers ask most.',
          href: '/faq',
          linkLabel: 'Read the FAQ',
        },
        {
          icon: 'life-buoy',
          title: 'Developer support',
          description: 'E-mail our support engineers about technical problems.',
          href: `mailto:${site.developerSupportEmail}`,
          linkLabel: site.developerSupportEmail,
        },
      ],
    },
  ],
  cta: {
    heading: 'Be there on day one',
    text: 'Members of the developer program get an invitation when the forum opens.',
    actions: [
      { label: 'Join Developer Program', href: '/become-developer', variant: 'primary' },
      { label: 'Contact Us', href: '/contact', variant: 'outline' },
    ],
  },
};

export const appStorePage: ResourcePage = {
  path: '/app-store',
  meta: {
    title: 'App Store',
    description: `Apps for ${brand.name} glasses, and how developers publish them.`,
  },
  breadcrumb: [devCrumb, { label: 'App Store' }],
  badge: 'Web catalogue coming soon',
  heading: 'App Store',
  intro:
    'The App Store brings apps built with our SDKs to glasses owners around the world. Users browse and install apps on the glasses and in the companion app; a web catalogue will follow here.',
  sections: [
    {
      heading: 'App categories',
      intro: 'What people install on their glasses.',
      items: [
        {
          icon: 'briefcase',
          title: 'Productivity',
          description: 'Teleprompters, notes, checklists and work instructions.',
        },
        {
          icon: 'globe',
          title: 'Navigation',
          description: 'Walking directions, translation and points of interest.',
        },
        { icon: 'gamepad', title: 'Entertainment', description: 'Games, video and spatial experiences.' },
        {
          icon: 'graduation-cap',
          title: 'Education',
          description: 'Courses, museum guides and training simulations.',
        },
        {
          icon: 'wrench',
          title: 'Utility',
          description: 'Scanners, captions, camera tools and device utilities.',
        },
      ],
    },
    {
      heading: 'How publishing works',
      intro: 'Four steps from idea to listing.',
      items: [
        {
          icon: 'users',
          title: '1. Join the developer program',
          description: 'Apply for free and get SDK access within 2 business days.',
          href: '/become-developer',
          linkLabel: 'Apply now',
        },
        {
          icon: 'terminal',
          title: '2. Create your app',
          description: 'Register the app in the developer console and generate an API key.',
          href: '/console',
          linkLabel: 'Open the console',
        },
        {
          icon: 'clipboard-check',
          title: '3. Submit for review',
          description:
            'Upload a signed release with release notes and screenshots. Submissions start as pending while we review them.',
        },
        {
          icon: 'store',
          title: '4. Publish',
          description: 'Approved apps go live in the App Store, with optional promotion for launches.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Start building your app',
    text: 'Choose your SDK and publish to glasses owners worldwide.',
    actions: [
      { label: 'Explore SDKs', href: '/developers', variant: 'primary' },
      { label: 'Read the FAQ', href: '/faq', variant: 'outline' },
    ],
  },
};

/** Resource landing pages by route. */
export const resourcePages: Record<ResourcePage['path'], ResourcePage> = {
  '/forum': forumPage,
  '/app-store': appStorePage,
};
