import { brand } from '../site';
import type { FaqCategory } from './types';
import { developerModeCheck, developerModeSteps } from './sdk/developer-mode';

/** The six FAQ categories, in display order. Ids are stable (used for anchors and open state). */
export const faqCategories: FaqCategory[] = [
  {
    id: 'general',
    title: 'General Questions',
    icon: 'circle-help',
    questions: [
      {
        id: 'what-is-cxr-m',
        question: 'What is the CXR-M SDK?',
        answer:
          'CXR-M is the mobile SDK. It lets an app on an Android phone communicate with the glasses: pair and connect, receive audio and video from the glasses, play media on them, and customize the scenes and voice commands the wearer sees and uses.',
        tags: ['CXR-M', 'mobile', 'SDK', 'overview'],
      },
      {
        id: 'what-is-cxr-s',
        question: 'What is the CXR-S SDK?',
        answer:
          'CXR-S is the on-device SDK. Apps built with it run directly on the glasses under YodaOS-Sprite, with access to the display, cameras, sensors and microphones, and can exchange data with a CXR-M phone app through the data channel.',
        tags: ['CXR-S', 'glasses', 'SDK', 'overview'],
      },
      {
        id: 'which-sdk',
        question: 'Which SDK should I use, CXR-M or CXR-S?',
        answer:
          'Use CXR-M if your app already lives on an Android phone and you want to extend it to the glasses. Use CXR-S if your app should run on the glasses without a phone, or needs low-latency access to the glasses hardware. Many apps use both: CXR-S on the glasses and CXR-M on the phone, connected by the data channel.',
        tags: ['CXR-M', 'CXR-S', 'architecture'],
      },
      {
        id: 'ios-support',
        question: 'Does the CXR-M SDK support iOS?',
        answer:
          'Not at this time. The CXR-M SDK currently supports Android phones only. Follow the forum for announcements about additional platforms.',
        tags: ['CXR-M', 'iOS', 'Android', 'compatibility'],
      },
      {
        id: 'cost',
        question: 'Is there a cost to join the developer program?',
        answer:
          'No. Joining the developer program, downloading the SDKs and using the developer console are free. Development hardware is available at program prices, and loaner units are offered to selected projects.',
        tags: ['developer program', 'pricing', 'hardware'],
      },
    ],
  },
  {
    id: 'setup',
    title: 'Setup & Installation',
    icon: 'download',
    questions: [
      {
        id: 'cxr-m-requirements',
        question: 'What are the system requirements for the CXR-M SDK?',
        answer:
          'The mobile SDK needs Android 7.0 (API 24) or higher and at least 2GB RAM. It supports the ARM64, ARM and x86_64 architectures, needs camera, microphone and storage permissions for media features, and connects over Wi-Fi or Bluetooth.',
        tags: ['CXR-M', 'requirements', 'Android', 'RAM', 'architecture'],
      },
      {
        id: 'install-cxr-m',
        question: 'How do I add the CXR-M SDK to my Android project?',
        answer:
          'Add our Maven repository to settings.gradle.kts, add the cxr-m dependency to your app module, set minSdk to 24, declare the Bluetooth, Wi-Fi, camera and microphone permissions, and initialize the SDK in your Application class with an API key from the developer console. The Getting Started tab of the CXR-M page shows each step with code.',
        tags: ['CXR-M', 'Gradle', 'installation'],
      },
      {
        id: 'developer-permission',
        question: 'Do I need to enable developer permission on the glasses?',
        answer:
          'Only for CXR-S. The glasses-side SDK needs developer permission enabled on the glasses before you can install, debug or run your own apps on them. If you only use the phone-side SDK (CXR-M), you do not need it.',
        tags: ['CXR-S', 'CXR-M', 'developer permission', 'glasses'],
      },
      {
        id: 'enable-developer-permission',
        question: 'How do I enable developer permission?',
        answer: `${developerModeSteps} After the restart the cxr command-line tool lists them with developer mode enabled. ${developerModeCheck}`,
        tags: ['CXR-S', 'developer permission', 'console'],
      },
      {
        id: 'cxr-s-toolchain',
        question: 'What do I need to build CXR-S apps?',
        answer:
          'A Windows 10 or 11, macOS 12 or later, or Ubuntu 20.04 or later computer, CMake 3.22 or later with a C++17 compiler (or Android Studio for Kotlin), the CXR-S SDK from the console, and glasses running YodaOS-Sprite 2.1 or higher connected by USB-C or Wi-Fi.',
        tags: ['CXR-S', 'toolchain', 'requirements', 'CMake'],
      },
    ],
  },
  {
    id: 'development',
    title: 'Development & Integration',
    icon: 'code',
    questions: [
      {
        id: 'languages',
        question: 'Which programming languages can I use?',
        answer:
          'CXR-M offers Kotlin APIs with coroutine support and Java callback variants. CXR-S offers a native C/C++ API with Kotlin bindings. A Unity plugin for Unity 2022.3+ is available in the console downloads.',
        tags: ['Kotlin', 'Java', 'C++', 'Unity', 'languages'],
      },
      {
        id: 'api-key-permissions',
        question: 'What permissions can an API key have?',
        answer:
          'API keys carry one or more of three permissions: read, write and admin. New keys get read permission by default, which is enough for most client apps. Grant write only to apps that change data on our services, and admin only to trusted back-end tools.',
        tags: ['API key', 'permissions', 'read', 'write', 'admin', 'security'],
      },
      {
        id: 'phone-glasses-data',
        question: 'How do a phone app and a glasses app exchange data?',
        answer:
          'Through the data channel. Both sides open a channel with the same name, starting with your package name. Messages are delivered in order and encrypted, and files up to 512 MB can be transferred over Wi-Fi with resume support.',
        tags: ['data channel', 'CXR-M', 'CXR-S', 'messaging'],
      },
      {
        id: 'custom-scenes',
        question: 'Can I design my own screens for the glasses from a phone app?',
        answer:
          'Yes. With CXR-M you describe scenes made of text, images, lists and hints, and the glasses render them with the system’s typography and layout rules, so your content stays readable on a near-eye display.',
        tags: ['CXR-M', 'scenes', 'UI', 'display'],
      },
      {
        id: 'camera-access',
        question: 'Can my app use the camera on the glasses?',
        answer:
          'Yes. CXR-M apps can receive the camera stream on the phone, and CXR-S apps can read camera frames directly on the glasses. In both cases the user must grant the camera permission, and a capture indicator lights up while the camera is in use.',
        tags: ['camera', 'privacy', 'permissions', 'video'],
      },
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    icon: 'wrench',
    questions: [
      {
        id: 'cannot-connect',
        question: 'My app cannot find or connect to the glasses. What should I check?',
        answer:
          'Check that Bluetooth and location services are on and that the Bluetooth permissions were granted at runtime, that the glasses are charged and not connected to another phone, and that your API key is active in the console. If it still fails, remove the glasses from the phone’s Bluetooth settings and pair again from your app.',
        tags: ['connection', 'Bluetooth', 'pairing', 'CXR-M'],
      },
      {
        id: 'video-stutter',
        question: 'The video stream stutters or goes black.',
        answer:
          'Keep the app in the foreground while streaming, close earlier stream sessions before opening a new one, and choose a lower stream profile on busy networks; 720p at 30 fps needs about 4 Mbps. The stream statistics callback shows dropped frames and bitrate.',
        tags: ['video', 'streaming', 'performance', 'CXR-M'],
      },
      {
        id: 'voice-commands',
        question: 'My custom voice commands are not recognized.',
        answer:
          'Register commands only after the connection is established, use short phrases of two to four words that do not clash with system commands, and make sure the command language matches the language set on the glasses.',
        tags: ['voice', 'commands', 'CXR-M'],
      },
      {
        id: 'access-denied',
        question: 'Opening the data channel fails with access denied.',
        answer:
          'Make sure developer permission is enabled on the glasses, that the channel name starts with your package name identically on both sides, and that the phone app and the glasses app belong to the same developer account.',
        tags: ['data channel', 'access denied', 'CXR-S', 'developer permission'],
      },
      {
        id: 'install-fails',
        question: 'Installing my CXR-S app on the glasses fails.',
        answer:
          'Check that the glasses run YodaOS-Sprite 2.1 or higher and show developer mode as enabled in the output of cxr devices, that there is enough free storage, and that the package was built with the toolchain file from the current SDK.',
        tags: ['CXR-S', 'installation', 'YodaOS-Sprite'],
      },
    ],
  },
  {
    id: 'platform',
    title: 'Platform & Tools',
    icon: 'settings',
    questions: [
      {
        id: 'what-is-yodaos',
        question: 'What is YodaOS-Sprite?',
        answer: `YodaOS-Sprite is the operating system of ${brand.name} smart glasses, built on a customized Linux kernel for wearables. It manages power, graphics, audio, connectivity and security, and runs the apps you build with the CXR-S SDK.`,
        tags: ['YodaOS-Sprite', 'operating system', 'Linux'],
      },
      {
        id: 'supported-devices',
        question: 'Which glasses run YodaOS-Sprite?',
        answer:
          'AR Glasses and AR Spatial run version 2.1, Max 2 runs 2.2 and AR Joy 2 runs the latest version, 2.3. Updates are delivered over the air; the YodaOS-Sprite page lists the features of each device.',
        tags: ['YodaOS-Sprite', 'devices', 'versions', 'compatibility'],
      },
      {
        id: 'developer-console',
        question: 'What can I do in the developer console?',
        answer:
          'Create and manage apps, generate and revoke API keys, register your glasses and request developer mode for them (Devices tab), download SDKs and plugins and keep your developer profile up to date.',
        tags: ['console', 'apps', 'API key', 'downloads'],
      },
      {
        id: 'unity',
        question: 'Is there a Unity plugin?',
        answer:
          'Yes. The Unity plugin supports Unity 2022.3+ and wraps both SDKs, so you can build glasses experiences in Unity and still use the data channel, voice commands and camera access. Download it from the console.',
        tags: ['Unity', 'plugin', 'tools'],
      },
      {
        id: 'publish-app',
        question: 'How do I publish my app?',
        answer:
          'Create the app in the developer console, upload a signed release with release notes and screenshots, and submit it for review. Submissions start as pending and are reviewed before they appear in the App Store.',
        tags: ['App Store', 'publishing', 'review', 'console'],
      },
    ],
  },
  {
    id: 'support',
    title: 'Support & Community',
    icon: 'users',
    questions: [
      {
        id: 'get-help',
        question: 'Where can I get help with a technical problem?',
        answer:
          'Start with this FAQ and the troubleshooting tab of each SDK page. If the answer is not there, ask on the developer forum, where our engineers answer every working day, or join the community chat for quick questions.',
        tags: ['support', 'forum', 'community'],
      },
      {
        id: 'report-bug',
        question: 'How do I report a bug in the SDK?',
        answer:
          'Post it in the bug-report section of the forum with the SDK version, the phone or glasses model and OS version, the steps to reproduce and a log captured at debug level. Reports with logs are usually triaged within 2 business days.',
        tags: ['bugs', 'forum', 'logs'],
      },
      {
        id: 'hardware-access',
        question: 'How can I get development hardware?',
        answer:
          'Apply to the developer program and tell us about your project. Members can buy development units at program prices, and selected projects receive loaner hardware.',
        tags: ['hardware', 'developer program', 'devices'],
      },
      {
        id: 'community',
        question: 'Is there a developer community I can join?',
        answer:
          'Yes. The developer forum hosts questions, project showcases and announcements, and our community chat on Discord is the fastest way to talk to other developers and our developer relations team.',
        tags: ['community', 'Discord', 'forum'],
      },
      {
        id: 'become-partner',
        question: 'I want to sell my solution together with the glasses. Who should I talk to?',
        answer:
          'Apply to the partner program. Value-added resellers combine their software and services with our glasses and receive project pricing, technical enablement and a dedicated partner manager.',
        tags: ['partners', 'reselling', 'business'],
      },
    ],
  },
];
