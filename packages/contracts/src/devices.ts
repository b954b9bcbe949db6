/** The request schemas of developer devices; the models, limits and words are in device-models.ts. */
import { z } from 'zod';
import { deviceMessages, deviceModelIds, normalizeSerial, serialPattern } from './device-models';

export * from './device-models';

/** POST /api/console/devices: register glasses and request developer mode for them. */
export const deviceRegistrationSchema = z.object({
  model: z.enum(deviceModelIds, { error: deviceMessages.modelRequired }),
  serialNumber: z
    .string({ error: deviceMessages.serialInvalid })
    .max(64, deviceMessages.serialInvalid)
    .transform(normalizeSerial)
    .pipe(z.string().regex(serialPattern, deviceMessages.serialInvalid))
    .meta({ description: 'The glasses serial number; spaces and hyphens are ignored.' }),
});
export type DeviceRegistration = z.infer<typeof deviceRegistrationSchema>;
export type DeviceRegistrationInput = z.input<typeof deviceRegistrationSchema>;

/** Staff decisions on a device. A refusal needs a reason, which the developer is mailed. */
export const deviceDecisionSchema = z.object({
  action: z.enum(['grant', 'refuse', 'revoke']),
  reason: z.string().trim().max(1000).optional(),
});
export type DeviceDecision = z.infer<typeof deviceDecisionSchema>;

/** PUT /api/admin/device-settings */
export const deviceSettingsSchema = z.object({ autoGrant: z.boolean() });
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;
