import { brand } from '../site';
import type { PageMeta } from './types';

/** Head text of the public form pages (their page copy lives in pages/forms/copy.ts). */
export const formPagesMeta = {
  contact: {
    title: 'Contact us',
    description: `Contact ${brand.name} sales, partner and developer teams about products, pilots, partnerships and the developer program.`,
  },
  partner: {
    title: 'Become a Partner',
    description: `Apply to distribute ${brand.name} AR glasses as a master distributor, authorized wholesaler or value-added reseller. We respond within 2 business days.`,
  },
  developer: {
    title: 'Join the Developer Program',
    description: `Apply to the ${brand.name} developer program for SDK access, development hardware and engineering support. Applications are reviewed within 2 business days.`,
  },
  subscribe: {
    title: 'Join the waitlist',
    description: `Subscribe to hear first about ${brand.name} AI Glasses and other new products.`,
  },
} satisfies Record<string, PageMeta>;
