/** The request schemas of developer devices; the models, limits and words are in device-models.ts. */
import { z } from 'zod';
import {
  deviceMessages,
  deviceModelIds,
  normalizeSerial,
  serialPattern,
  type DeviceMessages,
} from './device-models';

export * from './device-models';

/**
 * POST /api/console/devices: register glasses and request developer mode for them, with the messages
 * `messages` (the export below: English; the Chinese console's: device-models-zh.ts).
 */
export const deviceRegistrationSchemaWith = (messages: DeviceMessages) =>
  z.object({
    model: z.enum(deviceModelIds, { error: messages.modelRequired }),
    serialNumber: z
      .string({ error: messages.serialInvalid })
      .max(64, messages.serialInvalid)
      .transform(normalizeSerial)
      .pipe(z.string().regex(serialPattern, messages.serialInvalid))
      .meta({ description: 'The glasses serial number; spaces and hyphens are ignored.' }),
  });
export const deviceRegistrationSchema = deviceRegistrationSchemaWith(deviceMessages);
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
