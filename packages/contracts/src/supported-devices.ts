/**
 * The glasses models YodaOS-Sprite runs on (spec: four models, OS versions 2.1, 2.2, 2.3, 2.1), as ids the
 * server can check an app's declared compatibility against. The YodaOS page's device cards
 * (apps/web/src/content/yodaos.ts) show the same models with their pictures and features.
 */
import { brand } from './site';

export const glassesModelIds = ['ar-glasses', 'max2', 'ar-joy2', 'ar-spatial'] as const;
export type GlassesModelId = (typeof glassesModelIds)[number];

export interface GlassesModel {
  id: GlassesModelId;
  name: string;
  /** The YodaOS-Sprite version the model runs. */
  osVersion: string;
}

export const glassesModels: readonly GlassesModel[] = [
  { id: 'ar-glasses', name: `${brand.name} AR Glasses`, osVersion: '2.1' },
  { id: 'max2', name: `${brand.name} Max 2`, osVersion: '2.2' },
  { id: 'ar-joy2', name: `${brand.name} AR Joy 2`, osVersion: '2.3' },
  { id: 'ar-spatial', name: `${brand.name} AR Spatial`, osVersion: '2.1' },
];

/** Every YodaOS-Sprite version a supported model runs, oldest first. */
export const spriteVersions = ['2.1', '2.2', '2.3'] as const;
export type SpriteVersion = (typeof spriteVersions)[number];

export const glassesModelNames: Readonly<Record<GlassesModelId, string>> = Object.fromEntries(
  glassesModels.map((model) => [model.id, model.name]),
) as Record<GlassesModelId, string>;

/** Compares two dotted versions numerically (`2.10` is newer than `2.9`). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}
