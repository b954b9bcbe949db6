/**
 * The docs: each Markdown file's title is the one the navigation shows, every link goes to a page of the
 * site, the SDK setup's code is the SDK pages' own, raw HTML in Markdown is escaped, and the API
 * reference covers every operation of the OpenAPI document with its examples.
 */
import { DEVELOPER_MODE_KEYS_PATH } from '@app/contracts/device-models';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../scripts/markdown.ts';
import { routes } from './routes.ts';
import { apiGroups, apiReferenceText, apiWebhooks } from '../content/api-reference.ts';
import { docs } from '../content/doc-pages.ts';
import { docList, docPath, docSlugs } from '../content/docs.ts';
import document from '../content/openapi.json';
import { sdkPages } from '../content/sdk.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** Every string in a content object (the SDK pages' texts and code). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

// Files the server answers that are not pages (linked from the docs on purpose): the published keys.
const serverFiles = [DEVELOPER_MODE_KEYS_PATH];

describe('docs', () => {
  it('titles each page with its Markdown heading, and lists every doc once', () => {
    for (const slug of docSlugs) expect(docs[slug].title, slug).toBe(docList[slug].title);
    expect(Object.keys(docs).sort()).toEqual([...docSlugs].sort());
  });

  it('links only to pages of the site, and each page has a table of contents', () => {
    for (const slug of docSlugs) {
      const links = [...parse(docs[slug].html).querySelectorAll('a')].map(
        (a) => a.getAttribute('href') ?? '',
      );
      for (const href of links) {
        // An in-page anchor (`#…`) stays on the doc itself.
        const path = href.split(/[?#]/)[0] || docPath(slug);
        expect(
          routes.some((route) => route.path === path) || serverFiles.includes(path),
          `${slug}: ${href}`,
        ).toBe(true);
      }
      expect(docs[slug].headings.filter((h) => h.level === 2).length, slug).toBeGreaterThanOrEqual(2);
      for (const heading of docs[slug].headings) {
        expect(parse(docs[slug].html).getElementById(heading.id)?.textContent).toBe(heading.text);
      }
    }
  });

  it('quotes the SDK pages’ own code in the SDK setup guide', () => {
    const sdkText = stringsOf(sdkPages).join('\n');
    const blocks = [...parse(docs['sdk-setup'].html).querySelectorAll('pre code')].map(
      (c) => c.textContent ?? '',
    );
    expect(blocks.length).toBeGreaterThan(0);
    // The guide's HTTP API samples are the API's, not the SDK pages' (docs-samples.test.ts runs them).
    const sdkBlocks = blocks.filter((block) => !block.startsWith('curl '));
    expect(sdkBlocks.length).toBeGreaterThan(0);
    for (const block of sdkBlocks) expect(sdkText).toContain(block.trimEnd());
  });

  it('escapes raw HTML and code in Markdown', () => {
    const doc = renderMarkdown(
      '# Title\n\nThe lead.\n\nText <script>alert(1)</script> and <img src=x onerror=alert(1)>\n\n```js\n</code><b>x</b>\n```\n',
    );
    const body = parse(doc.html).body;
    expect(body.querySelector('script, img, b')).toBeNull();
    expect(body.textContent).toContain('<script>alert(1)</script>');
    expect(body.querySelector('pre code')?.textContent).toBe('</code><b>x</b>\n');
  });
});

describe('API reference', () => {
  it('shows every operation of the OpenAPI document, with its permission, errors and examples', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const operations = apiGroups.flatMap((group) => group.operations);
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(documented.sort());
    for (const op of operations) {
      expect(['any', 'read', 'write', 'admin', 'publishable']).toContain(op.permission);
      expect(op.responses.map((r) => r.status)).toEqual(expect.arrayContaining(['401', '429', '500']));
      for (const response of op.responses.filter((r) => !r.status.startsWith('2'))) {
        expect(response.example, `${op.path} ${response.status}`).toMatch(/"message"/);
      }
      expect(op.samples.curl).toContain(op.path.replace('{id}', '42').replace('{submissionId}', '7'));
      expect(op.samples.javascript).toContain('await fetch(');
    }
  });

  it("shows every event of the document's webhooks, with its body and an example", () => {
    expect(apiWebhooks.events.map((event) => event.type)).toEqual(Object.keys(document.webhooks));
    expect(apiWebhooks.bodyFields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['id', 'type', 'created', 'data']),
    );
    for (const event of apiWebhooks.events) {
      expect(JSON.parse(event.example)).toMatchObject({ type: event.type });
      expect(apiReferenceText.webhooks.events[event.type]).toBeTruthy();
    }
  });
});
