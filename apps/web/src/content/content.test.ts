// @vitest-environment node
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { brand, site } from '../site';
import * as home from './home';
import { policies } from './policies';
import { imageManifest, images } from './images';
import { allContent, allStrings, collect } from './test-utils';

describe('links', () => {
  const hrefs = collect((key) => /href$/i.test(key));
  const allowedEmails: string[] = [
    site.salesEmail,
    site.supportEmail,
    site.partnerSupportEmail,
    site.developerSupportEmail,
    site.privacyEmail,
    site.complaintsEmail,
  ];
  const allowedExternal: string[] = [
    site.social.linkedin,
    site.social.youtube,
    site.discordUrl,
    site.pressKitUrl,
  ];

  it('finds links in the content', () => {
    expect(hrefs.length).toBeGreaterThan(150);
  });

  it('uses only site e-mail addresses and site external links', () => {
    for (const { value } of hrefs) {
      if (value.startsWith('mailto:')) {
        const address = value.slice('mailto:'.length).split('?')[0] ?? '';
        expect(allowedEmails, value).toContain(address);
      } else if (value.startsWith('http')) {
        expect(allowedExternal, value).toContain(value);
      }
    }
  });

  it('points visitors who change their mind at the Cookie settings control, not at clearing site data', () => {
    const text = allStrings(policies.cookies.sections);
    expect(text).toContain('choose Cookie settings at the bottom of any page');
    expect(text).not.toContain('site data');
  });
});

describe('images', () => {
  it('lists every referenced image in the manifest with matching size', () => {
    const bySrc = new Map(imageManifest.map((image) => [image.src, image]));
    expect(bySrc.size).toBe(imageManifest.length);
    const refs: { src: string; width: unknown; height: unknown }[] = [];
    const visit = (value: unknown, seen = new Set<unknown>()): void => {
      if (value === null || typeof value !== 'object' || seen.has(value)) return;
      seen.add(value);
      const record = value as Record<string, unknown>;
      if (typeof record.src === 'string' && record.src.startsWith('/images/')) {
        refs.push({ src: record.src, width: record.width, height: record.height });
      }
      Object.values(record).forEach((v) => visit(v, seen));
    };
    visit(allContent);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) {
      const entry = bySrc.get(ref.src);
      expect(entry, ref.src).toBeDefined();
      expect(ref.width).toBe(entry?.width);
      expect(ref.height).toBe(entry?.height);
    }
  });

  it('describes every image', () => {
    for (const image of imageManifest) {
      expect(image.src).toMatch(/^\/images\/[a-z0-9/-]+\.(webp|svg)$/);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.alt.length).toBeGreaterThan(5);
      expect(image.subject.length).toBeGreaterThan(10);
    }
  });

  it('uses the hero video and its poster', () => {
    expect(home.hero.video.src).toBe('/videos/hero.mp4');
    expect(home.hero.video.poster).toBe(images.heroPoster);
  });
});

describe('copy quality', () => {
  it('never hard-codes the brand in content sources', () => {
    const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    for (const [file, source] of Object.entries(sources)) {
      expect(source, file).not.toMatch(new RegExp(brand.name, 'i'));
    }
  });

  it('contains no placeholder text', () => {
    const text = allStrings(allContent);
    expect(text.match(/lorem|ipsum|\bTODO\b|\bTBD\b|undefined|\[object Object\]/i)).toBeNull();
    expect(text.match(/\bNaN\b/)).toBeNull();
  });
});
