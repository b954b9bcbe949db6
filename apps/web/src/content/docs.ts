/**
 * The developer docs (/docs/{slug}) in reading order, which gives the side navigation and the
 * previous/next links. Their text: Markdown files in ./docs (doc-pages.ts).
 */
export const docSlugs = [
  'getting-started',
  'authentication',
  'making-requests',
  'submitting-a-version',
  'sdk-setup',
] as const;
export type DocSlug = (typeof docSlugs)[number];

export const docPath = (slug: DocSlug) => `/docs/${slug}`;

/** The docs home's own text. */
export const docsHome = {
  title: 'Documentation',
  description:
    'Guides for the developer platform: from applying to a published app, API keys and permissions, requests and errors, review, and SDK setup.',
  intro:
    'Everything you need to go from an idea to an app on the glasses: join the program, get an API key, call the API, submit versions for review and set up the SDKs.',
};

export const apiReferencePath = '/docs/api';
