import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESPORTS_VASSALAGES, GAME_CATEGORIES } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { createMember } from "../support/members.ts";
import { BETTING_RECORD_SQL, PROFIT_SQL } from "../../src/modules/game-records/game-records.repository.ts";
import { SLOTS, insertCatalogue } from "./rounds.ts";

/**
 * The betting record and profit and loss read one member's rounds by an index range of
 * game_round_member_time, never by scanning game_round, on a large table: 10 000 games and
 * 50 000 rounds of 250 members over two years.
 */

let t: TestApp;
let member: bigint;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.db);
  member = (await createMember(t.db)).id;
});
afterAll(() => t.close());

type Plan = { "QUERY PLAN": unknown };

describe("index use", () => {
  it("reads a member's week of rounds by the member-time index, with and without filters", async () => {
    const client = await t.db.connect();
    try {
      await client.query("begin");
      await client.query(
        `insert into member (account, password_hash)
         select 'h7probe' || g, 'x' from generate_series(1, 249) g`,
      );
      await client.query(
        `insert into game (id, vendor_code, code, name, search_key, engine)
         select 980000 + g, $1, 'probe-' || g, 'Probe ' || g, 'probe ' || g, 'slot' from generate_series(1, 10000) g`,
        [SLOTS.code],
      );
      // A round every 20 minutes for two years, spread over the members: 50 000 rounds; the
      // member under test has 1 in 250 of them (about 2 a week).
      await client.query(
        `with members as (
           select id, row_number() over (order by id) - 1 as n
             from member where id = $2 or account like 'h7probe%'
         )
         insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
         select $1, 'probe-' || g, m.id, 980001 + g % 10000, 'settled', 100, g % 300, now() - make_interval(mins => 20 * g), now()
           from generate_series(1, 50000) g
           join members m on m.n = g % 250`,
        [SLOTS.code, member],
      );
      await client.query("analyze game_round");
      await client.query("analyze game");
      await client.query("analyze game_vendor");
      const from = new Date(Date.now() - 7 * 86_400_000);
      const base = [member.toString(), from, new Date(), [...ESPORTS_VASSALAGES]];
      const plans: string[] = [];
      for (const filters of [
        [null, null],
        [SLOTS.code, null],
        [null, "RNG"],
      ]) {
        const record = await client.query<Plan>(`explain (format json) ${BETTING_RECORD_SQL}`, [
          ...base,
          ...filters,
          20,
          0,
        ]);
        plans.push(JSON.stringify(record.rows[0]!["QUERY PLAN"]));
        const profit = await client.query<Plan>(`explain (format json) ${PROFIT_SQL}`, [
          ...base,
          ...filters,
          [...GAME_CATEGORIES],
        ]);
        plans.push(JSON.stringify(profit.rows[0]!["QUERY PLAN"]));
      }
      for (const plan of plans) {
        expect(plan).toContain('"Index Name":"game_round_member_time"');
        const seqScans = [...plan.matchAll(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"(\w+)"/g)].map((m) => m[1]);
        expect(seqScans).not.toContain("game_round");
        expect(seqScans).not.toContain("game");
      }
      // The games of the page shown come by primary key, not by reading the catalogue.
      expect(plans[0]).toContain('"Index Name":"game_pkey"');
    } finally {
      await client.query("rollback");
      client.release();
    }
  }, 180_000);
});
