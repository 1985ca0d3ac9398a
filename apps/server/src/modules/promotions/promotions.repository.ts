import type { Db, DbClient } from "../../db/pool.ts";

/*
 * SQL of the promotions module's tables (issue 15): bonus grants and their entries. The money
 * statements are SQL functions (sql/promotion_grant_give.sql, promotion_grant_end.sql), one call each.
 */

export type GrantRow = {
  id: bigint;
  member_id: bigint;
  source: string;
  source_ref: string;
  terms: Record<string, unknown>;
  granted: bigint;
  balance: bigint;
  required: bigint;
  progress: bigint;
  status: "active" | "converted" | "expired" | "forfeited";
  end_reason: string | null;
  expires_at: Date;
  created_at: Date;
  ended_at: Date | null;
};

export type GrantEntryRow = {
  id: bigint;
  kind: string;
  operation_id: bigint;
  round_id: string | null;
  bonus: bigint;
  real: bigint;
  wagering: bigint;
  balance_after: bigint;
  created_at: Date;
};

/** promotion_grant_give: one statement; a repeat of (member, source, reference) answers the same grant. */
export async function giveCall(
  db: DbClient,
  input: {
    memberId: bigint;
    source: string;
    ref: string;
    terms: Record<string, unknown>;
    amount: bigint;
    required: bigint;
    expiresAt: Date;
  },
): Promise<{ code: string; grant_id: bigint | null; replayed: boolean }> {
  const { rows } = await db.query<{ code: string; grant_id: bigint | null; replayed: boolean }>(
    "select * from promotion_grant_give($1, $2, $3, $4, $5, $6, $7)",
    [
      input.memberId.toString(),
      input.source,
      input.ref,
      JSON.stringify(input.terms),
      input.amount.toString(),
      input.required.toString(),
      input.expiresAt,
    ],
  );
  return rows[0]!;
}

/** promotion_grant_end: converts, expires or forfeits an active grant (a closed one answers replayed). */
export async function endCall(
  db: DbClient,
  grantId: bigint,
  kind: "convert" | "expire" | "forfeit",
  reason: string | null,
): Promise<{ code: string; paid: bigint; forfeited: bigint; replayed: boolean }> {
  const { rows } = await db.query<{ code: string; paid: bigint; forfeited: bigint; replayed: boolean }>(
    "select * from promotion_grant_end($1, $2, $3)",
    [grantId.toString(), kind, reason],
  );
  return rows[0]!;
}

export async function grantById(db: DbClient, grantId: bigint): Promise<GrantRow | null> {
  const { rows } = await db.query<GrantRow>("select * from promotion_grant where id = $1", [grantId.toString()]);
  return rows[0] ?? null;
}

export async function grantEntries(db: DbClient, grantId: bigint): Promise<GrantEntryRow[]> {
  const { rows } = await db.query<GrantEntryRow>(
    `select id, kind, operation_id, round_id, bonus, real, wagering, balance_after, created_at
       from promotion_grant_entry where grant_id = $1 order by id`,
    [grantId.toString()],
  );
  return rows;
}

/** Active grants whose expiry has passed, oldest expiry first. */
export async function dueGrants(db: DbClient, limit: number): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    `select id from promotion_grant where status = 'active' and expires_at <= now()
      order by expires_at, id limit $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

/** Active grants with a balance that expire in 23 to 24 hours (the inbox reminder, issue 16). */
export async function grantsExpiringSoon(
  db: DbClient,
  limit: number,
): Promise<{ id: bigint; member_id: bigint; balance: bigint; title: unknown; expires_at: Date }[]> {
  const { rows } = await db.query<{ id: bigint; member_id: bigint; balance: bigint; title: unknown; expires_at: Date }>(
    `select id, member_id, balance, terms -> 'title' as title, expires_at from promotion_grant
      where status = 'active' and balance > 0
        and expires_at > now() + interval '23 hours' and expires_at <= now() + interval '24 hours'
      order by expires_at, id limit $1`,
    [limit],
  );
  return rows;
}

/*
 * The grants' identities, checked with the ledger's (`npm run ledger:verify`): one `line` per
 * violation, like the ledger's own checks.
 */
const GRANT_CHECKS: { name: string; sql: string }[] = [
  {
    name: "a grant's entries sum to its balance",
    sql: `select format('grant #%s: balance %s, but its entries sum to %s (last entry says %s)', g.id, g.balance,
                        coalesce(e.total, 0), e.last_after) as line
            from promotion_grant g
            left join (select grant_id, sum(bonus) as total,
                              (array_agg(balance_after order by id desc))[1] as last_after
                         from promotion_grant_entry group by grant_id) e on e.grant_id = g.id
           where g.balance <> coalesce(e.total, 0) or g.balance <> coalesce(e.last_after, -1)
           order by g.id`,
  },
  {
    name: "a member's active grants sum to their bonus account",
    sql: `select format('member #%s: bonus account %s, active grants %s', coalesce(a.member_id, g.member_id),
                        coalesce(a.balance, 0), coalesce(g.total, 0)) as line
            from (select member_id, balance from ledger_account where kind = 'player_bonus') a
            full join (select member_id, sum(balance) as total from promotion_grant
                        where status = 'active' group by member_id) g on g.member_id = a.member_id
           where coalesce(a.balance, 0) <> coalesce(g.total, 0)`,
  },
];

/** Every violated grant identity, one line each (empty when all hold), in one repeatable-read snapshot. */
export async function grantViolations(db: Db): Promise<string[]> {
  const client = await db.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const violations: string[] = [];
    for (const check of GRANT_CHECKS) {
      const { rows } = await client.query<{ line: string }>(`${check.sql} limit 20`);
      for (const row of rows) violations.push(`${check.name}: ${row.line}`);
    }
    await client.query("commit");
    return violations;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/* ---- bonusDetails, the meter and forfeits (member and console reads) ---- */

export type GrantListRow = GrantRow & { paid: bigint | null; forfeited: bigint | null; member_account?: string };

const GRANT_LIST_COLUMNS = `g.*,
  (select e.real from promotion_grant_entry e where e.grant_id = g.id and e.kind = 'convert' limit 1) as paid,
  (select -e.bonus - e.real from promotion_grant_entry e
    where e.grant_id = g.id and e.kind in ('convert', 'expire', 'forfeit') limit 1) as forfeited`;

/** A member's grants (active first by expiry, then ended newest first), optionally of one promotion. */
export async function memberGrantRows(
  db: DbClient,
  memberId: bigint,
  filter: { promotionId?: bigint; grantId?: bigint; status?: "active" | "ended" | "all"; page?: number; size?: number },
): Promise<{ total: number; rows: GrantListRow[] }> {
  const size = filter.size ?? 100;
  const offset = ((filter.page ?? 1) - 1) * size;
  const { rows } = await db.query<GrantListRow & { total: number }>(
    `select ${GRANT_LIST_COLUMNS}, count(*) over ()::int as total
       from promotion_grant g
      where g.member_id = $1
        and ($2::text is null or g.terms ->> 'promotionId' = $2)
        and ($3 = 'all' or ($3 = 'active') = (g.status = 'active'))
        and ($6::int8 is null or g.id = $6)
      order by g.status <> 'active', case when g.status = 'active' then g.expires_at end,
               case when g.status = 'active' then g.id end, g.id desc
      limit $4 offset $5`,
    [
      memberId.toString(),
      filter.promotionId?.toString() ?? null,
      filter.status ?? "all",
      size,
      offset,
      filter.grantId?.toString() ?? null,
    ],
  );
  return { total: rows[0]?.total ?? 0, rows };
}

/** The console's grant list: by status and member (id or account). */
export async function consoleGrantRows(
  db: DbClient,
  filter: { status: string; member?: string; page: number; size: number },
): Promise<{ total: number; rows: GrantListRow[] }> {
  const { rows } = await db.query<GrantListRow & { total: number }>(
    `select ${GRANT_LIST_COLUMNS}, m.account as member_account, count(*) over ()::int as total
       from promotion_grant g join member m on m.id = g.member_id
      where ($1 = 'all' or g.status = $1)
        and ($2::text is null or m.account = lower($2) or ($2 ~ '^[0-9]{1,18}$' and m.id = $2::int8))
      order by g.id desc limit $3 offset $4`,
    [filter.status, filter.member ?? null, filter.size, (filter.page - 1) * filter.size],
  );
  return { total: rows[0]?.total ?? 0, rows };
}

/** The member's bonus account balance. */
export async function bonusBalance(db: DbClient, memberId: bigint): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    `select balance from ledger_account where kind = 'player_bonus' and member_id = $1 and vendor_code = '' and shard = 0`,
    [memberId.toString()],
  );
  return rows[0]?.balance ?? 0n;
}

/** The ids of the member's active grants in the order bets feed them (first to expire, then oldest). */
export async function activeGrantIds(db: DbClient, memberId: bigint): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    "select id from promotion_grant where member_id = $1 and status = 'active' order by expires_at, id",
    [memberId.toString()],
  );
  return rows.map((row) => row.id);
}

/** A game's scope for the contribution weight: its category, vendor and code. */
export async function gameScope(
  db: DbClient,
  gameId: bigint,
): Promise<{ category: string; vendor: string; game: string } | null> {
  const { rows } = await db.query<{ category: string; vendor: string; game: string }>(
    `select v.category, g.vendor_code as vendor, g.code as game
       from game g join game_vendor v on v.vendor_code = g.vendor_code where g.id = $1`,
    [gameId.toString()],
  );
  return rows[0] ?? null;
}
