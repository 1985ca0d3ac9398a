import {
  BRAND_TIME_ZONE,
  ESPORTS_VASSALAGES,
  GAME_CATEGORIES,
  localizedName,
  type GameCategory,
  type Language,
  type StoredText,
} from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/*
 * The betting record and profit and loss from the platform's own game rounds (game_round). One
 * member's rounds in a time range are read by the (member_id, started_at) index range
 * (game_round_member_time); the vendor (small table) gives the category, the game (up to tens of
 * thousands of rows) is joined only for the rows of the page shown.
 *
 * Money that counts: a rolled-back round moved nothing in the end, so it is listed (with its
 * status) but adds no bet, win or profit to any total. An open round counts what has moved so far.
 */

/**
 * The category a member sees a vendor under: the vendor's lane category, with the e-sports
 * vendors filed under SPORTS split out into ESPORTS — the rule of the lobby's lanes
 * (games.service.ts buildLanes). $4 is ESPORTS_VASSALAGES.
 */
const CATEGORY_OF = `case when v.category = 'SPORTS' and v.vendor_code = any($4::text[]) then 'ESPORTS' else v.category end`;

/** $1 member, $2 from (inclusive), $3 until (exclusive), $4 e-sports vendors, $5 vendor or null, $6 category or null. */
const FILTERED = `
  filtered as (
    select * from (
      select r.id, r.round_id, r.vendor_code, r.game_id, r.status, r.bet_amount, r.win_amount,
             r.started_at, r.ended_at, v.display_name as vendor_name, v.display_name_i18n as vendor_name_i18n, v.adapter, v.sort as vendor_sort,
             ${CATEGORY_OF} as category,
             r.status <> 'rolled_back' as counts
        from game_round r
        join game_vendor v on v.vendor_code = r.vendor_code
       where r.member_id = $1 and r.started_at >= $2 and r.started_at < $3
         and ($5::text is null or r.vendor_code = $5)
    ) categorised
     where $6::text is null or category = $6
  )`;

export const BETTING_RECORD_SQL = `
  with ${FILTERED},
  summary as (
    select count(*)::int8 as total,
           coalesce(sum(bet_amount) filter (where counts), 0)::int8 as total_bet,
           coalesce(sum(win_amount) filter (where counts), 0)::int8 as total_win
      from filtered
  ), page as (
    select f.*, g.name as game_name, g.name_i18n as game_name_i18n
      from (select * from filtered order by started_at desc, id desc limit $7 offset $8) f
      join game g on g.id = f.game_id
  )
  select s.total, s.total_bet, s.total_win, p.*
    from summary s left join page p on true
   order by p.started_at desc, p.id desc`;

export const PROFIT_SQL = `
  with ${FILTERED}
  select grouping(day) = 0 as by_day, grouping(category) = 0 as by_vendor,
         day, category, vendor_code, vendor_name, vendor_name_i18n,
         count(*)::int8 as rounds,
         coalesce(sum(bet_amount), 0)::int8 as bet,
         coalesce(sum(win_amount), 0)::int8 as win
    from (
      select *, to_char(started_at at time zone '${BRAND_TIME_ZONE}', 'YYYY-MM-DD') as day
        from filtered
       where counts
    ) counted
   group by grouping sets ((day), (category, vendor_code, vendor_name, vendor_name_i18n, vendor_sort), ())
   order by day nulls last, array_position($7::text[], category), vendor_sort, vendor_code`;

export type RoundFilter = {
  memberId: bigint;
  /** Inclusive lower bound of started_at. */
  from: Date;
  /** Exclusive upper bound of started_at. */
  until: Date;
  /** null: every vendor. */
  vendorCode: string | null;
  /** null: every category. */
  category: GameCategory | null;
};

export type RoundStatus = "open" | "settled" | "rolled_back";

export type RoundRow = {
  roundId: string;
  vendorCode: string;
  vendorName: string;
  adapter: string;
  category: GameCategory;
  gameId: number;
  gameName: string;
  status: RoundStatus;
  betAmount: bigint;
  winAmount: bigint;
  startedAt: Date;
  endedAt: Date | null;
};

export type RoundPage = { total: number; totalBet: bigint; totalWin: bigint; rows: RoundRow[] };

const filterParams = (filter: RoundFilter) => [
  filter.memberId.toString(),
  filter.from,
  filter.until,
  [...ESPORTS_VASSALAGES],
  filter.vendorCode,
  filter.category,
];

/** One page of a member's rounds, newest first, with the count and money totals of the whole filter. */
export async function findRounds(
  db: DbClient,
  filter: RoundFilter,
  page: { limit: number; offset: number },
  language: Language,
): Promise<RoundPage> {
  const { rows } = await db.query<{
    total: bigint;
    total_bet: bigint;
    total_win: bigint;
    id: bigint | null;
    round_id: string;
    vendor_code: string;
    vendor_name: string;
    vendor_name_i18n: StoredText | null;
    adapter: string;
    category: GameCategory;
    game_id: number;
    game_name: string;
    game_name_i18n: StoredText | null;
    status: RoundStatus;
    bet_amount: bigint;
    win_amount: bigint;
    started_at: Date;
    ended_at: Date | null;
  }>(BETTING_RECORD_SQL, [...filterParams(filter), page.limit, page.offset]);
  const first = rows[0]!;
  return {
    total: Number(first.total),
    totalBet: first.total_bet,
    totalWin: first.total_win,
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        roundId: row.round_id,
        vendorCode: row.vendor_code,
        vendorName: localizedName(row.vendor_name_i18n, row.vendor_name, language),
        adapter: row.adapter,
        category: row.category,
        gameId: row.game_id,
        gameName: localizedName(row.game_name_i18n, row.game_name, language),
        status: row.status,
        betAmount: row.bet_amount,
        winAmount: row.win_amount,
        startedAt: row.started_at,
        endedAt: row.ended_at,
      })),
  };
}

export type Aggregate = { rounds: number; bet: bigint; win: bigint };
export type ProfitAggregates = {
  /** Days that have counted rounds, by yyyy-MM-dd in the brand's time zone. */
  days: Map<string, Aggregate>;
  /** In category order (GAME_CATEGORIES), then the vendors' own order. */
  vendors: (Aggregate & { category: GameCategory; vendorCode: string; vendorName: string })[];
  total: Aggregate;
};

/** Counted rounds of the filter summed per brand day, per vendor, and over everything. */
export async function sumRounds(db: DbClient, filter: RoundFilter, language: Language): Promise<ProfitAggregates> {
  const { rows } = await db.query<{
    by_day: boolean;
    by_vendor: boolean;
    day: string | null;
    category: GameCategory | null;
    vendor_code: string | null;
    vendor_name: string | null;
    vendor_name_i18n: StoredText | null;
    rounds: bigint;
    bet: bigint;
    win: bigint;
  }>(PROFIT_SQL, [...filterParams(filter), [...GAME_CATEGORIES]]);
  const result: ProfitAggregates = { days: new Map(), vendors: [], total: { rounds: 0, bet: 0n, win: 0n } };
  for (const row of rows) {
    const aggregate = { rounds: Number(row.rounds), bet: row.bet, win: row.win };
    if (row.by_day) result.days.set(row.day!, aggregate);
    else if (row.by_vendor) {
      result.vendors.push({
        ...aggregate,
        category: row.category!,
        vendorCode: row.vendor_code!,
        vendorName: localizedName(row.vendor_name_i18n, row.vendor_name!, language),
      });
    } else result.total = aggregate;
  }
  return result;
}

/* ---- A member's rounds for the operator (console) ---- */

export type ConsoleRoundRow = {
  id: bigint;
  round_id: string;
  vendor_code: string;
  vendor_name: string;
  game_id: number;
  game_name: string;
  bet_amount: bigint;
  win_amount: bigint;
  status: RoundStatus;
  started_at: Date;
  ended_at: Date | null;
};

/** One page of a member's rounds, newest first, and the count of all of them. */
export async function findMemberRounds(
  db: DbClient,
  memberId: bigint,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: ConsoleRoundRow[] }> {
  const count = await db.query<{ n: number }>("select count(*)::int as n from game_round where member_id = $1", [
    memberId.toString(),
  ]);
  const { rows } = await db.query<ConsoleRoundRow>(
    `select r.id, r.round_id, r.vendor_code, v.display_name as vendor_name, r.game_id, g.name as game_name,
            r.bet_amount, r.win_amount, r.status, r.started_at, r.ended_at
       from game_round r
       join game g on g.id = r.game_id
       join game_vendor v on v.vendor_code = r.vendor_code
      where r.member_id = $1
      order by r.started_at desc, r.id desc
      limit $2 offset $3`,
    [memberId.toString(), page.limit, page.offset],
  );
  return { total: count.rows[0]!.n, rows };
}
