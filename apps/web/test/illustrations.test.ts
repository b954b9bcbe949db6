import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { imageManifest } from '../src/content/images';

// The illustrations are committed files edited as images (docs/illustrations.md): these checks hold them to
// the manifest the pages are rendered from, so a page never points at a missing file or reserves a wrong box.
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const maxBytes = 15 * 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(`${dir}/${name}`).isFile())
    .map((name) => name.split('\\').join('/'));
}

describe('illustration files', () => {
  it('has a file for every manifest entry, drawn at the size the page reserves', () => {
    expect(imageManifest.length).toBeGreaterThan(30);
    for (const image of imageManifest) {
      const svg = readFileSync(`${publicDir}${image.src}`, 'utf8');
      const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      expect(root, image.src).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(Buffer.byteLength(svg), image.src).toBeLessThanOrEqual(maxBytes);
    }
  });

  it('has no file the manifest does not list', () => {
    const listed = imageManifest.map((image) => image.src).sort();
    const committed = filesUnder(`${publicDir}/images`)
      .map((name) => `/images/${name}`)
      .sort();
    expect(committed).toEqual(listed);
  });
});
