import type { Action, IconName, ImageAsset, ImageRef } from './common';

// Home page

export interface HomeHero {
  eyebrow: string;
  title: string;
  lead: string;
  video: { src: string; type: string; poster: ImageRef };
  primaryAction: Action;
  secondaryAction: Action;
  distributorPrompt: { text: string; linkLabel: string; href: string };
  bullets: string[];
}

export interface ChannelPartner {
  name: string;
  region: string;
  logo: ImageAsset;
}

interface ProductCardBase {
  name: string;
  tagline: string;
  features: string[];
  /** Developer capabilities shown next to the feature list. */
  partnerBenefits: string[];
  alt: string;
  href: string;
}

export type ProductCard =
  | (ProductCardBase & { mediaType: 'image'; image: ImageRef })
  | (ProductCardBase & {
      mediaType: 'video';
      youtubeVideoId: string;
      /** Shown until the visitor clicks play; the player loads only then. */
      poster: ImageRef;
    });

export interface BusinessSolution {
  id: 'industrial' | 'healthcare';
  icon: IconName;
  title: string;
  description: string;
  points: string[];
  image: ImageRef;
  alt: string;
  action: Action;
}

export interface WholesaleTier {
  icon: IconName;
  title: string;
  description: string;
}

// ---------------------------------------------------------------------------
// Success stories

export type SuccessStoryKey = 'distributor' | 'reseller' | 'solution' | 'industry';

export interface StoryResult {
  value: string;
  text: string;
}

export interface SuccessStory {
  key: SuccessStoryKey;
  /** Label of the switcher button that selects this story. */
  buttonLabel: string;
  company: string;
  /** Initials shown in the company badge. */
  initials: string;
  title: string;
  subtitle: string;
  challenge: string;
  solution: string;
  results: [StoryResult, StoryResult, StoryResult];
  partnerQuote: string;
  quoteAuthor: string;
  image: ImageRef;
  alt: string;
}

// ---------------------------------------------------------------------------
// About page

export interface Office {
  city: string;
  country: string;
  role: string;
  headquarters?: boolean;
}

// ---------------------------------------------------------------------------
// Seeking Global Partners page

export interface PartnerRegion {
  id: 'north-america' | 'europe' | 'asia-pacific';
  name: string;
  description: string;
  markets: string[];
  lookingFor: string[];
}
