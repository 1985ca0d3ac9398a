/**
 * The error catalogue (spec §8): every failure carries one of these stable codes and
 * the HTTP status it maps to. Messages are localized by the server from its catalogues.
 */
export const errorStatus = {
  ok: 200,
  validation_failed: 400,
  unsupported_language: 400,
  not_found: 404,
  route_not_found: 404,
  please_login_first: 401,
  forbidden: 403,
  region_restricted: 403,
  maintenance: 503,
  too_many_requests: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  system_error: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorStatus, code);
}
