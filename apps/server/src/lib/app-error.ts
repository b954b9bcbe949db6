import { apiErrorCodes, type ApiErrorCode } from '@app/contracts/api/common';

/**
 * Errors the API answers on purpose. One handler maps kinds to statuses; clients get
 * `{ message, code, errors? }`: `code` is the contracts' apiErrorCodes, the kind's own unless the thrower
 * names a more precise one (a wrong password rather than any refusal).
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

/** The answer's `code` when the thrower names none. */
const defaultAnswerCode: Record<AppErrorCode, ApiErrorCode> = {
  bad_request: apiErrorCodes.badRequest,
  validation: apiErrorCodes.validationFailed,
  unauthorized: apiErrorCodes.unauthorized,
  forbidden: apiErrorCodes.forbidden,
  not_found: apiErrorCodes.notFound,
  conflict: apiErrorCodes.conflict,
  payload_too_large: apiErrorCodes.payloadTooLarge,
  rate_limited: apiErrorCodes.rateLimited,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Response headers the answer carries (e.g. Retry-After on a 429). */
    readonly headers?: Record<string, string>,
    /** The answer's machine-readable `code`, when the kind's own is not precise enough. */
    private readonly preciseCode?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get answerCode(): ApiErrorCode {
    return this.preciseCode ?? defaultAnswerCode[this.code];
  }

  get statusCode(): number {
    return statusForCode[this.code];
  }
}

/** An AppError whose answer names a precise `code` (a client branches on it), with no field errors. */
export const codedError = (kind: AppErrorCode, message: string, code: ApiErrorCode): AppError =>
  new AppError(kind, message, undefined, undefined, code);
