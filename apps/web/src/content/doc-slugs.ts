/**
 * The developer docs' routes (/docs/{slug}) in reading order. Apart from the titles (docs.ts): the
 * route table is in every page's entry and needs only these.
 */
export const docSlugs = [
  'getting-started',
  'authentication',
  'making-requests',
  'submitting-a-version',
  'webhooks',
  'test-mode',
  'sdk-setup',
] as const;
export type DocSlug = (typeof docSlugs)[number];

export const docPath = (slug: DocSlug) => `/docs/${slug}`;
