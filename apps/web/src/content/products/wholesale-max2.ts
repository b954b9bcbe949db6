import { brand, productPath } from '../../site';
import { images } from '../images';
import type { WholesalePage } from '../types';
import {
  becomeDeveloper,
  becomePartner,
  contactSales,
  developerLogin,
  partnerLogin,
  viewAllProducts,
} from './shared';

const name = `${brand.name} Max 2`;

export const max2Page: WholesalePage = {
  suffix: 'max2',
  href: productPath('max2'),
  name,
  meta: {
    title: `${name} – build and distribute`,
    description: `${name}: 50 degrees field of view, 80g, Wi-Fi 6E and digital IPD 58-72mm. Build apps for it with the CXR-M SDK or distribute it in your market.`,
  },
  audience: 'developer',
  hero: {
    title: name,
    tagline: 'Our widest, sharpest display glasses, with an open platform for the apps your customers need.',
    image: images.heroMax2,
    alt: images.heroMax2.alt,
    primaryAction: becomeDeveloper(),
    secondaryAction: viewAllProducts,
  },
  intro: {
    heading: 'A bigger view and a platform to build on',
    paragraphs: [
      `${name} widens the view to 50 degrees, adds Wi-Fi 6E for wireless streaming and replaces manual adjustment with digital IPD, so every wearer gets a sharp picture in seconds.`,
      'With the CXR-M SDK, Android apps can send scenes, video and voice commands to Max 2 and read its sensors. Join the developer program to get the SDK, documentation and test hardware, or apply as a partner to distribute Max 2.',
    ],
    highlights: [
      '50 degrees field of view',
      '80g lightweight frame',
      'Wi-Fi 6E wireless streaming',
      'Digital IPD adjustment, 58-72mm',
    ],
  },
  keyFeatures: {
    heading: 'Key features',
    intro: 'Built for developers who want to reach people where they look.',
    items: [
      {
        icon: 'monitor',
        title: 'Wider field of view',
        description: 'A 50 degree view shows more of every app and makes spatial layouts practical.',
      },
      {
        icon: 'wifi',
        title: 'Wi-Fi 6E streaming',
        description: 'Low-latency wireless video from phones and PCs on the uncongested 6 GHz band.',
      },
      {
        icon: 'settings',
        title: 'Digital IPD',
        description: 'Automatic, motorless image alignment from 58-72mm; no dials to turn.',
      },
      {
        icon: 'smartphone',
        title: 'CXR-M SDK support',
        description: 'Pair from your Android app, push custom scenes and receive audio and camera streams.',
      },
      {
        icon: 'sparkles',
        title: 'Electrochromic dimming',
        description: 'Three dimming levels switch between immersive viewing and awareness of the room.',
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
          { label: 'Display type', value: 'Dual Micro-OLED' },
          { label: 'Resolution', value: '1080p (1920x1080) per eye' },
          { label: 'Field of view', value: '50 degrees (diagonal)' },
          { label: 'Refresh rate', value: 'Up to 120Hz' },
          { label: 'Dimming', value: 'Electrochromic, three levels' },
        ],
      },
      {
        category: 'Hardware',
        icon: 'cpu',
        rows: [
          { label: 'Optics', value: 'Birdbath optical engine, second generation' },
          { label: 'Sensors', value: '3DoF IMU, proximity sensor' },
          { label: 'Audio', value: 'Directional stereo speakers, dual microphones' },
          { label: 'Battery life', value: 'Up to 4.5h wireless streaming' },
        ],
      },
      {
        category: 'Connectivity',
        icon: 'wifi',
        rows: [
          { label: 'Wireless', value: 'Wi-Fi 6E, Bluetooth 5.3' },
          { label: 'Wired', value: 'USB-C with DisplayPort Alt Mode' },
          { label: 'Developer support', value: 'CXR-M SDK (Android 7.0 or higher)' },
          { label: 'Other sources', value: `HDMI devices via the ${brand.name} HDMI Adapter` },
        ],
      },
      {
        category: 'Physical',
        icon: 'glasses',
        rows: [
          { label: 'Weight', value: '80g' },
          { label: 'IPD adjustment', value: 'Digital, 58-72mm' },
          { label: 'Prescription support', value: `${brand.name} Lens Inserts` },
          { label: 'Colors', value: 'Graphite, Silver' },
        ],
      },
    ],
  },
  applications: {
    heading: 'Applications',
    intro: 'What developers and partners build for Max 2.',
    items: [
      {
        icon: 'smartphone',
        title: 'Phone companion apps',
        description:
          'Navigation, notifications, translation and teleprompter apps that extend an Android app.',
      },
      {
        icon: 'gamepad',
        title: 'Games and media',
        description: 'Large-screen and head-tracked experiences streamed from phones, PCs and consoles.',
      },
      {
        icon: 'wrench',
        title: 'Field service',
        description:
          'Remote assistance and work instructions driven from a rugged phone in the technician’s pocket.',
      },
      {
        icon: 'graduation-cap',
        title: 'Training',
        description: 'Guided procedures and video lessons that leave both hands free.',
      },
    ],
  },
  benefits: {
    heading: 'Program benefits',
    items: [
      'Full access to the CXR-M SDK, sample apps and documentation',
      'Loaner and discounted development hardware',
      'Technical support from the platform engineering team',
      'Listing and promotion in the App Store',
      'Early access to new firmware and SDK releases',
      'Co-marketing for apps that launch with new hardware',
      'A path to reselling Max 2 with your solution as a partner',
    ],
  },
  ctaCard: {
    title: 'Apply for Partnership',
    text: 'Want to sell Max 2 with your own apps or services? Apply as a partner; we respond within 2 business days.',
    action: becomePartner('Apply Now'),
    note: 'Existing partners or developers should log in to see pricing, SDK downloads and tools.',
    loginLinks: [partnerLogin, developerLogin],
  },
  relatedLinks: [
    { label: `Compare with the ultra-light ${brand.name} Air`, href: productPath('air') },
    { label: 'Explore the CXR-M SDK', href: '/sdk/cxr-m' },
  ],
  closingBanner: {
    heading: `Start building for ${name}`,
    text: 'Join the developer program for the SDK, test hardware and direct engineering support, or talk to sales about volume orders.',
    primaryAction: becomeDeveloper(),
    contactSales: contactSales(name),
  },
};
