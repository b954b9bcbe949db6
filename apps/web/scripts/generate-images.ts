/**
 * Writes every image of the content's image manifest (src/content/images.ts) as an SVG illustration to
 * public/images/…, sized to the manifest's width and height. The files are committed; run this again after
 * changing an illustration or the manifest:
 *
 *   npx tsx apps/web/scripts/generate-images.ts
 *
 * The script fails if a manifest entry has no generator or a file grows past 15 KB.
 *
 * The hero video (public/videos/hero.mp4: committed, never built) is the hero poster with two soft light
 * glows drifting over it: an 8 s loop at 960×540, 24 fps, H.264, no audio, about 80 KB. The glows fade in
 * and out with the loop, so the first and last frames equal the poster (no jump when playback starts or
 * wraps). Made with ffmpeg 5.1 (Debian `apt-get install ffmpeg`, built with librsvg), from the repository
 * root, after this script has written the poster:
 *
 *   ffmpeg -y -i apps/web/public/images/home/hero-poster.svg -vf scale=960:540 /tmp/hero-poster.png
 *   G1="exp(-(pow(X-W*(0.62+0.14*sin(2*PI*T/8)),2)+pow(Y-H*(0.38+0.12*cos(2*PI*T/8)),2))/(2*pow(W*0.16,2)))"
 *   G2="exp(-(pow(X-W*(0.8+0.1*cos(2*PI*T/8)),2)+pow(Y-H*(0.75+0.08*sin(2*PI*T/8)),2))/(2*pow(W*0.12,2)))"
 *   E="(0.5-0.5*cos(2*PI*T/8))"
 *   ffmpeg -y -loop 1 -framerate 24 -t 8 -i /tmp/hero-poster.png \
 *     -f lavfi -i "color=c=black:s=480x270:r=24:d=8,format=gbrp,geq=r='255*$E*(0.7*$G1*0.39+0.4*$G2*0.18)':g='255*$E*(0.7*$G1*0.4+0.4*$G2*0.83)':b='255*$E*(0.7*$G1*0.95+0.4*$G2*0.75)',scale=960:540" \
 *     -filter_complex "[0:v]format=gbrp[bg];[bg][1:v]blend=all_mode=screen,format=yuv420p" \
 *     -c:v libx264 -preset veryslow -crf 28 -tune animation -an -movflags +faststart \
 *     apps/web/public/videos/hero.mp4
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageManifest } from '../src/content/images.ts';
import { architecture, partnerLogo, worldMap } from './images/graphics.ts';
import { productShots } from './images/products.ts';
import * as scenes from './images/scenes.ts';

type Generator = (w: number, h: number) => string;

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const maxBytes = 15 * 1024;

const bySrc: Record<string, Generator> = {
  '/images/home/hero-poster.svg': scenes.heroPoster,
  '/images/products/max2-video-poster.svg': scenes.max2VideoPoster,
  '/images/solutions/industrial.svg': scenes.industrial,
  '/images/solutions/healthcare.svg': scenes.healthcare,
  '/images/stories/app-studio.svg': scenes.appStudio,
  '/images/stories/enterprise-rollout.svg': scenes.warehouse,
  '/images/stories/sdk-integration.svg': scenes.sdkIntegration,
  '/images/stories/platform.svg': scenes.trainingPlatform,
  '/images/products/ar-spatial-hero.svg': scenes.arSpatialHero,
  '/images/products/max-hero.svg': scenes.maxHero,
  '/images/products/max2-hero.svg': scenes.max2Hero,
  '/images/products/ar-joy2-hero.svg': scenes.arJoy2Hero,
  '/images/about/team.svg': scenes.aboutLab,
  '/images/developers/hero.svg': scenes.developersDesk,
  '/images/partner-success/hero.svg': scenes.workshop,
  '/images/developers/yodaos-sprite-architecture.svg': architecture,
  '/images/global-partners/world-map.svg': worldMap,
};

function generatorFor(src: string): Generator | undefined {
  if (bySrc[src]) return bySrc[src];
  const logo = /^\/images\/partners\/([a-z-]+)\.svg$/.exec(src);
  if (logo?.[1]) {
    const key = logo[1];
    return (w, h) => partnerLogo(key, w, h);
  }
  const product = /^\/images\/products\/([a-z0-9-]+)\.svg$/.exec(src);
  if (product?.[1]) return productShots[product[1]];
  return undefined;
}

let total = 0;
const problems: string[] = [];
for (const image of imageManifest) {
  const generate = generatorFor(image.src);
  if (!generate) {
    problems.push(`${image.src}: no generator`);
    continue;
  }
  const svg = generate(image.width, image.height);
  const bytes = Buffer.byteLength(svg);
  if (bytes > maxBytes) problems.push(`${image.src}: ${bytes} bytes (limit ${maxBytes})`);
  const file = join(publicDir, image.src);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  total += bytes;
  console.log(
    `${image.src.padEnd(52)} ${String(image.width).padStart(4)}×${image.height}  ${(bytes / 1024).toFixed(1)} KB`,
  );
}
console.log(`${imageManifest.length} images, ${(total / 1024).toFixed(1)} KB in total`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
