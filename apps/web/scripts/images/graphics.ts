/** Partner wordmarks, the recruiting world map and the YodaOS-Sprite architecture diagram. */
import { C, FONT, circle, doc, linear, n, radial, rect, text } from './svg.ts';

// ---------------------------------------------------------------------------
// Partner logos: a monogram mark and a two-line wordmark, dark grey on transparent.

const marks: Record<string, string> = {
  circle: `<circle cx="32" cy="48" r="20" fill="none" stroke="${C.slate700}" stroke-width="6"/><circle cx="32" cy="48" r="7" fill="${C.slate700}"/>`,
  peak: `<path d="M10 66 28 30l10 18 6-10 14 28Z" fill="${C.slate700}"/>`,
  wing: `<path d="M10 60C24 30 44 28 56 34 44 40 36 50 32 66 26 58 18 56 10 60Z" fill="${C.slate700}"/>`,
  meridian: `<circle cx="32" cy="48" r="21" fill="none" stroke="${C.slate700}" stroke-width="4"/><path d="M11 48h42M32 27c-12 12-12 30 0 42M32 27c12 12 12 30 0 42" fill="none" stroke="${C.slate700}" stroke-width="4"/>`,
  helix: `<path d="M16 28c24 8 8 32 32 40M48 28C24 36 40 60 16 68" fill="none" stroke="${C.slate700}" stroke-width="6" stroke-linecap="round"/>`,
  petal: [0, 72, 144, 216, 288]
    .map(
      (a) => `<ellipse cx="32" cy="36" rx="7" ry="13" fill="${C.slate700}" transform="rotate(${a} 32 48)"/>`,
    )
    .join(''),
};

export const partnerLogos: Record<string, { mark: string; name: string; descriptor: string }> = {
  'northwind-xr': { mark: 'wing', name: 'Northwind XR', descriptor: 'DISTRIBUTION' },
  'altavista-tech': { mark: 'peak', name: 'Altavista', descriptor: 'TECH SUPPLY' },
  'kestrel-digital': { mark: 'circle', name: 'Kestrel', descriptor: 'DIGITAL' },
  'meridian-vision': { mark: 'meridian', name: 'Meridian', descriptor: 'VISION PARTNERS' },
  'helix-wholesale': { mark: 'helix', name: 'Helix', descriptor: 'WHOLESALE' },
  'sakura-devices': { mark: 'petal', name: 'Sakura', descriptor: 'DEVICES' },
};

export function partnerLogo(key: string, w: number, h: number): string {
  const logo = partnerLogos[key];
  if (!logo) throw new Error(`unknown partner logo ${key}`);
  return doc(
    w,
    h,
    '',
    (marks[logo.mark] ?? '') +
      text(
        66,
        48,
        logo.name,
        `${FONT} font-size="22" font-weight="700" fill="${C.slate700}" letter-spacing="-.3"`,
      ) +
      text(
        67,
        66,
        logo.descriptor,
        `${FONT} font-size="10.5" font-weight="600" fill="${C.slate500}" letter-spacing="2"`,
      ),
  );
}

// ---------------------------------------------------------------------------
// World map: dotted continents (rough outlines, equirectangular, latitudes 80 to -60).

type LonLat = [number, number];
const land: Record<string, LonLat[]> = {
  northAmerica: [
    [-168, 65],
    [-162, 70],
    [-140, 70],
    [-125, 72],
    [-95, 75],
    [-80, 73],
    [-65, 62],
    [-55, 52],
    [-66, 45],
    [-70, 42],
    [-76, 35],
    [-81, 30],
    [-80, 25],
    [-84, 30],
    [-90, 29],
    [-97, 26],
    [-97, 21],
    [-92, 18],
    [-87, 21],
    [-83, 15],
    [-78, 8],
    [-80, 8],
    [-86, 12],
    [-92, 15],
    [-100, 17],
    [-106, 22],
    [-112, 29],
    [-117, 33],
    [-121, 36],
    [-124, 40],
    [-124, 47],
    [-130, 54],
    [-140, 59],
    [-150, 60],
    [-158, 57],
    [-165, 60],
  ],
  greenland: [
    [-55, 60],
    [-45, 60],
    [-20, 70],
    [-20, 80],
    [-60, 82],
    [-72, 78],
    [-58, 70],
  ],
  southAmerica: [
    [-80, 8],
    [-72, 12],
    [-62, 10],
    [-50, 2],
    [-35, -5],
    [-35, -9],
    [-40, -22],
    [-48, -27],
    [-53, -34],
    [-58, -38],
    [-65, -42],
    [-68, -52],
    [-72, -54],
    [-75, -48],
    [-73, -38],
    [-71, -28],
    [-70, -18],
    [-76, -14],
    [-81, -6],
    [-80, 0],
    [-78, 6],
  ],
  europe: [
    [-10, 36],
    [-9, 43],
    [-2, 44],
    [-5, 48],
    [-2, 49],
    [3, 51],
    [8, 54],
    [8, 57],
    [5, 58],
    [5, 62],
    [12, 66],
    [18, 70],
    [28, 71],
    [40, 68],
    [45, 66],
    [60, 68],
    [60, 55],
    [50, 47],
    [40, 45],
    [36, 41],
    [29, 41],
    [26, 38],
    [23, 36],
    [20, 40],
    [16, 38],
    [12, 44],
    [8, 44],
    [3, 42],
    [0, 38],
    [-5, 36],
  ],
  britain: [
    [-6, 50],
    [2, 51],
    [0, 54],
    [-3, 58.5],
    [-6, 57],
    [-5, 54],
  ],
  africa: [
    [-17, 21],
    [-16, 13],
    [-12, 7],
    [-5, 5],
    [5, 4],
    [9, 4],
    [10, -2],
    [12, -6],
    [13, -12],
    [12, -18],
    [15, -27],
    [18, -34],
    [22, -34],
    [28, -33],
    [33, -26],
    [35, -20],
    [40, -15],
    [40, -5],
    [44, 0],
    [51, 12],
    [43, 12],
    [38, 18],
    [33, 28],
    [30, 31],
    [20, 32],
    [10, 37],
    [0, 36],
    [-6, 36],
    [-10, 30],
    [-13, 27],
  ],
  madagascar: [
    [44, -25],
    [47, -25],
    [50, -15],
    [49, -12],
    [44, -17],
  ],
  asia: [
    [40, 45],
    [50, 47],
    [60, 55],
    [60, 68],
    [70, 73],
    [90, 76],
    [110, 77],
    [130, 72],
    [150, 71],
    [170, 70],
    [180, 66],
    [178, 62],
    [163, 60],
    [158, 52],
    [142, 52],
    [140, 46],
    [135, 43],
    [130, 42],
    [127, 38],
    [126, 35],
    [121, 31],
    [122, 25],
    [117, 23],
    [110, 21],
    [108, 16],
    [109, 12],
    [105, 9],
    [101, 13],
    [100, 6],
    [103, 1],
    [98, 8],
    [98, 16],
    [94, 17],
    [92, 22],
    [88, 22],
    [80, 15],
    [77, 8],
    [73, 17],
    [72, 21],
    [67, 25],
    [57, 25],
    [56, 27],
    [50, 30],
    [48, 29],
    [52, 24],
    [56, 24],
    [60, 22],
    [55, 17],
    [45, 13],
    [43, 15],
    [40, 20],
    [35, 28],
    [35, 33],
    [36, 36],
    [36, 41],
  ],
  japan: [
    [130, 31],
    [132, 34],
    [135, 34],
    [140, 35],
    [141, 38],
    [142, 41],
    [145, 43],
    [144, 45],
    [141, 45],
    [140, 41],
    [139, 38],
    [136, 36],
    [132, 35],
  ],
  borneo: [
    [109, 2],
    [113, -3],
    [117, -4],
    [119, 1],
    [117, 7],
    [113, 4],
  ],
  sumatra: [
    [95, 5],
    [98, 4],
    [106, -6],
    [104, -6],
    [100, -2],
  ],
  java: [
    [105, -6],
    [114, -7.5],
    [114, -8.5],
    [106, -7.5],
  ],
  philippines: [
    [120, 18],
    [122, 18],
    [126, 8],
    [124, 6],
    [120, 12],
  ],
  newGuinea: [
    [131, -1],
    [141, -3],
    [150, -10],
    [142, -9],
    [137, -5],
  ],
  australia: [
    [114, -22],
    [122, -18],
    [130, -12],
    [137, -12],
    [142, -11],
    [146, -19],
    [153, -25],
    [151, -33],
    [147, -38],
    [140, -38],
    [135, -35],
    [129, -32],
    [118, -35],
    [115, -34],
    [113, -26],
  ],
  newZealand: [
    [172, -35],
    [178, -38],
    [175, -42],
    [170, -46],
    [167, -46],
    [172, -41],
  ],
};

const regions = {
  na: ['northAmerica'],
  eu: ['europe', 'britain'],
  apac: ['japan', 'borneo', 'sumatra', 'java', 'philippines', 'newGuinea', 'australia', 'newZealand'],
};

export function worldMap(w: number, h: number): string {
  const px = ([lon, lat]: LonLat) => `${n(((lon + 180) / 360) * w)} ${n(((80 - lat) / 140) * h)}`;
  const path = (names: string[]) => names.map((k) => `M${(land[k] ?? []).map(px).join('L')}Z`).join('');
  const lx = (lon: number) => ((lon + 180) / 360) * w;
  const ly = (lat: number) => ((80 - lat) / 140) * h;
  const pin = (lon: number, lat: number, label: string) =>
    circle(lx(lon), ly(lat), 40, `fill="${C.teal300}" fill-opacity=".18"`) +
    circle(lx(lon), ly(lat), 13, `fill="${C.teal300}" stroke="${C.ink900}" stroke-width="4"`) +
    rect(
      lx(lon) + 26,
      ly(lat) - 29,
      label.length * 17 + 40,
      58,
      `fill="${C.ink900}" fill-opacity=".88" stroke="${C.teal300}" stroke-opacity=".5" stroke-width="2"`,
      29,
    ) +
    text(lx(lon) + 46, ly(lat) + 10, label, `${FONT} font-size="30" font-weight="600" fill="${C.white}"`);
  const defs =
    linear('mbg', [
      [0, C.ink900],
      [1, C.ink800],
    ]) +
    radial('mg', [
      [0, C.brand500, 0.35],
      [1, C.brand500, 0],
    ]) +
    `<pattern id="d" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="3" fill="${C.slate500}" fill-opacity=".55"/></pattern>` +
    `<pattern id="h" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="3.6" fill="${C.teal300}"/></pattern>` +
    `<clipPath id="ap"><rect x="${n(lx(68))}" y="${n(ly(50))}" width="${n(w)}" height="${n(h)}"/></clipPath>`;
  return doc(
    w,
    h,
    defs,
    rect(0, 0, w, h, 'fill="url(#mbg)"') +
      circle(w * 0.5, h * 0.4, w * 0.45, 'fill="url(#mg)"') +
      `<path d="${path(Object.keys(land))}" fill="url(#d)"/>` +
      `<path d="${path([...regions.na, ...regions.eu, ...regions.apac])}" fill="url(#h)"/>` +
      `<path clip-path="url(#ap)" d="${path(['asia'])}" fill="url(#h)"/>` +
      pin(-112, 44, 'North America') +
      pin(6, 50, 'Europe') +
      pin(112, 8, 'Asia Pacific'),
  );
}

// ---------------------------------------------------------------------------
// YodaOS-Sprite architecture: three stacked layers with labelled blocks.

export function architecture(w: number, h: number): string {
  const layers: { name: string; color: string; blocks: string[] }[] = [
    {
      name: 'Application',
      color: C.brand600,
      blocks: ['Navigation', 'Productivity', 'Media', 'Third-party apps'],
    },
    {
      name: 'System',
      color: C.teal600,
      blocks: ['Window manager', 'Voice & AI', 'Connectivity', 'Power & security'],
    },
    {
      name: 'Hardware',
      color: C.slate600,
      blocks: ['XR processor', 'Micro-OLED display', 'Sensors & cameras', 'Audio'],
    },
  ];
  const x0 = 200;
  const lw = w - x0 - 60;
  const lh = 170;
  let body =
    rect(0, 0, w, h, `fill="${C.slate50}"`) +
    text(60, 80, 'YodaOS-Sprite', `${FONT} font-size="34" font-weight="700" fill="${C.slate900}"`) +
    text(
      60,
      114,
      'Layered architecture on a customized Linux kernel',
      `${FONT} font-size="18" fill="${C.slate600}"`,
    );
  layers.forEach((layer, i) => {
    const y = 160 + i * (lh + 40);
    body +=
      rect(60, y, 120, lh, `fill="${layer.color}"`, 14) +
      text(
        120,
        y + lh / 2 + 7,
        layer.name,
        `${FONT} font-size="18" font-weight="700" fill="${C.white}" text-anchor="middle"`,
      ) +
      rect(x0, y, lw, lh, `fill="${C.white}" stroke="${layer.color}" stroke-width="2"`, 14);
    const bw = (lw - 50) / 4;
    layer.blocks.forEach((block, j) => {
      const bx = x0 + 10 + j * (bw + 10);
      body +=
        rect(
          bx,
          y + 20,
          bw,
          lh - 40,
          `fill="${layer.color}" fill-opacity=".1" stroke="${layer.color}" stroke-opacity=".4"`,
          10,
        ) +
        text(
          bx + bw / 2,
          y + lh / 2 + 7,
          block,
          `${FONT} font-size="18" font-weight="600" fill="${C.slate800}" text-anchor="middle"`,
        );
    });
    if (i < 2)
      body += `<path d="M${n(x0 + lw / 2)} ${n(y + lh + 6)}v28" stroke="${C.slate400}" stroke-width="3" stroke-dasharray="6 5"/>`;
  });
  return doc(w, h, '', body);
}
