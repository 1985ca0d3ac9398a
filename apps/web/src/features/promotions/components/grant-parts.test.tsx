// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY, PATHS, type BonusGrant } from "@lotus/contracts/web";
import { saveSession } from "../../../lib/session";
import promotionsEn from "../../../locales/en/promotions.json";
import { ForfeitDialog } from "./grant-parts";

const grant: BonusGrant = {
  id: "12",
  promotionId: "1",
  title: "100% first deposit",
  source: "deposit_match",
  status: "active",
  granted: "10000000",
  balance: "7500000",
  required: "50000000",
  progress: "1000000",
  multiplier: 5,
  base: "bonus",
  weights: { default: 100, category: {}, vendor: {}, game: {} },
  maxBet: null,
  maxConversion: null,
  createdAt: "2026-11-27T00:00:00.000Z",
  expiresAt: "2099-12-04T00:00:00.000Z",
  endedAt: null,
  paid: null,
  forfeited: null,
  endReason: null,
};
const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
  saveSession({ token: "t0ken", member: { isAgent: 0, account: "lotus01", merchant: "LOTUS" } } as never, false);
  await i18next.use(initReactI18next).init({
    lng: "en",
    ns: ["promotions"],
    defaultNS: "promotions",
    resources: { en: { promotions: promotionsEn } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  // jsdom's <dialog> lacks showModal.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: true, code: "success", message: "", value: { forfeited: "7500000" } }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("giving a bonus up", () => {
  it("says what is lost, asks for an explicit yes, then posts confirm: true once", async () => {
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ForfeitDialog grant={grant} onClose={onClose} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { hidden: true });
    expect(dialog.textContent).toContain("The 75,000.00 bonus balance of “100% first deposit” will be cancelled");
    const confirm = within(dialog).getByTestId("forfeit-confirm") as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(confirm);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByTestId("forfeit-understood"));
    await user.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(PATHS.bonusForfeit.replace(":id", "12"));
    expect(JSON.parse(String(init?.body))).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
      confirm: true,
    });
  });
});
