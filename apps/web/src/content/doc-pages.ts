/** The docs' Markdown files, rendered at build time (scripts/markdown-plugin.ts). */
import type { RenderedDoc } from '../../scripts/markdown.ts';
import { brand } from '../site.ts';
import { apiReferencePath, docPath, docSlugs, docsHome, type DocSlug } from './docs.ts';
import type { PageMeta } from './types.ts';
import authentication from './docs/authentication.md';
import gettingStarted from './docs/getting-started.md';
import makingRequests from './docs/making-requests.md';
import sdkSetup from './docs/sdk-setup.md';
import submittingAVersion from './docs/submitting-a-version.md';

export const docs: Record<DocSlug, RenderedDoc> = {
  'getting-started': gettingStarted,
  authentication,
  'making-requests': makingRequests,
  'submitting-a-version': submittingAVersion,
  'sdk-setup': sdkSetup,
};

/** Titles and descriptions of /docs, each doc page and /docs/api, for the <head> and the nav. */
export const docsMeta: Record<string, PageMeta> = {
  '/docs': { title: docsHome.title, description: docsHome.description },
  ...Object.fromEntries(
    docSlugs.map((slug) => [docPath(slug), { title: docs[slug].title, description: docs[slug].description }]),
  ),
  [apiReferencePath]: {
    title: 'API Reference',
    description: `Every operation of the ${brand.name} developer HTTP API with its permission, parameters, bodies, errors and curl and JavaScript examples; and the SDKs' APIs.`,
  },
};
