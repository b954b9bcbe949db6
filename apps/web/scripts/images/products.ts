/** Studio-style product shots on a light background: glasses in several styles and the accessories. */
import { C, circle, doc, ellipse, linear, n, radial, rect, type Stop } from './svg.ts';

interface GlassesStyle {
  frame: string;
  temple: string;
  tint: Stop[];
  /** Thick top bar that houses display optics. */
  brow?: boolean;
  stroke?: number;
  /** A small projected image in the right lens. */
  display?: boolean;
  /** A camera module at the right hinge. */
  camera?: boolean;
  /** A single tinted shield instead of two lenses. */
  visor?: boolean;
}

const X = (sign: number, v: number) => n(sign * v);
const lensPath = (s: number) =>
  `M${X(s, 36)} -78L${X(s, 268)} -78Q${X(s, 292)} -78 ${X(s, 290)} -54L${X(s, 282)} 12Q${X(s, 272)} 80 ${X(s, 196)} 82L${X(s, 112)} 82Q${X(s, 48)} 80 ${X(s, 38)} 22L${X(s, 30)} -54Q${X(s, 30)} -78 ${X(s, 36)} -78Z`;
const VISOR =
  'M-300-96H300Q316-96 312-64L296 36Q284 100 200 102H70Q28 100 12 64Q0 44-12 64-28 100-70 102H-200Q-284 100-296 36L-312-64Q-316-96-300-96Z';

const glassesDefs = (id: string, style: GlassesStyle) =>
  linear(`${id}t`, style.tint, 0, 0, 0.3, 1) +
  `<clipPath id="${id}c">${style.visor ? `<path d="${VISOR}"/>` : `<path d="${lensPath(-1)}"/><path d="${lensPath(1)}"/>`}</clipPath>`;

/** A pair of glasses seen from the front and slightly above (temples recede upwards). */
function glasses(id: string, style: GlassesStyle, x: number, y: number, s: number): string {
  const sw = style.stroke ?? 16;
  const temples = [-1, 1]
    .map(
      (d) =>
        `<path d="M${X(d, 296)} -70L${X(d, 270)} -232Q${X(d, 264)} -266 ${X(d, 236)} -276" fill="none" stroke="${style.temple}" stroke-width="${n(sw + 2)}" stroke-linecap="round"/>`,
    )
    .join('');
  const lenses = style.visor
    ? `<path d="${VISOR}" fill="url(#${id}t)" stroke="${style.frame}" stroke-width="${sw}" stroke-linejoin="round"/>`
    : [-1, 1]
        .map(
          (d) =>
            `<path d="${lensPath(d)}" fill="url(#${id}t)" stroke="${style.frame}" stroke-width="${sw}" stroke-linejoin="round"/>`,
        )
        .join('') +
      `<path d="M-34-42Q0-66 34-42" fill="none" stroke="${style.frame}" stroke-width="${sw}" stroke-linecap="round"/>`;
  const shine =
    `<g clip-path="url(#${id}c)" fill="${C.white}">` +
    `<path d="M-250-90h70l-120 150v-70Z" fill-opacity=".35"/><path d="M60-90h50L20 30V-20Z" fill-opacity=".22"/>` +
    '</g>';
  const brow = style.brow
    ? rect(-306, -104, 612, 40, `fill="${style.frame}"`, 20) +
      rect(-280, -98, 560, 6, `fill="${C.white}" fill-opacity=".12"`, 3)
    : '';
  const display = style.display
    ? rect(150, -40, 100, 60, `fill="${C.teal300}" fill-opacity=".55"`, 6) +
      rect(162, -28, 60, 6, `fill="${C.white}" fill-opacity=".8"`, 3)
    : '';
  const camera = style.camera
    ? rect(270, -128, 64, 50, `fill="${style.frame}"`, 12) +
      circle(302, -103, 14, `fill="${C.slate900}" stroke="${C.brand500}" stroke-width="4"`)
    : '';
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${temples}${lenses}${shine}${brow}${display}${camera}</g>`;
}

const studioDefs = () =>
  radial(
    'sbg',
    [
      [0, C.white],
      [1, '#e6eaf6'],
    ],
    0.5,
    0.42,
    0.75,
  ) +
  radial('ssh', [
    [0, C.slate900, 0.28],
    [1, C.slate900, 0],
  ]) +
  linear('dark', [
    [0, C.slate700],
    [1, C.slate900],
  ]);

const studio = (w: number, h: number, defs: string, body: string, shadowY = 0.76) =>
  doc(
    w,
    h,
    studioDefs() + defs,
    rect(0, 0, w, h, 'fill="url(#sbg)"') +
      circle(w * 0.82, h * 0.16, h * 0.28, `fill="${C.brand100}" fill-opacity=".6"`) +
      circle(w * 0.12, h * 0.9, h * 0.22, `fill="#ccfbf1" fill-opacity=".5"`) +
      ellipse(w / 2, h * shadowY, w * 0.36, h * 0.05, 'fill="url(#ssh)"') +
      body,
  );

const tints = {
  clear: [
    [0, '#bae6fd', 0.35],
    [1, '#e0e7ff', 0.2],
  ] as Stop[],
  indigo: [
    [0, C.brand700, 0.85],
    [1, C.brand500, 0.55],
  ] as Stop[],
  dark: [
    [0, C.ink900, 0.92],
    [1, '#312e81', 0.8],
  ] as Stop[],
  dimming: [
    [0, C.slate900, 0.9],
    [0.55, C.brand600, 0.55],
    [1, C.brand300, 0.3],
  ] as Stop[],
  visor: [
    [0, C.ink900, 0.95],
    [0.6, C.brand700, 0.8],
    [1, C.teal400, 0.55],
  ] as Stop[],
};

const styles = {
  glasses: {
    frame: '#1f2937',
    temple: '#111827',
    tint: tints.clear,
    brow: true,
    display: true,
    camera: true,
  },
  aiGlasses: { frame: C.slate800, temple: C.slate900, tint: tints.clear, stroke: 20 },
  arSpatial: { frame: C.slate900, temple: C.ink900, tint: tints.visor, visor: true, brow: true },
  max: { frame: C.slate900, temple: C.ink900, tint: tints.dark, brow: true },
  max2: { frame: C.slate600, temple: C.slate700, tint: tints.dimming, brow: true, stroke: 12 },
  air: { frame: C.slate700, temple: C.slate800, tint: tints.indigo, stroke: 10 },
  joyLight: { frame: C.slate200, temple: C.slate300, tint: tints.indigo, stroke: 14 },
  joyBrand: { frame: C.brand600, temple: C.brand700, tint: tints.dark, stroke: 14 },
} satisfies Record<string, GlassesStyle>;

type Shot = (w: number, h: number) => string;

const single =
  (style: GlassesStyle): Shot =>
  (w, h) =>
    studio(w, h, glassesDefs('g', style), glasses('g', style, w / 2, h * 0.6, w / 1100));

/** A USB-C cable from (x, y) curving down to a plug. */
const cable = (x: number, y: number, x2: number, y2: number, color: string = C.slate800) =>
  `<path d="M${n(x)} ${n(y)}C${n(x - 40)} ${n(y + 160)} ${n(x2 + 160)} ${n(y2 - 80)} ${n(x2)} ${n(y2)}" fill="none" stroke="${color}" stroke-width="12" stroke-linecap="round"/>` +
  rect(x2 - 58, y2 - 14, 60, 28, `fill="${C.slate600}"`, 8) +
  rect(x2 - 84, y2 - 8, 30, 16, `fill="${C.slate400}"`, 5);

function controllerBody(x: number, y: number, s: number, rotate = -16): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate}) scale(${n(s)})">` +
    `<path d="M-10 220C-40 300 40 330 60 250" fill="none" stroke="${C.slate500}" stroke-width="10"/>` +
    rect(-72, -230, 144, 460, 'fill="url(#dark)"', 72) +
    rect(-62, -222, 12, 420, `fill="${C.white}" fill-opacity=".12"`, 6) +
    circle(0, -118, 52, `fill="${C.slate700}" stroke="${C.slate500}" stroke-width="4"`) +
    circle(0, -118, 8, `fill="${C.teal300}"`) +
    circle(0, 6, 20, `fill="${C.brand500}"`) +
    circle(0, 66, 20, `fill="${C.slate600}"`) +
    circle(0, 126, 10, `fill="${C.slate500}"`) +
    '</g>'
  );
}

function hubBody(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<path d="M-230-40L-170-110H250L190-40Z" fill="${C.slate600}"/>` +
    `<path d="M190-40L250-110V20L190 90Z" fill="${C.slate800}"/>` +
    rect(-230, -40, 420, 130, 'fill="url(#dark)"', 14) +
    rect(-190, 8, 56, 22, `fill="${C.slate900}" stroke="${C.slate400}" stroke-width="3"`, 11) +
    rect(-110, 8, 56, 22, `fill="${C.slate900}" stroke="${C.slate400}" stroke-width="3"`, 11) +
    circle(140, 19, 7, `fill="${C.teal300}"`) +
    rect(-210, 90, 50, 10, `fill="${C.slate900}"`, 4) +
    rect(130, 90, 50, 10, `fill="${C.slate900}"`, 4) +
    '</g>'
  );
}

function retailBox(x: number, y: number, w: number, h: number): string {
  return (
    rect(x, y, w, h, 'fill="url(#dark)"', 10) +
    rect(x, y + h * 0.72, w, h * 0.08, `fill="${C.brand600}"`) +
    circle(x + w * 0.4, y + h * 0.3, w * 0.09, `fill="none" stroke="${C.teal300}" stroke-width="8"`) +
    circle(x + w * 0.6, y + h * 0.3, w * 0.09, `fill="none" stroke="${C.brand300}" stroke-width="8"`) +
    rect(x + w * 0.25, y + h * 0.5, w * 0.5, 10, `fill="${C.white}" fill-opacity=".6"`, 5)
  );
}

export const productShots: Record<string, Shot> = {
  glasses: single(styles.glasses),
  'ai-glasses': (w, h) =>
    studio(
      w,
      h,
      glassesDefs('g', styles.aiGlasses),
      glasses('g', styles.aiGlasses, w / 2, h * 0.6, w / 1100) +
        circle(
          w / 2 - (300 * w) / 1100,
          h * 0.6 - (72 * w) / 1100,
          11,
          `fill="${C.slate900}" stroke="${C.teal400}" stroke-width="5"`,
        ) +
        circle(w / 2 + (300 * w) / 1100, h * 0.6 - (72 * w) / 1100, 6, `fill="${C.teal400}"`) +
        [0, 1, 2]
          .map((i) =>
            circle(
              w / 2 + ((288 - i * 8) * w) / 1100,
              h * 0.6 - ((130 + i * 30) * w) / 1100,
              3.5,
              `fill="${C.slate400}"`,
            ),
          )
          .join(''),
    ),
  'ar-spatial': (w, h) =>
    studio(
      w,
      h,
      glassesDefs('g', styles.arSpatial),
      `<path d="M${n(w * 0.68)} ${n(h * 0.49)}C${n(w * 0.8)} ${n(h * 0.6)} ${n(w * 0.72)} ${n(h * 0.8)} ${n(w * 0.8)} ${n(h * 0.78)}" fill="none" stroke="${C.slate800}" stroke-width="10"/>` +
        glasses('g', styles.arSpatial, w * 0.44, h * 0.56, w / 1250) +
        ellipse(w * 0.82, h * 0.8, w * 0.08, h * 0.045, 'fill="url(#dark)"') +
        ellipse(w * 0.82, h * 0.785, w * 0.08, h * 0.04, `fill="${C.slate700}"`) +
        ellipse(
          w * 0.82,
          h * 0.785,
          w * 0.045,
          h * 0.022,
          `fill="none" stroke="${C.teal300}" stroke-width="4"`,
        ),
    ),
  'ar-joy2': (w, h) =>
    studio(
      w,
      h,
      glassesDefs('a', styles.joyBrand) + glassesDefs('b', styles.joyLight),
      glasses('a', styles.joyBrand, w * 0.34, h * 0.44, w / 1900) +
        glasses('b', styles.joyLight, w * 0.56, h * 0.66, w / 1350),
    ),
  max: (w, h) =>
    studio(
      w,
      h,
      glassesDefs('g', styles.max),
      cable(w / 2 - (236 * w) / 1100, h * 0.6 - (276 * w) / 1100, w * 0.16, h * 0.88) +
        glasses('g', styles.max, w / 2, h * 0.6, w / 1100),
    ),
  max2: single(styles.max2),
  air: (w, h) =>
    studio(
      w,
      h,
      glassesDefs('g', styles.air) +
        linear('sh', [
          [0, C.ink900, 0.92],
          [1, C.slate700, 0.85],
        ]),
      glasses('g', styles.air, w / 2, h * 0.64, w / 1250) +
        `<path transform="translate(${n(w / 2)} ${n(h * 0.28)}) scale(${n(w / 1290)})" d="${VISOR}" fill="url(#sh)"/>` +
        [-1, 1]
          .map(
            (d) =>
              `<path d="M${n(w / 2 + d * w * 0.12)} ${n(h * 0.39)}v${n(h * 0.08)}" stroke="${C.brand500}" stroke-width="4" stroke-dasharray="8 8"/>`,
          )
          .join('') +
        circle(w / 2 - w * 0.12, h * 0.38, 6, `fill="${C.teal400}"`) +
        circle(w / 2 + w * 0.12, h * 0.38, 6, `fill="${C.teal400}"`),
    ),
  controller: (w, h) => studio(w, h, '', controllerBody(w / 2, h * 0.46, h / 1000), 0.8),
  hub: (w, h) =>
    studio(
      w,
      h,
      '',
      hubBody(w / 2, h * 0.52, w / 900) + cable(w * 0.62, h * 0.6, w * 0.86, h * 0.8, C.slate700),
    ),
  'hdmi-adapter': (w, h) =>
    studio(
      w,
      h,
      '',
      `<g transform="translate(${n(w * 0.42)} ${n(h * 0.5)}) scale(${n(w / 1000)})">` +
        `<path d="M110 0C220 0 200 160 330 170" fill="none" stroke="${C.slate700}" stroke-width="22" stroke-linecap="round"/>` +
        `<path d="M110 0C220 0 200 160 330 170" fill="none" stroke="${C.slate500}" stroke-width="22" stroke-dasharray="4 6"/>` +
        rect(320, 150, 90, 40, `fill="${C.slate600}"`, 10) +
        rect(405, 160, 40, 20, `fill="${C.slate400}"`, 6) +
        rect(-120, -60, 240, 120, 'fill="url(#dark)"', 22) +
        `<path d="M-100-24H-20V14L-32 26H-88L-100 14Z" fill="${C.slate900}" stroke="${C.slate400}" stroke-width="3"/>` +
        circle(80, -30, 6, `fill="${C.teal300}"`) +
        '</g>',
    ),
  'lens-inserts': (w, h) =>
    studio(
      w,
      h,
      glassesDefs('g', { ...styles.max, tint: tints.dark }) +
        glassesDefs('i', { frame: C.slate400, temple: C.slate400, tint: tints.clear }),
      `<g opacity=".28">${glasses('g', styles.max, w / 2, h * 0.42, w / 1400)}</g>` +
        `<g transform="translate(${n(w / 2)} ${n(h * 0.68)}) scale(${n(w / 1200)})">` +
        [-1, 1]
          .map((d) => `<path d="${lensPath(d)}" fill="url(#it)" stroke="${C.slate400}" stroke-width="7"/>`)
          .join('') +
        `<path d="M-34-42Q0-66 34-42" fill="none" stroke="${C.slate400}" stroke-width="7"/>` +
        [-150, 150].map((x) => rect(x - 16, -96, 32, 22, `fill="${C.slate500}"`, 6)).join('') +
        '</g>',
    ),
  'combo-max2-hub': (w, h) =>
    studio(
      w,
      h,
      glassesDefs('g', styles.max2),
      retailBox(w * 0.08, h * 0.14, w * 0.26, h * 0.5) +
        retailBox(w * 0.7, h * 0.2, w * 0.2, h * 0.36) +
        glasses('g', styles.max2, w * 0.46, h * 0.56, w / 2200) +
        hubBody(w * 0.66, h * 0.74, w / 1500),
    ),
  'combo-ar-spatial-controller': (w, h) =>
    studio(
      w,
      h,
      glassesDefs('g', styles.arSpatial),
      rect(w * 0.1, h * 0.3, w * 0.5, h * 0.46, `fill="${C.slate800}"`, 80) +
        rect(w * 0.12, h * 0.33, w * 0.46, h * 0.4, `fill="${C.slate700}"`, 70) +
        glasses('g', styles.arSpatial, w * 0.35, h * 0.54, w / 2400) +
        controllerBody(w * 0.74, h * 0.5, h / 1700, 12),
    ),
};
