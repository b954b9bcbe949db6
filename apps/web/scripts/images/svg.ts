/** Small helpers for hand-written SVG: numbers, gradients, a seeded random source, the document. */

/** Brand palette (see src/styles.css). */
export const C = {
  ink950: '#070b16',
  ink900: '#0b1020',
  ink800: '#131a30',
  ink700: '#1e2745',
  brand700: '#4338ca',
  brand600: '#4f46e5',
  brand500: '#6366f1',
  brand300: '#a5b4fc',
  brand100: '#e0e7ff',
  brand50: '#eef2ff',
  teal600: '#0d9488',
  teal400: '#2dd4bf',
  teal300: '#5eead4',
  slate900: '#0f172a',
  slate800: '#1e293b',
  slate700: '#334155',
  slate600: '#475569',
  slate500: '#64748b',
  slate400: '#94a3b8',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  slate50: '#f8fafc',
  white: '#ffffff',
  amber: '#fbbf24',
} as const;

/** Rounds for output (one decimal at most keeps files small). */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export type Stop = [offset: number, color: string, opacity?: number];

const stops = (list: Stop[]) =>
  list
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a)}"`}/>`,
    )
    .join('');

export const linear = (id: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string =>
  `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`;

export const radial = (id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string =>
  `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`;

/** Deterministic pseudo-random numbers (mulberry32), so the files are reproducible. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const rect = (x: number, y: number, w: number, h: number, attrs: string, r = 0): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} ${attrs}/>`;

export const circle = (cx: number, cy: number, r: number, attrs: string): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: string): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;

export const text = (x: number, y: number, content: string, attrs: string): string =>
  `<text x="${n(x)}" y="${n(y)}" ${attrs}>${content.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`;

export const FONT = `font-family="Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"`;

/** A complete SVG document sized to the manifest entry. */
export const doc = (w: number, h: number, defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  '</svg>\n';
