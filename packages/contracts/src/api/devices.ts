/** Answers of the device routes: console (`/api/console/devices`), staff (`/api/admin/devices`), public keys. */
import { z } from 'zod';
import { deviceModelIds, deviceStatuses } from '../devices';
import { isoDateTime } from './common';

/** A device as its developer sees it; `status` is `expired` once a granted certificate has run out. */
export const deviceViewSchema = z.object({
  id: z.number().int(),
  model: z.enum(deviceModelIds),
  modelName: z.string(),
  serialNumber: z.string(),
  status: z.enum(deviceStatuses),
  /** Why staff refused developer mode (shown to the developer). */
  decisionReason: z.string().nullable(),
  requestedAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  /** The certificate's validity, while the device has one (granted or expired). */
  certificateIssuedAt: isoDateTime.nullable(),
  certificateExpiresAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export const deviceListSchema = z.object({
  devices: z.array(deviceViewSchema),
  /** How many devices this developer may hold. */
  limit: z.number().int(),
});
export const deviceChangedSchema = z.object({ device: deviceViewSchema });

/** The staff list: every device with its developer, and a count per status. */
export const staffDeviceSchema = deviceViewSchema.extend({
  developerId: z.number().int(),
  developerName: z.string(),
  developerEmail: z.string(),
  decidedByName: z.string().nullable(),
  /** How the last decision was made: by a staff member or by the automatic-grant setting. */
  decidedBy: z.enum(['staff', 'automatic']).nullable(),
});
export const staffDeviceListSchema = z.object({
  devices: z.array(staffDeviceSchema),
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
  autoGrant: z.boolean(),
});
export const staffDeviceChangedSchema = z.object({ device: staffDeviceSchema });
export const deviceSettingsAnswerSchema = z.object({ autoGrant: z.boolean() });
export const signingKeyRotatedSchema = z.object({ keyId: z.string() });

/** One published public key: a JWK (RFC 8037 OKP, Ed25519) with its key id and validity. */
export const publishedKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
  createdAt: isoDateTime,
  /** When a newer key took over; certificates it signed stay valid until their own expiry. */
  retiredAt: isoDateTime.nullable(),
});
export const publishedKeysSchema = z.object({ keys: z.array(publishedKeySchema) });
