// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { useState } from "react";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PATHS, type LotteryGameDetail, type LotteryOddsWire } from "@lotus/contracts/web";
import { saveSession } from "../../../lib/session";
import commonVi from "../../../locales/vi/common.json";
import lotteryVi from "../../../locales/vi/lottery.json";
import { initialBoard, type BoardState } from "../utils/board";
import { BetBoard } from "./bet-board";

const odds = (betType: string, unitPrice: string, payoutPerHit: string): LotteryOddsWire => ({
  betType,
  unitPrice,
  payoutPerHit,
  maxUnits: 100_000,
  capPerNumber: "50000000000",
  capPerMember: "10000000000",
  enabled: true,
  rtpBp: 9_801,
});

const detail: LotteryGameDetail = {
  game: {
    code: "EL1",
    gameId: 601001,
    name: "Siêu tốc Miền Bắc 1 phút",
    kind: "fast",
    group: "ELOTT",
    region: null,
    stationCode: null,
    structure: "north",
    prizeMode: "Elott",
    intervalSeconds: 60,
    cutoffSeconds: 5,
    resultSource: "chain",
    enabled: true,
    next: {
      drawId: "77",
      gameCode: "EL1",
      issue: "20261127-1076",
      stationCode: null,
      opensAt: "2026-11-27T10:55:00.000Z",
      closesAt: "2026-11-27T10:55:55.000Z",
      drawAt: "2026-11-27T10:56:00.000Z",
      state: "open",
      source: "chain",
      result: null,
      revealed: 0,
    },
  },
  upcoming: [],
  odds: [odds("lo2", "2700000", "9801000"), odds("de", "100000", "9801000"), odds("xien2", "100000", "1683000")],
  chain: null,
  partners: [],
  serverTime: "2026-11-27T10:55:10.000Z",
};

/** A southern station with two stations drawing the same day (đá 2 đài open). */
const south = (partners: LotteryGameDetail["partners"]): LotteryGameDetail => ({
  game: {
    ...detail.game,
    code: "MN_TP",
    gameId: 201001,
    name: "TP. Hồ Chí Minh",
    kind: "traditional",
    group: "SOUTH",
    region: "south",
    stationCode: "TP",
    structure: "southern",
    prizeMode: "Lott",
    resultSource: "official",
    next: { ...detail.game.next!, drawId: "88", gameCode: "MN_TP", issue: "20261128", stationCode: "TP" },
  },
  upcoming: [],
  odds: [odds("lo2", "1800000", "9801000"), odds("da", "100000", "3600000"), odds("da2", "100000", "1020000")],
  chain: null,
  partners,
  serverTime: "2026-11-27T10:55:10.000Z",
});
const twoPartners = [
  { code: "MN_TG", name: "Tiền Giang", drawId: "91" },
  { code: "MN_KG", name: "Kiên Giang", drawId: "92" },
];

function Harness({ game = detail }: { game?: LotteryGameDetail }) {
  const [board, setBoard] = useState<BoardState>(initialBoard(game.game.structure));
  return <BetBoard detail={game} board={board} setBoard={(update) => setBoard(update)} canBuy />;
}

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

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
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderBoard = (game: LotteryGameDetail = detail) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness game={game} />
    </QueryClientProvider>,
  );

const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), "http://x").pathname === PATHS.lotteryBuy)
    .map(([, init]) => JSON.parse(String(init?.body)) as { requestId: string; drawId: string; lines: unknown[] });

const bought = (ticketIds: string[]) =>
  envelope(200, {
    success: true,
    code: "ok",
    message: "",
    value: { operationId: "9", drawId: "88", issue: "20261128", ticketIds, stake: "200000", mainBalance: "1" },
  });

describe("the betting board", () => {
  it("expands a xiên 2 pick into its pairs and totals the slip in đồng", async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.click(screen.getByRole("tab", { name: "Xiên 2" }));
    for (const n of ["12", "34", "56"]) await user.click(screen.getByRole("button", { name: n }));
    expect(screen.getByRole("button", { name: "34" }).getAttribute("aria-pressed")).toBe("true");
    await user.clear(screen.getByTestId("units-input"));
    await user.type(screen.getByTestId("units-input"), "10");
    await user.click(screen.getByTestId("add-to-slip"));

    const slip = screen.getByTestId("bet-slip");
    expect(
      within(slip)
        .getAllByTestId("slip-line")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining("12 - 34"),
      expect.stringContaining("12 - 56"),
      expect.stringContaining("34 - 56"),
    ]);
    // 3 lines × 10 units × 1,000 đ; win 3 × 10 × 16,830 đ.
    expect(within(slip).getByTestId("slip-stake").textContent).toBe("30.000 đ");
    expect(within(slip).getByTestId("slip-win").textContent).toBe("504.900 đ");
    // The pick is cleared once it is on the slip.
    expect(screen.getByRole("button", { name: "34" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("buys with one request id, and a 'số đã đầy' refusal shows the server's message and marks the number full", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      envelope(409, {
        success: false,
        code: "lottery_number_full",
        message: "Số đã đầy: số 27 của kiểu cược này đã đạt hạn mức kỳ này.",
        value: null,
      }),
    );
    renderBoard();
    await user.click(screen.getByRole("tab", { name: "Đề" }));
    await user.click(screen.getByRole("button", { name: "27" }));
    await user.click(screen.getByTestId("add-to-slip"));
    await user.click(screen.getByTestId("submit-bet"));

    expect((await screen.findByTestId("bet-error")).textContent).toContain("Số đã đầy: số 27");
    const cell = screen.getByTestId("number-27");
    await waitFor(() => expect(cell.getAttribute("data-full")).toBe("true"));
    expect(cell.hasAttribute("disabled")).toBe(true);
    expect(screen.getByTestId("slip-line-full")).toBeTruthy();
    const [body] = sentBodies();
    expect(body).toMatchObject({ drawId: "77", lines: [{ betType: "de", numbers: ["27"], units: "1" }] });
    expect(body?.requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("clears the slip after a purchase and announces it", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      envelope(200, {
        success: true,
        code: "ok",
        message: "",
        value: {
          operationId: "9",
          drawId: "77",
          issue: "20261127-1076",
          ticketIds: ["1", "2"],
          stake: "5400000",
          mainBalance: "1",
        },
      }),
    );
    renderBoard();
    for (const n of ["07", "70"]) await user.click(screen.getByRole("button", { name: n }));
    await user.click(screen.getByTestId("add-to-slip"));
    expect(screen.getByTestId("slip-count").textContent).toBe("2");
    await user.click(screen.getByTestId("submit-bet"));
    expect((await screen.findByTestId("bet-success")).textContent).toContain("20261127-1076");
    expect(screen.getByTestId("slip-count").textContent).toBe("0");
    expect(sentBodies()[0]?.lines).toEqual([
      { betType: "lo2", numbers: ["07"], units: "1" },
      { betType: "lo2", numbers: ["70"], units: "1" },
    ]);
  });
});

describe("đá 2 đài on the board", () => {
  it("is not offered without a second station: not in the North, not when the game lists no partner", () => {
    renderBoard();
    expect(screen.queryByRole("tab", { name: "Đá 2 đài" })).toBeNull();
    cleanup();
    renderBoard(south([]));
    // The southern board has đá (one station) but no đá 2 đài, and no station select.
    expect(screen.getByRole("tab", { name: "Đá" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Đá 2 đài" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Đài thứ hai" })).toBeNull();
  });

  it("asks for the second station, shows it on the slip line and buys with partnerGame", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(bought(["1"]));
    renderBoard(south(twoPartners));
    // Only đá 2 đài has the station select.
    expect(screen.queryByRole("combobox", { name: "Đài thứ hai" })).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Đá 2 đài" }));
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Đài thứ hai" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Tiền Giang", "Kiên Giang"]);
    expect(select.value).toBe("MN_TG");

    for (const n of ["12", "34"]) await user.click(screen.getByRole("button", { name: n }));
    await user.click(screen.getByTestId("add-to-slip"));
    const [line] = within(screen.getByTestId("bet-slip")).getAllByTestId("slip-line");
    expect(line?.textContent).toContain("Đá 2 đài: 12 - 34 · + Tiền Giang");

    await user.click(screen.getByTestId("submit-bet"));
    await screen.findByTestId("bet-success");
    expect(sentBodies()[0]).toMatchObject({
      drawId: "88",
      lines: [{ betType: "da2", numbers: ["12", "34"], units: "1", partnerGame: "MN_TG" }],
    });
  });

  it("keeps the same numbers with two different partners as two lines", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(bought(["1", "2"]));
    renderBoard(south(twoPartners));
    await user.click(screen.getByRole("tab", { name: "Đá 2 đài" }));
    for (const n of ["12", "34"]) await user.click(screen.getByRole("button", { name: n }));
    await user.click(screen.getByTestId("add-to-slip"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Đài thứ hai" }), "Kiên Giang");
    for (const n of ["12", "34"]) await user.click(screen.getByRole("button", { name: n }));
    await user.click(screen.getByTestId("add-to-slip"));

    expect(
      within(screen.getByTestId("bet-slip"))
        .getAllByTestId("slip-line-partner")
        .map((el) => el.textContent),
    ).toEqual([" · + Tiền Giang", " · + Kiên Giang"]);
    // Each line can be removed on its own: the button names the station too.
    expect(screen.getByRole("button", { name: "Bỏ vé 12 - 34 + Kiên Giang" })).toBeTruthy();
    await user.click(screen.getByTestId("submit-bet"));
    await screen.findByTestId("bet-success");
    expect(sentBodies()[0]?.lines).toEqual([
      { betType: "da2", numbers: ["12", "34"], units: "1", partnerGame: "MN_TG" },
      { betType: "da2", numbers: ["12", "34"], units: "1", partnerGame: "MN_KG" },
    ]);
  });

  it("sends no partnerGame on a one-station đá line", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(bought(["1"]));
    renderBoard(south(twoPartners));
    await user.click(screen.getByRole("tab", { name: "Đá" }));
    for (const n of ["12", "34"]) await user.click(screen.getByRole("button", { name: n }));
    await user.click(screen.getByTestId("add-to-slip"));
    expect(screen.queryByTestId("slip-line-partner")).toBeNull();
    await user.click(screen.getByTestId("submit-bet"));
    await screen.findByTestId("bet-success");
    expect(sentBodies()[0]?.lines).toEqual([{ betType: "da", numbers: ["12", "34"], units: "1" }]);
  });
});
