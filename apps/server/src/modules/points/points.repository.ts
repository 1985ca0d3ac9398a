import {
  BRAND_TIME_ZONE,
  type PointsEntryKind,
  type PointsExchangeState,
  type PointsGoodsType,
  type PointsRateKind,
  type StoredText,
} from "@lotus/contracts";
import type pg from "pg";
import type { Db, DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";

/*
 * Every SQL of the points module (issue 15): its tables (points_rate, points_setting, points_goods,
 * points_exchange, points_conversion, points_entry, points_source, points_carry, points_run) and the
 * calls of its SQL functions (sql/points_*.sql: accrual, exchange, review, conversion — one statement
 * each). Refusals leave the functions as SQLSTATEs LX4xx, mapped here to catalogue codes.
 */

const REFUSALS: Record<string, ConstructorParameters<typeof AppError>[0]> = {
  LX404: "points_goods_not_found",
  LX409: "points_stock_exhausted",
  LX422: "points_insufficient",
  LX402: "insufficient_balance",
  LX410: "points_exchange_reviewed",
};

async function call<T extends pg.QueryResultRow>(db: DbClient, text: string, values: unknown[]): Promise<T[]> {
  try {
    return (await db.query<T>(text, values)).rows;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "LX404" && text.includes("points_exchange_review")) throw new AppError("points_exchange_not_found");
    const mapped = code ? REFUSALS[code] : undefined;
    if (mapped) throw new AppError(mapped);
    throw error;
  }
}

/* ------------------------------------------------------------------ accrual */

export async function accrue(
  db: DbClient,
  now: Date | null,
  limit: number,
): Promise<{ run_id: bigint; sources: number; points: bigint }> {
  const rows = await call<{ run_id: bigint; sources: number; points: bigint }>(
    db,
    "select * from points_accrue($1, $2)",
    [now, limit],
  );
  return rows[0]!;
}

/* ------------------------------------------------------------------ rates and settings */

export type RateRow = { kind: PointsRateKind; per_amount: bigint; enabled: boolean };
export type SettingRow = {
  convert_points: bigint;
  convert_cash: bigint;
  convert_min: bigint;
  convert_enabled: boolean;
};

export async function rates(db: DbClient): Promise<RateRow[]> {
  const { rows } = await db.query<RateRow>(
    `select kind, per_amount, enabled from points_rate
      order by array_position(array['live','lottery','poker','slot','sports','deposit'], kind)`,
  );
  return rows;
}

export async function setting(db: DbClient): Promise<SettingRow> {
  const { rows } = await db.query<SettingRow>(
    "select convert_points, convert_cash, convert_min, convert_enabled from points_setting where id",
  );
  return rows[0]!;
}

export async function updateRates(
  db: DbClient,
  input: {
    rates: { kind: string; perAmount: bigint; enabled: boolean }[];
    convert: { points: bigint; cash: bigint; minPoints: bigint; enabled: boolean };
  },
): Promise<void> {
  if (input.rates.length > 0) {
    await db.query(
      `update points_rate r set per_amount = u.per_amount, enabled = u.enabled, updated_at = now()
         from unnest($1::text[], $2::int8[], $3::bool[]) as u (kind, per_amount, enabled)
        where r.kind = u.kind`,
      [
        input.rates.map((r) => r.kind),
        input.rates.map((r) => r.perAmount.toString()),
        input.rates.map((r) => r.enabled),
      ],
    );
  }
  await db.query(
    `update points_setting set convert_points = $1, convert_cash = $2, convert_min = $3, convert_enabled = $4 where id`,
    [
      input.convert.points.toString(),
      input.convert.cash.toString(),
      input.convert.minPoints.toString(),
      input.convert.enabled,
    ],
  );
}

/* ------------------------------------------------------------------ balance and entries */

export async function totals(db: DbClient, memberId: bigint): Promise<{ earned: bigint; spent: bigint }> {
  const { rows } = await db.query<{ earned: bigint; spent: bigint }>(
    `select coalesce(sum(points) filter (where kind not in ('redeem', 'refund', 'convert')), 0)::int8 as earned,
            coalesce(-sum(points) filter (where kind in ('redeem', 'refund', 'convert')), 0)::int8 as spent
       from points_entry where member_id = $1`,
    [memberId.toString()],
  );
  return rows[0]!;
}

export type EntryRow = {
  id: bigint;
  kind: PointsEntryKind;
  points: bigint;
  balance_after: bigint;
  sources: number;
  base_amount: bigint;
  reference: string;
  created_at: Date;
  total: number;
};

export async function entries(
  db: DbClient,
  memberId: bigint,
  kinds: readonly string[] | null,
  page: number,
  size: number,
): Promise<EntryRow[]> {
  const { rows } = await db.query<EntryRow>(
    `select id, kind, points, balance_after, sources, base_amount, reference, created_at, count(*) over ()::int as total
       from points_entry
      where member_id = $1 and ($2::text[] is null or kind = any($2::text[]))
      order by id desc limit $3 offset $4`,
    [memberId.toString(), kinds, size, (page - 1) * size],
  );
  return rows;
}

/* ------------------------------------------------------------------ goods */

export type GoodsRow = {
  id: bigint;
  type: PointsGoodsType;
  name: StoredText;
  description: StoredText;
  image: string;
  points_price: bigint;
  cash_price: bigint;
  stock: number;
  exchanged: number;
  enabled: boolean;
  sort: number;
  updated_at: Date;
  total: number;
};

const GOODS_COLUMNS = `id, type, name, description, image, points_price, cash_price, stock, exchanged, enabled, sort, updated_at`;

export async function goodsPage(
  db: DbClient,
  type: PointsGoodsType | null,
  page: number,
  size: number,
): Promise<GoodsRow[]> {
  const { rows } = await db.query<GoodsRow>(
    `select ${GOODS_COLUMNS}, count(*) over ()::int as total from points_goods
      where enabled and ($1::text is null or type = $1)
      order by sort, id limit $2 offset $3`,
    [type, size, (page - 1) * size],
  );
  return rows;
}

export async function allGoods(db: DbClient): Promise<GoodsRow[]> {
  const { rows } = await db.query<GoodsRow>(
    `select ${GOODS_COLUMNS}, 0 as total from points_goods order by type, sort, id`,
  );
  return rows;
}

export async function goodsById(db: DbClient, id: bigint, lock = false): Promise<GoodsRow | null> {
  const { rows } = await db.query<GoodsRow>(
    `select ${GOODS_COLUMNS}, 0 as total from points_goods where id = $1${lock ? " for update" : ""}`,
    [id.toString()],
  );
  return rows[0] ?? null;
}

export type GoodsInput = {
  type: PointsGoodsType;
  name: StoredText;
  description: StoredText;
  image: string;
  pointsPrice: bigint;
  cashPrice: bigint;
  stock: number;
  enabled: boolean;
  sort: number;
};

export async function insertGoods(db: DbClient, input: GoodsInput): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into points_goods (type, name, description, image, points_price, cash_price, stock, enabled, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      input.type,
      JSON.stringify(input.name),
      JSON.stringify(input.description),
      input.image,
      input.pointsPrice.toString(),
      input.cashPrice.toString(),
      input.stock,
      input.enabled,
      input.sort,
    ],
  );
  return rows[0]!.id;
}

/** Updates the given fields; the stock moves by `stockDelta` (refused below zero). Null: no such goods. */
export async function updateGoods(
  db: DbClient,
  id: bigint,
  input: Partial<Omit<GoodsInput, "stock">> & { stockDelta?: number },
): Promise<"negative_stock" | GoodsRow | null> {
  const { rows } = await db.query<GoodsRow & { ok: boolean }>(
    `update points_goods set
        type = coalesce($2, type), name = coalesce($3::jsonb, name), description = coalesce($4::jsonb, description),
        image = coalesce($5, image), points_price = coalesce($6::int8, points_price),
        cash_price = coalesce($7::int8, cash_price), enabled = coalesce($8, enabled), sort = coalesce($9, sort),
        stock = greatest(stock + coalesce($10::int, 0), 0), updated_at = now()
      where id = $1 and stock + coalesce($10::int, 0) >= 0
      returning ${GOODS_COLUMNS}, 0 as total`,
    [
      id.toString(),
      input.type ?? null,
      input.name ? JSON.stringify(input.name) : null,
      input.description ? JSON.stringify(input.description) : null,
      input.image ?? null,
      input.pointsPrice?.toString() ?? null,
      input.cashPrice?.toString() ?? null,
      input.enabled ?? null,
      input.sort ?? null,
      input.stockDelta ?? null,
    ],
  );
  if (rows[0]) return rows[0];
  return (await goodsById(db, id)) ? "negative_stock" : null;
}

/* ------------------------------------------------------------------ exchanges */

export async function applyExchange(
  db: DbClient,
  input: { memberId: bigint; requestId: string; goodsId: bigint; quantity: number; address: string; phone: string },
): Promise<{ code: string; exchange_id: bigint | null; replayed: boolean }> {
  const rows = await call<{ code: string; exchange_id: bigint | null; replayed: boolean }>(
    db,
    "select * from points_exchange_apply($1, $2, $3, $4, $5, $6, $7)",
    [
      input.memberId.toString(),
      input.requestId,
      input.goodsId.toString(),
      input.quantity,
      input.address,
      input.phone,
      BRAND_TIME_ZONE,
    ],
  );
  return rows[0]!;
}

export async function reviewExchange(
  db: DbClient,
  id: bigint,
  action: "approve" | "reject",
  reason: string,
  operator: string,
): Promise<{ code: string; replayed: boolean }> {
  const rows = await call<{ code: string; replayed: boolean }>(
    db,
    "select * from points_exchange_review($1, $2, $3, $4)",
    [id.toString(), action, reason, operator],
  );
  return rows[0]!;
}

export type ExchangeRow = {
  id: bigint;
  order_no: string;
  member_id: bigint;
  account: string;
  goods_id: bigint;
  type: PointsGoodsType;
  name: StoredText;
  image: string;
  quantity: number;
  points: bigint;
  cash: bigint;
  points_balance: bigint;
  address: string;
  phone: string;
  status: PointsExchangeState;
  reason: string;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
  stock: number;
  exchanged: number;
  total: number;
};

const EXCHANGE_SELECT = `
  select e.id, e.order_no, e.member_id, m.account, e.goods_id, e.type, e.name, e.image, e.quantity, e.points, e.cash,
         e.points_balance, e.address, e.phone, e.status, e.reason, e.reviewed_by, e.reviewed_at, e.created_at,
         g.stock, g.exchanged, count(*) over ()::int as total
    from points_exchange e join member m on m.id = e.member_id join points_goods g on g.id = e.goods_id`;

export async function exchangeById(db: DbClient, id: bigint): Promise<ExchangeRow | null> {
  const { rows } = await db.query<ExchangeRow>(`${EXCHANGE_SELECT} where e.id = $1`, [id.toString()]);
  return rows[0] ?? null;
}

export async function exchangeByRequest(
  db: DbClient,
  memberId: bigint,
  requestId: string,
): Promise<ExchangeRow | null> {
  const { rows } = await db.query<ExchangeRow>(`${EXCHANGE_SELECT} where e.member_id = $1 and e.request_id = $2`, [
    memberId.toString(),
    requestId,
  ]);
  return rows[0] ?? null;
}

export async function exchanges(
  db: DbClient,
  filter: { memberId?: bigint; status?: PointsExchangeState; account?: string },
  page: number,
  size: number,
): Promise<ExchangeRow[]> {
  const { rows } = await db.query<ExchangeRow>(
    `${EXCHANGE_SELECT}
      where ($1::int8 is null or e.member_id = $1) and ($2::text is null or e.status = $2)
        and ($3::text is null or m.account = $3)
      order by e.created_at desc, e.id desc limit $4 offset $5`,
    [filter.memberId?.toString() ?? null, filter.status ?? null, filter.account ?? null, size, (page - 1) * size],
  );
  return rows;
}

/* ------------------------------------------------------------------ conversions */

export async function convertPoints(
  db: DbClient,
  input: { memberId: bigint; requestId: string; points: bigint; cash: bigint },
): Promise<{ code: string; conversion_id: bigint | null; replayed: boolean }> {
  const rows = await call<{ code: string; conversion_id: bigint | null; replayed: boolean }>(
    db,
    "select * from points_convert($1, $2, $3, $4, $5)",
    [input.memberId.toString(), input.requestId, input.points.toString(), input.cash.toString(), BRAND_TIME_ZONE],
  );
  return rows[0]!;
}

export type ConversionRow = {
  id: bigint;
  order_no: string;
  member_id: bigint;
  points: bigint;
  cash: bigint;
  points_balance: bigint;
  created_at: Date;
  total: number;
};

export async function conversionById(db: DbClient, id: bigint): Promise<ConversionRow | null> {
  const { rows } = await db.query<ConversionRow>(
    `select id, order_no, member_id, points, cash, points_balance, created_at, 1 as total from points_conversion where id = $1`,
    [id.toString()],
  );
  return rows[0] ?? null;
}

export async function conversions(
  db: DbClient,
  memberId: bigint,
  page: number,
  size: number,
): Promise<ConversionRow[]> {
  const { rows } = await db.query<ConversionRow>(
    `select id, order_no, member_id, points, cash, points_balance, created_at, count(*) over ()::int as total
       from points_conversion where member_id = $1 order by id desc limit $2 offset $3`,
    [memberId.toString(), size, (page - 1) * size],
  );
  return rows;
}

/* ------------------------------------------------------------------ ledger:verify */

/**
 * The points module's identities: each member's entries sum to their points account; every entry's
 * balance after equals its ledger transfer's; every exchange's points were taken by its operation.
 */
export async function violations(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ line: string }>(
    `select format('points of member #%s: entries sum to %s, the points account holds %s', a.member_id,
                   coalesce(e.total, 0), a.balance) as line
       from ledger_account a
       left join (select member_id, sum(points) as total from points_entry group by member_id) e on e.member_id = a.member_id
      where a.kind = 'player_points' and a.balance <> coalesce(e.total, 0)
     union all
     select format('points entry #%s: balance after %s, its ledger transfer %s', e.id, e.balance_after,
                   case when e.points > 0 then t.credit_balance_after else t.debit_balance_after end)
       from points_entry e join ledger_transfer t on t.id = e.transfer_id
      where e.balance_after <> case when e.points > 0 then t.credit_balance_after else t.debit_balance_after end
         or abs(e.points) <> t.amount
     union all
     select format('member #%s has points entries but no points account', e.member_id)
       from (select distinct member_id from points_entry) e
      where not exists (select from ledger_account a where a.kind = 'player_points' and a.member_id = e.member_id)
      limit 50`,
  );
  return rows.map((row) => row.line);
}
