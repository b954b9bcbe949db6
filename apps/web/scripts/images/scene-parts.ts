/** Building blocks of the dark illustrated scenes: backdrop, people, floating AR panels and props. */
import { C, circle, ellipse, linear, n, radial, random, rect } from './svg.ts';

/** Shared gradients of every scene (ids are per document, so each scene includes them once). */
export const sceneDefs = (glowA: string = C.brand500, glowB: string = C.teal400): string =>
  linear('bg', [
    [0, C.ink950],
    [1, C.ink800],
  ]) +
  radial('ga', [
    [0, glowA, 0.55],
    [1, glowA, 0],
  ]) +
  radial('gb', [
    [0, glowB, 0.4],
    [1, glowB, 0],
  ]) +
  linear('skin', [
    [0, C.ink700],
    [1, C.ink900],
  ]) +
  linear('pane', [
    [0, C.white, 0.16],
    [1, C.white, 0.04],
  ]) +
  linear('screen', [
    [0, C.brand500, 0.9],
    [1, C.teal400, 0.55],
  ]) +
  `<pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0H0v64" fill="none" stroke="${C.white}" stroke-opacity=".05"/></pattern>`;

/** Background, grid and two light glows. Glow positions are fractions of the canvas. */
export function backdrop(
  w: number,
  h: number,
  a: [number, number, number] = [0.7, 0.35, 0.55],
  b: [number, number, number] = [0.25, 0.85, 0.45],
): string {
  const size = Math.max(w, h);
  return (
    rect(0, 0, w, h, 'fill="url(#bg)"') +
    rect(0, 0, w, h, 'fill="url(#grid)"') +
    circle(w * a[0], h * a[1], size * a[2], 'fill="url(#ga)"') +
    circle(w * b[0], h * b[1], size * b[2], 'fill="url(#gb)"')
  );
}

/** A floor line with a soft reflection band. */
export const floor = (w: number, y: number): string =>
  rect(0, y, w, 2, `fill="${C.brand300}" fill-opacity=".15"`) +
  rect(0, y + 2, w, 60, `fill="${C.white}" fill-opacity=".02"`);

// A head-and-shoulders profile facing right, in a 300 x 320 box.
const PROFILE =
  'M0 320C6 282 24 256 64 240c18-7 28-14 32-26l2-18C76 184 62 160 60 128 58 66 100 22 160 20c44-2 70 28 74 68l4 16c8 12 18 26 20 36 1 6-6 8-14 9l2 13c0 4-6 6-8 8l2 12c0 14-10 22-26 22h-28l-2 20c30 12 78 36 116 94Z';

/** A person in profile wearing AR glasses. `facing` -1 mirrors them to look left. */
export function person(
  x: number,
  y: number,
  scale: number,
  facing: 1 | -1 = 1,
  lens: string = C.teal300,
): string {
  const t = `translate(${n(x)} ${n(y)}) scale(${n(scale * facing)} ${n(scale)})${facing === -1 ? ' translate(-300 0)' : ''}`;
  return (
    `<g transform="${t}">` +
    `<path d="${PROFILE}" fill="url(#skin)"/>` +
    `<path d="${PROFILE}" fill="none" stroke="${C.teal300}" stroke-opacity=".45" stroke-width="2.5"/>` +
    `<path d="M128 108 236 99" stroke="${C.slate900}" stroke-width="8" stroke-linecap="round"/>` +
    rect(226, 84, 16, 34, `fill="${lens}" fill-opacity=".85"`, 6) +
    circle(234, 101, 26, `fill="${lens}" fill-opacity=".12"`) +
    '</g>'
  );
}

/** A simple front-facing bust with a glasses band (for groups of people). */
export function bust(x: number, y: number, s: number, glasses = true, tone: string = C.ink700): string {
  return (
    `<path d="M${n(x - 50 * s)} ${n(y + 96 * s)}Q${n(x - 48 * s)} ${n(y + 38 * s)} ${n(x)} ${n(y + 36 * s)}Q${n(x + 48 * s)} ${n(y + 38 * s)} ${n(x + 50 * s)} ${n(y + 96 * s)}Z" fill="${tone}"/>` +
    circle(x, y, 24 * s, `fill="${tone}"`) +
    (glasses
      ? rect(x - 18 * s, y - 6 * s, 36 * s, 9 * s, `fill="${C.teal300}" fill-opacity=".8"`, 4 * s)
      : '')
  );
}

export type PanelKind = 'code' | 'chart' | 'list' | 'video' | 'vitals' | 'model' | 'bars';

/** A floating translucent AR window with content of the given kind. */
export function panel(x: number, y: number, w: number, h: number, kind: PanelKind, seed = 1): string {
  const r = random(seed);
  let out =
    rect(x, y, w, h, `fill="url(#pane)" stroke="${C.brand300}" stroke-opacity=".45" stroke-width="1.5"`, 14) +
    circle(x + 16, y + 16, 4, `fill="${C.teal300}" fill-opacity=".8"`) +
    circle(x + 30, y + 16, 4, `fill="${C.brand300}" fill-opacity=".6"`) +
    rect(x + 44, y + 13, Math.min(90, w * 0.3), 6, `fill="${C.white}" fill-opacity=".25"`, 3);
  const ix = x + 18;
  const iy = y + 38;
  const iw = w - 36;
  const ih = h - 54;
  if (kind === 'code') {
    const rows = Math.max(3, Math.floor(ih / 20));
    const colors = [C.brand300, C.teal300, C.slate300, C.amber];
    for (let i = 0; i < rows; i++) {
      const indent = (Math.floor(r() * 3) * iw) / 12;
      const len = iw * (0.25 + r() * 0.55);
      const color = colors[Math.floor(r() * colors.length)] ?? C.slate300;
      out += rect(
        ix + indent,
        iy + i * 20,
        Math.min(len, iw - indent),
        7,
        `fill="${color}" fill-opacity=".7"`,
        3.5,
      );
    }
  } else if (kind === 'chart' || kind === 'vitals') {
    const pts: string[] = [];
    const steps = 14;
    for (let i = 0; i <= steps; i++) {
      const px = ix + (iw * i) / steps;
      let py = iy + ih * (0.75 - (i / steps) * 0.45 - r() * 0.2);
      if (kind === 'vitals') py = iy + ih * 0.5 + (i % 4 === 2 ? -ih * 0.38 : i % 4 === 3 ? ih * 0.25 : 0);
      pts.push(`${n(px)} ${n(py)}`);
    }
    out += `<path d="M${pts.join('L')}" fill="none" stroke="${kind === 'vitals' ? C.teal300 : C.brand300}" stroke-width="3" stroke-linejoin="round"/>`;
    if (kind === 'vitals')
      out +=
        rect(ix, iy + ih - 10, iw * 0.3, 8, `fill="${C.white}" fill-opacity=".4"`, 4) +
        rect(ix + iw * 0.4, iy + ih - 10, iw * 0.2, 8, `fill="${C.teal300}" fill-opacity=".6"`, 4);
  } else if (kind === 'bars') {
    const bars = 6;
    for (let i = 0; i < bars; i++) {
      const bh = ih * (0.3 + r() * 0.65);
      out += rect(
        ix + (iw / bars) * i + 4,
        iy + ih - bh,
        iw / bars - 10,
        bh,
        `fill="${i % 2 ? C.teal300 : C.brand300}" fill-opacity=".7"`,
        4,
      );
    }
  } else if (kind === 'list') {
    const rows = Math.max(2, Math.floor(ih / 30));
    for (let i = 0; i < rows; i++) {
      const ry = iy + i * 30;
      out +=
        circle(
          ix + 8,
          ry + 8,
          8,
          `fill="${i < rows - 1 ? C.teal300 : 'none'}" stroke="${C.teal300}" stroke-width="2"`,
        ) + rect(ix + 26, ry + 4, iw * (0.4 + r() * 0.45), 8, `fill="${C.white}" fill-opacity=".45"`, 4);
    }
  } else if (kind === 'video') {
    out +=
      rect(ix, iy, iw, ih, `fill="${C.ink700}"`, 8) +
      circle(ix + iw / 2, iy + ih * 0.42, Math.min(iw, ih) * 0.18, `fill="${C.slate500}"`) +
      ellipse(ix + iw / 2, iy + ih * 0.95, Math.min(iw, ih) * 0.32, ih * 0.3, `fill="${C.slate500}"`) +
      circle(ix + iw - 14, iy + 14, 5, `fill="#f43f5e"`);
  } else {
    // A wireframe cube (3D model).
    const cx = ix + iw / 2;
    const cy = iy + ih / 2;
    const s = Math.min(iw, ih) * 0.32;
    const p = (dx: number, dy: number) => `${n(cx + dx * s)} ${n(cy + dy * s)}`;
    out += `<path d="M${p(0, -1)}L${p(0.9, -0.5)}L${p(0.9, 0.55)}L${p(0, 1.05)}L${p(-0.9, 0.55)}L${p(-0.9, -0.5)}ZM${p(0, -1)}L${p(0, 0)}M${p(0.9, 0.55)}L${p(0, 0)}L${p(-0.9, 0.55)}M${p(0, 0)}L${p(0, 1.05)}" fill="${C.brand500}" fill-opacity=".18" stroke="${C.teal300}" stroke-width="2" stroke-linejoin="round"/>`;
  }
  return out;
}

/** An open laptop seen from the side-front, screen glowing. */
export const laptop = (x: number, y: number, w: number, seed = 3): string =>
  rect(x, y - w * 0.62, w, w * 0.6, `fill="${C.ink700}" stroke="${C.slate600}" stroke-width="2"`, 10) +
  panel(x + 10, y - w * 0.62 + 10, w - 20, w * 0.6 - 20, 'code', seed).replace(/url\(#pane\)/, C.ink900) +
  `<path d="M${n(x - w * 0.08)} ${n(y + 14)}L${n(x)} ${n(y)}h${n(w)}l${n(w * 0.08)} 14Z" fill="${C.slate600}"/>`;

/** A phone standing or lying, its screen showing a paired-device tile. */
export const phone = (x: number, y: number, h: number): string =>
  rect(x, y, h * 0.5, h, `fill="${C.slate900}" stroke="${C.slate500}" stroke-width="2"`, h * 0.08) +
  rect(x + h * 0.04, y + h * 0.05, h * 0.42, h * 0.9, 'fill="url(#screen)" fill-opacity=".7"', h * 0.05) +
  circle(x + h * 0.25, y + h * 0.35, h * 0.09, `fill="${C.white}" fill-opacity=".9"`) +
  rect(x + h * 0.1, y + h * 0.55, h * 0.3, h * 0.05, `fill="${C.white}" fill-opacity=".8"`, 3) +
  rect(x + h * 0.14, y + h * 0.64, h * 0.22, h * 0.04, `fill="${C.white}" fill-opacity=".5"`, 3);

/** A desk top (a slab with a front edge). */
export const desk = (x: number, y: number, w: number): string =>
  rect(x, y, w, 16, `fill="${C.slate700}"`, 4) + rect(x + 20, y + 16, w - 40, 10, `fill="${C.ink700}"`);

/** Side view of AR glasses lying on a surface. */
export const glassesSide = (x: number, y: number, s: number): string =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
  `<path d="M0 0h150l18-12" stroke="${C.slate300}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
  rect(-14, -26, 40, 30, `fill="${C.ink700}" stroke="${C.slate300}" stroke-width="3"`, 8) +
  rect(-8, -20, 28, 18, `fill="${C.teal300}" fill-opacity=".6"`, 5) +
  '</g>';

/** An augmented-reality arrow annotation. */
export const arrow = (x: number, y: number, s: number, rotate = 0): string =>
  `<path transform="translate(${n(x)} ${n(y)}) rotate(${rotate}) scale(${n(s)})" d="M0-20h50v-22l44 42-44 42V20H0Z" fill="${C.teal300}" fill-opacity=".85" stroke="${C.white}" stroke-opacity=".6" stroke-width="2"/>`;

/** A dashed focus ring around a point of interest. */
export const target = (x: number, y: number, r: number): string =>
  circle(x, y, r, `fill="none" stroke="${C.teal300}" stroke-width="3" stroke-dasharray="10 8"`) +
  circle(x, y, r * 0.25, `fill="${C.teal300}" fill-opacity=".8"`);
