import { useMinWidth } from "../../../lib/use-min-width";

/**
 * The window width (px) from which the betting record shows a paged table instead of the phone
 * feed. Wider than the account record's: its seven columns need the room the member centre's
 * content area has beside its menu only from about this width.
 */
export const BETTING_TABLE_MIN_WIDTH = 1024;

/** True on screens of at least BETTING_TABLE_MIN_WIDTH; re-renders when the window crosses it. */
export function useBettingTableLayout(): boolean {
  return useMinWidth(BETTING_TABLE_MIN_WIDTH);
}
