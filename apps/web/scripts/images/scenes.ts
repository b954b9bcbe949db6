/** The illustrated scenes (heroes, solutions, stories, lifestyle shots): dark, on-brand, vector. */
import {
  arrow,
  backdrop,
  bust,
  desk,
  floor,
  glassesSide,
  laptop,
  panel,
  person,
  phone,
  sceneDefs,
  target,
} from './scene-parts.ts';
import { C, circle, doc, ellipse, n, rect } from './svg.ts';

type Scene = (w: number, h: number) => string;

/** Home hero poster: a developer (right) reviewing floating code panels; left side kept calm for text. */
export const heroPoster: Scene = (w, h) =>
  doc(
    w,
    h,
    sceneDefs(),
    backdrop(w, h, [0.72, 0.4, 0.5], [0.45, 0.95, 0.35]) +
      floor(w, h * 0.86) +
      panel(w * 0.5, h * 0.16, w * 0.22, h * 0.36, 'code', 11) +
      panel(w * 0.56, h * 0.56, w * 0.16, h * 0.22, 'model', 12) +
      panel(w * 0.38, h * 0.6, w * 0.12, h * 0.16, 'bars', 13) +
      person(w * 0.74, h * 0.28, h / 520, -1) +
      desk(w * 0.58, h * 0.86 - 16, w * 0.42),
  );

/** Max 2 video poster: glasses and a phone on a desk under a big virtual-screen glow, centre kept free. */
export const max2VideoPoster: Scene = (w, h) =>
  doc(
    w,
    h,
    sceneDefs(),
    backdrop(w, h, [0.5, 0.3, 0.45], [0.8, 0.9, 0.3]) +
      rect(
        w * 0.2,
        h * 0.1,
        w * 0.6,
        h * 0.5,
        `fill="${C.brand500}" fill-opacity=".12" stroke="${C.brand300}" stroke-opacity=".35" stroke-width="2"`,
        18,
      ) +
      rect(w * 0.24, h * 0.14, w * 0.52, h * 0.42, 'fill="url(#screen)" fill-opacity=".18"', 12) +
      desk(0, h * 0.78, w) +
      glassesSide(w * 0.1, h * 0.78 - 14, w / 520) +
      phone(w * 0.78, h * 0.78 - h * 0.3, h * 0.3),
  );

/** Industrial: a technician at a control cabinet with an arrow annotation and a remote expert window. */
export const industrial: Scene = (w, h) =>
  doc(
    w,
    h,
    sceneDefs(C.brand600, C.teal400),
    backdrop(w, h, [0.35, 0.4, 0.5], [0.85, 0.8, 0.4]) +
      floor(w, h * 0.88) +
      rect(
        w * 0.08,
        h * 0.18,
        w * 0.34,
        h * 0.7,
        `fill="${C.ink700}" stroke="${C.slate600}" stroke-width="3"`,
        8,
      ) +
      rect(w * 0.11, h * 0.23, w * 0.28, h * 0.6, `fill="${C.ink900}"`, 4) +
      [0, 1, 2, 3]
        .map((i) => rect(w * 0.13, h * (0.27 + i * 0.1), w * 0.24, h * 0.04, `fill="${C.slate700}"`, 3))
        .join('') +
      [0, 1, 2, 3, 4]
        .map((i) =>
          circle(w * (0.15 + i * 0.05), h * 0.72, h * 0.018, `fill="${i === 2 ? C.amber : C.teal400}"`),
        )
        .join('') +
      target(w * 0.25, h * 0.72, h * 0.06) +
      arrow(w * 0.32, h * 0.55, h / 900, 145) +
      person(w * 0.5, h * 0.3, h / 520, -1) +
      panel(w * 0.7, h * 0.1, w * 0.24, h * 0.3, 'video', 21) +
      panel(w * 0.72, h * 0.46, w * 0.22, h * 0.24, 'list', 22),
  );

/** Healthcare: a clinician at a bedside with a vital-signs panel. */
export const healthcare: Scene = (w, h) =>
  doc(
    w,
    h,
    sceneDefs(C.brand500, C.teal300),
    backdrop(w, h, [0.6, 0.3, 0.5], [0.2, 0.8, 0.4]) +
      floor(w, h * 0.88) +
      rect(w * 0.05, h * 0.6, w * 0.42, h * 0.1, `fill="${C.slate200}" fill-opacity=".9"`, 14) +
      rect(w * 0.05, h * 0.52, w * 0.1, h * 0.1, `fill="${C.white}" fill-opacity=".85"`, 16) +
      rect(w * 0.05, h * 0.7, w * 0.42, h * 0.04, `fill="${C.slate500}"`, 4) +
      rect(w * 0.07, h * 0.74, 10, h * 0.14, `fill="${C.slate500}"`) +
      rect(w * 0.44, h * 0.74, 10, h * 0.14, `fill="${C.slate500}"`) +
      rect(w * 0.03, h * 0.3, 8, h * 0.58, `fill="${C.slate600}"`) +
      rect(
        w * 0.01,
        h * 0.3,
        w * 0.05,
        h * 0.08,
        `fill="${C.teal300}" fill-opacity=".3" stroke="${C.teal300}" stroke-width="2"`,
        6,
      ) +
      person(w * 0.55, h * 0.28, h / 520, -1) +
      panel(w * 0.2, h * 0.12, w * 0.3, h * 0.3, 'vitals', 31) +
      panel(w * 0.76, h * 0.2, w * 0.2, h * 0.28, 'list', 32),
  );

/** App studio: two developers, one wearing glasses, a laptop with a build pipeline. */
export const appStudio: Scene = (w, h) =>
  doc(
    w,
    h,
    sceneDefs(),
    backdrop(w, h, [0.3, 0.3, 0.5], [0.8, 0.7, 0.4]) +
      floor(w, h * 0.9) +
      bust(w * 0.82, h * 0.5, h / 340, false, C.ink700) +
      person(w * 0.08, h * 0.3, h / 560, 1) +
      desk(w * 0.3, h * 0.78, w * 0.66) +
      laptop(w * 0.52, h * 0.78, w * 0.26, 41) +
      panel(w * 0.36, h * 0.1, w * 0.3, h * 0.26, 'list', 42) +
      phone(w * 0.84, h * 0.78 - h * 0.12, h * 0.12),
  );

/** Warehouse: shelving aisle, a picker with glasses, a pick list and direction arrows. */
export const warehouse: Scene = (w, h) => {
  let shelves = '';
  for (let side = 0; side < 2; side++) {
    const x0 = side === 0 ? w * 0.02 : w * 0.7;
    const sw = w * 0.28;
    for (let row = 0; row < 4; row++) {
      const y = h * (0.2 + row * 0.17);
      shelves += rect(x0, y + h * 0.13, sw, 8, `fill="${C.slate600}"`);
      for (let b = 0; b < 4; b++) {
        const bw = sw / 4 - 10;
        shelves += rect(
          x0 + 5 + b * (sw / 4),
          y + h * 0.04,
          bw,
          h * 0.09,
          `fill="${(row + b + side) % 3 === 0 ? C.brand600 : C.slate700}" fill-opacity=".9"`,
          4,
        );
      }
    }
    shelves +=
      rect(x0, h * 0.18, 8, h * 0.7, `fill="${C.slate500}"`) +
      rect(x0 + sw - 8, h * 0.18, 8, h * 0.7, `fill="${C.slate500}"`);
  }
  return doc(
    w,
    h,
    sceneDefs(C.brand500, C.teal400),
    backdrop(w, h, [0.5, 0.25, 0.45], [0.5, 0.95, 0.4]) +
      floor(w, h * 0.88) +
      shelves +
      target(w * 0.78, h * 0.46, h * 0.07) +
      person(w * 0.34, h * 0.3, h / 540, 1) +
      panel(w * 0.4, h * 0.08, w * 0.26, h * 0.3, 'list', 51) +
      arrow(w * 0.6, h * 0.5, h / 800, 0),
  );
};

/** SDK integration: a phone paired to glasses on a desk, code on a monitor. */
export const sdkIntegration: Scene = (w, h) =>
  doc(
    w,
    h,
    sceneDefs(),
    backdrop(w, h, [0.55, 0.3, 0.5], [0.15, 0.85, 0.4]) +
      rect(
        w * 0.42,
        h * 0.1,
        w * 0.5,
        h * 0.52,
        `fill="${C.ink700}" stroke="${C.slate600}" stroke-width="3"`,
        12,
      ) +
      panel(w * 0.44, h * 0.13, w * 0.46, h * 0.46, 'code', 61).replace('url(#pane)', C.ink900) +
      rect(w * 0.65, h * 0.62, w * 0.04, h * 0.1, `fill="${C.slate600}"`) +
      desk(0, h * 0.72, w) +
      phone(w * 0.14, h * 0.72 - h * 0.4, h * 0.4) +
      glassesSide(w * 0.38, h * 0.72 - 8, h / 700) +
      `<path d="M${n(w * 0.28)} ${n(h * 0.5)}C${n(w * 0.34)} ${n(h * 0.4)} ${n(w * 0.38)} ${n(h * 0.5)} ${n(w * 0.4)} ${n(h * 0.62)}" fill="none" stroke="${C.teal300}" stroke-width="3" stroke-dasharray="8 8"/>` +
      circle(w * 0.28, h * 0.5, 6, `fill="${C.teal300}"`),
  );

/** Training platform: an instructor and trainees around a shared virtual engine model. */
export const trainingPlatform: Scene = (w, h) => {
  const cx = w * 0.5;
  const cy = h * 0.36;
  const gear = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => {
      const a = (i * Math.PI) / 4;
      return rect(
        cx + Math.cos(a) * h * 0.17 - 14,
        cy + Math.sin(a) * h * 0.17 - 14,
        28,
        28,
        `fill="${C.teal300}" fill-opacity=".5" transform="rotate(${i * 45} ${n(cx + Math.cos(a) * h * 0.17)} ${n(cy + Math.sin(a) * h * 0.17)})"`,
        4,
      );
    })
    .join('');
  return doc(
    w,
    h,
    sceneDefs(C.brand500, C.teal300),
    backdrop(w, h, [0.5, 0.35, 0.45], [0.5, 1, 0.35]) +
      floor(w, h * 0.9) +
      ellipse(
        cx,
        h * 0.62,
        w * 0.2,
        h * 0.04,
        `fill="${C.teal300}" fill-opacity=".2" stroke="${C.teal300}" stroke-opacity=".5"`,
      ) +
      gear +
      circle(
        cx,
        cy,
        h * 0.17,
        `fill="${C.brand500}" fill-opacity=".15" stroke="${C.teal300}" stroke-width="3"`,
      ) +
      circle(cx, cy, h * 0.07, `fill="none" stroke="${C.brand300}" stroke-width="3"`) +
      `<path d="M${n(cx)} ${n(cy + h * 0.17)}V${n(h * 0.62)}" stroke="${C.teal300}" stroke-dasharray="6 6" stroke-width="2"/>` +
      person(w * 0.02, h * 0.34, h / 560, 1) +
      bust(w * 0.3, h * 0.66, h / 500) +
      bust(w * 0.5, h * 0.7, h / 470) +
      bust(w * 0.7, h * 0.66, h / 500) +
      panel(w * 0.78, h * 0.08, w * 0.18, h * 0.24, 'list', 71),
  );
};

/** AR Spatial lifestyle: a person at a desk in a loft with three windows around them. */
export const arSpatialHero: Scene = (w, h) =>
  doc(
    w,
    h,
    sceneDefs(),
    backdrop(w, h, [0.7, 0.35, 0.45], [0.95, 0.9, 0.35]) +
      [0, 1, 2, 3]
        .map((i) =>
          rect(
            w * (0.55 + i * 0.11),
            h * 0.06,
            w * 0.09,
            h * 0.46,
            `fill="${C.white}" fill-opacity=".035" stroke="${C.white}" stroke-opacity=".06"`,
          ),
        )
        .join('') +
      floor(w, h * 0.86) +
      panel(w * 0.46, h * 0.14, w * 0.17, h * 0.3, 'chart', 81) +
      panel(w * 0.66, h * 0.08, w * 0.2, h * 0.32, 'code', 82) +
      panel(w * 0.84, h * 0.36, w * 0.14, h * 0.26, 'model', 83) +
      person(w * 0.56, h * 0.36, h / 560, 1) +
      desk(w * 0.5, h * 0.86 - 16, w * 0.46) +
      laptop(w * 0.78, h * 0.86 - 16, w * 0.1, 84),
  );

/** Max lifestyle: a passenger on a train with a cinema-size screen in front. */
export const maxHero: Scene = (w, h) => {
  let windows = '';
  for (let i = 0; i < 4; i++) {
    const x = w * (0.06 + i * 0.24);
    windows += rect(
      x,
      h * 0.12,
      w * 0.18,
      h * 0.3,
      `fill="${C.brand500}" fill-opacity=".1" stroke="${C.slate500}" stroke-opacity=".5" stroke-width="4"`,
      28,
    );
    for (let s = 0; s < 3; s++)
      windows += rect(
        x + w * 0.02 + s * w * 0.03,
        h * (0.2 + s * 0.07),
        w * 0.08,
        3,
        `fill="${C.white}" fill-opacity=".18"`,
      );
  }
  return doc(
    w,
    h,
    sceneDefs(C.brand500, C.teal400),
    backdrop(w, h, [0.45, 0.5, 0.4], [0.9, 0.3, 0.3]) +
      windows +
      rect(w * 0.5, h * 0.48, w * 0.34, h * 0.4, `fill="${C.ink700}"`, 30) +
      rect(w * 0.52, h * 0.46, w * 0.3, h * 0.1, `fill="${C.slate700}"`, 20) +
      rect(
        w * 0.46,
        h * 0.5,
        w * 0.26,
        h * 0.24,
        `fill="${C.brand500}" fill-opacity=".14" stroke="${C.brand300}" stroke-opacity=".5" stroke-width="2"`,
        10,
      ) +
      rect(w * 0.48, h * 0.53, w * 0.22, h * 0.18, 'fill="url(#screen)" fill-opacity=".25"', 6) +
      person(w * 0.66, h * 0.36, h / 560, -1) +
      phone(w * 0.74, h * 0.76, h * 0.1),
  );
};

/** Max 2 lifestyle: a developer at a standing desk with phone and IDE. */
export const max2Hero: Scene = (w, h) =>
  doc(
    w,
    h,
    sceneDefs(),
    backdrop(w, h, [0.75, 0.3, 0.45], [0.5, 0.9, 0.35]) +
      floor(w, h * 0.9) +
      panel(w * 0.5, h * 0.1, w * 0.2, h * 0.3, 'code', 91) +
      panel(w * 0.78, h * 0.08, w * 0.18, h * 0.2, 'list', 92) +
      person(w * 0.72, h * 0.3, h / 560, -1) +
      desk(w * 0.48, h * 0.66, w * 0.3) +
      rect(w * 0.62, h * 0.66 + 26, 14, h * 0.24, `fill="${C.slate600}"`) +
      laptop(w * 0.52, h * 0.66, w * 0.14, 93) +
      phone(w * 0.7, h * 0.66 - h * 0.1, h * 0.1) +
      `<path d="M${n(w * 0.725)} ${n(h * 0.56)}C${n(w * 0.75)} ${n(h * 0.5)} ${n(w * 0.78)} ${n(h * 0.5)} ${n(w * 0.8)} ${n(h * 0.44)}" fill="none" stroke="${C.slate400}" stroke-width="3"/>`,
  );

/** AR Joy 2 lifestyle: outdoors in a park with a playful game overlay. */
export const arJoy2Hero: Scene = (w, h) => {
  const trees = [
    [0.5, 0.5, 0.1],
    [0.62, 0.44, 0.13],
    [0.88, 0.48, 0.12],
    [0.98, 0.4, 0.1],
  ]
    .map(
      ([x = 0, y = 0, r = 0]) =>
        circle(w * x, h * y, h * r * 1.6, `fill="${C.teal600}" fill-opacity=".35"`) +
        rect(w * x - 8, h * y, 16, h * 0.4, `fill="${C.ink700}"`),
    )
    .join('');
  const heart = (x: number, y: number) =>
    `<path transform="translate(${n(x)} ${n(y)})" d="M0 8C-6 0-18 2-18 11c0 8 18 18 18 18s18-10 18-18C18 2 6 0 0 8Z" fill="#f472b6"/>`;
  return doc(
    w,
    h,
    sceneDefs(C.amber, C.teal400),
    backdrop(w, h, [0.8, 0.15, 0.45], [0.4, 0.9, 0.35]) +
      rect(0, h * 0.82, w, h * 0.18, `fill="${C.teal600}" fill-opacity=".18"`) +
      trees +
      person(w * 0.62, h * 0.34, h / 540, -1) +
      target(w * 0.48, h * 0.34, h * 0.06) +
      heart(w * 0.46, h * 0.08) +
      heart(w * 0.5, h * 0.08) +
      heart(w * 0.54, h * 0.08) +
      rect(
        w * 0.8,
        h * 0.07,
        w * 0.14,
        h * 0.07,
        `fill="${C.white}" fill-opacity=".12" stroke="${C.amber}" stroke-width="2"`,
        14,
      ) +
      rect(w * 0.82, h * 0.095, w * 0.1, h * 0.02, `fill="${C.amber}"`, 6) +
      circle(w * 0.4, h * 0.55, h * 0.03, `fill="${C.amber}"`) +
      circle(w * 0.44, h * 0.62, h * 0.02, `fill="${C.amber}" fill-opacity=".8"`),
  );
};

/** About: an optics lab with a bench, a prototype headset and two engineers. */
export const aboutLab: Scene = (w, h) =>
  doc(
    w,
    h,
    sceneDefs(),
    backdrop(w, h, [0.5, 0.3, 0.45], [0.9, 0.9, 0.35]) +
      floor(w, h * 0.88) +
      desk(w * 0.2, h * 0.66, w * 0.6) +
      rect(w * 0.25, h * 0.6, w * 0.5, 8, `fill="${C.slate500}"`, 4) +
      [0.3, 0.42, 0.56, 0.68]
        .map(
          (x, i) =>
            rect(w * x, h * 0.48, 12, h * 0.12, `fill="${C.slate400}"`) +
            circle(
              w * x + 6,
              h * 0.46,
              h * (0.03 + (i % 2) * 0.015),
              `fill="${C.teal300}" fill-opacity=".35" stroke="${C.teal300}" stroke-width="3"`,
            ),
        )
        .join('') +
      `<path d="M${n(w * 0.27)} ${n(h * 0.46)}H${n(w * 0.72)}" stroke="#f43f5e" stroke-width="2" stroke-opacity=".8"/>` +
      glassesSide(w * 0.46, h * 0.66 - 6, h / 600) +
      person(w * 0.02, h * 0.3, h / 560, 1) +
      person(w * 0.74, h * 0.32, h / 580, -1) +
      panel(w * 0.38, h * 0.08, w * 0.24, h * 0.26, 'chart', 101),
  );

/** Developers hero: a dark desk with a laptop (Kotlin), AR glasses and a phone. */
export const developersDesk: Scene = (w, h) =>
  doc(
    w,
    h,
    sceneDefs(C.brand600, C.brand300),
    backdrop(w, h, [0.5, 0.35, 0.5], [0.15, 0.85, 0.35]) +
      desk(0, h * 0.76, w) +
      laptop(w * 0.3, h * 0.76, w * 0.4, 111) +
      glassesSide(w * 0.12, h * 0.76 - 8, h / 520) +
      phone(w * 0.78, h * 0.76 - h * 0.22, h * 0.22) +
      panel(w * 0.74, h * 0.08, w * 0.2, h * 0.26, 'model', 112),
  );

/** Partner workshop: tables of people trying glasses, a presenter and a screen. */
export const workshop: Scene = (w, h) => {
  let people = '';
  const r = [0.2, 0.32, 0.44, 0.56, 0.68, 0.8];
  for (const [i, x] of r.entries()) people += bust(w * x, h * (0.62 + (i % 2) * 0.06), h / 620, i % 3 !== 1);
  return doc(
    w,
    h,
    sceneDefs(),
    backdrop(w, h, [0.5, 0.2, 0.45], [0.2, 0.9, 0.35]) +
      rect(
        w * 0.3,
        h * 0.06,
        w * 0.4,
        h * 0.3,
        `fill="${C.ink700}" stroke="${C.slate600}" stroke-width="3"`,
        10,
      ) +
      panel(w * 0.32, h * 0.09, w * 0.36, h * 0.24, 'bars', 121).replace('url(#pane)', C.ink900) +
      person(w * 0.78, h * 0.16, h / 700, -1) +
      people +
      rect(w * 0.1, h * 0.82, w * 0.8, 18, `fill="${C.slate700}"`, 6),
  );
};
