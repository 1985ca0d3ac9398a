/** Session storage key of the login token (spec §3). */
export const TOKEN_STORAGE_KEY = "token";

export function hasSessionToken(): boolean {
  try {
    return Boolean(sessionStorage.getItem(TOKEN_STORAGE_KEY));
  } catch {
    return false;
  }
}
