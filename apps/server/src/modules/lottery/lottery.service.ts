import { createHash } from "node:crypto";
import {
  LOTTERY_BET_TYPES,
  LOTTERY_PRIZES,
  lotteryRtp,
  lotteryRtpBp,
  localizedName,
  padLotteryNumber,
  revealOrder,
  settleLine,
  validateLine,
  type ErrorCode,
  type Language,
  type LotteryBetCode,
  type LotteryBuyResult,
  type LotteryDrawSummary,
  type LotteryGame,
  type LotteryGroup,
  type LotteryOddsWire,
  type LotteryTicket,
  type MemberEvent,
} from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { operationFingerprint } from "../ledger/index.ts";
import * as repo from "./lottery.repository.ts";

/*
 * The lottery's member side (issue 14): the menu, game details, results, statistics, popular
 * numbers, purchases, tickets and verification. Purchases are one SQL statement (lottery_buy:
 * idempotency, open draw, odds, caps, the ledger leg, the lines, the round of the betting record);
 * settlement pays each drawn draw once (lottery_settle), also one statement.
 */

export type LotterySignals = { notify(memberId: bigint, event: MemberEvent): Promise<void> };
export type LotteryDeps = { db: Db; signals: LotterySignals; log?: { warn(obj: object, msg: string): void } };

const GROUP_OF = { north: "NORTH", central: "CENTRAL", south: "SOUTH" } as const;
const GROUP_LABELS: Record<LotteryGroup, Record<Language, string>> = {
  NORTH: { vi: "Miền Bắc", en: "Northern", zh: "北部", ja: "北部", th: "ภาคเหนือ" },
  CENTRAL: { vi: "Miền Trung", en: "Central", zh: "中部", ja: "中部", th: "ภาคกลาง" },
  SOUTH: { vi: "Miền Nam", en: "Southern", zh: "南部", ja: "南部", th: "ภาคใต้" },
  ELOTT: { vi: "Xổ số siêu tốc", en: "Fast lottery", zh: "极速彩", ja: "スピード宝くじ", th: "หวยด่วน" },
};
const groupOf = (g: repo.GameRow): LotteryGroup => (g.kind === "fast" ? "ELOTT" : GROUP_OF[g.region!]);

const totalNumbers = (structure: "north" | "southern") =>
  LOTTERY_PRIZES[structure].reduce((sum, prize) => sum + prize.count, 0);

/** A draw as the player sees it: a drawing draw shows only the numbers revealed so far (lowest prize first). */
export function drawSummary(row: repo.DrawRow, structure: "north" | "southern"): LotteryDrawSummary {
  const total = totalNumbers(structure);
  let revealed = 0;
  let result = row.result;
  if (result && row.state === "drawing" && row.reveal_step_seconds > 0) {
    const elapsed = Math.max(0, row.now.getTime() - row.draw_at.getTime());
    revealed = Math.min(total, Math.floor(elapsed / (row.reveal_step_seconds * 1000)) + 1);
    const shown = new Set(
      revealOrder(structure)
        .slice(0, revealed)
        .map(([prize, index]) => `${prize}:${index}`),
    );
    result = {
      prizes: result.prizes.map((p) => ({
        prize: p.prize,
        numbers: p.numbers.map((n, i) => (shown.has(`${p.prize}:${i}`) ? n : "")),
      })),
    };
  } else if (result) {
    revealed = total;
  }
  if (row.state === "scheduled" || row.state === "open" || row.state === "closed") result = null;
  return {
    drawId: row.id.toString(),
    gameCode: row.game_code,
    issue: row.issue,
    stationCode: row.station_code,
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    state: row.state as LotteryDrawSummary["state"],
    source: row.source,
    result,
    revealed: result ? revealed : 0,
  };
}

export function gameWire(g: repo.GameRow, language: Language): LotteryGame {
  return {
    code: g.code,
    gameId: g.game_id,
    name: localizedName(g.name_i18n as never, g.name, language),
    kind: g.kind,
    group: groupOf(g),
    region: g.region,
    stationCode: g.station_code,
    structure: g.structure,
    prizeMode: g.prize_mode,
    intervalSeconds: g.interval_seconds,
    cutoffSeconds: g.cutoff_seconds,
    resultSource: g.result_source,
    enabled: g.enabled && !g.maintenance,
    next: g.next ? drawSummary(g.next, g.structure) : null,
  };
}

export async function menu(db: DbClient, language: Language) {
  const games = await repo.allGames(db, true);
  const groups: LotteryGroup[] = ["NORTH", "CENTRAL", "SOUTH", "ELOTT"];
  return {
    gameMenus: groups.map((code) => ({
      gameGroupCode: code,
      labelName: GROUP_LABELS[code][language],
      games: games.filter((g) => groupOf(g) === code).map((g) => gameWire(g, language)),
    })),
    serverTime: new Date().toISOString(),
  };
}

export async function recent(db: DbClient, memberId: bigint, language: Language) {
  const [codes, games] = await Promise.all([repo.recentCodes(db, memberId), repo.allGames(db, true)]);
  const byCode = new Map(games.map((g) => [g.code, g]));
  return { games: codes.flatMap((code) => (byCode.has(code) ? [gameWire(byCode.get(code)!, language)] : [])) };
}

async function gameOrThrow(db: DbClient, code: string): Promise<repo.GameRow> {
  const game = await repo.gameByCode(db, code);
  if (!game) throw new AppError("lottery_game_not_found");
  return game;
}

export const oddsWire = (row: repo.OddsRow): LotteryOddsWire => ({
  betType: row.bet_type,
  unitPrice: row.unit_price.toString(),
  payoutPerHit: row.payout_per_hit.toString(),
  maxUnits: row.max_units,
  capPerNumber: row.cap_per_number.toString(),
  capPerMember: row.cap_per_member.toString(),
  enabled: row.enabled,
  rtpBp: rtpBpOf(row),
});

const betOdds = (row: repo.OddsRow) => ({
  prizeMode: row.prize_mode,
  structure: row.structure,
  betType: row.bet_type as LotteryBetCode,
  unitPrice: row.unit_price,
  payoutPerHit: row.payout_per_hit,
  ...(row.payout_by_selection ? { payoutBySelection: row.payout_by_selection } : {}),
});

/** The exact RTP of an odds row in basis points, rounded down (tổng: its best sum). */
export function rtpBpOf(row: repo.OddsRow): number {
  if (!(row.bet_type in LOTTERY_BET_TYPES)) return 0;
  return Number(lotteryRtpBp(row.structure, row.bet_type as LotteryBetCode, betOdds(row)));
}

/** True when the row returns more than it takes (exactly, not rounded). */
export function rtpAbove100(row: repo.OddsRow): boolean {
  if (!(row.bet_type in LOTTERY_BET_TYPES)) return true;
  const { numerator, denominator } = lotteryRtp(row.structure, row.bet_type as LotteryBetCode, betOdds(row));
  return numerator > denominator;
}

export async function gameDetail(db: DbClient, code: string, language: Language) {
  const game = await gameOrThrow(db, code);
  const [upcoming, odds, chain, partners] = await Promise.all([
    repo.upcomingDraws(db, code, 5),
    repo.oddsRows(db, game.prize_mode, game.structure),
    repo.chainOf(db, code),
    repo.partnerGames(db, code),
  ]);
  return {
    game: gameWire(game, language),
    upcoming: upcoming.map((d) => drawSummary(d, game.structure)),
    odds: odds.map(oddsWire),
    chain: chain ? { chainNo: chain.chain_no, length: chain.length, terminalHash: chain.terminal_hash } : null,
    partners: partners.map((p) => ({
      code: p.code,
      name: localizedName(p.name_i18n as never, p.name, language),
      drawId: p.draw_id.toString(),
    })),
    serverTime: new Date().toISOString(),
  };
}

export async function results(db: DbClient, code: string, page: number, pageSize: number) {
  const game = await gameOrThrow(db, code);
  const { total, rows } = await repo.openedDraws(db, code, page, pageSize);
  return { total, page, pageSize, list: rows.map((d) => drawSummary(d, game.structure)) };
}

export async function opened(db: DbClient, code: string, issue: string | undefined) {
  const game = await gameOrThrow(db, code);
  const draw = await repo.drawByIssue(db, code, issue);
  if (!draw) throw new AppError("lottery_draw_not_found");
  return drawSummary(draw, game.structure);
}

export async function stats(db: DbClient, code: string, draws: number) {
  await gameOrThrow(db, code);
  const { counted, rows } = await repo.endingStats(db, { gameCode: code }, draws);
  const heads = Array.from({ length: 10 }, () => 0);
  const tails = Array.from({ length: 10 }, () => 0);
  for (const { n, hits } of rows) {
    heads[Math.floor(n / 10)]! += hits;
    tails[n % 10]! += hits;
  }
  return {
    draws: counted,
    numbers: rows.map((r) => ({ number: padLotteryNumber(r.n, 2), hits: r.hits, gan: r.gan })),
    heads,
    tails,
  };
}

/** Popular numbers (spec §3, §9): the most frequent endings of the prize mode's last 30 draws — results only. */
export const POPULAR_WINDOW = 30;
export async function popular(db: DbClient, prizeMode: "Lott" | "ZY" | "Elott" | "SEA", count: number) {
  const { counted, rows } = await repo.endingStats(db, { prizeMode }, POPULAR_WINDOW);
  const ranked = [...rows].sort((a, b) => b.hits - a.hits || a.gan - b.gan || a.n - b.n).slice(0, count);
  return {
    prizeMode,
    draws: counted,
    numbers: ranked.map((r) => ({ number: padLotteryNumber(r.n, 2), hits: r.hits, gan: r.gan })),
  };
}

/* ---- Purchase ---- */

/**
 * The exposure key of a line's numbers (per bet type): the number itself; several numbers sorted and
 * packed base 100 (2-digit numbers, at most 9); ten numbers (trượt 10) the first 8 bytes of their
 * SHA-256, as a signed int8.
 */
export function numberKey(numbers: readonly number[]): bigint {
  if (numbers.length === 1) return BigInt(numbers[0]!);
  const sorted = [...numbers].sort((a, b) => a - b);
  if (sorted.length <= 9) return sorted.reduce((key, n) => key * 100n + BigInt(n), 0n);
  return createHash("sha256").update(sorted.join(",")).digest().readBigInt64BE(0);
}

/** The numbers of an exposure key (null when it is a hash: read it from a line). */
export function numbersOfKey(key: bigint, betType: string): number[] | null {
  const type = LOTTERY_BET_TYPES[betType as LotteryBetCode];
  const count = type?.numbersPerLine ?? 1;
  if (count === 1) return [Number(key)];
  if (count > 9) return null;
  const numbers: number[] = [];
  let rest = key;
  for (let i = 0; i < count; i += 1) {
    numbers.unshift(Number(rest % 100n));
    rest /= 100n;
  }
  return numbers;
}

const LINE_ERRORS: Record<string, ErrorCode> = {
  lottery_bet_type_unavailable: "lottery_bet_type_unavailable",
  lottery_wrong_count: "lottery_bad_numbers",
  lottery_bad_numbers: "lottery_bad_numbers",
  lottery_duplicate_numbers: "lottery_duplicate_numbers",
};

export type BuyInput = {
  requestId: string;
  drawId: bigint;
  lines: { betType: string; numbers: string[]; units: bigint; partnerGame?: string | undefined }[];
};

async function signal(deps: LotteryDeps, memberId: bigint): Promise<void> {
  try {
    await deps.signals.notify(memberId, { type: "balance_changed" });
  } catch (error) {
    deps.log?.warn({ err: error, memberId: memberId.toString() }, "realtime notify failed");
  }
}

/**
 * Validates every line against the draw's structure (bet type offered, digit count, how many
 * numbers, distinct numbers) before anything is stored; the SQL function checks the draw, the odds,
 * the caps and the money in the same statement that writes.
 */
/** Draw id → structure, per process: a draw's game never changes, so a purchase needs no read before its statement. */
const structures = new Map<string, "north" | "southern">();
const STRUCTURES_KEPT = 20_000;

async function structureOfDraw(db: DbClient, drawId: bigint): Promise<"north" | "southern"> {
  const key = drawId.toString();
  const known = structures.get(key);
  if (known) return known;
  const structure = await repo.drawStructure(db, drawId);
  if (!structure) throw new AppError("lottery_draw_not_found");
  if (structures.size >= STRUCTURES_KEPT) structures.clear();
  structures.set(key, structure);
  return structure;
}

export async function buy(deps: LotteryDeps, memberId: bigint, input: BuyInput): Promise<LotteryBuyResult> {
  const game = { structure: await structureOfDraw(deps.db, input.drawId) };
  const lines: repo.BuyLine[] = input.lines.map((line) => {
    const type = LOTTERY_BET_TYPES[line.betType as LotteryBetCode];
    if (!type) throw new AppError("lottery_bet_type_unavailable");
    if (line.numbers.some((n) => n.length !== type.digits)) throw new AppError("lottery_bad_numbers");
    const numbers = line.numbers.map(Number);
    const error = validateLine(game.structure, line.betType, numbers);
    if (error) throw new AppError(LINE_ERRORS[error] ?? "lottery_bad_numbers");
    // Đá 2 đài names its second station; no other bet does (the statement checks the station's draw).
    if (Boolean(type.twoStations) !== (line.partnerGame !== undefined)) throw new AppError("lottery_partner_invalid");
    return {
      betType: line.betType,
      numbers,
      units: line.units,
      key: numberKey(numbers),
      ...(line.partnerGame ? { partner: line.partnerGame } : {}),
    };
  });
  const outcome = await repo.buyCall(deps.db, {
    memberId,
    key: input.requestId,
    fingerprint: operationFingerprint({
      kind: "bet",
      fingerprint: {
        lottery: true,
        drawId: input.drawId,
        lines: input.lines.map(
          (l) => `${l.betType}:${l.numbers.join(",")}:${l.units}${l.partnerGame ? `:${l.partnerGame}` : ""}`,
        ),
      },
    }),
    drawId: input.drawId,
    lines,
  });
  if (!outcome.ok) {
    if (outcome.params) throw new AppError(outcome.code as ErrorCode, outcome.params);
    const params: Record<string, string> = {};
    if (outcome.code === "lottery_number_full" || outcome.code === "lottery_member_cap") {
      const [betType, key] = (outcome.detail ?? "|").split("|");
      const line = lines.find((l) => l.betType === betType && l.key.toString() === key);
      const digits = line ? LOTTERY_BET_TYPES[line.betType as LotteryBetCode].digits : 2;
      params.number = line ? line.numbers.map((n) => padLotteryNumber(n, digits)).join("-") : "";
    }
    if (outcome.code === "lottery_units_invalid") params.max = outcome.detail ?? "";
    if (outcome.code === "lottery_partner_invalid") params.game = outcome.detail ?? "";
    throw new AppError(outcome.code as ErrorCode, params);
  }
  if (!outcome.replayed) await signal(deps, memberId);
  return outcome.value;
}

/* ---- Tickets ---- */

export async function tickets(
  db: DbClient,
  memberId: bigint,
  query: { state?: string; gameCode?: string; drawId?: string; page: number; pageSize: number },
  language: Language,
) {
  const { total, rows } = await repo.tickets(db, memberId, {
    ...(query.state ? { state: query.state } : {}),
    ...(query.gameCode ? { gameCode: query.gameCode } : {}),
    ...(query.drawId ? { drawId: BigInt(query.drawId) } : {}),
    page: query.page,
    pageSize: query.pageSize,
  });
  return { total, page: query.page, pageSize: query.pageSize, list: rows.map((row) => ticketWire(row, language)) };
}

/** One of the member's lines (the chat's "share my ticket", issue 16), or null when it is not theirs. */
export async function memberTicket(
  db: DbClient,
  memberId: bigint,
  ticketId: bigint,
  language: Language,
): Promise<LotteryTicket | null> {
  const { rows } = await repo.tickets(db, memberId, { ticketId, page: 1, pageSize: 1 });
  return rows[0] ? ticketWire(rows[0], language) : null;
}

export function ticketWire(row: repo.TicketRow, language: Language): LotteryTicket {
  const type = LOTTERY_BET_TYPES[row.bet_type as LotteryBetCode];
  const digits = type?.digits ?? 2;
  const numbers = row.numbers.map(Number);
  const settled =
    row.result && type && (!type.twoStations || row.partner_result)
      ? settleLine(row.structure, type.code, numbers, row.result, row.partner_result ?? undefined)
      : null;
  return {
    id: row.id.toString(),
    drawId: row.draw_id.toString(),
    gameCode: row.game_code,
    gameName: localizedName(row.game_name_i18n as never, row.game_name, language),
    issue: row.issue,
    drawAt: row.draw_at.toISOString(),
    betType: row.bet_type,
    numbers: numbers.map((n) => padLotteryNumber(n, digits)),
    partner:
      row.partner_draw_id !== null
        ? {
            gameCode: row.partner_game_code ?? "",
            gameName: localizedName(row.partner_game_name_i18n as never, row.partner_game_name ?? "", language),
            drawId: row.partner_draw_id.toString(),
          }
        : null,
    units: row.units.toString(),
    stake: row.stake.toString(),
    payoutPerHit: row.payout_per_hit.toString(),
    state: row.state,
    hits: row.hits ?? 0,
    win: (row.win ?? 0n).toString(),
    matches: settled?.matches ?? [],
    createdAt: row.created_at.toISOString(),
  };
}

/* ---- Verification ---- */

export async function verify(db: DbClient, drawId: bigint) {
  const row = await repo.verification(db, drawId);
  // Only a complete result is verifiable: before (or during) the reveal the link stays secret.
  if (!row || !row.seed || !row.result || !["drawn", "settled"].includes(row.status) || !row.previous_link) {
    throw new AppError("lottery_draw_not_found");
  }
  return {
    drawId: row.id.toString(),
    gameCode: row.game_code,
    issue: row.issue,
    drawKey: row.draw_key,
    structure: row.structure,
    source: row.source,
    chainNo: row.chain_no,
    chainIndex: row.chain_index,
    chainLength: row.length,
    terminalHash: row.terminal_hash,
    seed: row.seed,
    previousLink: row.previous_link,
    result: row.result,
  };
}

export async function chains(db: DbClient) {
  return (await repo.chains(db)).map((c) => ({
    gameCode: c.game_code,
    chainNo: c.chain_no,
    length: c.length,
    terminalHash: c.terminal_hash,
    createdAt: c.created_at.toISOString(),
  }));
}

/* ---- Settlement ---- */

/** Settles every drawn draw (oldest first) and tells the winners their balance changed. */
export async function settleDrawn(deps: LotteryDeps, limit = 100): Promise<number> {
  let settled = 0;
  for (const drawId of await repo.drawnDraws(deps.db, limit)) {
    const outcome = await repo.settleCall(deps.db, drawId);
    if (outcome.replayed) continue;
    settled += 1;
    if (outcome.winners > 0n) {
      for (const memberId of await repo.drawMembers(deps.db, drawId, true)) await signal(deps, memberId);
    }
  }
  return settled;
}

/** Cancels a draw that is not settled: every line refunded (one ledger operation), members told. */
export async function cancelDraw(deps: LotteryDeps, drawId: bigint, reason: string) {
  let outcome;
  try {
    outcome = await repo.cancelCall(deps.db, drawId, reason);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "LT404") throw new AppError("lottery_draw_not_found");
    if (code === "LT409") throw new AppError("lottery_draw_state_invalid");
    throw error;
  }
  for (const memberId of await repo.drawMembers(deps.db, drawId, false)) await signal(deps, memberId);
  return outcome;
}
