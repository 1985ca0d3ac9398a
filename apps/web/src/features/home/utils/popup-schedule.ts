import { POPUP_HIDDEN_DAY_KEY, POPUP_SHOWN_SESSION_KEY } from "@lotus/contracts/web";

type Store = Pick<Storage, "getItem" | "setItem">;

/** The visitor's calendar day, `YYYY-MM-DD` in local time ("today" is the visitor's today). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The session's earlier marker: "1" meant "the popup was shown in this session" (before popups were
 * tracked one by one); it still means every popup is done for the session (the e2e's "no popups").
 */
const ALL_SHOWN = "1";

/** The popup notices already shown in this session (a JSON list of ids; anything else: none). */
function shownIds(session: Store): number[] {
  try {
    const value: unknown = JSON.parse(session.getItem(POPUP_SHOWN_SESSION_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

/**
 * Each popup notice shows once per session, and none on a day the visitor turned popups off. Once per
 * notice, not once per session: the member's own popup (issue 16: targeted to logged-in members)
 * still shows after a login in a session whose visitor popup was already seen.
 */
export function shouldShowPopup(session: Store, local: Store, now: Date, id: number): boolean {
  if (session.getItem(POPUP_SHOWN_SESSION_KEY) === ALL_SHOWN || shownIds(session).includes(id)) return false;
  return local.getItem(POPUP_HIDDEN_DAY_KEY) !== localDay(now);
}

/** The first popup of `popups` still to show, or undefined. */
export function nextPopup<P extends { id: number }>(
  popups: readonly P[],
  session: Store,
  local: Store,
  now: Date,
): P | undefined {
  return popups.find((popup) => shouldShowPopup(session, local, now, popup.id));
}

export function markPopupShown(session: Store, id: number): void {
  const ids = shownIds(session);
  if (!ids.includes(id)) session.setItem(POPUP_SHOWN_SESSION_KEY, JSON.stringify([...ids, id].slice(-50)));
}

export function hidePopupToday(local: Store, now: Date): void {
  local.setItem(POPUP_HIDDEN_DAY_KEY, localDay(now));
}
