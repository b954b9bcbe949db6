/**
 * Slugs: lower-case ASCII words joined by '-', from a name; an app's slug is unique over all apps and
 * over every slug an app had before (those redirect to the app, so no other app may take them). A taken
 * slug gets the first free numeric suffix (`field-guide`, `field-guide-2`, `field-guide-3`…).
 *
 * A name in another script is romanised, never dropped (decision 0056): Chinese characters become their
 * pinyin with pinyin-pro (which reads a character by its context, 重 in 重庆 as chong), any other script
 * (kana, Hangul, Cyrillic…) its any-ascii transliteration. So 菜谱计时器 is `cai-pu-ji-shi-qi`.
 */
import anyAscii from 'any-ascii';
import { eq, like, or } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import { MAX_SLUG_LENGTH } from '@app/contracts';
import { appSlugHistory, apps, type Database } from '@app/db';

const MAX_SLUG_BASE = MAX_SLUG_LENGTH;

/** Han characters (CJK unified ideographs and their extensions). */
const han = /\p{Script=Han}/u;

/** The name in Latin letters: Han as pinyin syllables (one word each), anything else transliterated. */
function romanise(name: string): string {
  if (!han.test(name)) return anyAscii(name);
  const parts = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  return parts.map((part) => anyAscii(part)).join(' ');
}

/** The slug of a name; `fallback` when nothing of it can be written in Latin letters (e.g. only symbols). */
export function slugify(name: string, fallback = 'app'): string {
  const slug = romanise(name.normalize('NFKC'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_BASE)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The first slug of `base`, `base-2`, `base-3`… used by no app now and by none before. */
export async function freeSlug(db: Database, base: string): Promise<string> {
  const [current, former] = await Promise.all([
    db
      .select({ slug: apps.slug })
      .from(apps)
      .where(or(eq(apps.slug, base), like(apps.slug, `${base}-%`))),
    db
      .select({ slug: appSlugHistory.slug })
      .from(appSlugHistory)
      .where(or(eq(appSlugHistory.slug, base), like(appSlugHistory.slug, `${base}-%`))),
  ]);
  const taken = new Set([...current, ...former].map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
