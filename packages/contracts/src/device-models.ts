/**
 * The glasses models YodaOS-Sprite runs on (the spec's Supported Devices: four models, OS versions 2.1, 2.2,
 * 2.3, 2.1), in one list for every use: the App Store listing's compatibility, developer devices and
 * developer mode (issue 37: the serial number rule, the per-developer limit, the statuses a device shows,
 * the developer-mode certificate's format), and the YodaOS page's device cards. Server, web and docs read
 * these. No zod here: public pages import these words and numbers without the schema library.
 */
import type { MessagesOf } from './messages';
import { brand } from './site';

/**
 * Each model: `id`, what an app's listing declares compatibility with; `product`, its product page
 * suffix, which is also the model a developer registers glasses as (both stored, so neither changes).
 */
export const glassesModels = [
  { id: 'ar-glasses', product: 'glasses', name: `${brand.name} AR Glasses`, osVersion: '2.1' },
  { id: 'max2', product: 'max2', name: `${brand.name} Max 2`, osVersion: '2.2' },
  { id: 'ar-joy2', product: 'ar-joy2', name: `${brand.name} AR Joy 2`, osVersion: '2.3' },
  { id: 'ar-spatial', product: 'ar-spatial', name: `${brand.name} AR Spatial`, osVersion: '2.1' },
] as const;
export type GlassesModel = (typeof glassesModels)[number];
export type GlassesModelId = GlassesModel['id'];
export const glassesModelIds = glassesModels.map((m) => m.id) as [GlassesModelId, ...GlassesModelId[]];
export const glassesModelNames: Readonly<Record<GlassesModelId, string>> = Object.fromEntries(
  glassesModels.map((model) => [model.id, model.name]),
) as Record<GlassesModelId, string>;

/** Every YodaOS-Sprite version a supported model runs, oldest first. */
export const spriteVersions = ['2.1', '2.2', '2.3'] as const;
export type SpriteVersion = (typeof spriteVersions)[number];

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

/** The models a developer registers glasses as: id (the product page suffix), name, OS. */
export const deviceModels = glassesModels.map(({ product, name, osVersion }) => ({
  id: product,
  name,
  osVersion,
}));
export type DeviceModelId = GlassesModel['product'];
export const deviceModelIds = deviceModels.map((m) => m.id) as [DeviceModelId, ...DeviceModelId[]];
export const deviceModelName = (id: string): string => deviceModels.find((m) => m.id === id)?.name ?? id;

/** Devices one developer may hold at a time (every status counts until the device is removed). */
export const MAX_DEVICES_PER_DEVELOPER = 5;
/** Days a developer-mode certificate is valid from its issue. */
export const DEVELOPER_MODE_CERTIFICATE_DAYS = 90;
/** Where the site publishes the public keys that verify developer-mode certificates. */
export const DEVELOPER_MODE_KEYS_PATH = '/developer-mode/keys.json';
/** The `format` field of a certificate file. */
export const DEVELOPER_MODE_CERTIFICATE_FORMAT = `${brand.slug}-developer-mode-certificate/v1`;

/** Stored statuses; `expired` is shown for a granted device whose certificate has passed its expiry. */
export const storedDeviceStatuses = ['pending', 'granted', 'refused', 'revoked'] as const;
export const deviceStatuses = [...storedDeviceStatuses, 'expired'] as const;
export type DeviceStatus = (typeof deviceStatuses)[number];
export const deviceStatusLabels: Record<DeviceStatus, string> = {
  pending: 'Pending review',
  granted: 'Developer mode granted',
  refused: 'Refused',
  revoked: 'Revoked',
  expired: 'Expired',
};

/** Serial numbers: letters and digits; spaces and hyphens are ignored, letters compared in capitals. */
export const SERIAL_MIN = 8;
export const SERIAL_MAX = 24;
export const serialPattern = /^[A-Z0-9]{8,24}$/;
export const normalizeSerial = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

export const deviceMessages = {
  modelRequired: 'Please choose the glasses model',
  serialInvalid: `Enter the serial number: ${SERIAL_MIN} to ${SERIAL_MAX} letters and digits (spaces and hyphens are ignored)`,
  serialTaken: 'This serial number is already registered to a developer account',
  limitReached: `You can register at most ${MAX_DEVICES_PER_DEVELOPER} devices. Remove a device you no longer use first.`,
  notFound: 'Device not found',
  refuseReasonRequired: 'Please tell the developer why developer mode is refused',
  transitionRefused: (from: string, action: string) => `A ${from} device cannot be ${action}.`,
  notGranted: 'This device has no valid developer-mode certificate',
  removeGrantedFirst: 'Revoke developer mode before removing this device',
} as const;
/** The device messages with their words free: the Chinese console's are in device-models-zh.ts. */
export type DeviceMessages = MessagesOf<typeof deviceMessages>;
