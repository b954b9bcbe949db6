import type { ApiErrorCode } from '@app/contracts/api/common';

/**
 * Errors the API answers on purpose. One handler maps codes to statuses; clients get `{ message, errors? }`,
 * plus `code` (contracts' apiErrorCodes) where they must tell this error from others of its status.
 */
export type AppErrorCode =
  | 'bad_request'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited';

const statusForCode: Record<AppErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Response headers the answer carries (e.g. Retry-After on a 429). */
    readonly headers?: Record<string, string>,
    /** The answer's machine-readable `code`, when a client branches on it. */
    readonly answerCode?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return statusForCode[this.code];
  }
}
