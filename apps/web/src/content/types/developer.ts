import type { Action, Breadcrumb, ButtonOnly, IconName, ImageRef, Link, LinkCard, PageMeta } from './common';

// SDK pages

export type CodeLanguage = 'kotlin' | 'java' | 'cpp' | 'c' | 'xml' | 'bash' | 'cmake' | 'javascript';

export interface CodeSample {
  title: string;
  language: CodeLanguage;
  /** File the snippet belongs in, shown above the code. */
  filename?: string;
  code: string;
}

export interface SdkStep {
  title: string;
  description: string;
  code?: CodeSample;
}

export interface ExampleApp {
  title: string;
  description: string;
  features: string[];
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  code?: CodeSample;
}

export interface TroubleshootingTopic {
  title: string;
  symptoms: string;
  solutions: string[];
}

export interface SdkTab {
  id: string;
  label: string;
  heading: string;
  intro: string;
  steps?: SdkStep[];
  examples?: ExampleApp[];
  troubleshooting?: TroubleshootingTopic[];
}

interface RequirementRow {
  label: string;
  value: string;
  met: boolean;
}

export interface SdkPage {
  id: 'cxr-m' | 'cxr-s';
  href: string;
  meta: PageMeta;
  breadcrumb: Breadcrumb[];
  title: string;
  description: string;
  /** The version, size and requirements come from the SDK's current release (GET /api/sdk-releases). */
  platform: string;
  actions: {
    download: Action;
    apiReference: Action;
    /** Switches to the Getting Started tab. */
    quickStart: ButtonOnly;
  };
  keyFeatures: { heading: string; items: string[] };
  requirements: { heading: string; rows: RequirementRow[] };
  warning?: { title: string; text: string };
  tabs: SdkTab[];
  /** Id of the tab selected on load. */
  defaultTab: string;
  relatedResources: { heading: string; items: LinkCard[] };
  needHelp: { heading: string; text: string; actions: Action[] };
}

// ---------------------------------------------------------------------------
// YodaOS-Sprite page

interface ArchitectureLayer {
  name: string;
  description: string;
  components: string[];
}

/** A static progress bar (value out of max, max defaults to 100). */
interface ProgressMetric {
  label: string;
  value: number;
  max?: number;
}

/** A titled list of specification or capability items. */
export interface SpecList {
  title: string;
  icon: IconName;
  items: string[];
}

export type ArchitectureTabId = 'overview' | 'hardware' | 'software' | 'development';

export interface ArchitectureTab {
  id: ArchitectureTabId;
  label: string;
  heading: string;
  intro: string;
  layers?: ArchitectureLayer[];
  metrics?: ProgressMetric[];
  lists?: SpecList[];
}

export interface SupportedDevice {
  name: string;
  status: 'Latest' | 'Supported';
  /** YodaOS-Sprite version. */
  version: string;
  features: string[];
  href: string;
  image: ImageRef;
  alt: string;
}

// ---------------------------------------------------------------------------
// FAQ

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  tags: string[];
}

export interface FaqCategory {
  id: string;
  title: string;
  icon: IconName;
  questions: FaqItem[];
}

// ---------------------------------------------------------------------------
// Resource landing pages (/docs, /docs/api, /forum, /app-store)

interface ResourceItem {
  icon: IconName;
  title: string;
  description: string;
  href?: string;
  linkLabel?: string;
  external?: boolean;
}

export interface ResourceSection {
  heading: string;
  intro: string;
  items: ResourceItem[];
}

export interface ResourcePage {
  path: '/forum' | '/app-store';
  meta: PageMeta;
  breadcrumb: Breadcrumb[];
  badge: string;
  heading: string;
  intro: string;
  sections: ResourceSection[];
  cta: { heading: string; text: string; actions: Action[] };
}

// ---------------------------------------------------------------------------
// Developer home

export interface DevNavItem {
  label: string;
  href?: string;
  /** Dropdown entries (the SDK menu). */
  children?: Link[];
}

export interface SdkCard {
  id: 'cxr-m' | 'cxr-s';
  name: string;
  platform: string;
  description: string;
  points: string[];
  href: string;
  linkLabel: string;
}

export interface FooterColumn {
  id: 'product' | 'learn' | 'support' | 'community';
  title: string;
  links: (Link & { external?: boolean })[];
}
