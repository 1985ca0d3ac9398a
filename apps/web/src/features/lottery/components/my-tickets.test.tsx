// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PATHS, type LotteryTicket } from "@lotus/contracts/web";
import { saveSession } from "../../../lib/session";
import commonVi from "../../../locales/vi/common.json";
import lotteryVi from "../../../locales/vi/lottery.json";
import { MyTickets } from "./my-tickets";

const ticket = (over: Partial<LotteryTicket>): LotteryTicket => ({
  id: "1",
  drawId: "88",
  gameCode: "MN_TP",
  gameName: "TP. Hồ Chí Minh",
  issue: "20261128",
  drawAt: "2026-11-28T09:30:00.000Z",
  betType: "da",
  numbers: ["12", "34"],
  partner: null,
  units: "1",
  stake: "100000",
  payoutPerHit: "3600000",
  state: "won",
  hits: 1,
  win: "3600000",
  matches: [],
  createdAt: "2026-11-28T08:00:00.000Z",
  ...over,
});

const tickets = [
  ticket({
    id: "7",
    betType: "da2",
    partner: { gameCode: "MN_TG", gameName: "Tiền Giang", drawId: "91" },
    payoutPerHit: "1020000",
    win: "1020000",
    // The same prize and position in both draws: two matches, one of them the partner's.
    matches: [
      { prize: "G8", index: 0, number: "12" },
      { prize: "G8", index: 0, number: "34", partner: true },
    ],
  }),
  ticket({ id: "8", matches: [{ prize: "G7", index: 0, number: "112" }] }),
];

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  saveSession({ token: "t0ken", member: { isAgent: 0, account: "demo01", merchant: "LOTUS" } } as never, false);
  await i18next.use(initReactI18next).init({
    lng: "vi",
    ns: ["lottery", "common"],
    defaultNS: "common",
    resources: { vi: { lottery: lotteryVi, common: commonVi } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    expect(new URL(String(url), "http://x").pathname).toBe(PATHS.lotteryTickets);
    const value = { total: tickets.length, page: 1, pageSize: 10, list: tickets };
    return new Response(JSON.stringify({ success: true, code: "ok", message: "", value }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("my tickets", () => {
  it("names a đá 2 đài ticket's second station and marks the matches from its draw", async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <MyTickets gameCode="MN_TP" onShowResult={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const da2 = await screen.findByTestId("ticket-7");
    expect(within(da2).getByTestId("ticket-partner").textContent).toBe("với Tiền Giang");
    const matches = within(within(da2).getByTestId("ticket-matches")).getAllByRole("listitem");
    expect(matches.map((m) => [m.textContent, m.getAttribute("data-partner")])).toEqual([
      [expect.not.stringContaining("Tiền Giang"), null],
      [expect.stringMatching(/^Tiền Giang · G8 #1: .*34/), "true"],
    ]);

    const da = screen.getByTestId("ticket-8");
    expect(within(da).queryByTestId("ticket-partner")).toBeNull();
    expect(within(da).getByTestId("ticket-matches").querySelector("[data-partner]")).toBeNull();
  });
});
