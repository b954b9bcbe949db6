import { brand, site } from '../site';
import { faqCategories } from './faq-categories';
import type { Action, Breadcrumb, FaqCategory, Link, PageMeta } from './types';

export { faqCategories };
export type { FaqCategory, FaqItem } from './types';

export const faqMeta: PageMeta = {
  title: 'Developer FAQ',
  description: `Answers to common questions about ${brand.name} SDKs, setup, integration, troubleshooting, the developer console and community support.`,
};

export const faqBreadcrumb: Breadcrumb[] = [{ label: 'Developers', href: '/developers' }, { label: 'FAQ' }];

export const faqHero = {
  title: 'Frequently Asked Questions',
  intro:
    'Find answers about the CXR-M and CXR-S SDKs, YodaOS-Sprite, the developer console and getting help.',
  searchPlaceholder: 'Search questions, answers and tags…',
  searchLabel: 'Search FAQ',
  noResults: 'No questions match your search. Try other words, or ask the community.',
} as const;

/** The category that starts expanded. */
export const defaultOpenCategory = 'general';

export const quickLinksHeading = 'Quick Links';

/** Shown only while the search box is empty. */
export const quickLinks: (Link & { external?: boolean })[] = [
  { label: 'CXR-M SDK', href: '/sdk/cxr-m' },
  { label: 'CXR-S SDK', href: '/sdk/cxr-s' },
  { label: 'Developer Console', href: '/console' },
  { label: 'Developer Forum', href: '/forum' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Documentation', href: '/docs' },
  { label: 'YodaOS-Sprite', href: '/yodaos-sprite' },
  { label: 'Chat Community', href: site.discordUrl, external: true },
];

export const stillNeedHelp: {
  heading: string;
  text: string;
  actions: Action[];
  urgent: { text: string; label: string; href: string };
} = {
  heading: 'Still Need Help?',
  text: 'Can’t find what you’re looking for? Our community and support team are here to help.',
  actions: [
    { label: 'Ask the Forum', href: '/forum', variant: 'primary' },
    { label: 'Contact Support', href: '/contact', variant: 'outline' },
    { label: 'Join Community Chat', href: site.discordUrl, variant: 'outline', external: true },
  ],
  urgent: {
    text: 'For urgent issues, e-mail',
    label: site.developerSupportEmail,
    href: `mailto:${site.developerSupportEmail}`,
  },
};

/** Live filter used by the FAQ search: case-insensitive match on question, answer or any tag. */
export const filterFaq = (categories: FaqCategory[], query: string): FaqCategory[] => {
  const q = query.trim().toLowerCase();
  if (q === '') return categories;
  return categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter(
        (item) =>
          item.question.toLowerCase().includes(q) ||
          item.answer.toLowerCase().includes(q) ||
          item.tags.some((tag) => tag.toLowerCase().includes(q)),
      ),
    }))
    .filter((category) => category.questions.length > 0);
};
