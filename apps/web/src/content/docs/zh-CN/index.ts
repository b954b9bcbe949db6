/**
 * 开发文档的中文版（decision 0063）：每篇英文指南（../*.md）在这里有一篇同名译文。标题的锚点取自英文原文
 * （scripts/markdown-plugin.ts），代码示例一字不改；i18n/guides.test.ts 检查每篇英文指南都有译文，且
 * 结构、链接和代码与原文一致。
 */
import type { RenderedDoc } from '../../../../scripts/markdown.ts';
import type { DocSlug } from '../../doc-slugs.ts';
import authentication from './authentication.md';
import gettingStarted from './getting-started.md';
import makingRequests from './making-requests.md';
import sdkSetup from './sdk-setup.md';
import submittingAVersion from './submitting-a-version.md';
import testMode from './test-mode.md';
import webhooks from './webhooks.md';

export const zhDocs: Record<DocSlug, RenderedDoc> = {
  'getting-started': gettingStarted,
  authentication,
  'making-requests': makingRequests,
  'submitting-a-version': submittingAVersion,
  webhooks,
  'test-mode': testMode,
  'sdk-setup': sdkSetup,
};
