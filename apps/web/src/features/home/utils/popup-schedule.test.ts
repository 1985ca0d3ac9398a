import { describe, expect, it } from "vitest";
import { POPUP_HIDDEN_DAY_KEY, POPUP_SHOWN_SESSION_KEY } from "@lotus/contracts/web";
import { hidePopupToday, localDay, markPopupShown, nextPopup, shouldShowPopup } from "./popup-schedule";

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const noon = new Date(2025, 5, 14, 12, 0, 0);

describe("popup notice schedule", () => {
  it("shows a popup on the first visit of a session", () => {
    expect(shouldShowPopup(memoryStore(), memoryStore(), noon, 7)).toBe(true);
  });

  it("does not show the same popup again in the same session", () => {
    const session = memoryStore();
    markPopupShown(session, 7);
    expect(shouldShowPopup(session, memoryStore(), noon, 7)).toBe(false);
  });

  it("still shows another popup (the member's own after a login) in that session", () => {
    const session = memoryStore();
    markPopupShown(session, 7);
    const popups = [{ id: 7 }, { id: 12 }];
    expect(nextPopup(popups, session, memoryStore(), noon)).toEqual({ id: 12 });
    markPopupShown(session, 12);
    expect(nextPopup(popups, session, memoryStore(), noon)).toBeUndefined();
  });

  it("reads the earlier marker '1' as every popup shown, and a broken value as none", () => {
    const session = memoryStore();
    session.setItem(POPUP_SHOWN_SESSION_KEY, "1");
    expect(shouldShowPopup(session, memoryStore(), noon, 1)).toBe(false);
    expect(shouldShowPopup(session, memoryStore(), noon, 12)).toBe(false);
    session.setItem(POPUP_SHOWN_SESSION_KEY, "{not json");
    expect(shouldShowPopup(session, memoryStore(), noon, 1)).toBe(true);
  });

  it("stays hidden for the rest of the day after 'don't show again today'", () => {
    const local = memoryStore();
    hidePopupToday(local, noon);
    expect(local.getItem(POPUP_HIDDEN_DAY_KEY)).toBe("2025-06-14");
    expect(shouldShowPopup(memoryStore(), local, new Date(2025, 5, 14, 23, 59), 7)).toBe(false);
  });

  it("comes back the next day in a new session", () => {
    const local = memoryStore();
    hidePopupToday(local, noon);
    expect(shouldShowPopup(memoryStore(), local, new Date(2025, 5, 15, 0, 1), 7)).toBe(true);
  });

  it("writes the day in local time with zero padding", () => {
    expect(localDay(new Date(2025, 0, 5, 0, 30))).toBe("2025-01-05");
  });
});
