import type pg from "pg";
import { hashPassword } from "../modules/account/index.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

/*
 * Responsible-gaming demo (issue 16 item 6), on accounts of its own so no other demo flow meets a
 * limit: rg01 (password Lotus@2026) has a daily deposit limit, a weekly wager limit with a raise
 * waiting for its 24 h, an operator's monthly deposit limit, a 30-minute reality check and their
 * history; rg02 is on a one-week break and rg03 self-excluded for a year (both in the console's
 * exclusions list and its CSV export). Idempotent: an account that already has a protection row is
 * left as it is.
 */

type DemoRg = { account: string; nickname: string };
const MEMBERS: readonly DemoRg[] = [
  { account: "rg01", nickname: "Thanh Hà" },
  { account: "rg02", nickname: "Quốc Bảo" },
  { account: "rg03", nickname: "Ngọc Lan" },
];

async function memberId(tx: pg.PoolClient, demo: DemoRg): Promise<bigint> {
  const found = await tx.query<{ id: bigint }>("select id from member where account = $1", [demo.account]);
  if (found.rows[0]) return found.rows[0].id;
  const { rows } = await tx.query<{ id: bigint }>(
    `insert into member (account, password_hash, nickname, register_method) values ($1, $2, $3, 'WEB') returning id`,
    [demo.account, await hashPassword(DEMO_PASSWORD), demo.nickname],
  );
  const id = rows[0]!.id;
  for (const ip of ["127.0.0.1", "::1"]) {
    await tx.query("insert into member_trusted_ip (member_id, ip) values ($1, $2) on conflict do nothing", [id, ip]);
  }
  return id;
}

const history = (tx: pg.PoolClient, id: bigint, ago: string, actor: string, action: string, detail: object) =>
  tx.query(
    `insert into protection_history (member_id, at, actor, action, detail) values ($1, now() - $2::interval, $3, $4, $5)`,
    [id, ago, actor, action, JSON.stringify(detail)],
  );

export async function seedDemoProtection(tx: pg.PoolClient): Promise<void> {
  const [rg01, rg02, rg03] = MEMBERS;
  const first = await memberId(tx, rg01!);
  if (!(await tx.query("select 1 from member_protection where member_id = $1", [first])).rowCount) {
    await tx.query(
      `insert into member_protection (member_id, deposit_limits, play_limits, reality_check_minutes, deposit_prompt_answered_at)
       values ($1, true, true, 30, now() - interval '10 days')`,
      [first],
    );
    await tx.query(
      `insert into protection_limit (member_id, kind, period, source, amount, set_by, reason, pending_amount,
                                     pending_requested_at, pending_from)
       values ($1, 'deposit', 'day', 'self', 200000000, 'member', '', null, null, null),
              ($1, 'wager', 'week', 'self', 1000000000, 'member', '', 1500000000, now() - interval '3 hours',
               now() + interval '21 hours'),
              ($1, 'deposit', 'month', 'operator', 3000000000, 'admin01', 'Kiểm tra khả năng chi trả', null, null, null)`,
      [first],
    );
    await history(tx, first, "10 days", "member", "limit_set", { kind: "deposit", period: "day", amount: "200000000" });
    await history(tx, first, "10 days", "member", "reality_check", { minutes: 30 });
    await history(tx, first, "6 days", "member", "limit_set", { kind: "wager", period: "week", amount: "1000000000" });
    await history(tx, first, "2 days", "operator:admin01", "operator_limit", {
      kind: "deposit",
      period: "month",
      amount: "3000000000",
      reason: "Kiểm tra khả năng chi trả",
    });
    await history(tx, first, "3 hours", "member", "limit_raise_requested", {
      kind: "wager",
      period: "week",
      amount: "1500000000",
    });
  }
  for (const [demo, kind, term, interval, started, reason] of [
    [rg02!, "timeout", "1w", "7 days", "2 days", ""],
    [rg03!, "self_exclusion", "1y", "1 year", "40 days", "Muốn dành thời gian cho gia đình"],
  ] as const) {
    const id = await memberId(tx, demo);
    if ((await tx.query("select 1 from member_protection where member_id = $1", [id])).rowCount) continue;
    const { rows } = await tx.query<{ ends_at: Date }>(
      `insert into protection_exclusion (member_id, kind, term, started_at, ends_at, reason, effects)
       values ($1, $2, $3, now() - $4::interval, now() - $4::interval + $5::interval, $6,
               '{"sessionsRevoked": 0, "bonusForfeited": "0", "lotteryLinesVoided": 0, "lotteryRefunded": "0"}')
       returning ends_at`,
      [id, kind, term, started, interval, reason],
    );
    await tx.query("insert into member_protection (member_id, blocked_until, block_kind) values ($1, $2, $3)", [
      id,
      rows[0]!.ends_at,
      kind,
    ]);
    await history(tx, id, started, "member", kind, { term });
  }
}
