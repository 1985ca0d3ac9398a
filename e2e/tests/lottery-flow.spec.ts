import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { PATHS, formatMinor, type BalanceValue, type LotteryTicket } from "@lotus/contracts/web";
import { prepare, type Language } from "../support/accounts.ts";
import { DESKTOP, PHONE, creditMember } from "../support/agents.ts";
import { ownConsoleToken } from "../support/agents-flow.ts";
import { text } from "../support/catalogues.ts";
import { expect, test } from "../support/fixtures.ts";
import {
  capAtOneUnit,
  consoleOddsRow,
  lotteryGame,
  lotteryShot,
  memberTickets,
  openDrawWithTime,
  openMsLeft,
  publicResults,
  serverMessage,
  settledTickets,
} from "../support/lottery.ts";
import { call } from "../support/money.ts";
import { registerMemberViaApi, useLogin } from "../support/session.ts";

/*
 * Issue 14, "Must show", in real Chromium, in vi and in en. A fresh funded member opens the fast
 * game EL1 from /elott and buys, for one draw, lô 2 số on twenty numbers (one điểm each, so a hit is
 * very likely but nothing below depends on one), đề and xiên 2; the header balance drops by the
 * stake. The server's own clock (JOBS on: a tick every 2 s) draws EL1 every minute and settles it;
 * the tickets tab then shows every line won or lost with its hits, win and matched prizes as the API
 * tells them, and the header balance follows by the total win over the realtime socket. The results
 * tab lights the cells the lô numbers hit in the classic table, the draw's verification recomputes it
 * in the browser ("Khớp"), a Miền Nam station's results page shows its 18 numbers, and on EL3 a
 * number whose cap an admin lowered to one điểm is refused the second time with the server's
 * "Số đã đầy" and marked full. Screenshots go to /tmp/shots-lottery-flow/<lang>-<step>.png.
 */

test.describe.configure({ timeout: 5 * 60_000 });

type Lang = Language;
const l = (lang: Lang, key: string) => text(lang, "lottery", key);

const MEMBER_FUNDS = 100_000_000n; // 1,000,000.00 đ
const CAP_MEMBER_FUNDS = 10_000_000n; // 100,000.00 đ
/** Lô 2 số: twenty numbers at one điểm (27,000 đ each in the North structure). */
const LO_NUMBERS = [
  "03",
  "08",
  "11",
  "16",
  "19",
  "22",
  "27",
  "31",
  "36",
  "40",
  "45",
  "48",
  "53",
  "58",
  "62",
  "67",
  "71",
  "76",
  "84",
  "95",
] as const;
const DE_NUMBER = "27";
const XIEN_NUMBERS = ["27", "45"] as const;
const MONEY_UNITS = "10"; // 10 × 1,000 đ for đề and xiên
/** Lô 3 số on EL3, one number per language so the two runs never share a capped number. */
const FULL_NUMBER: Record<Lang, string> = { vi: "123", en: "456" };
const PAGE_SIZE = 10; // the tickets tab's page

const headerBalance = (page: Page) => page.getByTestId("header-balance-wide").getByTestId("header-balance-amount");

async function mainBalance(request: APIRequestContext, token: string): Promise<bigint> {
  return BigInt((await call<BalanceValue>(request, "get", PATHS.balance, token)).mainBalance);
}

/** A new member with money, logged in (through the API) in a desktop page of its own. */
async function fundedMemberPage(
  browser: Browser,
  request: APIRequestContext,
  operator: string,
  lang: Lang,
  funds: bigint,
) {
  const member = await registerMemberViaApi(request);
  await creditMember(request, operator, member.username, funds);
  const context = await browser.newContext({ viewport: DESKTOP });
  await prepare(context, lang);
  await useLogin(context, member.login);
  const page = await context.newPage();
  return { member, token: member.login.token, context, page };
}

async function chooseBetType(page: Page, code: string) {
  const tab = page.getByTestId(`bet-type-${code}`);
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/** Picks numbers in the 00–99 grid, sets the units and adds the pick to the slip. */
async function addGridPick(page: Page, code: string, numbers: readonly string[], units: string) {
  await chooseBetType(page, code);
  for (const number of numbers) {
    const cell = page.getByTestId("number-grid").getByTestId(`number-${number}`);
    await cell.click();
    await expect(cell).toHaveAttribute("aria-pressed", "true");
  }
  await page.getByTestId("units-input").fill(units);
  await page.getByTestId("add-to-slip").click();
}

/** Picks a 3-digit number by its digit positions (trăm, chục, đơn vị) and adds one điểm of it. */
async function addDigitsPick(page: Page, number: string) {
  for (const [position, digit] of [...number].entries()) {
    const button = page.getByTestId(`digit-${position}-${digit}`);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
  await page.getByTestId("units-input").fill("1");
  await page.getByTestId("add-to-slip").click();
  await expect(page.getByTestId("slip-line").filter({ hasText: number })).toHaveCount(1);
}

/** Checks one page of the tickets tab against the API's same page. */
async function checkTicketRows(page: Page, lang: Lang, rows: readonly LotteryTicket[]) {
  for (const ticket of rows) {
    const row = page.getByTestId(`ticket-${ticket.id}`);
    await expect(row).toHaveAttribute("data-state", ticket.state, { timeout: 30_000 });
    await expect(row.getByTestId("ticket-state")).toHaveText(l(lang, `ticketState.${ticket.state}`));
    await expect(row.getByTestId("ticket-numbers")).toHaveText(ticket.numbers.join(" - "));
    await expect(row.getByTestId("ticket-hits")).toHaveText(String(ticket.hits));
    await expect(row.getByTestId("ticket-win")).toContainText(formatMinor(ticket.win, lang, { decimals: 0 }));
    if (ticket.state === "won") {
      expect(ticket.hits).toBeGreaterThan(0);
      expect(BigInt(ticket.win)).toBe(BigInt(ticket.hits) * BigInt(ticket.units) * BigInt(ticket.payoutPerHit));
      await expect(row.getByTestId("ticket-matches").locator("li")).toHaveCount(ticket.matches.length);
    } else {
      expect(BigInt(ticket.win)).toBe(0n);
      if (ticket.betType === "lo2") await expect(row.getByTestId("ticket-matches")).toHaveCount(0);
    }
  }
}

/**
 * Step 7, "số đã đầy", with a member of its own (so the first member's balance stays exact): the
 * admin lowers the cap per number of lô 3 số (Elott, southern) to one điểm's payout, the member buys
 * one điểm of the language's number on EL3, then the same number again: refused with the server's
 * message, the number listed full under the digit pickers and its slip line marked full.
 *
 * The cap is deliberately NOT restored: the vi and en runs work in parallel on the same odds row
 * (each on its own number), and a restore by one run would race the other's second purchase. The
 * e2e server's data is thrown away at the next start.
 */
async function numberFull(browser: Browser, request: APIRequestContext, operator: string, lang: Lang) {
  const number = FULL_NUMBER[lang];
  const row = await consoleOddsRow(request, operator, "Elott", "southern", "lo3");
  const capped = await capAtOneUnit(request, operator, row);
  expect(BigInt(capped.capPerNumber)).toBe(BigInt(row.payoutPerHit));
  const { context, page, token } = await fundedMemberPage(browser, request, operator, lang, CAP_MEMBER_FUNDS);
  try {
    // Both purchases must land in the same draw: start with at least 30 s before its cut-off.
    const draw = await openDrawWithTime(request, "EL3", 30_000, 200_000);
    await page.goto("/lottery?game=EL3&view=betting");
    await expect(page.getByTestId("lottery-board")).toBeVisible();
    await expect(page.getByTestId("board-issue")).toContainText(draw.issue);
    await chooseBetType(page, "lo3");
    await addDigitsPick(page, number);
    await page.getByTestId("submit-bet").click();
    await expect(page.getByTestId("bet-success")).toContainText(draw.issue);
    await expect(page.getByTestId("slip-empty")).toBeVisible();

    await addDigitsPick(page, number);
    await page.getByTestId("submit-bet").click();
    const refusal = page.getByTestId("bet-error");
    await expect(refusal).toHaveText(serverMessage(lang, "lottery_number_full", { number }));
    if (lang === "vi") await expect(refusal).toHaveText(/^Số đã đầy/);
    await expect(page.getByTestId("full-numbers")).toContainText(number);
    await expect(page.getByTestId("slip-line").filter({ hasText: number }).getByTestId("slip-line-full")).toHaveText(
      l(lang, "slip.full"),
    );
    // The refusal bought nothing: the one điểm of the first purchase is all this member holds.
    const lines = (await memberTickets(request, token, { gameCode: "EL3" })).list;
    expect(lines.map((t) => [t.drawId, t.betType, t.numbers.join(), t.units])).toEqual([
      [draw.drawId, "lo3", number, "1"],
    ]);
    await lotteryShot(page, `${lang}-07-number-full`);
  } finally {
    await context.close();
  }
}

for (const lang of ["vi", "en"] as const) {
  test(`lottery: buy on EL1, settle, tickets, results, verification, a station's results, số đã đầy (${lang})`, async ({
    browser,
    request,
  }) => {
    const operator = await ownConsoleToken(request);
    const { token, context, page } = await fundedMemberPage(browser, request, operator, lang, MEMBER_FUNDS);
    expect(await mainBalance(request, token)).toBe(MEMBER_FUNDS);

    // ---- 1. /elott → EL1's board, on a draw with time enough to pick and buy ----
    const draw = await openDrawWithTime(request, "EL1", 30_000, 70_000);
    await page.goto("/elott");
    await expect(page.getByTestId("elott-game-EL1")).toBeVisible();
    await expect(headerBalance(page)).toHaveText(formatMinor(MEMBER_FUNDS, lang));
    await lotteryShot(page, `${lang}-01-elott`);
    await page.getByTestId("elott-play-EL1").click();
    await expect(page).toHaveURL(/\/lottery\?game=EL1&view=betting/);
    await expect(page.getByTestId("lottery-board")).toBeVisible();
    await expect(page.getByTestId("board-countdown")).toBeVisible();
    await expect(page.getByTestId("board-issue")).toContainText(draw.issue);

    // ---- 2. Lô 2 số on twenty numbers, đề, xiên 2 in one slip, bought for one draw ----
    await addGridPick(page, "lo2", LO_NUMBERS, "1");
    await addGridPick(page, "de", [DE_NUMBER], MONEY_UNITS);
    await addGridPick(page, "xien2", XIEN_NUMBERS, MONEY_UNITS);
    const lineCount = LO_NUMBERS.length + 2;
    await expect(page.getByTestId("slip-line")).toHaveCount(lineCount);
    await expect(page.getByTestId("slip-count")).toHaveText(String(lineCount));
    await lotteryShot(page, `${lang}-02-slip`);
    await page.setViewportSize(PHONE);
    await page.getByTestId("bet-slip").scrollIntoViewIfNeeded();
    await lotteryShot(page, `${lang}-02-slip-phone`);
    await page.setViewportSize(DESKTOP);
    // Still the same draw with a few seconds to go (the picks took a few seconds).
    expect(openMsLeft(await lotteryGame(request, "EL1"))).toBeGreaterThan(3_000);
    await page.getByTestId("submit-bet").click();
    await expect(page.getByTestId("bet-success")).toContainText(draw.issue);

    const bought = (await memberTickets(request, token, { gameCode: "EL1" })).list;
    expect(bought).toHaveLength(lineCount);
    expect(new Set(bought.map((t) => t.drawId))).toEqual(new Set([draw.drawId]));
    expect(
      bought
        .filter((t) => t.betType === "lo2")
        .map((t) => t.numbers[0])
        .sort(),
    ).toEqual([...LO_NUMBERS]);
    const stake = bought.reduce((sum, t) => sum + BigInt(t.stake), 0n);
    const afterPurchase = MEMBER_FUNDS - stake;
    expect(await mainBalance(request, token)).toBe(afterPurchase);
    await expect(headerBalance(page)).toHaveText(formatMinor(afterPurchase, lang), { timeout: 10_000 });
    await lotteryShot(page, `${lang}-02-bought`);

    // ---- 7 (while EL1 draws). Số đã đầy on EL3, with a member of its own ----
    await numberFull(browser, request, operator, lang);

    // ---- 3. The clock draws and settles; tickets and the header balance follow ----
    const settled = await settledTickets(request, token, draw.drawId, 120_000);
    const totalWin = settled.reduce((sum, t) => sum + BigInt(t.win), 0n);
    expect(await mainBalance(request, token)).toBe(afterPurchase + totalWin);
    // Pushed by balance_changed over the socket, no reload.
    await expect(headerBalance(page)).toHaveText(formatMinor(afterPurchase + totalWin, lang), { timeout: 15_000 });

    await page.getByTestId("board-tab-tickets").click();
    const pages = Math.ceil(settled.length / PAGE_SIZE);
    const pagesNav = page.getByRole("navigation", { name: l(lang, "tickets.pagesLabel") });
    for (let number = 1; number <= pages; number++) {
      if (number > 1) await pagesNav.getByRole("button", { name: l(lang, "pagination.next") }).click();
      const rows = await memberTickets(request, token, { gameCode: "EL1", page: number, pageSize: PAGE_SIZE });
      await checkTicketRows(page, lang, rows.list);
      if (number === 1) await lotteryShot(page, `${lang}-03-tickets`);
    }
    const won = settled.filter((t) => t.state === "won");
    if (won.length > 0) {
      await pagesNav.getByRole("button", { name: l(lang, "pagination.page").replace("{{page}}", "1") }).click();
      await page.getByTestId("tickets-filter-won").click();
      await expect(page.getByTestId("ticket-list").locator("> li")).toHaveCount(Math.min(won.length, PAGE_SIZE));
      await expect(page.getByTestId("ticket-list").locator('> li:not([data-state="won"])')).toHaveCount(0);
      await lotteryShot(page, `${lang}-03-tickets-won`);
    }

    // ---- 4. Results: the draw's classic table with the lô numbers' hits lit ----
    const loHits = settled.filter((t) => t.betType === "lo2").reduce((sum, t) => sum + t.hits, 0);
    await page.getByTestId("board-tab-bet").click();
    await chooseBetType(page, "lo2");
    for (const number of LO_NUMBERS) await page.getByTestId(`number-${number}`).click();
    await page.getByTestId("board-tab-results").click();
    await expect(page.getByTestId("results-focus")).toContainText(String(LO_NUMBERS.length));
    await page.getByTestId(`results-item-${draw.issue}`).click();
    const result = page.getByTestId("draw-result");
    await expect(result).toHaveAttribute("data-issue", draw.issue);
    await expect(result.getByTestId("draw-state")).toHaveAttribute("data-state", "settled");
    await expect(result.locator('[data-testid^="result-cell-"]')).toHaveCount(27);
    await expect(result.locator('[data-testid^="result-cell-"]').filter({ hasText: "…" })).toHaveCount(0);
    await expect(result.locator('[data-hit="true"]')).toHaveCount(loHits);
    if (won.some((t) => t.betType === "lo2")) expect(loHits).toBeGreaterThan(0);
    await lotteryShot(page, `${lang}-04-results`);

    // ---- 5. The draw's verification, recomputed in the browser ----
    await result.getByTestId("verify-link").click();
    await expect(page).toHaveURL(new RegExp(`/lottery\\?verify=${draw.drawId}$`));
    const verdict = page.getByTestId("verify-verdict");
    await expect(verdict).toHaveAttribute("data-match", "true");
    await expect(verdict).toHaveText(l(lang, "verify.match"));
    if (lang === "vi") await expect(verdict).toHaveText("Khớp");
    await expect(page.getByTestId("verify-chain-check")).toHaveAttribute("data-ok", "true");
    await expect(page.getByTestId("verify-result-check")).toHaveAttribute("data-ok", "true");
    await lotteryShot(page, `${lang}-05-verify`);
    await page.setViewportSize(PHONE);
    await lotteryShot(page, `${lang}-05-verify-phone`);
    await page.setViewportSize(DESKTOP);

    // ---- 6. A Miền Nam station's results: 18 numbers ----
    // The page opens the newest draw with numbers, as the API lists them (one being revealed live
    // shows the numbers so far; a finished one all 18).
    const stationDraws = await publicResults(request, "MN_HCM");
    const shown = stationDraws.find((d) => d.result !== null && d.revealed > 0);
    expect(shown, "a Miền Nam draw with results").toBeTruthy();
    await page.goto("/vnlottery?game=MN_HCM&tab=results");
    const station = page.getByTestId("station-view-MN_HCM");
    await expect(station).toBeVisible();
    const stationResult = station.getByTestId("draw-result");
    await expect(stationResult).toHaveAttribute("data-issue", shown!.issue);
    await expect(stationResult.getByTestId("results-table")).toBeVisible();
    const stationCells = stationResult.locator('[data-testid^="result-cell-"]');
    await expect(stationCells).toHaveCount(18);
    const complete = shown!.state === "drawn" || shown!.state === "settled";
    await expect(stationCells.filter({ hasText: /^\d{2,6}$/ })).toHaveCount(complete ? 18 : shown!.revealed);
    if (complete) {
      const special = shown!.result!.prizes.find((p) => p.prize === "DB")!.numbers[0]!;
      expect(special).toMatch(/^\d{6}$/);
      await expect(stationResult.getByTestId("result-cell-DB-0")).toHaveText(special);
    }
    await lotteryShot(page, `${lang}-06-station-results`);

    await context.close();
  });
}
