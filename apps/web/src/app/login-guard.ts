import { LOGIN_EXEMPT_PATHS } from "@lotus/contracts/web";

/**
 * Spec §2 login-required mode: without a session token every page sends the visitor to /login,
 * except /login itself, the register paths, /helpmc and /download.
 */
export function needsLoginRedirect(loginRequired: boolean, hasToken: boolean, pathname: string): boolean {
  if (!loginRequired || hasToken) return false;
  return !(LOGIN_EXEMPT_PATHS as readonly string[]).includes(pathname);
}
