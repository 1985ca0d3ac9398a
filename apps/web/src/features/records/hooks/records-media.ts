import { useMinWidth } from "../../../lib/use-min-width";

/** The width (px) from which the account record shows a paged table instead of the phone feed. */
export const RECORDS_TABLE_MIN_WIDTH = 768;

/** True on screens of at least 768 px; re-renders when the window crosses it. */
export function useRecordsTableLayout(): boolean {
  return useMinWidth(RECORDS_TABLE_MIN_WIDTH);
}
