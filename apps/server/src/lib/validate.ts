import { fieldErrorsFromZod, validationFailed } from '@app/contracts';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Validates a request part with a shared contracts schema. Bad input becomes
 * `400 { message, errors: { field: message } }` and nothing downstream runs.
 */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw new AppError('validation', validationFailed, fieldErrorsFromZod(result.error));
  return result.data;
}
