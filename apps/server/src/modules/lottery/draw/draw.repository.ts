import type { DbClient } from "../../../db/pool.ts";

/*
 * SQL of the draws (issue 14): games, chains, draws and the chain secret. This file and the rest of
 * draw/ never read tickets, exposure or wins — a dependency rule (.dependency-cruiser.cjs,
 * lottery-draw-reads-no-tickets) keeps the draw code away from the ticket code, so no draw can depend
 * on what was bet.
 */

export type DrawGameRow = {
  code: string;
  kind: "traditional" | "fast";
  region: "north" | "central" | "south" | null;
  station_code: string | null;
  structure: "north" | "southern";
  interval_seconds: number | null;
  cutoff_seconds: number;
  chain_length: number;
  last_draw_at: Date | null;
  last_chain_no: number | null;
  last_chain_index: number | null;
};

/** Every enabled game with its newest draw (time and chain position). */
export async function gamesToSchedule(db: DbClient): Promise<DrawGameRow[]> {
  const { rows } = await db.query<DrawGameRow>(
    `select g.code, g.kind, g.region, g.station_code, g.structure, g.interval_seconds, g.cutoff_seconds, g.chain_length,
            d.draw_at as last_draw_at, d.chain_no as last_chain_no, d.chain_index as last_chain_index
       from lottery_game g
       left join lateral (select draw_at, chain_no, chain_index from lottery_draw x
                           where x.game_code = g.code order by x.draw_at desc limit 1) d on true
      where g.enabled
      order by g.sort, g.code`,
  );
  return rows;
}

/** The chain secret kept in the database (the demo's), created on first use. */
export async function storedChainSecret(db: DbClient, fresh: string): Promise<string> {
  await db.query("insert into lottery_secret (id, secret) values (1, $1) on conflict (id) do nothing", [fresh]);
  const { rows } = await db.query<{ secret: string }>("select secret from lottery_secret where id = 1");
  return rows[0]!.secret;
}

/** Publishes a chain's terminal hash (once; a second process computing the same chain changes nothing). */
export async function publishChain(db: DbClient, gameCode: string, chainNo: number, length: number, terminal: string) {
  await db.query(
    `insert into lottery_chain (game_code, chain_no, length, terminal_hash) values ($1, $2, $3, $4)
     on conflict (game_code, chain_no) do nothing`,
    [gameCode, chainNo, length, terminal],
  );
}

export type NewDraw = {
  issue: string;
  stationCode: string | null;
  chainNo: number;
  chainIndex: number;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
};

/** Schedules draws of a game (set-wise; an issue already scheduled by another process is skipped). */
export async function insertDraws(db: DbClient, gameCode: string, draws: NewDraw[]): Promise<number> {
  if (draws.length === 0) return 0;
  const { rowCount } = await db.query(
    `insert into lottery_draw (game_code, issue, draw_key, station_code, chain_no, chain_index, opens_at, closes_at, draw_at)
     select $1, d.issue, $1 || '-' || d.issue, d.station_code, d.chain_no, d.chain_index, d.opens_at, d.closes_at, d.draw_at
       from jsonb_to_recordset($2::jsonb) as d (issue text, station_code text, chain_no integer, chain_index integer,
                                              opens_at timestamptz, closes_at timestamptz, draw_at timestamptz)
     on conflict do nothing`,
    [
      gameCode,
      JSON.stringify(
        draws.map((d) => ({
          issue: d.issue,
          station_code: d.stationCode,
          chain_no: d.chainNo,
          chain_index: d.chainIndex,
          opens_at: d.opensAt.toISOString(),
          closes_at: d.closesAt.toISOString(),
          draw_at: d.drawAt.toISOString(),
        })),
      ),
    ],
  );
  return rowCount ?? 0;
}

export type DueDrawRow = {
  id: bigint;
  game_code: string;
  kind: "traditional" | "fast";
  draw_key: string;
  structure: "north" | "southern";
  chain_no: number;
  chain_index: number;
  chain_length: number;
  official: unknown | null;
};

/** Draws whose time has come and that have no result yet, oldest first (a catch-up draws them in order). */
export async function dueDraws(db: DbClient, now: Date, limit: number): Promise<DueDrawRow[]> {
  const { rows } = await db.query<DueDrawRow>(
    `select d.id, d.game_code, g.kind, d.draw_key, g.structure, d.chain_no, d.chain_index, c.length as chain_length,
            o.result as official
       from lottery_draw d
       join lottery_game g on g.code = d.game_code
       join lottery_chain c on c.game_code = d.game_code and c.chain_no = d.chain_no
       left join lottery_official_result o on o.draw_id = d.id and o.approved_by is not null
      where d.status = 'scheduled' and d.draw_at <= $1
        -- A game with official results waits for its approved result; the chain never decides it.
        and (g.result_source = 'chain' or o.draw_id is not null)
      order by d.draw_at, d.id
      limit $2`,
    [now, limit],
  );
  return rows;
}

/**
 * Stores a draw's result: 'drawing' with a reveal step (a traditional draw shown number by number)
 * or 'drawn' at once. Only a scheduled draw changes (a second process drawing it changes nothing).
 */
export async function storeResult(
  db: DbClient,
  drawId: bigint,
  input: { seed: string | null; source: "chain" | "official"; result: unknown; revealStepSeconds: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update lottery_draw
        set status = case when $5::int > 0 then 'drawing' else 'drawn' end, seed = $2, source = $3, result = $4,
            reveal_step_seconds = $5, drawn_at = now()
      where id = $1 and status = 'scheduled'`,
    [drawId.toString(), input.seed, input.source, JSON.stringify(input.result), input.revealStepSeconds],
  );
  return rowCount === 1;
}

/** Traditional draws whose last number has been revealed become 'drawn'. */
export async function finishReveals(db: DbClient, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `update lottery_draw d set status = 'drawn'
       from lottery_game g
      where g.code = d.game_code and d.status = 'drawing'
        and d.draw_at + make_interval(secs => d.reveal_step_seconds * (case g.structure when 'north' then 27 else 18 end - 1)) <= $1`,
    [now],
  );
  return rowCount ?? 0;
}
