import type { DbClient } from "../../db/pool.ts";

/*
 * SQL of the lottery's games, tickets, odds, exposure and statistics (issue 14). The draws' own
 * writes (scheduling, results) are in draw/draw.repository.ts; the money statements are SQL
 * functions (sql/lottery_buy.sql, lottery_settle.sql, lottery_cancel.sql), one call each.
 */

/** A draw as the calls show it; `state` already resolves open / closed from the clock. */
export type DrawRow = {
  id: bigint;
  game_code: string;
  issue: string;
  draw_key: string;
  station_code: string | null;
  opens_at: Date;
  closes_at: Date;
  draw_at: Date;
  state: string;
  source: "chain" | "official";
  result: { prizes: { prize: string; numbers: string[] }[] } | null;
  reveal_step_seconds: number;
  cancel_reason: string | null;
  now: Date;
};

const DRAW_COLUMNS = `d.id, d.game_code, d.issue, d.draw_key, d.station_code, d.opens_at, d.closes_at, d.draw_at,
  case when d.status <> 'scheduled' then d.status
       when now() < d.opens_at then 'scheduled'
       when now() < d.closes_at then 'open'
       else 'closed' end as state,
  d.source, d.result, d.reveal_step_seconds, d.cancel_reason, now() as now`;

export type GameRow = {
  code: string;
  game_id: number;
  name: string;
  name_i18n: Record<string, string> | null;
  kind: "traditional" | "fast";
  region: "north" | "central" | "south" | null;
  station_code: string | null;
  structure: "north" | "southern";
  prize_mode: "Lott" | "ZY" | "Elott" | "SEA";
  interval_seconds: number | null;
  cutoff_seconds: number;
  result_source: "chain" | "official";
  enabled: boolean;
  maintenance: boolean;
  vendor_code: string;
  next: DrawRow | null;
};

const GAME_SQL = `
  select g.code, g.game_id, gm.name, gm.name_i18n, g.kind, g.region, g.station_code, g.structure, g.prize_mode, g.interval_seconds,
         g.cutoff_seconds, g.result_source, g.enabled and gm.enabled as enabled, gm.maintenance, gm.vendor_code,
         (select to_jsonb(n) from (select ${DRAW_COLUMNS} from lottery_draw d
                                    where d.game_code = g.code and d.status = 'scheduled' and d.closes_at > now()
                                    order by d.draw_at limit 1) n) as next
    from lottery_game g join game gm on gm.id = g.game_id`;

/** JSON of a draw row (to_jsonb) back to a DrawRow. */
const drawFromJson = (raw: Record<string, unknown> | null): DrawRow | null =>
  raw === null
    ? null
    : ({
        ...raw,
        id: BigInt(raw.id as string | number),
        opens_at: new Date(raw.opens_at as string),
        closes_at: new Date(raw.closes_at as string),
        draw_at: new Date(raw.draw_at as string),
        now: new Date(raw.now as string),
      } as DrawRow);

const gameFromRow = (row: Omit<GameRow, "next"> & { next: Record<string, unknown> | null }): GameRow => ({
  ...row,
  next: drawFromJson(row.next),
});

/** Every game (the menu, the console), in menu order. */
export async function allGames(db: DbClient, enabledOnly: boolean): Promise<GameRow[]> {
  const { rows } = await db.query(
    `${GAME_SQL} ${enabledOnly ? "where g.enabled and gm.enabled" : ""} order by g.sort, g.code`,
  );
  return rows.map(gameFromRow);
}

export async function gameByCode(db: DbClient, code: string): Promise<GameRow | null> {
  const { rows } = await db.query(`${GAME_SQL} where g.code = $1`, [code]);
  return rows[0] ? gameFromRow(rows[0]) : null;
}

/** The next draws of a game (open first), at most `limit`. */
export async function upcomingDraws(db: DbClient, code: string, limit: number): Promise<DrawRow[]> {
  const { rows } = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from lottery_draw d
      where d.game_code = $1 and d.status = 'scheduled' and d.closes_at > now()
      order by d.draw_at limit $2`,
    [code, limit],
  );
  return rows;
}

/**
 * Đá 2 đài partners of a game's next draw: the other traditional stations of its region whose draw of
 * the same day is taking bets now, in menu order (none for Miền Bắc and the fast games).
 */
export async function partnerGames(
  db: DbClient,
  code: string,
): Promise<{ code: string; name: string; name_i18n: Record<string, string> | null; draw_id: bigint }[]> {
  const { rows } = await db.query(
    `select pg.code, gm.name, gm.name_i18n, pd.id as draw_id
       from lottery_game g
       join lateral (select d.issue from lottery_draw d
                      where d.game_code = g.code and d.status = 'scheduled' and d.closes_at > now()
                      order by d.draw_at limit 1) n on true
       join lottery_game pg on pg.region = g.region and pg.code <> g.code and pg.kind = 'traditional'
                           and pg.structure = 'southern' and pg.enabled
       join game gm on gm.id = pg.game_id and gm.enabled and not gm.maintenance
       join lottery_draw pd on pd.game_code = pg.code and pd.issue = n.issue and pd.status = 'scheduled'
                           and pd.opens_at <= now() and pd.closes_at > now()
      where g.code = $1 and g.kind = 'traditional' and g.structure = 'southern'
      order by pg.sort, pg.code`,
    [code],
  );
  return rows;
}

/** The drawn (or drawing, settled, cancelled) draws of a game, newest first. */
export async function openedDraws(
  db: DbClient,
  code: string,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: DrawRow[] }> {
  const [{ rows: count }, { rows }] = await Promise.all([
    db.query<{ total: number }>(
      "select count(*)::int as total from lottery_draw where game_code = $1 and status <> 'scheduled'",
      [code],
    ),
    db.query<DrawRow>(
      `select ${DRAW_COLUMNS} from lottery_draw d
        where d.game_code = $1 and d.status <> 'scheduled'
        order by d.draw_at desc limit $2 offset $3`,
      [code, pageSize, (page - 1) * pageSize],
    ),
  ]);
  return { total: count[0]!.total, rows };
}

/** One draw of a game by issue, or its newest opened one. */
export async function drawByIssue(db: DbClient, code: string, issue: string | undefined): Promise<DrawRow | null> {
  const { rows } = await db.query<DrawRow>(
    issue === undefined
      ? `select ${DRAW_COLUMNS} from lottery_draw d where d.game_code = $1 and d.status <> 'scheduled'
          order by d.draw_at desc limit 1`
      : `select ${DRAW_COLUMNS} from lottery_draw d where d.game_code = $1 and d.issue = $2`,
    issue === undefined ? [code] : [code, issue],
  );
  return rows[0] ?? null;
}

/** A draw's prize structure (which never changes once scheduled), or null when there is no such draw. */
export async function drawStructure(db: DbClient, id: bigint): Promise<"north" | "southern" | null> {
  const { rows } = await db.query<{ structure: "north" | "southern" }>({
    name: "lottery_draw_structure",
    text: "select g.structure from lottery_draw d join lottery_game g on g.code = d.game_code where d.id = $1",
    values: [id.toString()],
  });
  return rows[0]?.structure ?? null;
}

export async function drawById(db: DbClient, id: bigint): Promise<DrawRow | null> {
  const { rows } = await db.query<DrawRow>(`select ${DRAW_COLUMNS} from lottery_draw d where d.id = $1`, [
    id.toString(),
  ]);
  return rows[0] ?? null;
}

export type OddsRow = {
  prize_mode: "Lott" | "ZY" | "Elott" | "SEA";
  structure: "north" | "southern";
  bet_type: string;
  unit_price: bigint;
  payout_per_hit: bigint;
  payout_by_selection: bigint[] | null;
  max_units: number;
  cap_per_number: bigint;
  cap_per_member: bigint;
  enabled: boolean;
};

export async function oddsRows(db: DbClient, prizeMode?: string, structure?: string): Promise<OddsRow[]> {
  const { rows } = await db.query<OddsRow>(
    `select prize_mode, structure, bet_type, unit_price, payout_per_hit, payout_by_selection, max_units, cap_per_number,
            cap_per_member, enabled
       from lottery_odds
      where ($1::text is null or prize_mode = $1) and ($2::text is null or structure = $2)
      order by prize_mode, structure, bet_type`,
    [prizeMode ?? null, structure ?? null],
  );
  // int8[] comes back as strings.
  return rows.map((r) => ({ ...r, payout_by_selection: r.payout_by_selection?.map((v) => BigInt(v)) ?? null }));
}

export async function updateOdds(db: DbClient, row: Omit<OddsRow, "payout_by_selection">): Promise<OddsRow | null> {
  const { rows } = await db.query<OddsRow>(
    `update lottery_odds set unit_price = $4, payout_per_hit = $5, max_units = $6, cap_per_number = $7, cap_per_member = $8,
            enabled = $9, updated_at = now()
      where prize_mode = $1 and structure = $2 and bet_type = $3
      returning prize_mode, structure, bet_type, unit_price, payout_per_hit, payout_by_selection, max_units, cap_per_number,
                cap_per_member, enabled`,
    [
      row.prize_mode,
      row.structure,
      row.bet_type,
      row.unit_price.toString(),
      row.payout_per_hit.toString(),
      row.max_units,
      row.cap_per_number.toString(),
      row.cap_per_member.toString(),
      row.enabled,
    ],
  );
  return rows[0] ?? null;
}

export async function chainOf(
  db: DbClient,
  code: string,
): Promise<{ chain_no: number; length: number; terminal_hash: string } | null> {
  const { rows } = await db.query<{ chain_no: number; length: number; terminal_hash: string }>(
    `select c.chain_no, c.length, c.terminal_hash from lottery_chain c
      where c.game_code = $1
        and c.chain_no = coalesce((select d.chain_no from lottery_draw d where d.game_code = $1 and d.status = 'scheduled'
                                    order by d.draw_at limit 1), c.chain_no)
      order by c.chain_no desc limit 1`,
    [code],
  );
  return rows[0] ?? null;
}

export async function chains(db: DbClient) {
  const { rows } = await db.query<{
    game_code: string;
    chain_no: number;
    length: number;
    terminal_hash: string;
    created_at: Date;
  }>("select game_code, chain_no, length, terminal_hash, created_at from lottery_chain order by game_code, chain_no");
  return rows;
}

/** What the verification page needs: the draw, its chain and the link it hashes to. */
export async function verification(db: DbClient, drawId: bigint) {
  const { rows } = await db.query<{
    id: bigint;
    game_code: string;
    issue: string;
    draw_key: string;
    structure: "north" | "southern";
    source: "chain" | "official";
    status: string;
    chain_no: number;
    chain_index: number;
    length: number;
    terminal_hash: string;
    seed: string | null;
    previous_link: string | null;
    result: { prizes: { prize: string; numbers: string[] }[] } | null;
  }>(
    `select d.id, d.game_code, d.issue, d.draw_key, g.structure, d.source, d.status, d.chain_no, d.chain_index, c.length,
            c.terminal_hash, d.seed, d.result,
            case when d.chain_index = 1 then c.terminal_hash
                 else (select p.seed from lottery_draw p
                        where p.game_code = d.game_code and p.chain_no = d.chain_no and p.chain_index = d.chain_index - 1) end
              as previous_link
       from lottery_draw d
       join lottery_game g on g.code = d.game_code
       join lottery_chain c on c.game_code = d.game_code and c.chain_no = d.chain_no
      where d.id = $1`,
    [drawId.toString()],
  );
  return rows[0] ?? null;
}

/* ---- Purchase, settlement, cancellation: one SQL function call each ---- */

const BUY_REFUSALS: Record<string, string> = {
  LT404: "lottery_draw_not_found",
  LT409: "lottery_draw_closed",
  LT503: "game_maintenance",
  LT422: "lottery_bet_type_unavailable",
  LT423: "lottery_units_invalid",
  LT410: "lottery_number_full",
  LT411: "lottery_member_cap",
  LT424: "lottery_partner_invalid",
  LL001: "insufficient_balance",
};

/** A validated line; `partner` is the partner station's game code of a đá 2 đài line. */
export type BuyLine = { betType: string; numbers: number[]; units: bigint; key: bigint; partner?: string };
export type BuyValue = {
  operationId: string;
  drawId: string;
  issue: string;
  ticketIds: string[];
  stake: string;
  mainBalance: string;
};
export type BuyOutcome =
  | { ok: true; value: BuyValue; replayed: boolean }
  | { ok: false; code: string; detail?: string; params?: Record<string, string | number> };

/** lottery_buy: one statement; a refusal comes back as its catalogue code (and the SQL detail: a limit or a number). */
export async function buyCall(
  db: DbClient,
  input: { memberId: bigint; key: string; fingerprint: Buffer; drawId: bigint; lines: BuyLine[] },
): Promise<BuyOutcome> {
  const lines = JSON.stringify(
    input.lines.map((l) => ({
      t: l.betType,
      n: l.numbers,
      u: l.units.toString(),
      k: l.key.toString(),
      ...(l.partner ? { p: l.partner } : {}),
    })),
  );
  try {
    const { rows } = await db.query<{ code: string; value: BuyValue; replayed: boolean }>({
      name: "lottery_buy",
      text: "select * from lottery_buy($1, $2, $3, $4, $5)",
      values: [input.memberId.toString(), input.key, input.fingerprint, input.drawId.toString(), lines],
    });
    const row = rows[0]!;
    if (row.code !== "ok") return { ok: false, code: row.code };
    return { ok: true, value: row.value, replayed: row.replayed };
  } catch (error) {
    const e = error as { code?: string; message?: string; detail?: string };
    // Refused by responsible gaming (protection_refusal): the code and its params (JSON in detail).
    if (e.code === "LP403")
      return { ok: false, code: e.message ?? "protection_self_excluded", params: JSON.parse(e.detail ?? "{}") };
    const code = BUY_REFUSALS[e.code ?? ""];
    if (code) return { ok: false, code, detail: e.message };
    throw error;
  }
}

/** lottery_settle: pays a drawn draw once (a second call answers replayed). */
export async function settleCall(db: DbClient, drawId: bigint) {
  const { rows } = await db.query<{ code: string; winners: bigint; paid: bigint; replayed: boolean }>(
    "select * from lottery_settle($1)",
    [drawId.toString()],
  );
  return rows[0]!;
}

export async function cancelCall(db: DbClient, drawId: bigint, reason: string) {
  const { rows } = await db.query<{ code: string; members: bigint; refunded: bigint }>(
    "select * from lottery_cancel($1, $2)",
    [drawId.toString(), reason],
  );
  return rows[0]!;
}

/** Voids the member's lines of draws not drawn yet and refunds them (sql/lottery_void_member.sql; issue 16). */
export async function voidMemberCall(db: DbClient, memberId: bigint, key: string, reason: string) {
  const { rows } = await db.query<{ lines: bigint; refunded: bigint }>(
    "select * from lottery_void_member($1, $2, $3)",
    [memberId.toString(), key, reason],
  );
  return rows[0]!;
}

/** Drawn draws waiting for settlement, oldest first; a draw whose đá 2 đài partner is not drawn yet waits. */
export async function drawnDraws(db: DbClient, limit: number): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    `select d.id from lottery_draw d
      where d.status = 'drawn'
        and not exists (select from lottery_ticket t join lottery_draw pd on pd.id = t.partner_draw_id
                         where t.draw_id = d.id and t.partner_draw_id is not null
                           and pd.status in ('scheduled', 'drawing'))
      order by d.draw_at, d.id limit $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

/** Members with lines in a draw (to tell them their balance changed). */
export async function drawMembers(db: DbClient, drawId: bigint, winnersOnly: boolean): Promise<bigint[]> {
  const { rows } = await db.query<{ member_id: bigint }>(
    winnersOnly
      ? "select distinct member_id from lottery_win where draw_id = $1"
      : "select distinct member_id from lottery_ticket where draw_id = $1",
    [drawId.toString()],
  );
  return rows.map((r) => r.member_id);
}

/* ---- Tickets ---- */

export type TicketRow = {
  id: bigint;
  draw_id: bigint;
  game_code: string;
  game_name: string;
  game_name_i18n: Record<string, string> | null;
  structure: "north" | "southern";
  issue: string;
  draw_at: Date;
  bet_type: string;
  numbers: number[];
  units: bigint;
  stake: bigint;
  payout_per_hit: bigint;
  state: "open" | "won" | "lost" | "void";
  hits: number | null;
  win: bigint | null;
  result: { prizes: { prize: string; numbers: string[] }[] } | null;
  /** Đá 2 đài: the partner station's draw, game and (once this line is settled on it) result. */
  partner_draw_id: bigint | null;
  partner_game_code: string | null;
  partner_game_name: string | null;
  partner_game_name_i18n: Record<string, string> | null;
  partner_result: { prizes: { prize: string; numbers: string[] }[] } | null;
  created_at: Date;
};

/** A line's state; a settled line with a 0-hit win row is a đá 2 đài whose partner was cancelled (refunded). */
const TICKET_STATE = `case when d.status = 'cancelled' or w.hits = 0 then 'void'
                           when d.status <> 'settled' then 'open'
                           when w.ticket_id is not null then 'won'
                           else 'lost' end`;

export async function tickets(
  db: DbClient,
  memberId: bigint,
  filter: { state?: string; gameCode?: string; drawId?: bigint; ticketId?: bigint; page: number; pageSize: number },
): Promise<{ total: number; rows: TicketRow[] }> {
  const where = `t.member_id = $1 and ($2::text is null or d.game_code = $2) and ($3::bigint is null or t.draw_id = $3)
                 and ($4::text is null or ${TICKET_STATE} = $4) and ($5::bigint is null or t.id = $5)`;
  const from = `lottery_ticket t join lottery_draw d on d.id = t.draw_id
                left join lottery_win w on w.ticket_id = t.id`;
  const params = [
    memberId.toString(),
    filter.gameCode ?? null,
    filter.drawId?.toString() ?? null,
    filter.state ?? null,
    filter.ticketId?.toString() ?? null,
  ];
  const [{ rows: count }, { rows }] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total from ${from} where ${where}`, params),
    db.query<TicketRow>(
      `select t.id, t.draw_id, d.game_code, gm.name as game_name, gm.name_i18n as game_name_i18n, g.structure, d.issue, d.draw_at, t.bet_type, t.numbers,
              t.units, t.stake, t.payout_per_hit, ${TICKET_STATE} as state, w.hits, w.amount as win,
              case when d.status = 'settled' then d.result end as result, t.partner_draw_id,
              pd.game_code as partner_game_code, pgm.name as partner_game_name, pgm.name_i18n as partner_game_name_i18n,
              case when d.status = 'settled' and pd.status in ('drawn', 'settled') then pd.result end as partner_result,
              t.created_at
         from ${from}
         join lottery_game g on g.code = d.game_code join game gm on gm.id = g.game_id
         left join lottery_draw pd on pd.id = t.partner_draw_id
         left join lottery_game pg on pg.code = pd.game_code
         left join game pgm on pgm.id = pg.game_id
        where ${where}
        order by t.id desc limit $6 offset $7`,
      [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
    ),
  ]);
  return { total: count[0]!.total, rows };
}

/* ---- Recent games ---- */

export async function recentCodes(db: DbClient, memberId: bigint): Promise<string[]> {
  const { rows } = await db.query<{ game_code: string }>(
    "select game_code from lottery_recent where member_id = $1 order by played_at desc limit 12",
    [memberId.toString()],
  );
  return rows.map((r) => r.game_code);
}

/* ---- Statistics: from results, never from bets ---- */

/**
 * Occurrences of every 2-digit ending 00–99 over the last `draws` results of the games matching
 * (a prize mode, or one game), and the draws since it last appeared (lô gan; `draws` when it did not
 * appear in the window).
 */
export async function endingStats(
  db: DbClient,
  scope: { prizeMode: string } | { gameCode: string },
  draws: number,
): Promise<{ counted: number; rows: { n: number; hits: number; gan: number }[] }> {
  const byMode = "prizeMode" in scope;
  const { rows } = await db.query<{ n: number; hits: number; gan: number; counted: number }>(
    `with d as (
       select d.result, row_number() over (order by d.draw_at desc, d.id desc) as rn
         from lottery_draw d join lottery_game g on g.code = d.game_code
        where d.status in ('drawn', 'settled') and ${byMode ? "g.prize_mode = $1" : "d.game_code = $1"}
        order by d.draw_at desc, d.id desc
        limit $2
     ), e as (
       select d.rn, right(x.num, 2)::int as n
         from d, jsonb_array_elements(d.result -> 'prizes') as p (e), jsonb_array_elements_text(p.e -> 'numbers') as x (num)
     )
     select s.n, coalesce(count(e.n), 0)::int as hits, coalesce(min(e.rn) - 1, (select count(*) from d))::int as gan,
            (select count(*) from d)::int as counted
       from generate_series(0, 99) as s (n) left join e on e.n = s.n
      group by s.n
      order by s.n`,
    [byMode ? scope.prizeMode : scope.gameCode, draws],
  );
  return { counted: rows[0]?.counted ?? 0, rows: rows.map(({ n, hits, gan }) => ({ n, hits, gan })) };
}

/* ---- Console ---- */

/**
 * Changes a game; null when there is none, "cutoff" when a fast game's cut-off would not be shorter
 * than its interval (nothing changed). Answers the values before.
 */
export async function updateGame(
  db: DbClient,
  code: string,
  input: { enabled: boolean; cutoffSeconds: number; resultSource?: "chain" | "official" | undefined },
) {
  const { rows } = await db.query<{
    enabled: boolean;
    cutoff_seconds: number;
    result_source: string;
    interval_seconds: number | null;
  }>(
    `with before as (select enabled, cutoff_seconds, result_source, interval_seconds from lottery_game where code = $1 for update)
     update lottery_game g set enabled = $2, cutoff_seconds = $3, result_source = coalesce($4, g.result_source)
       from before
      where g.code = $1 and (before.interval_seconds is null or $3 < before.interval_seconds)
     returning before.enabled, before.cutoff_seconds, before.result_source, before.interval_seconds`,
    [code, input.enabled, input.cutoffSeconds, input.resultSource ?? null],
  );
  if (rows[0]) return rows[0];
  const { rows: exists } = await db.query("select 1 from lottery_game where code = $1", [code]);
  return exists.length > 0 ? ("cutoff" as const) : null;
}

export type ConsoleDrawRow = DrawRow & {
  structure: "north" | "southern";
  tickets: number;
  stake: bigint;
  paid: bigint;
  official: {
    result: { prizes: { prize: string; numbers: string[] }[] };
    entered_by: string;
    approved_by: string | null;
    entered_at: Date;
  } | null;
};

export async function consoleDraws(
  db: DbClient,
  filter: { gameCode?: string; state?: string; page: number; size: number },
): Promise<{ total: number; rows: ConsoleDrawRow[] }> {
  const stateSql = `case when d.status <> 'scheduled' then d.status when now() < d.opens_at then 'scheduled'
                         when now() < d.closes_at then 'open' else 'closed' end`;
  const where = `($1::text is null or d.game_code = $1) and ($2::text is null or ${stateSql} = $2)`;
  const params = [filter.gameCode ?? null, filter.state ?? null];
  const [{ rows: count }, { rows }] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total from lottery_draw d where ${where}`, params),
    db.query<ConsoleDrawRow>(
      `select ${DRAW_COLUMNS},
              (select g.structure from lottery_game g where g.code = d.game_code) as structure,
              (select count(*)::int from lottery_ticket t where t.draw_id = d.id) as tickets,
              (select coalesce(sum(t.stake), 0)::bigint from lottery_ticket t where t.draw_id = d.id) as stake,
              (select coalesce(sum(w.amount), 0)::bigint from lottery_win w where w.draw_id = d.id) as paid,
              (select jsonb_build_object('result', o.result, 'entered_by', e.username, 'approved_by', a.username,
                                         'entered_at', o.entered_at)
                 from lottery_official_result o join operator e on e.id = o.entered_by
                 left join operator a on a.id = o.approved_by
                where o.draw_id = d.id) as official
         from lottery_draw d
        where ${where}
        order by (d.status = 'scheduled' and d.closes_at > now()) desc,
                 case when d.status = 'scheduled' and d.closes_at > now() then d.draw_at end asc,
                 d.draw_at desc
        limit $3 offset $4`,
      [...params, filter.size, (filter.page - 1) * filter.size],
    ),
  ]);
  return { total: count[0]!.total, rows };
}

/** Enters (or replaces, before approval) an official result of a draw that has not been drawn. */
export async function enterOfficial(db: DbClient, drawId: bigint, operatorId: bigint, result: unknown) {
  const { rowCount } = await db.query(
    `insert into lottery_official_result (draw_id, result, entered_by)
     select d.id, $2, $3 from lottery_draw d where d.id = $1 and d.status = 'scheduled'
     on conflict (draw_id) do update set result = excluded.result, entered_by = excluded.entered_by, entered_at = now()
      where lottery_official_result.approved_by is null`,
    [drawId.toString(), JSON.stringify(result), operatorId.toString()],
  );
  return (rowCount ?? 0) === 1;
}

/** Approves an official result entered by another operator; null when there is none to approve. */
export async function approveOfficial(db: DbClient, drawId: bigint, operatorId: bigint) {
  const { rows } = await db.query<{ entered_by: bigint; approved: boolean }>(
    `with o as (select entered_by from lottery_official_result
                 where draw_id = $1 and approved_by is null for update)
     update lottery_official_result r set approved_by = $2, approved_at = now()
       from o where r.draw_id = $1 and o.entered_by <> $2
     returning o.entered_by, true as approved`,
    [drawId.toString(), operatorId.toString()],
  );
  if (rows[0]) return "approved" as const;
  const { rows: pending } = await db.query<{ entered_by: bigint }>(
    "select entered_by from lottery_official_result where draw_id = $1 and approved_by is null",
    [drawId.toString()],
  );
  return pending[0] ? ("self" as const) : ("none" as const);
}

/** The numbers with the highest liability in a draw, with their cap. */
export async function exposure(db: DbClient, drawId: bigint, limit: number) {
  const { rows } = await db.query<{ bet_type: string; number_key: bigint; liability: bigint; cap: bigint | null }>(
    `select e.bet_type, e.number_key, e.liability, o.cap_per_number as cap
       from lottery_exposure e
       join lottery_draw d on d.id = e.draw_id
       join lottery_game g on g.code = d.game_code
       left join lottery_odds o on o.prize_mode = g.prize_mode and o.structure = g.structure and o.bet_type = e.bet_type
      where e.draw_id = $1
      order by e.liability::numeric / coalesce(o.cap_per_number, 1) desc, e.liability desc
      limit $2`,
    [drawId.toString(), limit],
  );
  return rows;
}
