/** Error answers of the API: `{ message, code, errors? }` (errors keyed by field path). */
import type { z } from 'zod';
import { apiErrorCodes, type ApiErrorCode } from './api/common';
import { validationFailed, validationMessages as m } from './messages';

export interface ApiError {
  message: string;
  code: ApiErrorCode;
  errors?: Record<string, string>;
}

/** Key used for an issue about the payload as a whole (react-hook-form's `root`). */
export const ROOT_ERROR_KEY = 'root';

/**
 * One message per field: the first issue wins. Top-level fields use their name, nested ones a
 * dotted path (`preferences.analytics`, `programmingLanguages.0`). Unknown fields refused by a
 * strict object are reported under their own name as 'Unknown field'.
 */
export function fieldErrorsFromZod(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: readonly PropertyKey[], message: string) => {
    const key = path.length === 0 ? ROOT_ERROR_KEY : path.map(String).join('.');
    if (!(key in errors)) errors[key] = message;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) put([...issue.path, key], m.unknownField);
    } else {
      put(issue.path, issue.message);
    }
  }
  return errors;
}

/** The 400 body for a schema failure. */
export function apiErrorFromZod(error: z.ZodError): ApiError {
  return {
    message: validationFailed,
    code: apiErrorCodes.validationFailed,
    errors: fieldErrorsFromZod(error),
  };
}

/** True for a parsed body of the `ApiError` shape. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { message?: unknown; errors?: unknown };
  if (typeof v.message !== 'string') return false;
  if (v.errors === undefined) return true;
  return (
    typeof v.errors === 'object' &&
    v.errors !== null &&
    Object.values(v.errors).every((x) => typeof x === 'string')
  );
}
