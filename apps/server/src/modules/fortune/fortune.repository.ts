import type pg from "pg";
import type { StoredText } from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";

/*
 * All SQL of the fortune module (issue 15): envelopes and their packets, wheels, prizes, tickets,
 * seed pairs and spins; the money moves are the SQL functions in sql/ (fortune_envelope_open,
 * _close, _grab, fortune_move). Eligibility and ticket earning read deposits (credited
 * deposit_order) and valid bet (settled game_round by ended_at) — reads only.
 */

export type EnvelopeRow = {
  id: bigint;
  title: StoredText;
  total: bigint;
  packets: number;
  minimum: bigint;
  mode: "fixed" | "random";
  starts_at: Date;
  ends_at: Date;
  wagering: number;
  min_deposit: bigint;
  min_valid_bet: bigint;
  match: "all" | "any";
  lookback_days: number;
  server_seed: string;
  seed_hash: string;
  split_hash: string;
  state: "scheduled" | "open" | "ended";
  taken: number;
  refunded: bigint | null;
  created_by: string;
  repeat_daily: boolean;
  remaining_amount: bigint;
  amounts: bigint[] | null;
};

const ENVELOPE_COLUMNS = `e.id, e.title, e.total, e.packets, e.minimum, e.mode, e.starts_at, e.ends_at, e.wagering,
  e.min_deposit, e.min_valid_bet, e.match, e.lookback_days, e.server_seed, e.seed_hash, e.split_hash, e.state,
  e.taken, e.refunded, e.created_by, e.repeat_daily,
  (select coalesce(sum(p.amount), 0)::int8 from fortune_envelope_packet p
    where p.envelope_id = e.id and p.member_id is null) as remaining_amount,
  case when e.state = 'ended' then
    (select array_agg(p.amount order by p.position) from fortune_envelope_packet p where p.envelope_id = e.id)
  end as amounts`;

export type NewEnvelope = {
  title: StoredText;
  total: bigint;
  packets: number;
  minimum: bigint;
  mode: "fixed" | "random";
  startsAt: Date;
  endsAt: Date;
  wagering: number;
  minDeposit: bigint;
  minValidBet: bigint;
  match: "all" | "any";
  lookbackDays: number;
  serverSeed: string;
  seedHash: string;
  splitHash: string;
  amounts: bigint[];
  createdBy: string;
  repeatDaily?: boolean;
  /** The campaign this one repeats (one successor each). */
  previousId?: bigint | null;
};

/** Inserts a campaign and its packets (one statement); its id, or null when its predecessor already has one. */
export async function insertEnvelope(db: DbClient, e: NewEnvelope): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>(
    `with e as (
       insert into fortune_envelope (title, total, packets, minimum, mode, starts_at, ends_at, wagering, min_deposit,
                                     min_valid_bet, match, lookback_days, server_seed, seed_hash, split_hash, created_by,
                                     repeat_daily, previous_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $18, $19)
       on conflict (previous_id) where previous_id is not null do nothing
       returning id
     ), p as (
       insert into fortune_envelope_packet (envelope_id, position, amount)
       select e.id, a.ord::int, a.amount from e, unnest($17::int8[]) with ordinality as a(amount, ord)
     )
     select id from e`,
    [
      JSON.stringify(e.title),
      e.total.toString(),
      e.packets,
      e.minimum.toString(),
      e.mode,
      e.startsAt,
      e.endsAt,
      e.wagering,
      e.minDeposit.toString(),
      e.minValidBet.toString(),
      e.match,
      e.lookbackDays,
      e.serverSeed,
      e.seedHash,
      e.splitHash,
      e.createdBy,
      e.amounts.map((a) => a.toString()),
      e.repeatDaily ?? false,
      e.previousId?.toString() ?? null,
    ],
  );
  return rows[0]?.id ?? null;
}

/** Ended repeating campaigns that have no successor yet. */
export async function repeatDue(db: DbClient): Promise<EnvelopeRow[]> {
  const { rows } = await db.query<EnvelopeRow>(
    `select ${ENVELOPE_COLUMNS} from fortune_envelope e
      where e.state = 'ended' and e.repeat_daily
        and not exists (select 1 from fortune_envelope n where n.previous_id = e.id)
      order by e.id limit 100`,
  );
  return rows;
}

export async function envelope(db: DbClient, id: bigint): Promise<EnvelopeRow | null> {
  const { rows } = await db.query<EnvelopeRow>(`select ${ENVELOPE_COLUMNS} from fortune_envelope e where e.id = $1`, [
    id.toString(),
  ]);
  return rows[0] ?? null;
}

/** Campaigns a member sees: scheduled and open ones, and those ended in the last `recentDays`. */
export async function visibleEnvelopes(db: DbClient, now: Date, recentDays = 3): Promise<EnvelopeRow[]> {
  const { rows } = await db.query<EnvelopeRow>(
    `select ${ENVELOPE_COLUMNS} from fortune_envelope e
      where e.state <> 'ended' or e.ends_at > $1::timestamptz - make_interval(days => $2)
      order by (e.state = 'open') desc, (e.state = 'scheduled') desc, e.starts_at asc, e.id desc
      limit 30`,
    [now, recentDays],
  );
  return rows;
}

export async function consoleEnvelopes(db: DbClient): Promise<EnvelopeRow[]> {
  const { rows } = await db.query<EnvelopeRow>(
    `select ${ENVELOPE_COLUMNS} from fortune_envelope e order by e.starts_at desc, e.id desc limit 200`,
  );
  return rows;
}

export type GrabRow = { position: number; amount: bigint; account: string; member_id: bigint; grabbed_at: Date };

export async function grabs(db: DbClient, envelopeId: bigint): Promise<GrabRow[]> {
  const { rows } = await db.query<GrabRow>(
    `select p.position, p.amount, m.account, p.member_id, p.grabbed_at
       from fortune_envelope_packet p join member m on m.id = p.member_id
      where p.envelope_id = $1 and p.member_id is not null
      order by p.position`,
    [envelopeId.toString()],
  );
  return rows;
}

/** The member's packets of these campaigns. */
export async function memberPackets(
  db: DbClient,
  memberId: bigint,
  envelopeIds: bigint[],
): Promise<Map<string, { position: number; amount: bigint }>> {
  const { rows } = await db.query<{ envelope_id: bigint; position: number; amount: bigint }>(
    `select envelope_id, position, amount from fortune_envelope_packet
      where member_id = $1 and envelope_id = any($2::int8[])`,
    [memberId.toString(), envelopeIds.map(String)],
  );
  return new Map(rows.map((r) => [r.envelope_id.toString(), { position: r.position, amount: r.amount }]));
}

/** Deposits credited and valid bet (settled rounds by ended_at) of a member since `since`. */
export async function activitySince(
  db: DbClient,
  memberId: bigint,
  since: Date,
): Promise<{ deposit: bigint; bet: bigint }> {
  const { rows } = await db.query<{ deposit: bigint; bet: bigint }>(
    `select (select coalesce(sum(amount), 0)::int8 from deposit_order
              where member_id = $1 and status = 'credited' and credited_at >= $2) as deposit,
            (select coalesce(sum(bet_amount), 0)::int8 from game_round
              where member_id = $1 and status = 'settled' and ended_at >= $2) as bet`,
    [memberId.toString(), since],
  );
  return rows[0]!;
}

export async function openDue(db: DbClient, now: Date): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    "select id from fortune_envelope where state = 'scheduled' and starts_at <= $1 order by id limit 100",
    [now],
  );
  return rows.map((r) => r.id);
}

export async function closeDue(db: DbClient, now: Date): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    "select id from fortune_envelope where state = 'open' and ends_at <= $1 order by id limit 100",
    [now],
  );
  return rows.map((r) => r.id);
}

export async function openEnvelope(db: DbClient, id: bigint, now: Date): Promise<string> {
  const { rows } = await db.query<{ code: string }>("select fortune_envelope_open($1, $2) as code", [
    id.toString(),
    now,
  ]);
  return rows[0]!.code;
}

export async function closeEnvelope(
  db: DbClient,
  id: bigint,
  now: Date,
  force: boolean,
): Promise<{ code: string; refunded: bigint }> {
  const { rows } = await db.query<{ code: string; refunded: bigint }>(
    "select * from fortune_envelope_close($1, $2, $3)",
    [id.toString(), now, force],
  );
  return rows[0]!;
}

export type GrabOutcome = {
  code: "ok" | "not_found" | "closed" | "empty";
  position: number;
  amount: bigint;
  wagering: number;
  replayed: boolean;
};

export async function grab(db: DbClient, id: bigint, memberId: bigint, now: Date): Promise<GrabOutcome> {
  const { rows } = await db.query<GrabOutcome>("select * from fortune_envelope_grab($1, $2, $3)", [
    id.toString(),
    memberId.toString(),
    now,
  ]);
  return rows[0]!;
}

/* ---- Wheels ---- */

export type WheelRow = {
  id: bigint;
  title: StoredText;
  enabled: boolean;
  starts_at: Date;
  ends_at: Date | null;
  wagering: number;
  deposit_per_ticket: bigint;
  bet_per_ticket: bigint;
  created_by: string;
  amounts: bigint[];
  weights: number[];
};

const WHEEL_COLUMNS = `w.id, w.title, w.enabled, w.starts_at, w.ends_at, w.wagering, w.deposit_per_ticket,
  w.bet_per_ticket, w.created_by,
  coalesce((select array_agg(p.amount order by p.position) from fortune_wheel_prize p where p.wheel_id = w.id), '{}') as amounts,
  coalesce((select array_agg(p.weight order by p.position) from fortune_wheel_prize p where p.wheel_id = w.id), '{}') as weights`;

export async function wheel(db: DbClient, id: bigint, lock = false): Promise<WheelRow | null> {
  if (lock) await db.query("select id from fortune_wheel where id = $1 for update", [id.toString()]);
  const { rows } = await db.query<WheelRow>(`select ${WHEEL_COLUMNS} from fortune_wheel w where w.id = $1`, [
    id.toString(),
  ]);
  return rows[0] ?? null;
}

/** Wheels running now (enabled, started, not over). */
export async function runningWheels(db: DbClient, now: Date): Promise<WheelRow[]> {
  const { rows } = await db.query<WheelRow>(
    `select ${WHEEL_COLUMNS} from fortune_wheel w
      where w.enabled and w.starts_at <= $1 and (w.ends_at is null or w.ends_at > $1)
      order by w.id`,
    [now],
  );
  return rows;
}

export type ConsoleWheelRow = WheelRow & { spins: number; paid: bigint; tickets_out: number };

export async function consoleWheels(db: DbClient): Promise<ConsoleWheelRow[]> {
  const { rows } = await db.query<ConsoleWheelRow>(
    `select ${WHEEL_COLUMNS},
            (select count(*)::int from fortune_wheel_spin s where s.wheel_id = w.id) as spins,
            (select coalesce(sum(s.amount), 0)::int8 from fortune_wheel_spin s where s.wheel_id = w.id) as paid,
            (select coalesce(sum(t.tickets), 0)::int from fortune_ticket t where t.wheel_id = w.id) as tickets_out
       from fortune_wheel w order by w.id desc limit 200`,
  );
  return rows;
}

export type WheelInput = {
  title: StoredText;
  startsAt: Date;
  endsAt: Date | null;
  wagering: number;
  depositPerTicket: bigint;
  betPerTicket: bigint;
  prizes: { amount: bigint; weight: number }[];
};

export async function insertWheel(db: DbClient, w: WheelInput, createdBy: string): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `with w as (
       insert into fortune_wheel (title, starts_at, ends_at, wagering, deposit_per_ticket, bet_per_ticket, created_by)
       values ($1, $2, $3, $4, $5, $6, $7) returning id
     ), p as (
       insert into fortune_wheel_prize (wheel_id, position, amount, weight)
       select w.id, a.ord::int - 1, a.amount, b.weight
         from w, unnest($8::int8[]) with ordinality as a(amount, ord)
         join unnest($9::int4[]) with ordinality as b(weight, ord) on b.ord = a.ord
     )
     select id from w`,
    [
      JSON.stringify(w.title),
      w.startsAt,
      w.endsAt,
      w.wagering,
      w.depositPerTicket.toString(),
      w.betPerTicket.toString(),
      createdBy,
      w.prizes.map((p) => p.amount.toString()),
      w.prizes.map((p) => p.weight),
    ],
  );
  return rows[0]!.id;
}

/** Replaces a (locked, disabled) wheel's settings and prize table. */
export async function updateWheel(db: DbClient, id: bigint, w: WheelInput): Promise<void> {
  await db.query(
    `with u as (
       update fortune_wheel set title = $2, starts_at = $3, ends_at = $4, wagering = $5, deposit_per_ticket = $6,
              bet_per_ticket = $7 where id = $1 returning id
     ), d as (
       delete from fortune_wheel_prize where wheel_id = $1
     )
     select 1`,
    [
      id.toString(),
      JSON.stringify(w.title),
      w.startsAt,
      w.endsAt,
      w.wagering,
      w.depositPerTicket.toString(),
      w.betPerTicket.toString(),
    ],
  );
  await db.query(
    `insert into fortune_wheel_prize (wheel_id, position, amount, weight)
     select $1, a.ord::int - 1, a.amount, b.weight
       from unnest($2::int8[]) with ordinality as a(amount, ord)
       join unnest($3::int4[]) with ordinality as b(weight, ord) on b.ord = a.ord`,
    [id.toString(), w.prizes.map((p) => p.amount.toString()), w.prizes.map((p) => p.weight)],
  );
}

export async function setWheelEnabled(db: DbClient, id: bigint, enabled: boolean): Promise<void> {
  await db.query("update fortune_wheel set enabled = $2 where id = $1", [id.toString(), enabled]);
}

/** The member's tickets per wheel. */
export async function ticketsOf(db: DbClient, memberId: bigint): Promise<Map<string, number>> {
  const { rows } = await db.query<{ wheel_id: bigint; tickets: number }>(
    "select wheel_id, tickets from fortune_ticket where member_id = $1",
    [memberId.toString()],
  );
  return new Map(rows.map((r) => [r.wheel_id.toString(), r.tickets]));
}

/** Adds an operator's grant once per (member, wheel, request id); whether it was new and the balance. */
export async function grantTickets(
  db: DbClient,
  g: {
    memberId: bigint;
    wheelId: bigint;
    tickets: number;
    requestId: string;
    reason: string;
    operator: string;
    source?: "grant" | "mission";
  },
): Promise<{ created: boolean; tickets: number; sameFields: boolean }> {
  const { rows } = await db.query<{ created: boolean; tickets: number; same: boolean }>(
    `with e as (
       insert into fortune_ticket_entry (member_id, wheel_id, delta, source, ref, reason, operator)
       values ($1, $2, $3, $7, $4, $5, $6)
       on conflict (member_id, wheel_id, source, ref) do nothing
       returning id
     ), t as (
       insert into fortune_ticket (member_id, wheel_id, tickets)
       select $1, $2, $3 from e
       on conflict (member_id, wheel_id) do update set tickets = fortune_ticket.tickets + excluded.tickets
       returning tickets
     )
     select exists (select 1 from e) as created,
            coalesce((select tickets from t),
                     (select tickets from fortune_ticket where member_id = $1 and wheel_id = $2), 0) as tickets,
            coalesce((select delta = $3 from fortune_ticket_entry
                       where member_id = $1 and wheel_id = $2 and source = $7 and ref = $4), true) as same`,
    [g.memberId.toString(), g.wheelId.toString(), g.tickets, g.requestId, g.reason, g.operator, g.source ?? "grant"],
  );
  const row = rows[0]!;
  return { created: row.created, tickets: row.tickets, sameFields: row.same };
}

/**
 * Earns tickets of a wheel from deposits and valid bet since its start (up to now or its end), in
 * one statement: each member's target per source is floor(sum / per-ticket); what exceeds what that
 * source already gave is added (with an entry per source and cumulative count), so a second run adds
 * nothing. Answers how many members got tickets.
 */
export async function earnTickets(db: DbClient, wheelId: bigint, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `with w as (
       select id, starts_at, least(coalesce(ends_at, $2), $2) as until, deposit_per_ticket, bet_per_ticket
         from fortune_wheel where id = $1 and enabled
     ), dep as (
       select d.member_id, floor(sum(d.amount) / w.deposit_per_ticket)::int as n
         from w join deposit_order d on d.status = 'credited' and d.credited_at >= w.starts_at and d.credited_at < w.until
        where w.deposit_per_ticket > 0
        group by d.member_id, w.deposit_per_ticket
     ), bet as (
       select r.member_id, floor(sum(r.bet_amount) / w.bet_per_ticket)::int as n
         from w join game_round r on r.status = 'settled' and r.ended_at >= w.starts_at and r.ended_at < w.until
        where w.bet_per_ticket > 0
        group by r.member_id, w.bet_per_ticket
     ), target as (
       select coalesce(dep.member_id, bet.member_id) as member_id, coalesce(dep.n, 0) as td, coalesce(bet.n, 0) as tb
         from dep full join bet on bet.member_id = dep.member_id
     ), changed as (
       select t.member_id, greatest(t.td, coalesce(f.earned_deposit, 0)) as td, greatest(t.tb, coalesce(f.earned_bet, 0)) as tb,
              greatest(t.td - coalesce(f.earned_deposit, 0), 0) as dd, greatest(t.tb - coalesce(f.earned_bet, 0), 0) as db
         from target t left join fortune_ticket f on f.member_id = t.member_id and f.wheel_id = $1
        where t.td > coalesce(f.earned_deposit, 0) or t.tb > coalesce(f.earned_bet, 0)
     ), up as (
       insert into fortune_ticket (member_id, wheel_id, tickets, earned_deposit, earned_bet)
       select member_id, $1, dd + db, td, tb from changed
       on conflict (member_id, wheel_id) do update
          set tickets = fortune_ticket.tickets + excluded.tickets,
              earned_deposit = excluded.earned_deposit, earned_bet = excluded.earned_bet
       returning member_id
     ), e1 as (
       insert into fortune_ticket_entry (member_id, wheel_id, delta, source, ref)
       select member_id, $1, dd, 'deposit', td::text from changed where dd > 0
       on conflict do nothing
     ), e2 as (
       insert into fortune_ticket_entry (member_id, wheel_id, delta, source, ref)
       select member_id, $1, db, 'bet', tb::text from changed where db > 0
       on conflict do nothing
     )
     select count(*)::int as n from up`,
    [wheelId.toString(), now],
  );
  return rows[0]!.n;
}

export async function enabledWheelIds(db: DbClient): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    "select id from fortune_wheel where enabled and (deposit_per_ticket > 0 or bet_per_ticket > 0) order by id",
  );
  return rows.map((r) => r.id);
}

/* ---- Seeds and spins ---- */

export type SeedRow = {
  id: bigint;
  server_seed: string;
  seed_hash: string;
  client_seed: string;
  next_nonce: number;
};

/** The member's active seed pair, created when missing (locked when `lock`). */
export async function activeSeed(
  db: DbClient,
  memberId: bigint,
  fresh: { serverSeed: string; seedHash: string; clientSeed: string },
  lock: boolean,
): Promise<SeedRow> {
  // A rotation committing while this waits for the row lock retires the row it waited for; the next
  // statement sees the pair that replaced it (READ COMMITTED: a fresh snapshot per statement).
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await db.query(
      `insert into fortune_wheel_seed (member_id, server_seed, seed_hash, client_seed)
       values ($1, $2, $3, $4) on conflict (member_id) where active do nothing`,
      [memberId.toString(), fresh.serverSeed, fresh.seedHash, fresh.clientSeed],
    );
    const { rows } = await db.query<SeedRow>(
      `select id, server_seed, seed_hash, client_seed, next_nonce from fortune_wheel_seed
        where member_id = $1 and active ${lock ? "for update" : ""}`,
      [memberId.toString()],
    );
    if (rows[0]) return rows[0];
  }
  throw new Error("fortune: the member's seed pair kept changing");
}

/** Retires the active pair (revealing its seed) and starts the given one. */
export async function rotateSeed(
  db: pg.PoolClient,
  memberId: bigint,
  retiredId: bigint,
  fresh: { serverSeed: string; seedHash: string; clientSeed: string },
): Promise<void> {
  await db.query("update fortune_wheel_seed set active = false, revealed_at = now() where id = $1", [
    retiredId.toString(),
  ]);
  await db.query(
    "insert into fortune_wheel_seed (member_id, server_seed, seed_hash, client_seed) values ($1, $2, $3, $4)",
    [memberId.toString(), fresh.serverSeed, fresh.seedHash, fresh.clientSeed],
  );
}

export type SpinRow = {
  id: bigint;
  wheel_id: bigint;
  title: StoredText;
  segment: number;
  amount: bigint;
  wagering: number;
  weights: number[];
  amounts: bigint[];
  seed_hash: string;
  client_seed: string;
  nonce: number;
  server_seed: string | null;
  created_at: Date;
};

const SPIN_COLUMNS = `s.id, s.wheel_id, w.title, s.segment, s.amount, w.wagering, s.weights, s.amounts, k.seed_hash,
  k.client_seed, s.nonce, case when k.active then null else k.server_seed end as server_seed, s.created_at`;

export async function spinByRequest(db: DbClient, memberId: bigint, requestId: string): Promise<SpinRow | null> {
  const { rows } = await db.query<SpinRow>(
    `select ${SPIN_COLUMNS} from fortune_wheel_spin s join fortune_wheel w on w.id = s.wheel_id
       join fortune_wheel_seed k on k.id = s.seed_id
      where s.member_id = $1 and s.request_id = $2`,
    [memberId.toString(), requestId],
  );
  return rows[0] ?? null;
}

export async function spin(db: DbClient, memberId: bigint, id: bigint): Promise<SpinRow | null> {
  const { rows } = await db.query<SpinRow>(
    `select ${SPIN_COLUMNS} from fortune_wheel_spin s join fortune_wheel w on w.id = s.wheel_id
       join fortune_wheel_seed k on k.id = s.seed_id
      where s.member_id = $1 and s.id = $2`,
    [memberId.toString(), id.toString()],
  );
  return rows[0] ?? null;
}

export async function spins(
  db: DbClient,
  memberId: bigint,
  page: number,
  size: number,
): Promise<{ total: number; rows: SpinRow[] }> {
  const [count, list] = await Promise.all([
    db.query<{ n: number }>("select count(*)::int as n from fortune_wheel_spin where member_id = $1", [
      memberId.toString(),
    ]),
    db.query<SpinRow>(
      `select ${SPIN_COLUMNS} from fortune_wheel_spin s join fortune_wheel w on w.id = s.wheel_id
         join fortune_wheel_seed k on k.id = s.seed_id
        where s.member_id = $1 order by s.id desc limit $2 offset $3`,
      [memberId.toString(), size, (page - 1) * size],
    ),
  ]);
  return { total: count.rows[0]!.n, rows: list.rows };
}

export async function spinsOfSeed(db: DbClient, seedId: bigint): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from fortune_wheel_spin where seed_id = $1",
    [seedId.toString()],
  );
  return rows[0]!.n;
}

/** Takes one ticket; the tickets left, or null when there was none. */
export async function takeTicket(db: DbClient, memberId: bigint, wheelId: bigint): Promise<number | null> {
  const { rows } = await db.query<{ tickets: number }>(
    `update fortune_ticket set tickets = tickets - 1 where member_id = $1 and wheel_id = $2 and tickets > 0
     returning tickets`,
    [memberId.toString(), wheelId.toString()],
  );
  return rows[0]?.tickets ?? null;
}

export async function insertSpin(
  db: DbClient,
  s: {
    memberId: bigint;
    wheelId: bigint;
    requestId: string;
    seedId: bigint;
    nonce: number;
    weights: number[];
    amounts: bigint[];
    segment: number;
    amount: bigint;
  },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `with s as (
       insert into fortune_wheel_spin (member_id, wheel_id, request_id, seed_id, nonce, weights, amounts, segment, amount)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id
     ), e as (
       insert into fortune_ticket_entry (member_id, wheel_id, delta, source, ref)
       select $1, $2, -1, 'spin', s.id::text from s
     ), n as (
       update fortune_wheel_seed set next_nonce = next_nonce + 1 where id = $4
     )
     select id from s`,
    [
      s.memberId.toString(),
      s.wheelId.toString(),
      s.requestId,
      s.seedId.toString(),
      s.nonce,
      s.weights,
      s.amounts.map(String),
      s.segment,
      s.amount.toString(),
    ],
  );
  return rows[0]!.id;
}

export async function setSpinOperation(db: DbClient, spinId: bigint, operationId: bigint): Promise<void> {
  await db.query("update fortune_wheel_spin set operation_id = $2 where id = $1", [
    spinId.toString(),
    operationId.toString(),
  ]);
}

/** Pays a wheel prize promotions → the member's main wallet (fortune_move). */
export async function payPrize(db: DbClient, memberId: bigint, spinId: bigint, amount: bigint): Promise<bigint> {
  const shard = Number(((memberId % 16n) + 16n) % 16n);
  const { rows } = await db.query<{ operation_id: bigint }>(
    `select * from fortune_move($1, $2, 'fortune_wheel', $3, 'promotions', null, $4::int2, 'player_main', $1, 0::int2, $5,
       $6::jsonb)`,
    [
      memberId.toString(),
      `fortune:wheel:${spinId}`,
      `wheel-spin:${spinId}`,
      shard,
      amount.toString(),
      JSON.stringify({ spinId: spinId.toString(), amount: amount.toString() }),
    ],
  );
  return rows[0]!.operation_id;
}

/** The member's state (account module's column): money moves only for an active member. */
export async function memberStatus(db: DbClient, memberId: bigint): Promise<string | null> {
  const { rows } = await db.query<{ status: string }>("select status from member where id = $1", [memberId.toString()]);
  return rows[0]?.status ?? null;
}

export async function memberByAccount(db: DbClient, account: string): Promise<{ id: bigint; account: string } | null> {
  const { rows } = await db.query<{ id: bigint; account: string }>(
    "select id, account from member where lower(account) = lower($1)",
    [account],
  );
  return rows[0] ?? null;
}

/** For the demo seed and tests. */
export async function anyRepeatingEnvelope(db: Db): Promise<boolean> {
  const { rows } = await db.query("select 1 from fortune_envelope where repeat_daily limit 1");
  return rows.length > 0;
}

export async function anyEnvelopeBetween(db: Db, from: Date, to: Date): Promise<boolean> {
  const { rows } = await db.query("select 1 from fortune_envelope where starts_at >= $1 and starts_at < $2 limit 1", [
    from,
    to,
  ]);
  return rows.length > 0;
}
