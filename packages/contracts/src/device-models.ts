/**
 * Developer devices and developer mode (issue 37): the glasses models a developer may register (the
 * supported devices of the YodaOS-Sprite page), the serial number rule, the per-developer limit, the
 * statuses a device shows, and the developer-mode certificate's format. Server, web and docs read these.
 * No zod here: public pages import these words and numbers without the schema library.
 */
import { brand } from './site';

/** The supported devices (doc 2 §2.5, YodaOS-Sprite page): model id (its product page suffix), name, OS. */
export const deviceModels = [
  { id: 'glasses', name: `${brand.name} AR Glasses`, osVersion: '2.1' },
  { id: 'max2', name: `${brand.name} Max 2`, osVersion: '2.2' },
  { id: 'ar-joy2', name: `${brand.name} AR Joy 2`, osVersion: '2.3' },
  { id: 'ar-spatial', name: `${brand.name} AR Spatial`, osVersion: '2.1' },
] as const;
export type DeviceModelId = (typeof deviceModels)[number]['id'];
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
