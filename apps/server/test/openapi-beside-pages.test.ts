/**
 * The OpenAPI document stays whole in a process that also renders the site's pages. The web's
 * server-rendering bundle (dist-ssr) holds its own copy of the contracts and of zod, whose registry is one
 * per process: were the contracts to name their schemas at import, that copy would name a second
 * `Listing` beside the server's and the document would answer 500 (decision 0065). This test loads every
 * chunk of the bundle a server can load (some are the browser's alone: they read `location` at once), as
 * a long-running server eventually does, renders an App Store page, then asks for the document.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { serverEntryFile } from '@app/contracts/server-pages';
import { builtWebDist } from './built-site.ts';
import { useTestApp } from './helpers.ts';

const webDist = builtWebDist();
const ctx = useTestApp(() => ({ webDist }));

describe('GET /api/openapi.json beside the rendered pages', () => {
  it('answers the whole document after every chunk of the page renderer has loaded', async () => {
    const assets = join(webDist, serverEntryFile, '..', 'assets');
    const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    const loaded: string[] = [];
    for (const chunk of chunks) {
      const module = await import(pathToFileURL(join(assets, chunk)).href).catch(() => undefined);
      if (module) loaded.push(chunk);
    }
    // The chunks that hold the contracts' named payloads (the submission form's listing, the API's errors).
    expect(loaded).toEqual(
      expect.arrayContaining([expect.stringMatching(/^app-listing-/), expect.stringMatching(/^common-/)]),
    );

    const store = await ctx.app.inject({ method: 'GET', url: '/app-store' });
    expect(store.statusCode).toBe(200);

    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenAPIV3_1.Document>();
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['Listing', 'Submission', 'WebhookEvent', 'Error']),
    );
  });
});
