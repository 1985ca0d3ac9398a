// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY, PATHS, type BonusGrant } from "@lotus/contracts/web";
import { invalidateMoney } from "../../../lib/queries/money";
import { saveSession } from "../../../lib/session";
import promotionsEn from "../../../locales/en/promotions.json";
import { BonusMeter } from "./bonus-meter";

const grant = (progress: string): BonusGrant => ({
  id: "3",
  promotionId: "1",
  title: "100% first deposit",
  source: "promotion",
  status: "active",
  granted: "10000000",
  balance: "8000000",
  required: "50000000",
  progress,
  multiplier: 5,
  base: "bonus",
  weights: { default: 100, category: { LIVE: 10 }, vendor: {}, game: {} },
  maxBet: "5000000",
  maxConversion: null,
  createdAt: "2026-11-27T00:00:00.000Z",
  expiresAt: "2099-12-04T00:00:00.000Z",
  endedAt: null,
  paid: null,
  forfeited: null,
  endReason: null,
});

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: "success", message: "", value }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
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
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as never;
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderMeter() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BonusMeter gameId={1024} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe("the wagering meter in the game frame", () => {
  it("asks for this game's meter and shows nothing without an active grant", async () => {
    fetchMock.mockResolvedValue(ok({ grant: null, weight: null, queued: 0 }));
    renderMeter();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const url = new URL(String(fetchMock.mock.calls[0]![0]), "http://x");
    expect([url.pathname, url.searchParams.get("game")]).toEqual([PATHS.bonusMeter, "1024"]);
    expect(screen.queryByTestId("bonus-meter")).toBeNull();
  });

  it("shows the progress, the game's weight and moves when the balance changes", async () => {
    fetchMock.mockImplementation(async () => ok({ grant: grant("12500000"), weight: 10, queued: 1 }));
    const queryClient = renderMeter();
    const meter = await screen.findByTestId("bonus-meter");
    expect(meter.getAttribute("data-percent")).toBe("25");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("25");
    expect(screen.getByTestId("bonus-meter-weight").textContent).toBe("This game counts 10 %");
    expect(screen.getByTestId("bonus-meter-progress").textContent).toBe("125,000.00 / 500,000.00");

    fetchMock.mockImplementation(async () => ok({ grant: grant("25000000"), weight: 10, queued: 1 }));
    await act(() => invalidateMoney(queryClient));
    await waitFor(() => expect(screen.getByTestId("bonus-meter").getAttribute("data-percent")).toBe("50"));
  });
});
