/*
 * The one thing every page load needs to know about game-wallet marks (game-wallet.ts): whether
 * there is any. Kept apart so the first page carries this check, not the return logic, which is
 * loaded only when a mark is found.
 */

/** Local-storage keys of the marks: the prefix + the tab's id. */
export const GAME_WALLET_MARK_PREFIX = "lotusGameWallet:";

export function hasGameWalletMark(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i)?.startsWith(GAME_WALLET_MARK_PREFIX)) return true;
    }
  } catch {
    // Storage blocked: no mark could have been written either.
  }
  return false;
}
