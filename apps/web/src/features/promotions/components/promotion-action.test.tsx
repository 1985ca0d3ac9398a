// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY, PATHS, type PromotionCard } from "@lotus/contracts/web";
import * as dialogs from "../../../lib/account-dialogs";
import { clearSession, saveSession } from "../../../lib/session";
import promotionsEn from "../../../locales/en/promotions.json";
import { PromotionAction } from "./promotion-action";

const card = (over: Partial<PromotionCard>): Pick<PromotionCard, "id" | "title" | "state" | "entry" | "template"> => ({
  id: "9",
  title: "Welcome bonus",
  state: "join",
  entry: "join",
  template: "deposit_match",
  ...over,
});
const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: "success", message: "", value }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
  await i18next.use(initReactI18next).init({
    lng: "en",
    ns: ["promotions"],
    defaultNS: "promotions",
    resources: { en: { promotions: promotionsEn } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok({ state: "signed", grantId: null, amount: null }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAction(props: Parameters<typeof PromotionAction>[0]["card"]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PromotionAction card={props} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("a promotion's action", () => {
  it("sends a visitor to the login dialog and calls nothing", async () => {
    const open = vi.spyOn(dialogs, "openAccountDialog");
    const user = renderAction(card({}));
    await user.click(screen.getByRole("button", { name: "Join: Welcome bonus" }));
    expect(open).toHaveBeenCalledWith({ kind: "login" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("joins for a member with a request id", async () => {
    saveSession({ token: "t0ken", member: { isAgent: 0, account: "lotus01", merchant: "LOTUS" } } as never, false);
    const user = renderAction(card({}));
    await user.click(screen.getByRole("button", { name: "Join: Welcome bonus" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(PATHS.promotionJoin.replace(":id", "9"));
    expect(JSON.parse(String(init?.body))).toEqual({ requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it("shows states with nothing to press as words, and a code promotion as a code field", () => {
    renderAction(card({ state: "registration_closed" }));
    expect(screen.getByTestId("promotion-state").textContent).toBe("Registration closed");
    cleanup();
    renderAction(card({ entry: "code", template: "promo_code" }));
    expect(screen.getByRole("textbox", { name: "Promo code for “Welcome bonus”" })).toBeTruthy();
  });
});
