import { describe, expect, it } from "vitest";
import { POPUP_HIDDEN_DAY_KEY } from "@lotus/contracts/web";
import { hidePopupToday, localDay, markPopupShown, shouldShowPopup } from "./popup-schedule";

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const noon = new Date(2025, 5, 14, 12, 0, 0);

describe("popup notice schedule", () => {
  it("shows the popup on the first visit of a session", () => {
    expect(shouldShowPopup(memoryStore(), memoryStore(), noon)).toBe(true);
  });

  it("does not show it again in the same session", () => {
    const session = memoryStore();
    markPopupShown(session);
    expect(shouldShowPopup(session, memoryStore(), noon)).toBe(false);
  });

  it("stays hidden for the rest of the day after 'don't show again today'", () => {
    const local = memoryStore();
    hidePopupToday(local, noon);
    expect(local.getItem(POPUP_HIDDEN_DAY_KEY)).toBe("2025-06-14");
    expect(shouldShowPopup(memoryStore(), local, new Date(2025, 5, 14, 23, 59))).toBe(false);
  });

  it("comes back the next day in a new session", () => {
    const local = memoryStore();
    hidePopupToday(local, noon);
    expect(shouldShowPopup(memoryStore(), local, new Date(2025, 5, 15, 0, 1))).toBe(true);
  });

  it("writes the day in local time with zero padding", () => {
    expect(localDay(new Date(2025, 0, 5, 0, 30))).toBe("2025-01-05");
  });
});
