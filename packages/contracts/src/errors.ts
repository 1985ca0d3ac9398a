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
  /* Accounts (spec §8) */
  invalid_credentials: 401,
  captcha_required: 400,
  captcha_invalid: 400,
  human_verification_required: 400,
  too_many_attempts: 429,
  account_disabled: 403,
  member_no_enter: 403,
  error_not_agent: 403,
  need_real_account: 403,
  password_change_required: 403,
  session_expired: 401,
  encryption_invalid: 400,
  registration_closed: 403,
  free_play_disabled: 403,
  login_method_disabled: 403,
  username_taken: 409,
  mobile_taken: 409,
  email_taken: 409,
  invalid_username: 422,
  invalid_password: 422,
  invalid_email: 422,
  invalid_payee_name: 422,
  invalid_mobile: 422,
  invalid_field: 422,
  field_required: 422,
  password_mismatch: 422,
  terms_not_agreed: 422,
  age_not_confirmed: 422,
  invitation_code_error: 422,
  verification_code_invalid: 400,
  verification_code_expired: 400,
  verification_code_exhausted: 429,
  sms_too_frequent: 429,
  old_password_wrong: 400,
  password_unchanged: 422,
  payment_password_wrong: 400,
  second_verification_failed: 400,
  second_verification_expired: 401,
  reauth_required: 401,
  totp_invalid: 400,
  totp_not_enrolled: 409,
  payee_name_locked: 409,
  reset_link_invalid: 400,
  oauth_failed: 400,
  oauth_provider_disabled: 404,
  delivery_failed: 502,
  in_been_out: 200,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorStatus, code);
}
