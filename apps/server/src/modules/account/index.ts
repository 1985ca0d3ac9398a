/**
 * The account module's public surface: registration, member info, passwords, member state,
 * login / logout and sessions (with the session cache), second verification, free play, social
 * login, the security centre and the login event log. The `member` table is this module's: other
 * modules read and lock members through the functions below.
 */

// Routes
export { memberRoutes } from "./account.routes.ts";
export { registrationHooks, type LinkRegistrationHook } from "./register.service.ts";
export { sessionRoutes } from "./session.routes.ts";
export { securityRoutes } from "./security.routes.ts";
export { socialRoutes } from "./social.routes.ts";
export { accountConsoleRoutes } from "./account.console.routes.ts";

// Sessions
export {
  createSession,
  findSession,
  hashToken,
  liveSessionIds,
  listSessions,
  revokeMemberSessions,
  revokeSession,
  type Session,
} from "./sessions.ts";
export {
  NO_SESSION_CACHE,
  publishSessionRevocation,
  SESSION_CACHE_MAX,
  SESSION_CACHE_TTL_MS,
  SESSION_REVOKE_CHANNEL,
  SessionCache,
  type SessionCacheOptions,
  type SessionRevoker,
} from "./session-cache.ts";
export { completeLogin, type LoginMethod } from "./complete-login.ts";

// Member state and member info
export { assertMayMoveMoney, changeMemberState, loginRefusal, MONEY_PATHS } from "./member-state.ts";
export { customAvatarUrl, loadMemberInfo } from "./member-info.ts";
export { adjustMember, memberDetail, memberLedger, searchMembers, type ConsoleLedgerRow } from "./account.console.ts";

// Passwords and field rules
export {
  ARGON2_PARAMS,
  assertNewPasswordLength,
  burnVerifyTime,
  hashPassword,
  parseArgon2Hash,
  verifyPassword,
} from "./passwords.ts";
export { ageOn, checkNewPassword, passwordBounds, ruleMap, validateRegistration } from "./field-rules.ts";
export { CHANGE_PER_MEMBER, FORGOT_PER_ACCOUNT, FORGOT_PER_IP, RESET_LINK_MINUTES } from "./password.service.ts";
export { SMS_PER_IP, SMS_PER_NUMBER } from "./sms-code.service.ts";
export { verifyTotp } from "./member-totp.ts";
export { isWeakPaymentPassword, maskEmail, maskMobile } from "./security.service.ts";

// Login events
export {
  recordAuthEvent,
  verifyAuthEventChain,
  type AuthEvent,
  type AuthEventName,
  type AuthEventRow,
} from "./auth-events.ts";

// Member look-ups for other modules
export {
  findMemberIdByAccount,
  findPaymentPasswordHash,
  findPayoutIdentity,
  findTaken,
  insertMember,
  lockMemberForUpdate,
  memberDisplayNames,
} from "./account.repository.ts";

// Social login providers
export { enabledProviders, providerConfiguration, redirectUri, type ProviderSettings } from "./social.providers.ts";

// The operator's account commands (CLI)
export * as memberAdmin from "./member-admin.repository.ts";
