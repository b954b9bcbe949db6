import type { Action, IconCard, IconName, ImageRef, Link, PageMeta, SectionHeading } from './common';

// Products

/** One label/value row of a specification table. */
interface SpecRow {
  label: string;
  value: string;
}

/** Specification rows grouped by category (Display, Hardware, ...). */
export interface SpecGroup {
  category: string;
  icon: IconName;
  rows: SpecRow[];
}

type CatalogueGroupId = 'upcoming' | 'combos' | 'ar-glasses' | 'accessories';

export interface CatalogueCard {
  name: string;
  description: string;
  href: string;
  image: ImageRef;
  alt: string;
  /** Short badge text (e.g. "Coming Soon", "Bundle"). */
  badge?: string;
}

export interface CatalogueGroup {
  id: CatalogueGroupId;
  title: string;
  intro: string;
  items: CatalogueCard[];
}

/** Data for a generic product page (AR Glasses, AI Glasses, accessories, Air). */
export interface ProductPage {
  /** Route suffix after `/products/{brand}-`. */
  suffix: string;
  href: string;
  name: string;
  meta: PageMeta;
  hero: {
    eyebrow: string;
    title: string;
    tagline: string;
    badge?: string;
    image: ImageRef;
    alt: string;
    /** Caption shown over the hero image, e.g. a prototype-image label. */
    imageLabel?: string;
    actions: Action[];
  };
  overview: {
    heading: string;
    paragraphs: string[];
    highlights: string[];
  };
  features: SectionHeading & { items: IconCard[] };
  specs: SectionHeading & { groups: SpecGroup[] };
  /** Use cases or business applications; absent for simple accessories. */
  useCases?: SectionHeading & { items: IconCard[] };
  compatibleProducts?: SectionHeading & { items: Link[] };
  /** What's in the box. */
  inTheBox?: string[];
  cta: {
    heading: string;
    text: string;
    actions: Action[];
  };
}

/** Data for a wholesale product page (AR Spatial, Max, Max 2, AR Joy 2). */
export interface WholesalePage {
  suffix: string;
  href: string;
  name: string;
  meta: PageMeta;
  /** Which program the page recruits for in its primary action. */
  audience: 'partner' | 'developer';
  hero: {
    title: string;
    tagline: string;
    image: ImageRef;
    alt: string;
    primaryAction: Action;
    secondaryAction: Action;
  };
  intro: {
    heading: string;
    paragraphs: string[];
    /** Exactly four check-marked highlights. */
    highlights: [string, string, string, string];
  };
  keyFeatures: SectionHeading & { items: [IconCard, IconCard, IconCard, IconCard, IconCard] };
  specs: SectionHeading & {
    /** Display, Hardware, Connectivity, Physical, in that order. */
    groups: [SpecGroup, SpecGroup, SpecGroup, SpecGroup];
  };
  applications: SectionHeading & { items: [IconCard, IconCard, IconCard, IconCard] };
  benefits: {
    heading: string;
    items: [string, string, string, string, string, string, string];
  };
  ctaCard: {
    title: string;
    text: string;
    action: Action;
    /** Note for people who already have an account, followed by the login links. */
    note: string;
    loginLinks: Link[];
  };
  /** Links to related product pages (e.g. the Air), shown below the specifications. */
  relatedLinks: Link[];
  closingBanner: {
    heading: string;
    text: string;
    primaryAction: Action;
    contactSales: Action;
  };
}
