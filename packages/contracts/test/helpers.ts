import type { z } from 'zod';
import { fieldErrorsFromZod } from '../src/errors';

/** Field errors of a parse (`{}` when it passes), as the server would answer them. */
export function errorsOf(schema: z.ZodType, data: unknown): Record<string, string> {
  const result = schema.safeParse(data);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

/** Parsed output; fails the test with the field errors when the parse fails. */
export function parseOk<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`expected success, got ${JSON.stringify(fieldErrorsFromZod(result.error))}`);
  }
  return result.data;
}

export const repeat = (n: number, ch = 'a'): string => ch.repeat(n);
