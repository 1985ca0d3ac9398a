import { chancePercent, dongInputToMinor, wheelChances, wheelError, WHEEL_MAX_SEGMENTS } from "@lotus/contracts/web";

/*
 * The wheel editor's prize table as typed (amounts in đồng, weights as text) and what the server
 * receives (minor units, whole weights), with the exact chances shown while typing — the same
 * wheelChances the member pages publish.
 */
export type PrizeDraft = { amount: string; weight: string };

export type PrizeRow = { amount: string; weight: number };

export type PrizeTableCheck =
  | { ok: true; prizes: PrizeRow[]; chances: { percent: string; fraction: string }[] }
  | { ok: false; error: "count" | "amount" | "weight"; row: number | null };

const WEIGHT = /^[0-9]{1,7}$/;

/** Checks a typed table as the server will (2–24 rows, amounts ≥ 0 đ, whole weights, one positive). */
export function checkPrizeTable(rows: readonly PrizeDraft[]): PrizeTableCheck {
  if (rows.length < 2 || rows.length > WHEEL_MAX_SEGMENTS) return { ok: false, error: "count", row: null };
  const prizes: PrizeRow[] = [];
  for (const [i, row] of rows.entries()) {
    const amount = row.amount.trim() === "" || row.amount.trim() === "0" ? "0" : dongInputToMinor(row.amount);
    if (amount === null) return { ok: false, error: "amount", row: i };
    if (!WEIGHT.test(row.weight.trim())) return { ok: false, error: "weight", row: i };
    prizes.push({ amount, weight: Number(row.weight.trim()) });
  }
  if (wheelError(prizes.map((p) => p.weight))) return { ok: false, error: "weight", row: null };
  const chances = wheelChances(prizes.map((p) => p.weight)).map((c) => ({
    percent: chancePercent(c.numerator, c.denominator),
    fraction: `${c.numerator}/${c.denominator}`,
  }));
  return { ok: true, prizes, chances };
}
