import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { errorStatus, type ErrorCode, type Language } from "@lotus/contracts";
import type { DbClient } from "../src/db/pool.ts";
import { catalogues } from "../src/i18n/messages.ts";

export type Headers = Record<string, string>;

export function get(app: FastifyInstance, url: string, headers: Headers = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: "GET", url, headers });
}

/** Asserts a successful envelope and returns its value. */
export function okValue<T = unknown>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ success: boolean; code: string; message: string; value: T }>();
  expect(body.success).toBe(true);
  expect(body.code).toBe("ok");
  return body.value;
}

/** The fixed part of a catalogue message: its text before the first `{placeholder}`. */
export function messagePrefix(language: Language, code: ErrorCode): string {
  return catalogues[language][code]!.split("{")[0]!;
}

/**
 * Asserts the error envelope: the code's HTTP status, `success: false`, `value: null`, and
 * the catalogue message of `language` (placeholders such as the validation detail filled in).
 */
export function expectError(res: LightMyRequestResponse, code: ErrorCode, language: Language = "vi"): void {
  expect(res.statusCode, res.body).toBe(errorStatus[code]);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json<{ success: boolean; code: string; message: string; value: unknown }>();
  expect(body).toEqual({ success: false, code, message: expect.any(String), value: null });
  expect(body.message.startsWith(messagePrefix(language, code)), body.message).toBe(true);
}

/**
 * Large tables (the 10,000-game catalogue, the lottery's draw history with its results, the demo seed's
 * ledger, rounds and statements): compared by row count and an order-independent hash sum of the rows,
 * which a changed, added or removed row changes, at a fraction of the cost of their JSON.
 */
const FINGERPRINTED_TABLES = new Set([
  "game",
  "lottery_draw",
  "ledger_operation",
  "ledger_transfer",
  "game_round",
  "agent_statement",
]);

/** Schemas besides the platform's own whose tables a request can write: the mounted demo vendor's. */
const OTHER_SCHEMAS = ["demo_vendor"];

/**
 * Every row of every table of the schema — throttles, audit and sessions included — and of the demo vendor's
 * schema (its tables are named "demo_vendor.<table>"), to prove a request changed nothing. The catalogue
 * tables are fingerprinted instead (count + sum of 64-bit row hashes: one scan, no sort of 10,000 JSON rows).
 */
export async function snapshotDatabase(db: DbClient): Promise<Record<string, unknown>> {
  const { rows: tables } = await db.query<{ schema: string; name: string; own: boolean }>(
    `select schemaname as schema, tablename as name, schemaname = current_schema() as own from pg_tables
      where schemaname = current_schema() or schemaname = any($1) order by schemaname, tablename`,
    [OTHER_SCHEMAS],
  );
  // Every table in ONE statement (a snapshot of ~100 tables is taken thousands of times by the suite).
  const parts = tables.map(({ schema, name, own }, i) => {
    const table = `"${schema}"."${name}"`;
    const value =
      own && FINGERPRINTED_TABLES.has(name)
        ? `(select to_jsonb(count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)) from ${table} t)`
        : `(select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]') from ${table} t)`;
    return `select ${i} as i, ${value} as rows`;
  });
  const { rows } = await db.query<{ i: number; rows: unknown }>(`${parts.join(" union all ")} order by i`);
  const snapshot: Record<string, unknown> = {};
  for (const { i, rows: value } of rows) {
    const { schema, name, own } = tables[i]!;
    if (own) snapshot[name] = value;
    // The vendor creates its tables at first use (possibly between two snapshots): an empty one is left out.
    else if (JSON.stringify(value) !== "[]") snapshot[`${schema}.${name}`] = value;
  }
  return snapshot;
}
