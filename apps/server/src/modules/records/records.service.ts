import {
  RECORD_MAX_RANGE_DAYS,
  TRANSACTION_TYPES,
  type TransactionType,
  type TransactionsValue,
} from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { mainWalletStatement } from "../ledger/index.ts";

/** The brand's time zone, Asia/Ho_Chi_Minh: UTC+7 all year (no daylight saving since 1975). */
const BRAND_UTC_OFFSET = "+07:00";
const DAY_MS = 86_400_000;

/** The instant a calendar day (yyyy-MM-dd) begins in the brand's time zone; null for a date that does not exist. */
export function startOfBrandDay(date: string): Date | null {
  const at = new Date(`${date}T00:00:00${BRAND_UTC_OFFSET}`);
  if (Number.isNaN(at.getTime())) return null;
  // "2026-02-30" would roll over into March: only a date that formats back to itself exists.
  const local = new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return local === date ? at : null;
}

function parseTypes(text: string | undefined): TransactionType[] | null {
  if (text === undefined || text === "") return null;
  const types = text.split(",");
  for (const type of types) {
    if (!(TRANSACTION_TYPES as readonly string[]).includes(type)) {
      throw new AppError("validation_failed", { detail: `types: unknown type ${JSON.stringify(type.slice(0, 32))}` });
    }
  }
  return [...new Set(types)] as TransactionType[];
}

export type RecordsInput = { startDate: string; endDate: string; types?: string; page: number; size: number };

export type RecordRange = { from: Date; until: Date; types: TransactionType[] | null };

/**
 * The checks the query schema cannot make: real calendar dates, at most RECORD_MAX_RANGE_DAYS
 * inclusive days, known types. Throws validation_failed; returns the instants to read between.
 */
export function parseRecordQuery(input: Pick<RecordsInput, "startDate" | "endDate" | "types">): RecordRange {
  const from = startOfBrandDay(input.startDate);
  const lastDay = startOfBrandDay(input.endDate);
  if (!from) throw new AppError("validation_failed", { detail: "startDate: not a calendar date" });
  if (!lastDay) throw new AppError("validation_failed", { detail: "endDate: not a calendar date" });
  const days = Math.round((lastDay.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days < 1) throw new AppError("validation_failed", { detail: "endDate: before startDate" });
  if (days > RECORD_MAX_RANGE_DAYS) {
    throw new AppError("validation_failed", { detail: `endDate: at most ${RECORD_MAX_RANGE_DAYS} days` });
  }
  return { from, until: new Date(lastDay.getTime() + DAY_MS), types: parseTypes(input.types) };
}

/**
 * ODSFE2_MemTransDet: the member's main-wallet transfers in [startDate, endDate] (whole days in
 * the brand's time zone, at most RECORD_MAX_RANGE_DAYS days), newest first, one page, with the
 * money in and out over the whole filtered range.
 */
export async function memberTransactions(
  deps: { db: Db },
  memberId: bigint,
  input: RecordsInput,
): Promise<TransactionsValue> {
  const range = parseRecordQuery(input);
  const page = await mainWalletStatement(deps.db, {
    memberId,
    ...range,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return {
    total: page.total,
    page: input.page,
    size: input.size,
    totalIn: page.totalIn,
    totalOut: page.totalOut,
    list: page.rows.map((row) => ({
      id: row.id.toString(),
      at: row.at.toISOString(),
      type: row.type,
      amount: (row.incoming ? row.amount : -row.amount).toString(),
      balanceAfter: row.balanceAfter.toString(),
      wallet: row.wallet,
      reference: row.reference,
      remark: row.remark,
    })),
  };
}
