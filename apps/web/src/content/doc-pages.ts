/** The docs' Markdown files, rendered at build time (scripts/markdown-plugin.ts). */
import type { RenderedDoc } from '../../scripts/markdown.ts';
import type { Locale } from '../i18n/locales.ts';
import type { DocSlug } from './docs.ts';
import { zhDocs } from './docs/zh-CN/index.ts';
import authentication from './docs/authentication.md';
import gettingStarted from './docs/getting-started.md';
import makingRequests from './docs/making-requests.md';
import sdkSetup from './docs/sdk-setup.md';
import submittingAVersion from './docs/submitting-a-version.md';
import webhooks from './docs/webhooks.md';
import testMode from './docs/test-mode.md';

export const docs: Record<DocSlug, RenderedDoc> = {
  'getting-started': gettingStarted,
  authentication,
  'making-requests': makingRequests,
  'submitting-a-version': submittingAVersion,
  webhooks,
  'test-mode': testMode,
  'sdk-setup': sdkSetup,
};

/** The docs in `locale`: the English files, or their translations (./docs/zh-CN). */
export const docsIn = (locale: Locale): Record<DocSlug, RenderedDoc> => (locale === 'en' ? docs : zhDocs);
