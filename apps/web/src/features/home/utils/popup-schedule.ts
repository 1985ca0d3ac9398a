import { POPUP_HIDDEN_DAY_KEY, POPUP_SHOWN_SESSION_KEY } from "@lotus/contracts/web";

type Store = Pick<Storage, "getItem" | "setItem">;

/** The visitor's calendar day, `YYYY-MM-DD` in local time ("today" is the visitor's today). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The popup notice shows once per session, and not at all on a day the visitor turned it off. */
export function shouldShowPopup(session: Store, local: Store, now: Date): boolean {
  if (session.getItem(POPUP_SHOWN_SESSION_KEY)) return false;
  return local.getItem(POPUP_HIDDEN_DAY_KEY) !== localDay(now);
}

export function markPopupShown(session: Store): void {
  session.setItem(POPUP_SHOWN_SESSION_KEY, "1");
}

export function hidePopupToday(local: Store, now: Date): void {
  local.setItem(POPUP_HIDDEN_DAY_KEY, localDay(now));
}
