/** Building blocks shared by all content types: images, icons, links, cards, headings. */

/** A sized image under /images/. Width and height are the intrinsic pixel size (no layout shift). */
export interface ImageRef {
  src: string;
  width: number;
  height: number;
}

/** An image as listed in the image manifest: what it shows and how it is described. */
export interface ImageAsset extends ImageRef {
  alt: string;
  /** A brief for whoever produces the file: what the picture should show. */
  subject: string;
}

/**
 * Icon names, in kebab-case after the Lucide icon set. Pages map these to components;
 * the union keeps the map finite and type-checked.
 */
export type IconName =
  | 'activity'
  | 'app-window'
  | 'award'
  | 'battery'
  | 'bluetooth'
  | 'book-open'
  | 'boxes'
  | 'briefcase'
  | 'building'
  | 'camera'
  | 'circle-help'
  | 'clipboard-check'
  | 'code'
  | 'cpu'
  | 'download'
  | 'eye'
  | 'factory'
  | 'file-text'
  | 'gamepad'
  | 'gauge'
  | 'glasses'
  | 'globe'
  | 'graduation-cap'
  | 'handshake'
  | 'headphones'
  | 'heart-pulse'
  | 'key'
  | 'layers'
  | 'life-buoy'
  | 'lightbulb'
  | 'lock'
  | 'message-circle'
  | 'mic'
  | 'monitor'
  | 'package'
  | 'plug'
  | 'rocket'
  | 'settings'
  | 'shield-check'
  | 'smartphone'
  | 'sparkles'
  | 'store'
  | 'terminal'
  | 'trending-up'
  | 'truck'
  | 'users'
  | 'warehouse'
  | 'wifi'
  | 'wrench'
  | 'zap';

/** A link. `href` is an internal route ("/about", "/#contact"), a mailto: address, or an https URL from `site`. */
export interface Link {
  label: string;
  href: string;
}

type ActionVariant = 'primary' | 'secondary' | 'outline';

/** A button-styled link. `external` links open in a new tab. */
export interface Action extends Link {
  variant: ActionVariant;
  external?: boolean;
}

/** A button whose target is not a route (the page decides what it does, e.g. switch a tab). */
export interface ButtonOnly {
  label: string;
  variant: ActionVariant;
  /** Optional in-page target (a tab id), when the page wants to give the button an effect. */
  tab?: string;
}

export interface PageMeta {
  /** Document title, without the site-name suffix. */
  title: string;
  description: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

export interface LinkCard {
  icon: IconName;
  title: string;
  description: string;
  href: string;
  linkLabel: string;
  /** True for links that leave the site (open in a new tab). */
  external?: boolean;
}

export interface SectionHeading {
  heading: string;
  intro: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

export interface Breadcrumb {
  label: string;
  /** Absent on the current (last) crumb. */
  href?: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}
