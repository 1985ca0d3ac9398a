import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  CONSOLE_PATHS,
  PATHS,
  type ConsoleLotteryOdds,
  type LotteryDrawSummary,
  type LotteryGameDetail,
  type LotteryTicket,
  type LotteryTicketsPage,
} from "@lotus/contracts/web";
import { call } from "./money.ts";

/*
 * Set-up and waits of the lottery flow (issue 14 "Must show", e2e/tests/lottery-flow.spec.ts): the
 * open draw of a fast game read through the member API, the member's lines of a draw, the console's
 * odds row, the server's localized refusal text, and screenshots.
 */

type Envelope<T> = { success: boolean; code: string; message: string; value: T };

/** A public member call (no login). */
async function publicGet<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok() || !body.success) throw new Error(`${url} answered ${response.status()} ${body.code}`);
  return body.value;
}

export const lotteryGame = (request: APIRequestContext, code: string) =>
  publicGet<LotteryGameDetail>(request, PATHS.lotteryGame.replace(":code", encodeURIComponent(code)));

/** A game's draws with their results, newest first (the first page, as the results pages read it). */
export const publicResults = async (request: APIRequestContext, gameCode: string) =>
  (
    await publicGet<{ list: LotteryDrawSummary[] }>(
      request,
      `${PATHS.lotteryResults}?gameCode=${encodeURIComponent(gameCode)}&page=1&pageSize=10`,
    )
  ).list;

/** Milliseconds the game's draw taking bets stays open, on the server's clock (0 when none is open). */
export function openMsLeft(detail: LotteryGameDetail): number {
  const next = detail.game.next;
  if (!next || next.state !== "open") return 0;
  return Math.max(0, Date.parse(next.closesAt) - Date.parse(detail.serverTime));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (polling once a second) until the game has a draw taking bets for at least `minLeftMs`
 * more, so a purchase made in the page lands in that draw and not at its cut-off.
 */
export async function openDrawWithTime(
  request: APIRequestContext,
  code: string,
  minLeftMs: number,
  timeoutMs: number,
): Promise<LotteryDrawSummary> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = await lotteryGame(request, code);
    if (openMsLeft(detail) >= minLeftMs) return detail.game.next!;
    if (Date.now() > deadline) throw new Error(`no draw of ${code} open for ${minLeftMs} ms within ${timeoutMs} ms`);
    await pause(1_000);
  }
}

/** The member's lines, newest first, as the tickets tab asks for them. */
export const memberTickets = (
  request: APIRequestContext,
  token: string,
  filter: { gameCode?: string; drawId?: string; page?: number; pageSize?: number },
) => {
  const query = new URLSearchParams(
    Object.entries({ page: 1, pageSize: 100, ...filter }).map(([key, value]) => [key, String(value)]),
  );
  return call<LotteryTicketsPage>(request, "get", `${PATHS.lotteryTickets}?${query}`, token);
};

/** Waits until every line of the draw is settled (won or lost) and answers them. */
export async function settledTickets(
  request: APIRequestContext,
  token: string,
  drawId: string,
  timeoutMs: number,
): Promise<LotteryTicket[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { list } = await memberTickets(request, token, { drawId });
    if (list.length > 0 && list.every((ticket) => ticket.state === "won" || ticket.state === "lost")) return list;
    if (Date.now() > deadline)
      throw new Error(`the lines of draw ${drawId} were not settled: ${list.map((t) => t.state).join(", ")}`);
    await pause(2_000);
  }
}

/** One odds row of the console (prize mode × structure × bet type). */
export async function consoleOddsRow(
  request: APIRequestContext,
  operator: string,
  prizeMode: ConsoleLotteryOdds["prizeMode"],
  structure: ConsoleLotteryOdds["structure"],
  betType: string,
): Promise<ConsoleLotteryOdds> {
  const rows = await call<ConsoleLotteryOdds[]>(
    request,
    "get",
    `${CONSOLE_PATHS.lotteryOdds}?prizeMode=${prizeMode}&structure=${structure}`,
    operator,
  );
  const row = rows.find((r) => r.betType === betType);
  if (!row) throw new Error(`no odds row ${prizeMode} ${structure} ${betType}`);
  return row;
}

/**
 * Lowers a row's cap per number to the liability of exactly one unit (one điểm of lô: its payout
 * per hit), so a second unit of the same number in one draw is refused as "số đã đầy". Everything
 * else of the row stays as read.
 */
export async function capAtOneUnit(
  request: APIRequestContext,
  operator: string,
  row: ConsoleLotteryOdds,
): Promise<ConsoleLotteryOdds> {
  const payout = BigInt(row.payoutPerHit);
  const capPerMember = BigInt(row.capPerMember) < payout ? payout : BigInt(row.capPerMember);
  const next = { ...row, capPerNumber: payout.toString(), capPerMember: capPerMember.toString() };
  await call(request, "put", CONSOLE_PATHS.lotteryOdds, operator, {
    prizeMode: next.prizeMode,
    structure: next.structure,
    betType: next.betType,
    unitPrice: next.unitPrice,
    payoutPerHit: next.payoutPerHit,
    maxUnits: next.maxUnits,
    capPerNumber: next.capPerNumber,
    capPerMember: next.capPerMember,
    enabled: next.enabled,
  });
  return next;
}

const SERVER_I18N = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/server/src/i18n");

/** The server's localized message of an error code, its {placeholders} filled in. */
export function serverMessage(language: string, code: string, values: Record<string, string> = {}): string {
  const catalogue = JSON.parse(fs.readFileSync(path.join(SERVER_I18N, `${language}.json`), "utf8")) as Record<
    string,
    unknown
  >;
  const message = catalogue[code];
  if (typeof message !== "string") throw new Error(`no server message ${language}:${code}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

export const LOTTERY_SHOTS = "/tmp/shots-lottery-flow";
fs.mkdirSync(LOTTERY_SHOTS, { recursive: true });

/** A screenshot of the flow with opening animations run to their end. */
export const lotteryShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(LOTTERY_SHOTS, `${name}.png`), animations: "disabled" });
