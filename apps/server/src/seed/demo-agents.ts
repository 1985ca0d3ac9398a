import type pg from "pg";
import { hashPassword } from "../modules/account/index.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

/*
 * The demo agent tree (issue 13): agent01 (top agent, seeded with the accounts) → sub-agents agent02
 * and agent03 → members; agent02 → sub-agent agent04 → members (depth 3 below agent01). Every account
 * has the README's demo password; newbie01 (agent01's weak-default downline) stays as it is.
 * Idempotent: existing accounts are left alone, and the password is hashed only when one is missing.
 */

type DemoNode = { account: string; isAgent: 0 | 2; upline: string; nickname: string };

const members = (upline: string, prefix: string, count: number): DemoNode[] =>
  Array.from({ length: count }, (_, i) => ({
    account: `${prefix}${String(i + 1).padStart(2, "0")}`,
    isAgent: 0 as const,
    upline,
    nickname: "",
  }));

/** Uplines before their downlines. */
export const DEMO_AGENT_TREE: readonly DemoNode[] = [
  { account: "agent02", isAgent: 2, upline: "agent01", nickname: "Đại lý 02" },
  { account: "agent03", isAgent: 2, upline: "agent01", nickname: "Đại lý 03" },
  { account: "agent04", isAgent: 2, upline: "agent02", nickname: "Đại lý 04" },
  ...members("agent01", "player1", 4),
  ...members("agent02", "player2", 6),
  ...members("agent03", "player3", 5),
  ...members("agent04", "player4", 5),
];
const AGENT_IPS = ["127.0.0.1", "::1"];

/** The demo brand's announcement for its agents (Vietnamese, the brand's language). */
export const DEMO_AGENT_ANNOUNCEMENT = [
  "Chào mừng các đại lý Lotus!",
  "• Lương thời gian thực được tính mỗi 5 phút và cộng thẳng vào ví chính; mỗi khoản đều có bảng kê chi tiết trong mục Thu nhập của tôi.",
  "• Lương ngày được trả vào sáng hôm sau theo doanh số cược hợp lệ của đội hôm trước.",
  "• Hợp đồng mới có hiệu lực từ đầu kỳ kế tiếp sau khi tuyến dưới ký.",
  "Cần hỗ trợ? Liên hệ bộ phận chăm sóc đại lý qua mục CSKH.",
].join("\n");

export async function seedDemoAgents(tx: pg.PoolClient): Promise<void> {
  const { rows: existing } = await tx.query<{ account: string }>("select account from member where account = any($1)", [
    DEMO_AGENT_TREE.map((node) => node.account),
  ]);
  const have = new Set(existing.map((row) => row.account));
  const missing = DEMO_AGENT_TREE.filter((node) => !have.has(node.account));
  if (missing.length === 0) return;
  // The first time the demo agents arrive, the agent centre's announcement says what the demo holds
  // (an operator changes it in the console's agent settings; a later start leaves it alone).
  await tx.query("update brand set agent_announcement = $1 where id = 1 and agent_announcement = ''", [
    DEMO_AGENT_ANNOUNCEMENT,
  ]);
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const node of missing) {
    const { rows } = await tx.query<{ id: bigint }>(
      `insert into member (account, password_hash, is_agent, nickname, upline_id, register_method, profile)
       select $1, $2, $3, $4, u.id, 'AGENT', jsonb_build_object('createdBy', u.account)
         from member u where u.account = $5
       on conflict do nothing returning id`,
      [node.account, hash, node.isAgent, node.nickname, node.upline],
    );
    const id = rows[0]?.id;
    if (id === undefined || node.isAgent === 0) continue;
    for (const ip of AGENT_IPS) {
      await tx.query("insert into member_trusted_ip (member_id, ip) values ($1, $2) on conflict do nothing", [id, ip]);
    }
  }
}
