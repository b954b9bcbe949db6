/**
 * The developer docs (/docs/{slug}) in reading order, which gives the side navigation and the
 * previous/next links. Their text: Markdown files in ./docs (doc-pages.ts).
 */
import { docsSearchCopy } from '@app/contracts/docs-search-copy';
import { brand } from '../site.ts';
import type { PageMeta } from './types.ts';
import { docPath, docSlugs, type DocSlug } from './doc-slugs.ts';

export { docPath, docSlugs, type DocSlug };

/** Each doc's title (its Markdown file's `# heading`, checked by test) and meta description. */
export const docList: Record<DocSlug, { title: string; description: string }> = {
  'getting-started': {
    title: 'Getting started',
    description:
      'Join the developer program, sign in to the console, create an app, generate an API key and make your first API call.',
  },
  authentication: {
    title: 'Authentication and permissions',
    description:
      'How API keys look, the read, write and admin permissions, why a key is shown once, and how to rotate and revoke keys.',
  },
  'making-requests': {
    title: 'Making requests',
    description: 'The API base URL, JSON answers, error statuses and bodies, rate limits and lists.',
  },
  'submitting-a-version': {
    title: 'Submitting a version for review',
    description:
      'Submit a version of your app from the console or the API, and follow it through review to publication.',
  },
  webhooks: {
    title: 'Webhooks',
    description: `Events sent to your endpoints when a submission is decided or published, a listing changes, developer mode is granted or a key expires; verifying the ${brand.name}-Signature header.`,
  },
  'test-mode': {
    title: 'Test mode',
    description:
      'Test keys and test-mode apps: submissions decided at once, test values that reject, never reviewed or published.',
  },
  'sdk-setup': {
    title: 'Setting up the SDKs',
    description: 'Set up the CXR-M SDK in an Android app and the CXR-S SDK on the glasses.',
  },
};

/** The docs home's own text. */
export const docsHome = {
  title: 'Documentation',
  description:
    'Guides for the developer platform: from applying to a published app, API keys and permissions, requests and errors, review, and SDK setup.',
  intro:
    'Everything you need to go from an idea to an app on the glasses: join the program, get an API key, call the API, submit versions for review and set up the SDKs.',
};

export const apiReferencePath = '/docs/api';

/** The API reference's title and description (its <head>, its title band, its card and link). */
export const apiReferenceMeta: PageMeta = {
  title: 'API Reference',
  description: `Every operation of the ${brand.name} developer HTTP API with its permission, parameters, bodies, errors and curl and JavaScript examples; and the SDKs' APIs.`,
};

/** The words of the docs' frame: navigation, the home's sections, a guide's contents and previous/next. */
export const docsLabels = {
  developersCrumb: 'Developers',
  navigation: 'Documentation',
  overview: 'Overview',
  guides: 'Guides',
  guidesIntro: 'Read them in order, from applying to a published app.',
  reference: 'Reference',
  readCard: (title: string) => `Read ${title}`,
  faqCard: {
    title: 'FAQ',
    description: 'Requirements, setup, troubleshooting and platform questions, answered.',
    linkLabel: 'Read the FAQ',
  },
  onThisPage: 'On this page',
  previousAndNext: 'Previous and next',
  previous: 'Previous',
  next: 'Next',
};

/** The docs search's results page (the server fills it) and its texts (shared with the server). */
export const docsSearchPath = '/docs/search';
export { docsSearchCopy };

/** Titles and descriptions of /docs, each doc page and /docs/api, for the <head>. */
export const docsMeta: Record<string, PageMeta> = {
  '/docs': { title: docsHome.title, description: docsHome.description },
  ...Object.fromEntries(docSlugs.map((slug) => [docPath(slug), docList[slug]])),
  [docsSearchPath]: { title: docsSearchCopy.pageTitle, description: docsSearchCopy.pageDescription },
  [apiReferencePath]: apiReferenceMeta,
};
