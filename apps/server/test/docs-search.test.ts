/**
 * GET /docs/search?q=: the docs search without JavaScript, answered from the built index and rendered by
 * the site's components (the web build's server entry): complete HTML with the results, the words kept in
 * the box, every value escaped.
 */
import { describe, expect, it } from 'vitest';
import { docsSearchCopy as copy } from '@app/contracts/docs-search-copy';
import { builtWebDist, entryScript } from './built-site.ts';
import { controlOf, textOf } from './html-reading.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp(() => ({ webDist: builtWebDist() }));

const search = (q: string) =>
  ctx.app.inject({ method: 'GET', url: `/docs/search?q=${encodeURIComponent(q)}` });

describe('the docs search results page', () => {
  it('lists the sections that match, with the words in the title and the box, and the entry for the islands', async () => {
    const res = await search('rotate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<title>rotate · ${copy.pageTitle} | Lumen</title>`);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:5000/docs/search" />');
    expect(controlOf(res.body, 'q').value).toBe('rotate');
    const count = textOf(res.body, 'p', 'role', 'status');
    expect(count).toMatch(/^\d+ results? for “rotate”$/);
    expect(res.body).toMatch(/<a href="\/docs\/[^"]+#[^"]+"/);
    expect(res.body).toContain('<mark');
    expect(res.body).toMatch(entryScript);
  });

  it('shows the hint without words, and says when nothing matches, with hostile words escaped', async () => {
    const empty = await search('');
    expect(textOf(empty.body, 'p', 'role', 'status')).toBe(copy.empty);
    const hostile = '"><script>alert(1)</script>';
    const none = await search(hostile);
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain('<script>alert(1)');
    expect(controlOf(none.body, 'q').value).toBe(hostile);
    expect(textOf(none.body, 'p', 'role', 'status')).toBe(copy.count(0, hostile));
  });
});
