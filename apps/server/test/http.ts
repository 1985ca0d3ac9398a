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

/** Large, static tables (the 10,000-game catalogue): compared by row count and an order-independent hash sum. */
const FINGERPRINTED_TABLES = new Set(["game"]);

/**
 * Every row of every table of the schema, to prove a request changed nothing. The catalogue tables are
 * fingerprinted instead (count + sum of 64-bit row hashes: one scan, no sort of 10,000 JSON rows).
 */
export async function snapshotDatabase(db: DbClient): Promise<Record<string, unknown>> {
  const { rows: tables } = await db.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = current_schema() order by tablename",
  );
  const snapshot: Record<string, unknown> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ rows: unknown }>(
      FINGERPRINTED_TABLES.has(name)
        ? `select count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) as rows from "${name}" t`
        : `select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]') as rows from "${name}" t`,
    );
    snapshot[name] = rows[0]!.rows;
  }
  return snapshot;
}
