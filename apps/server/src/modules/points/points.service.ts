import {
  POINTS_ADDRESS_MAX,
  POINTS_ADDRESS_MIN,
  POINTS_CONVERT_BONUS_DAYS,
  POINTS_CONVERT_TURNOVER,
  POINTS_ENTRY_KINDS,
  POINTS_PHONE_PATTERN,
  POINTS_RATE_KINDS,
  convertCash,
  localized,
  pointsTypeOf,
  type ConsolePointsExchange,
  type ConsolePointsGoods,
  type Language,
  type MemberEvent,
  type PointsConfig,
  type PointsConversion,
  type PointsEntry,
  type PointsExchange,
  type PointsExchangeState,
  type PointsGoods,
  type PointsGoodsType,
  type PointsType,
} from "@lotus/contracts";
import { inTransaction, type Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { checkPaymentPassword } from "../cashier/index.ts";
import { balanceOf, pointsAccount } from "../ledger/index.ts";
import { giveGrant } from "../promotions/index.ts";
import * as repo from "./points.repository.ts";

/*
 * Points and the points mall (issue 15): the member's balance (a ledger account), details (its
 * entries), the rules and comparison table, the goods, exchanges (applying → approved | rejected with
 * a refund) and conversions to cash (a bonus with 1× turnover through the promotions module). Each
 * money step is one SQL function (sql/points_*.sql); this file checks input, the payment password and
 * shapes answers.
 */

export type PointsSignals = { notify(memberId: bigint, event: MemberEvent): Promise<void> };
export type PointsDeps = { db: Db; signals?: PointsSignals; log?: { warn(obj: object, msg: string): void } };

const DAY_MS = 86_400_000;

async function signal(deps: PointsDeps, memberId: bigint): Promise<void> {
  try {
    await deps.signals?.notify(memberId, { type: "balance_changed" });
  } catch (error) {
    deps.log?.warn({ err: error, memberId: memberId.toString() }, "realtime notify failed");
  }
}

/* ------------------------------------------------------------------ balance, details, config */

export async function balance(db: Db, memberId: bigint): Promise<{ balance: string; earned: string; spent: string }> {
  const [points, totals] = await Promise.all([balanceOf(db, pointsAccount(memberId)), repo.totals(db, memberId)]);
  return { balance: points.toString(), earned: totals.earned.toString(), spent: totals.spent.toString() };
}

export async function details(
  db: Db,
  memberId: bigint,
  type: PointsType | undefined,
  page: number,
  size: number,
): Promise<{ total: number; page: number; size: number; list: PointsEntry[] }> {
  const kinds = type ? POINTS_ENTRY_KINDS.filter((kind) => pointsTypeOf(kind) === type) : null;
  const rows = await repo.entries(db, memberId, kinds, page, size);
  return {
    total: rows[0]?.total ?? 0,
    page,
    size,
    list: rows.map((row) => ({
      id: row.id.toString(),
      time: row.created_at.toISOString(),
      type: pointsTypeOf(row.kind),
      kind: row.kind,
      pointsChange: row.points.toString(),
      pointsBalance: row.balance_after.toString(),
      sources: row.sources,
      baseAmount: row.base_amount.toString(),
      reference: row.reference,
    })),
  };
}

export async function config(db: Db): Promise<PointsConfig> {
  const [rates, setting] = await Promise.all([repo.rates(db), repo.setting(db)]);
  return {
    rates: rates.map((r) => ({ kind: r.kind, perAmount: r.per_amount.toString(), enabled: r.enabled })),
    convert: {
      points: setting.convert_points.toString(),
      cash: setting.convert_cash.toString(),
      minPoints: setting.convert_min.toString(),
      enabled: setting.convert_enabled,
    },
    convertTurnover: POINTS_CONVERT_TURNOVER,
    neverExpire: true,
  };
}

/* ------------------------------------------------------------------ goods */

function goodsWire(row: repo.GoodsRow, language: Language): PointsGoods {
  return {
    goodsId: row.id.toString(),
    exchangeType: row.type,
    productName: localized(row.name, language),
    description: localized(row.description, language),
    image: row.image,
    needPoints: row.points_price.toString(),
    needAmount: row.cash_price.toString(),
    remainQuantity: row.stock,
    exchangedQuantity: row.exchanged,
  };
}

export async function goods(
  db: Db,
  type: PointsGoodsType | undefined,
  page: number,
  size: number,
  language: Language,
): Promise<{ total: number; page: number; size: number; list: PointsGoods[] }> {
  const rows = await repo.goodsPage(db, type ?? null, page, size);
  return { total: rows[0]?.total ?? 0, page, size, list: rows.map((row) => goodsWire(row, language)) };
}

export function consoleGoodsWire(row: repo.GoodsRow): ConsolePointsGoods {
  return {
    id: row.id.toString(),
    type: row.type,
    name: row.name,
    description: row.description,
    image: row.image,
    pointsPrice: row.points_price.toString(),
    cashPrice: row.cash_price.toString(),
    stock: row.stock,
    exchanged: row.exchanged,
    enabled: row.enabled,
    sort: row.sort,
    updatedAt: row.updated_at.toISOString(),
  };
}

/* ------------------------------------------------------------------ exchanges */

export function exchangeWire(row: repo.ExchangeRow, language: Language): PointsExchange {
  return {
    orderNo: row.order_no,
    applyTime: row.created_at.toISOString(),
    exchangeType: row.type,
    productName: localized(row.name, language),
    image: row.image,
    quantity: row.quantity,
    needPoints: row.points.toString(),
    needAmount: row.cash.toString(),
    status: row.status,
    pointsChange: (-row.points).toString(),
    pointsBalance: row.points_balance.toString(),
    remark: row.reason,
    address: row.address,
    phone: row.phone,
    payerAccount: row.account,
    payAmount: row.cash.toString(),
    remainQuantity: row.stock,
    exchangedQuantity: row.exchanged,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

export function consoleExchangeWire(row: repo.ExchangeRow): ConsolePointsExchange {
  return {
    ...exchangeWire(row, "vi"),
    id: row.id.toString(),
    memberId: row.member_id.toString(),
    account: row.account,
    goodsId: row.goods_id.toString(),
    reviewedBy: row.reviewed_by,
  };
}

export type RedeemInput = {
  goodsId: string;
  quantity: number;
  address: string;
  phone: string;
  paymentPassword: string;
  requestId: string;
};

/** The delivery fields, trimmed and checked (bad lengths or phone: 422 with the field's code). */
export function deliveryOf(input: { address: string; phone: string }): { address: string; phone: string } {
  const address = input.address.trim();
  const phone = input.phone.replace(/[\s.-]/g, "");
  if ([...address].length < POINTS_ADDRESS_MIN || [...address].length > POINTS_ADDRESS_MAX) {
    throw new AppError("points_address_invalid");
  }
  if (!POINTS_PHONE_PATTERN.test(phone)) throw new AppError("points_phone_invalid");
  return { address, phone };
}

/**
 * Exchanges points (and the cash price, if any) for goods: a repeat of the request id answers the first
 * exchange before anything else; then the delivery fields, the payment password, and one statement
 * (points_exchange_apply: stock under the goods' lock, points, cash, the exchange 'applying').
 */
export async function redeem(
  deps: PointsDeps,
  memberId: bigint,
  input: RedeemInput,
  language: Language,
): Promise<PointsExchange> {
  const db = deps.db;
  const delivery = deliveryOf(input);
  // A retry of an exchange already made is answered by the statement's claim (the first exchange, or
  // idempotency_conflict for other fields) without the password and its throttle.
  const first = await repo.exchangeByRequest(db, memberId, input.requestId);
  if (!first) await checkPaymentPassword(db, memberId, input.paymentPassword);
  const outcome = await repo.applyExchange(db, {
    memberId,
    requestId: input.requestId,
    goodsId: BigInt(input.goodsId),
    quantity: input.quantity,
    ...delivery,
  });
  if (outcome.code !== "ok" || outcome.exchange_id === null) throw new AppError("idempotency_conflict");
  const row = await repo.exchangeById(db, outcome.exchange_id);
  if (!row) throw new Error("points: exchange vanished");
  if (!outcome.replayed) await signal(deps, memberId);
  return exchangeWire(row, language);
}

export async function exchangeList(
  db: Db,
  memberId: bigint,
  status: PointsExchangeState | undefined,
  page: number,
  size: number,
  language: Language,
): Promise<{ total: number; page: number; size: number; list: PointsExchange[] }> {
  const rows = await repo.exchanges(db, { memberId, ...(status ? { status } : {}) }, page, size);
  return { total: rows[0]?.total ?? 0, page, size, list: rows.map((row) => exchangeWire(row, language)) };
}

/** An operator's review: approve, or reject with a reason (points and cash back). Twice: moves once. */
export async function review(
  deps: PointsDeps,
  id: bigint,
  action: "approve" | "reject",
  reason: string,
  operator: string,
): Promise<{ exchange: ConsolePointsExchange; replayed: boolean; before: PointsExchangeState }> {
  const before = await repo.exchangeById(deps.db, id);
  if (!before) throw new AppError("points_exchange_not_found");
  const outcome = await repo.reviewExchange(deps.db, id, action, reason, operator);
  const row = await repo.exchangeById(deps.db, id);
  if (!row) throw new Error("points: exchange vanished");
  if (!outcome.replayed) await signal(deps, row.member_id);
  return { exchange: consoleExchangeWire(row), replayed: outcome.replayed, before: before.status };
}

/* ------------------------------------------------------------------ conversion to cash */

function conversionWire(row: repo.ConversionRow): PointsConversion {
  return {
    orderNo: row.order_no,
    applyTime: row.created_at.toISOString(),
    points: row.points.toString(),
    cash: row.cash.toString(),
    turnover: POINTS_CONVERT_TURNOVER,
    pointsBalance: row.points_balance.toString(),
  };
}

/**
 * Converts points to cash at the brand's fixed rate: whole multiples of the rate, at least the minimum.
 * One transaction: the points leave (points_convert) and the promotions module gives the cash as a
 * bonus grant with 1× turnover (source 'points_convert', reference = the order number) — the same rule
 * as every other engagement cash (money from 'promotions', wagered once before it is withdrawable).
 */
export async function convert(
  deps: PointsDeps,
  memberId: bigint,
  input: { points: bigint; paymentPassword: string; requestId: string },
): Promise<PointsConversion> {
  const db = deps.db;
  const setting = await repo.setting(db);
  const rate = { points: setting.convert_points, cash: setting.convert_cash };
  if (!setting.convert_enabled || input.points < setting.convert_min || input.points % rate.points !== 0n) {
    throw new AppError("points_convert_invalid");
  }
  const cash = convertCash(input.points, rate);
  if (cash <= 0n) throw new AppError("points_convert_invalid");
  await checkPaymentPassword(db, memberId, input.paymentPassword);
  const { conversionId, replayed } = await inTransaction(db, async (client) => {
    const outcome = await repo.convertPoints(client, {
      memberId,
      requestId: input.requestId,
      points: input.points,
      cash,
    });
    if (outcome.code !== "ok" || outcome.conversion_id === null) throw new AppError("idempotency_conflict");
    if (!outcome.replayed) {
      const row = await repo.conversionById(client, outcome.conversion_id);
      await giveGrant(client, {
        memberId,
        source: "points_convert",
        ref: row!.order_no,
        amount: cash,
        terms: {
          multiplier: POINTS_CONVERT_TURNOVER,
          base: "bonus",
          weights: { default: 100 },
          maxBet: null,
          maxConversion: null,
          expiresAt: Date.now() + POINTS_CONVERT_BONUS_DAYS * DAY_MS,
        },
      });
    }
    return { conversionId: outcome.conversion_id, replayed: outcome.replayed };
  });
  const row = await repo.conversionById(db, conversionId);
  if (!replayed) await signal(deps, memberId);
  return conversionWire(row!);
}

export async function conversionList(
  db: Db,
  memberId: bigint,
  page: number,
  size: number,
): Promise<{ total: number; page: number; size: number; list: PointsConversion[] }> {
  const rows = await repo.conversions(db, memberId, page, size);
  return { total: rows[0]?.total ?? 0, page, size, list: rows.map(conversionWire) };
}

/* ------------------------------------------------------------------ rates (console) */

export async function setRates(
  db: Db,
  input: {
    rates: { kind: string; perAmount: string; enabled: boolean }[];
    convert: { points: string; cash: string; minPoints: string; enabled: boolean };
  },
): Promise<void> {
  const rates = input.rates.map((r) => ({ kind: r.kind, perAmount: BigInt(r.perAmount), enabled: r.enabled }));
  const convert = {
    points: BigInt(input.convert.points),
    cash: BigInt(input.convert.cash),
    minPoints: BigInt(input.convert.minPoints),
    enabled: input.convert.enabled,
  };
  const kinds = new Set(rates.map((r) => r.kind));
  if (
    kinds.size !== rates.length ||
    rates.some((r) => r.perAmount <= 0n || !(POINTS_RATE_KINDS as readonly string[]).includes(r.kind)) ||
    convert.points <= 0n ||
    convert.cash <= 0n ||
    convert.minPoints <= 0n
  ) {
    throw new AppError("points_rates_invalid");
  }
  await repo.updateRates(db, { rates, convert });
}

/* ------------------------------------------------------------------ accrual */

/** One accrual run (the job, tests, the demo seed): at most `limit` sources; the points issued. */
export async function accrue(
  db: Db,
  now: Date | null = null,
  limit = 50_000,
): Promise<{ sources: number; points: bigint }> {
  const run = await repo.accrue(db, now, limit);
  return { sources: run.sources, points: run.points };
}

export const pointsViolations = (db: Db): Promise<string[]> => repo.violations(db);
