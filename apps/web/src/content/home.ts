import { brand, productPath, site } from '../site';
import { heroVideo, images } from './images';
import { homeAnchors } from './routes';
import type {
  Action,
  BusinessSolution,
  ChannelPartner,
  HomeHero,
  IconCard,
  PageMeta,
  ProductCard,
  SectionHeading,
  Stat,
  Testimonial,
  WholesaleTier,
} from './types';

export type {
  BusinessSolution,
  ChannelPartner,
  HomeHero,
  ProductCard,
  StoryResult,
  SuccessStory,
  SuccessStoryKey,
  WholesaleTier,
} from './types';

export {
  defaultSuccessStory,
  storyLabels,
  successStories,
  successStoriesSection,
  successStoryKeys,
} from './success-stories';
export { homeAnchors } from './routes';

export const homeMeta: PageMeta = {
  title: `${brand.name} – AR smart glasses for developers, enterprises and partners`,
  description: `Build on ${brand.name} AR glasses with the CXR-M and CXR-S SDKs and YodaOS-Sprite, deploy them across your enterprise, or distribute them in your market.`,
};

// ---------------------------------------------------------------------------
// Hero

export const hero: HomeHero = {
  eyebrow: `${brand.name} XR developer platform`,
  title: 'developer program',
  lead: `Build the next generation of spatial apps for ${brand.name} AR glasses. Get production-ready SDKs for Android phones and for the glasses themselves, clear documentation, early hardware and direct access to the engineers who build the platform.`,
  video: { src: heroVideo.src, type: heroVideo.type, poster: heroVideo.poster },
  primaryAction: { label: 'Join Developer Program', href: '/become-developer', variant: 'primary' },
  secondaryAction: { label: 'Explore SDKs', href: '/developers', variant: 'outline' },
  distributorPrompt: {
    text: `Want to distribute ${brand.name} glasses in your market?`,
    linkLabel: 'Apply to become a partner',
    href: '/become-partner',
  },
  bullets: ['SDKs', 'Developer documentation', 'Community support'],
};

// ---------------------------------------------------------------------------
// Marketing figures

/** Headline figures; each reads as `${value} ${label}`. */
export const marketingFigures: Stat[] = [
  { value: '45%', label: 'CAGR in AR adoption' },
  { value: '50°', label: 'field of view' },
  { value: '1080P', label: 'display' },
  { value: '45+', label: 'resellers across 6 countries' },
];

// ---------------------------------------------------------------------------
// Channel partners

export const channelPartnersSection: SectionHeading = {
  heading: 'Our channel partners',
  intro: `${brand.name} glasses reach customers through distributors who know their markets and support them locally.`,
};

export const channelPartners: ChannelPartner[] = [
  { name: 'Northwind XR Distribution', region: 'United States and Canada', logo: images.partnerNorthwind },
  { name: 'Altavista Tech Supply', region: 'Mexico and Latin America', logo: images.partnerAltavista },
  { name: 'Kestrel Digital', region: 'United Kingdom and Ireland', logo: images.partnerKestrel },
  {
    name: 'Meridian Vision Partners',
    region: 'Germany, Austria and Switzerland',
    logo: images.partnerMeridian,
  },
  { name: 'Helix Wholesale', region: 'Australia and New Zealand', logo: images.partnerHelix },
  { name: 'Sakura Devices', region: 'Japan', logo: images.partnerSakura },
];

// ---------------------------------------------------------------------------
// Products

export const productsSection = {
  anchor: homeAnchors.products,
  heading: 'Glasses built for developers',
  intro:
    'Two platforms, one developer program: build for spatial computing on the glasses or extend your Android app to a head-worn display.',
  featuresLabel: 'Key features',
  benefitsLabel: 'Developer capabilities',
  linkLabel: 'View product details',
} as const;

export const productCards: ProductCard[] = [
  {
    name: `${brand.name} AR Spatial`,
    tagline: 'Spatial computing for work, play and everything in between.',
    features: [
      '1920x1080 per eye Micro-OLED display',
      '45 degree field of view with multi-window layouts',
      '125g balanced frame for all-day wear',
      '3.5h battery with hot-swap charging',
      'Six-degrees-of-freedom head and hand tracking',
    ],
    partnerBenefits: [
      'Run native apps on the glasses with the CXR-S SDK',
      'Place windows and 3D content in the room with spatial anchors',
      'Access cameras, IMU and microphones through the data channel',
      'Profile performance on-device with YodaOS-Sprite tools',
    ],
    mediaType: 'image',
    image: images.productArSpatial,
    alt: images.productArSpatial.alt,
    href: productPath('ar-spatial'),
  },
  {
    name: `${brand.name} Max 2`,
    tagline: 'A 1080P cinema-size screen that travels with your phone.',
    features: [
      '50° field of view',
      '1080P display for each eye',
      '80g lightweight design',
      'Wi-Fi 6E for low-latency wireless streaming',
      'Digital IPD adjustment from 58-72mm',
    ],
    partnerBenefits: [
      'Extend any Android app to the glasses with the CXR-M SDK',
      'Stream camera, audio and video between phone and glasses',
      'Define custom scenes and voice commands',
      'Test on loaner hardware through the developer program',
    ],
    mediaType: 'video',
    youtubeVideoId: 'X7kq2LmV9Pw',
    poster: images.productMax2Poster,
    alt: images.productMax2Poster.alt,
    href: productPath('max2'),
  },
];

// ---------------------------------------------------------------------------
// Partner benefits

export const partnerBenefitsSection: SectionHeading = {
  heading: 'Why partner with us',
  intro: 'A fast-growing category, a product line that sells through, and a team that helps you win.',
};

export const partnerBenefits: IconCard[] = [
  {
    icon: 'trending-up',
    title: 'Attractive Margins',
    description:
      'Tiered wholesale pricing, volume rebates and protected project pricing keep every sale profitable.',
  },
  {
    icon: 'rocket',
    title: 'Rapid Growth',
    description:
      'AR adoption is growing at a 45% CAGR. Partners who establish the category early own it in their market.',
  },
  {
    icon: 'life-buoy',
    title: 'Technical Support',
    description:
      'A dedicated partner engineer, advance replacement for faulty units and a direct line to product teams.',
  },
  {
    icon: 'graduation-cap',
    title: 'Training and Enablement',
    description: 'Sales and technical certification, demo units, marketing kits and co-funded launch events.',
  },
];

// ---------------------------------------------------------------------------
// Business solutions

export const businessSolutionsSection = {
  anchor: homeAnchors.businessSolutions,
  heading: 'Business solutions',
  intro:
    'Hands-free information where the work happens: on the factory floor, in the field and at the bedside.',
} as const;

export const businessSolutions: BusinessSolution[] = [
  {
    id: 'industrial',
    icon: 'factory',
    title: 'Industrial and field service',
    description:
      'Give technicians the expert, the manual and the checklist in their line of sight, while both hands stay on the job.',
    points: [
      'Remote expert assistance with live annotations on the wearer’s view',
      'Step-by-step work instructions and digital checklists',
      'Hands-free picking, inspection and quality documentation',
      'Voice control that works with gloves and hearing protection',
    ],
    image: images.solutionIndustrial,
    alt: images.solutionIndustrial.alt,
    action: {
      label: 'Discuss an industrial deployment',
      href: `/#${homeAnchors.contact}`,
      variant: 'primary',
    },
  },
  {
    id: 'healthcare',
    icon: 'heart-pulse',
    title: 'Healthcare',
    description:
      'Support clinicians, trainees and remote specialists with information that appears when it is needed, without breaking sterile workflows.',
    points: [
      'Remote specialist consultation from the clinician’s point of view',
      'Hands-free access to procedures and reference material',
      'Immersive training and simulation for clinical teams',
      'Deployment guidance for privacy and data-protection requirements',
    ],
    image: images.solutionHealthcare,
    alt: images.solutionHealthcare.alt,
    action: {
      label: 'Discuss a healthcare deployment',
      href: `/#${homeAnchors.contact}`,
      variant: 'primary',
    },
  },
];

// ---------------------------------------------------------------------------
// Wholesale and distribution program

export const wholesaleProgram: {
  anchor: string;
  heading: string;
  intro: string;
  tiers: [WholesaleTier, WholesaleTier, WholesaleTier];
  benefitsHeading: string;
  benefits: string[];
  testimonial: Testimonial;
  actions: Action[];
} = {
  anchor: homeAnchors.partnerProgram,
  heading: 'Wholesale and distribution program',
  intro: `Grow with ${brand.name} in your region. Our program is built for companies that sell, deliver and support technology, from national distributors to specialist integrators.`,
  tiers: [
    {
      icon: 'globe',
      title: 'Master Distributor',
      description:
        'Exclusive or preferred rights for a country or region, the deepest pricing tier, and responsibility for building and serving a reseller network.',
    },
    {
      icon: 'warehouse',
      title: 'Authorized Wholesaler',
      description:
        'Stock and supply the full product line to retailers and resellers, with volume pricing, marketing funds and logistics support.',
    },
    {
      icon: 'wrench',
      title: 'Value-Added Reseller',
      description:
        'Combine the glasses with your own software, integration and services for enterprise customers, backed by project pricing and technical enablement.',
    },
  ],
  benefitsHeading: 'What partners receive',
  benefits: [
    'Tiered wholesale pricing with volume rebates',
    'Deal registration and protected project pricing',
    'Demo and evaluation units at partner prices',
    'Dedicated partner manager and partner engineer',
    'Sales and technical certification training',
    'Co-branded marketing materials and a press kit',
    'Market development funds for qualifying partners',
    'Advance replacement for units under warranty',
    'Early access to roadmaps and new products',
  ],
  testimonial: {
    quote: `We added ${brand.name} to our portfolio as a niche product. Within a year it was one of our fastest-moving lines, and the partner team has been with us at every enterprise pitch.`,
    name: 'Elena Marković',
    role: 'Head of Emerging Technology',
    company: 'Meridian Vision Partners',
  },
  actions: [
    { label: 'Become a Partner', href: '/become-partner', variant: 'primary' },
    { label: 'Talk to our partner team', href: `/#${homeAnchors.contact}`, variant: 'outline' },
  ],
};

// ---------------------------------------------------------------------------
// Enterprise contact section

export const contactSection = {
  anchor: homeAnchors.contact,
  heading: 'Talk to our enterprise team',
  intro: `Tell us about your project. A solutions specialist will help you choose the right glasses, plan a pilot and connect you with a certified partner in your region.`,
  points: [
    'Product demos and pilot planning',
    'Volume and project pricing',
    'Integration with your existing systems',
    'Introductions to certified local partners',
  ],
  salesLine: { text: 'Prefer e-mail? Write to', label: site.salesEmail, href: `mailto:${site.salesEmail}` },
} as const;
