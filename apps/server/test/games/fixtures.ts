import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestApp } from "../app.ts";
import type { DbClient } from "../../src/db/pool.ts";
import { createSession } from "../../src/modules/account/index.ts";
import { createMember, type NewMember } from "../support/members.ts";

/** A member written straight into the database with a live session: its id, account and Bearer headers. */
export async function memberWithSession(t: TestApp, input: NewMember = {}) {
  const member = await createMember(t.db, input);
  const session = await createSession(t.db, {
    memberId: member.id,
    method: "username",
    ip: "127.0.0.1",
    userAgent: "games-test",
  });
  return { ...member, headers: { authorization: `Bearer ${session.token}` } };
}

/** A settled (or other) round of `gameId` for `memberId`, ended `minutesAgo` before now. */
export async function insertRound(
  db: DbClient,
  input: {
    memberId: bigint;
    gameId: number;
    bet: bigint;
    win: bigint;
    minutesAgo?: number;
    status?: "open" | "settled" | "rolled_back";
  },
): Promise<void> {
  const minutes = input.minutesAgo ?? 1;
  await db.query(
    `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
     select vendor_code, 'r-' || gen_random_uuid(), $1, id, $2, $3, $4,
            now() - make_interval(mins => $5) - interval '10 seconds',
            case when $2 = 'open' then null else now() - make_interval(mins => $5) end
       from game where id = $6`,
    [input.memberId, input.status ?? "settled", input.bet, input.win, minutes, input.gameId],
  );
}

export function json<T>(res: LightMyRequestResponse): T {
  return res.json<{ value: T }>().value;
}

/**
 * A strict well-formedness check of the generated SVG: every tag closed in order, attributes
 * quoted, no raw "<" or unknown entity in text or attribute values.
 */
export function expectWellFormedXml(xml: string): void {
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let consumed = 0;
  for (let m = token.exec(xml); m; m = token.exec(xml)) {
    consumed = token.lastIndex;
    const [, closing, name, attributes, selfClosing, text] = m;
    const checked = text ?? attributes ?? "";
    expect(checked.replace(/&(amp|lt|gt|quot|#39);/g, ""), checked).not.toMatch(/[&<]/);
    if (text !== undefined) continue;
    if (closing) expect(stack.pop(), `</${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(consumed, "unparsed markup").toBe(xml.length);
  expect(stack).toEqual([]);
}
