import { BRAND_TIME_ZONE, type MemberStatus } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";

/*
 * SQL of the agent centre (issue 13). Every team read starts from the closure table:
 * `member_tree t where t.ancestor_id = $agent` (primary key range) — one indexed read per subtree.
 * Balances come through the ledger's SQL function ledger_balance; money moves only through
 * sql/agents_transfer.sql (one statement). Date ranges are local days of BRAND_TIME_ZONE: [from, to].
 */

const TZ = BRAND_TIME_ZONE;
/** The start of local day `$n` and the start of the day after local day `$m`, as timestamptz. */
const dayStart = (n: number) => `($${n}::date::timestamp at time zone '${TZ}')`;
const dayEnd = (n: number) => `(($${n}::date + 1)::timestamp at time zone '${TZ}')`;

/** The depth of `memberId` below `agentId` (0 = itself), or null when it is not in the team. */
export async function teamDepth(db: DbClient, agentId: bigint, memberId: bigint): Promise<number | null> {
  const { rows } = await db.query<{ depth: number }>({
    name: "agents_team_depth",
    text: "select depth from member_tree where ancestor_id = $1 and descendant_id = $2",
    values: [agentId.toString(), memberId.toString()],
  });
  return rows[0]?.depth ?? null;
}

export type AgentSettings = {
  announcement: string;
  transferMin: bigint;
  transferMax: bigint;
  transferDailyMax: bigint;
  activeMemberMinBet: bigint;
};

type AgentSettingsRow = {
  agent_announcement: string;
  agent_transfer_min: bigint;
  agent_transfer_max: bigint;
  agent_transfer_daily_max: bigint;
  active_member_min_bet: bigint;
};
const AGENT_SETTINGS_COLUMNS =
  "agent_announcement, agent_transfer_min, agent_transfer_max, agent_transfer_daily_max, active_member_min_bet";
const toSettings = (row: AgentSettingsRow): AgentSettings => ({
  announcement: row.agent_announcement,
  transferMin: row.agent_transfer_min,
  transferMax: row.agent_transfer_max,
  transferDailyMax: row.agent_transfer_daily_max,
  activeMemberMinBet: row.active_member_min_bet,
});

export async function agentSettings(db: DbClient): Promise<AgentSettings> {
  const { rows } = await db.query<AgentSettingsRow>(`select ${AGENT_SETTINGS_COLUMNS} from brand where id = 1`);
  return toSettings(rows[0]!);
}

/** Replaces the brand's agent settings in one statement; answers the settings before (the row locked first). */
export async function saveAgentSettings(client: DbClient, next: AgentSettings): Promise<AgentSettings> {
  const { rows } = await client.query<AgentSettingsRow>(
    `update brand b set agent_announcement = $1, agent_transfer_min = $2, agent_transfer_max = $3,
            agent_transfer_daily_max = $4, active_member_min_bet = $5, updated_at = now()
       from (select id, ${AGENT_SETTINGS_COLUMNS} from brand where id = 1 for update) old
      where b.id = old.id
      returning old.*`,
    [next.announcement, next.transferMin, next.transferMax, next.transferDailyMax, next.activeMemberMinBet],
  );
  return toSettings(rows[0]!);
}

/** The sum the member sent to its upline or downlines since the start of today (local). */
export async function transferredToday(db: DbClient, memberId: bigint): Promise<bigint> {
  const { rows } = await db.query<{ total: bigint }>(
    `select coalesce(sum(amount), 0)::int8 as total from agent_transfer
      where from_id = $1 and created_at >= (date_trunc('day', now() at time zone '${TZ}') at time zone '${TZ}')`,
    [memberId.toString()],
  );
  return rows[0]!.total;
}

/** Kinds with an offered or signed contract of the agent itself or of one of its team (menu flags). */
export async function contractKindsInTeam(db: DbClient, agentId: bigint): Promise<Set<string>> {
  const { rows } = await db.query<{ kind: string }>(
    `select distinct c.kind from member_tree t join agent_contract c on c.downline_id = t.descendant_id
      where t.ancestor_id = $1 and c.status in ('offered', 'signed', 'termination_requested')`,
    [agentId.toString()],
  );
  return new Set(rows.map((row) => row.kind));
}

export type ContractSummaryRow = { downline_id: bigint; kind: string; ratio_ppm: number; status: string };

/** The open and signed contracts of which these members are the downline. */
export async function contractsOf(db: DbClient, memberIds: bigint[]): Promise<ContractSummaryRow[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await db.query<ContractSummaryRow>(
    `select downline_id, kind, ratio_ppm, status from agent_contract
      where downline_id = any($1::int8[]) and status in ('offered', 'signed', 'termination_requested')
      order by downline_id, kind`,
    [memberIds.map(String)],
  );
  return rows;
}

export type OverviewDayRow = {
  day: string;
  new_members: number;
  active_members: number;
  deposits: bigint;
  valid_bet: bigint;
  profit_loss: bigint;
};

const TEAM_ACTIVITY = `
  team as (select t.descendant_id as id from member_tree t where t.ancestor_id = $1 and t.depth > 0),
  bets as (
    select (r.ended_at at time zone '${TZ}')::date as day, r.member_id,
           sum(r.bet_amount)::int8 as stake, sum(r.win_amount)::int8 as payout
      from team join game_round r on r.member_id = team.id
     where r.status = 'settled' and r.ended_at >= ${dayStart(2)} and r.ended_at < ${dayEnd(3)}
     group by 1, 2
  ),
  deps as (
    select (o.credited_at at time zone '${TZ}')::date as day, sum(o.amount)::int8 as amount
      from team join deposit_order o on o.member_id = team.id
     where o.status = 'credited' and o.credited_at >= ${dayStart(2)} and o.credited_at < ${dayEnd(3)}
     group by 1
  ),
  joined as (
    select (m.created_at at time zone '${TZ}')::date as day, count(*)::int as n
      from team join member m on m.id = team.id
     where m.created_at >= ${dayStart(2)} and m.created_at < ${dayEnd(3)}
     group by 1
  )`;

/** One row per local day of [from, to]: the team's figures of that day. */
export async function overviewDays(
  db: DbClient,
  input: { agentId: bigint; from: string; to: string; activeMin: bigint },
): Promise<OverviewDayRow[]> {
  const { rows } = await db.query<OverviewDayRow>(
    `with ${TEAM_ACTIVITY},
     days as (select d::date as day from generate_series($2::date, $3::date, interval '1 day') d),
     per_day as (
       select day, sum(stake)::int8 as stake, sum(stake - payout)::int8 as pl,
              count(*) filter (where stake >= $4)::int as active
         from bets group by day
     )
     select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(j.n, 0) as new_members, coalesce(p.active, 0) as active_members,
            coalesce(dp.amount, 0)::int8 as deposits, coalesce(p.stake, 0)::int8 as valid_bet,
            coalesce(p.pl, 0)::int8 as profit_loss
       from days d left join per_day p on p.day = d.day left join deps dp on dp.day = d.day
       left join joined j on j.day = d.day
      order by d.day`,
    [input.agentId.toString(), input.from, input.to, input.activeMin.toString()],
  );
  return rows;
}

/** The team's size and its active members over the whole range (a member counts once). */
export async function overviewTotals(
  db: DbClient,
  input: { agentId: bigint; from: string; to: string; activeMin: bigint },
): Promise<{ team_size: number; active_members: number }> {
  const { rows } = await db.query<{ team_size: number; active_members: number }>(
    `with ${TEAM_ACTIVITY}
     select (select count(*)::int from team) as team_size,
            (select count(*)::int from (select member_id from bets group by member_id having sum(stake) >= $4) a)
              as active_members`,
    [input.agentId.toString(), input.from, input.to, input.activeMin.toString()],
  );
  return rows[0]!;
}

export type TeamMemberDbRow = {
  id: bigint;
  account: string;
  nickname: string;
  level: number;
  is_agent: number;
  status: MemberStatus;
  balance: bigint;
  last_login_at: Date | null;
  created_at: Date;
  team_size: number;
  upline_id: bigint | null;
  total: number;
};

const MEMBER_COLUMNS = `m.id, m.account, m.nickname, t.depth as level, m.is_agent, m.status, m.upline_id,
  ledger_balance('player_main', m.id, '') as balance, m.last_login_at, m.created_at,
  (select count(*)::int from member_tree s where s.ancestor_id = m.id and s.depth > 0) as team_size`;

/** LIKE pattern for a search text: its wildcards are taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function teamMembers(
  db: DbClient,
  input: {
    agentId: bigint;
    search: string | null;
    level: number | null;
    status: string | null;
    parentId: bigint | null;
    limit: number;
    offset: number;
  },
): Promise<TeamMemberDbRow[]> {
  const { rows } = await db.query<TeamMemberDbRow>(
    `select ${MEMBER_COLUMNS}, count(*) over ()::int as total
       from member_tree t join member m on m.id = t.descendant_id
      where t.ancestor_id = $1 and t.depth > 0
        and ($2::text is null or m.account like $2 or lower(m.nickname) like $2)
        and ($3::int is null or t.depth = $3)
        and ($4::text is null or m.status = $4)
        and ($5::int8 is null or m.upline_id = $5)
      order by t.depth, m.id
      limit $6 offset $7`,
    [
      input.agentId.toString(),
      input.search === null ? null : containsPattern(input.search),
      input.level,
      input.status,
      input.parentId?.toString() ?? null,
      input.limit,
      input.offset,
    ],
  );
  return rows;
}

/** One member of the team (depth ≥ 1), or null. */
export async function teamMember(db: DbClient, agentId: bigint, memberId: bigint): Promise<TeamMemberDbRow | null> {
  const { rows } = await db.query<TeamMemberDbRow>(
    `select ${MEMBER_COLUMNS}, 1 as total
       from member_tree t join member m on m.id = t.descendant_id
      where t.ancestor_id = $1 and t.descendant_id = $2 and t.depth > 0`,
    [agentId.toString(), memberId.toString()],
  );
  return rows[0] ?? null;
}

/** The chain from the agent (first) down to the member's direct upline, within the agent's team. */
export async function uplineChain(
  db: DbClient,
  agentId: bigint,
  memberId: bigint,
): Promise<{ id: bigint; account: string; is_agent: number }[]> {
  const { rows } = await db.query<{ id: bigint; account: string; is_agent: number }>(
    `select m.id, m.account, m.is_agent
       from member_tree up
       join member_tree mine on mine.ancestor_id = $1 and mine.descendant_id = up.ancestor_id
       join member m on m.id = up.ancestor_id
      where up.descendant_id = $2 and up.depth > 0
      order by up.depth desc`,
    [agentId.toString(), memberId.toString()],
  );
  return rows;
}

export async function directCount(db: DbClient, memberId: bigint): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from member_tree where ancestor_id = $1 and depth = 1",
    [memberId.toString()],
  );
  return rows[0]!.n;
}

export type TeamBetDbRow = {
  member_id: bigint;
  account: string;
  day: string;
  rounds: number;
  valid_bet: bigint;
  payout: bigint;
  total: number;
  total_valid_bet: bigint;
  total_payout: bigint;
};

/** Settled rounds of the team per member and local day (counted at ended_at), newest day first. */
export async function teamBets(
  db: DbClient,
  input: { agentId: bigint; from: string; to: string; memberId: bigint | null; limit: number; offset: number },
): Promise<TeamBetDbRow[]> {
  const { rows } = await db.query<TeamBetDbRow>(
    `with per as (
       select r.member_id, (r.ended_at at time zone '${TZ}')::date as day, count(*)::int as rounds,
              sum(r.bet_amount)::int8 as valid_bet, sum(r.win_amount)::int8 as payout
         from member_tree t join game_round r on r.member_id = t.descendant_id
        where t.ancestor_id = $1 and t.depth > 0 and ($4::int8 is null or t.descendant_id = $4)
          and r.status = 'settled' and r.ended_at >= ${dayStart(2)} and r.ended_at < ${dayEnd(3)}
        group by 1, 2
     )
     select p.member_id, m.account, to_char(p.day, 'YYYY-MM-DD') as day, p.rounds, p.valid_bet, p.payout,
            count(*) over ()::int as total, (sum(p.valid_bet) over ())::int8 as total_valid_bet,
            (sum(p.payout) over ())::int8 as total_payout
       from per p join member m on m.id = p.member_id
      order by p.day desc, m.account
      limit $5 offset $6`,
    [input.agentId.toString(), input.from, input.to, input.memberId?.toString() ?? null, input.limit, input.offset],
  );
  return rows;
}

export type TeamProfitLossDbRow = {
  member_id: bigint;
  account: string;
  valid_bet: bigint;
  payout: bigint;
  deposits: bigint;
  withdrawals: bigint;
  total: number;
};

/**
 * Per team member with any activity in the range: settled stakes and payouts (ended_at), deposits
 * credited (credited_at) and withdrawals paid out (paid_at; status paid, received or resolved).
 */
export async function teamProfitLoss(
  db: DbClient,
  input: { agentId: bigint; from: string; to: string; memberId: bigint | null; limit: number; offset: number },
): Promise<TeamProfitLossDbRow[]> {
  const { rows } = await db.query<TeamProfitLossDbRow>(
    `with team as (
       select t.descendant_id as id from member_tree t
        where t.ancestor_id = $1 and t.depth > 0 and ($4::int8 is null or t.descendant_id = $4)
     ), b as (
       select r.member_id, sum(r.bet_amount)::int8 as stake, sum(r.win_amount)::int8 as payout
         from team join game_round r on r.member_id = team.id
        where r.status = 'settled' and r.ended_at >= ${dayStart(2)} and r.ended_at < ${dayEnd(3)}
        group by 1
     ), d as (
       select o.member_id, sum(o.amount)::int8 as amount
         from team join deposit_order o on o.member_id = team.id
        where o.status = 'credited' and o.credited_at >= ${dayStart(2)} and o.credited_at < ${dayEnd(3)}
        group by 1
     ), w as (
       select o.member_id, sum(o.amount)::int8 as amount
         from team join withdrawal_order o on o.member_id = team.id
        where o.status in ('paid', 'received', 'resolved') and o.paid_at >= ${dayStart(2)} and o.paid_at < ${dayEnd(3)}
        group by 1
     )
     select m.id as member_id, m.account, coalesce(b.stake, 0)::int8 as valid_bet, coalesce(b.payout, 0)::int8 as payout,
            coalesce(d.amount, 0)::int8 as deposits, coalesce(w.amount, 0)::int8 as withdrawals,
            count(*) over ()::int as total
       from team join member m on m.id = team.id
       left join b on b.member_id = team.id left join d on d.member_id = team.id left join w on w.member_id = team.id
      where b.member_id is not null or d.member_id is not null or w.member_id is not null
      order by m.account
      limit $5 offset $6`,
    [input.agentId.toString(), input.from, input.to, input.memberId?.toString() ?? null, input.limit, input.offset],
  );
  return rows;
}

/** A downline created in the agent centre by this request (its replay), or null. */
export async function findAgentCreated(
  db: DbClient,
  input: { agentId: bigint; account: string },
): Promise<{ id: bigint; is_agent: number; must_change_password: boolean; register_url: string | null } | null> {
  const { rows } = await db.query<{
    id: bigint;
    is_agent: number;
    must_change_password: boolean;
    register_url: string | null;
  }>(
    `select id, is_agent, must_change_password, register_url from member
      where account = $1 and upline_id = $2 and register_method = 'AGENT'`,
    [input.account, input.agentId.toString()],
  );
  return rows[0] ?? null;
}

/* ---- Transfers ---- */

const TRANSFER_REFUSALS: Record<string, string> = {
  LG404: "agent_not_in_team",
  LG422: "agent_transfer_not_direct",
  LG409: "agent_transfer_no_upline",
  LL001: "insufficient_balance",
};
const LIMIT_REFUSALS: Record<
  string,
  ["amount_below_minimum" | "amount_above_maximum" | "agent_transfer_daily_limit", "min" | "max"]
> = {
  LG001: ["amount_below_minimum", "min"],
  LG002: ["amount_above_maximum", "max"],
  LG003: ["agent_transfer_daily_limit", "max"],
};

export type TransferRefusal = { code: string; limit?: { param: "min" | "max"; value: bigint } };
export type TransferResult = {
  value: { operationId: string; toAccount: string; amount: string; mainBalance: string };
  replayed: boolean;
  toId: bigint | null;
};

/** agents_transfer: one statement; a refusal comes back as a TransferRefusal thrown in an AppError by the caller. */
export async function transferCall(
  db: DbClient,
  input: {
    memberId: bigint;
    key: string;
    fingerprint: Buffer;
    direction: "down" | "up";
    toId: bigint | null;
    amount: bigint;
  },
): Promise<TransferResult | TransferRefusal> {
  let row: { code: string; value: TransferResult["value"]; replayed: boolean; to_id: bigint | null };
  try {
    row = (
      await db.query<typeof row>({
        name: "agents_transfer",
        text: "select * from agents_transfer($1, $2, $3, $4, $5, $6)",
        values: [
          input.memberId.toString(),
          input.key,
          input.fingerprint,
          input.direction,
          input.toId?.toString() ?? null,
          input.amount.toString(),
        ],
      })
    ).rows[0]!;
  } catch (error) {
    const e = error as { code?: string; message?: string };
    const refusal = TRANSFER_REFUSALS[e.code ?? ""];
    if (refusal) return { code: refusal };
    const limit = LIMIT_REFUSALS[e.code ?? ""];
    if (limit) return { code: limit[0], limit: { param: limit[1], value: BigInt(e.message ?? "0") } };
    throw error;
  }
  if (row.code !== "ok") return { code: row.code };
  return { value: row.value, replayed: row.replayed, toId: row.to_id };
}

/* ---- Referral and links ---- */

export async function inviteCode(db: DbClient, memberId: bigint): Promise<string> {
  const { rows } = await db.query<{ invite_code: string }>("select invite_code from member where id = $1", [
    memberId.toString(),
  ]);
  return rows[0]!.invite_code;
}

/** The member's direct downlines (newest first) with their first credited deposit. */
export async function invitees(
  db: DbClient,
  memberId: bigint,
): Promise<{ account: string; created_at: Date; first_deposit_at: Date | null }[]> {
  const { rows } = await db.query<{ account: string; created_at: Date; first_deposit_at: Date | null }>(
    `select m.account, m.created_at,
            (select min(o.credited_at) from deposit_order o where o.member_id = m.id and o.status = 'credited')
              as first_deposit_at
       from member_tree t join member m on m.id = t.descendant_id
      where t.ancestor_id = $1 and t.depth = 1
      order by m.created_at desc, m.id desc
      limit 200`,
    [memberId.toString()],
  );
  return rows;
}

export type LinkRow = {
  id: bigint;
  code: string;
  label: string;
  account_type: number;
  contract_template_id: bigint | null;
  active: boolean;
  registrations: number;
  created_at: Date;
};
const LINK_COLUMNS = "id, code, label, account_type, contract_template_id, active, registrations, created_at";

export async function links(db: DbClient, agentId: bigint): Promise<LinkRow[]> {
  const { rows } = await db.query<LinkRow>(
    `select ${LINK_COLUMNS} from affiliate_code where agent_id = $1 order by id`,
    [agentId.toString()],
  );
  return rows;
}

/** Whether a contract template with this id exists. */
export async function templateExists(db: DbClient, id: bigint): Promise<boolean> {
  const found = await db.query("select 1 from agent_contract_template where id = $1", [id.toString()]);
  return (found.rowCount ?? 0) > 0;
}

/**
 * A new link with a fresh code, if the agent has fewer than `max` links (counted under a lock of
 * the agent's member row, so two concurrent creations cannot pass the limit together).
 */
export async function insertLink(
  db: DbClient,
  input: { agentId: bigint; code: string; label: string; accountType: number; templateId: bigint | null; max: number },
): Promise<LinkRow | null> {
  const { rows } = await db.query<LinkRow>(
    `with agent as (select id from member where id = $1 for no key update),
          n as (select count(*) as n from affiliate_code where agent_id = (select id from agent))
     insert into affiliate_code (code, agent_id, label, account_type, contract_template_id)
     select $2, agent.id, $3, $4, $5 from agent, n where n.n < $6
     on conflict (code) do nothing
     returning ${LINK_COLUMNS}`,
    [
      input.agentId.toString(),
      input.code,
      input.label,
      input.accountType,
      input.templateId?.toString() ?? null,
      input.max,
    ],
  );
  return rows[0] ?? null;
}

/** The contract template of a sub-agent link (null for member links and links without one). */
export async function linkTemplate(db: DbClient, code: string): Promise<bigint | null> {
  const { rows } = await db.query<{ contract_template_id: bigint | null }>(
    "select contract_template_id from affiliate_code where code = $1 and account_type = 2",
    [code],
  );
  return rows[0]?.contract_template_id ?? null;
}

export async function linkCount(db: DbClient, agentId: bigint): Promise<number> {
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from affiliate_code where agent_id = $1", [
    agentId.toString(),
  ]);
  return rows[0]!.n;
}

export async function updateLink(
  db: DbClient,
  input: {
    agentId: bigint;
    id: bigint;
    label?: string;
    accountType?: number;
    templateId?: bigint | null;
    active?: boolean;
  },
): Promise<LinkRow | null> {
  const { rows } = await db.query<LinkRow>(
    `update affiliate_code set
        label = coalesce($3, label),
        account_type = coalesce($4, account_type),
        contract_template_id = case when $5 then $6::int8 else contract_template_id end,
        active = coalesce($7, active)
      where id = $2 and agent_id = $1
      returning ${LINK_COLUMNS}`,
    [
      input.agentId.toString(),
      input.id.toString(),
      input.label ?? null,
      input.accountType ?? null,
      input.templateId !== undefined,
      input.templateId?.toString() ?? null,
      input.active ?? null,
    ],
  );
  return rows[0] ?? null;
}

export async function deleteLink(db: DbClient, agentId: bigint, id: bigint): Promise<boolean> {
  const { rowCount } = await db.query("delete from affiliate_code where id = $1 and agent_id = $2", [
    id.toString(),
    agentId.toString(),
  ]);
  return (rowCount ?? 0) > 0;
}

/* ---- /join ---- */

export async function insertApplication(
  db: DbClient,
  input: { name: string; contact: Record<string, string>; channel: string; message: string; ip: string },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into affiliate_application (name, contact, channel, message, ip) values ($1, $2, $3, $4, $5) returning id`,
    [input.name, input.contact, input.channel, input.message, input.ip],
  );
  return rows[0]!.id;
}

/** Guards a statement that must not run for an id outside the team (defence in depth). */
export function assertFound<T>(row: T | null): T {
  if (row === null) throw new AppError("agent_not_in_team");
  return row;
}
