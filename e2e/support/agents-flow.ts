import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { CONSOLE_PATHS } from "@lotus/contracts/web";
import { E2E_DATA_DIR, E2E_PORT, embeddedPgPort } from "../playwright.config.ts";
import { uniqueUsername } from "./accounts.ts";
import { OPERATOR_PASSWORD } from "./money.ts";

/*
 * Set-up of the agent-centre flow (e2e/tests/agents-flow.spec.ts) that reaches past the API: a
 * console operator of the test's own, and the move of the test's rows into a past settlement window.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

/** The environment of the admin command against the site server's database (as siteAdmin). */
function adminEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: E2E_DATA_DIR,
    EMBEDDED_PG_PORT: String(embeddedPgPort(E2E_PORT)),
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  return env;
}

/**
 * A console session of an admin operator created for this test by the admin command. An
 * authenticator code is accepted once, so tests signing admin01 in at the same moment wait for the
 * next 30 s step; an operator of its own never waits and takes no code from the other tests.
 */
export async function ownConsoleToken(request: APIRequestContext): Promise<string> {
  return (await ownConsoleSession(request)).token;
}

/** The same operator's whole session (token and operator), as the console keeps it in session storage. */
export async function ownConsoleSession(
  request: APIRequestContext,
): Promise<{ token: string; operator: Record<string, unknown> }> {
  const username = uniqueUsername("op");
  const env = { ...adminEnv(), LOTUS_OPERATOR_PASSWORD: OPERATOR_PASSWORD };
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "apps/server/src/cli/admin.ts", "operator", "create", username, "--role", "admin"],
    { cwd: ROOT, env },
  );
  const secret = /TOTP secret: ([A-Z2-7]+)/.exec(stdout)?.[1];
  if (!secret) throw new Error(`operator create printed no TOTP secret: ${stdout}`);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const response = await request.post(CONSOLE_PATHS.login, {
    data: { username, password: OPERATOR_PASSWORD, totp: totp.generate() },
  });
  const body = (await response.json()) as {
    success: boolean;
    code: string;
    value: { token: string; operator: Record<string, unknown> };
  };
  if (!response.ok() || !body.success)
    throw new Error(`console login of ${username}: ${response.status()} ${body.code}`);
  return { token: body.value.token, operator: body.value.operator };
}

/**
 * Moves one agents-flow test into a past 5-minute window of its own and settles that window by the
 * admin command (`settlement run --kind realtime_salary`), by direct SQL on the site server's
 * embedded PostgreSQL touching only this test's rows:
 *
 * - the downline's new real-time salary contract (from `upline`) gets `effective_from` = the
 *   window's start, as if it had been signed before that window;
 * - the settled rounds of the test's own member are moved into that window (ended one minute after
 *   its start, a second apart, each keeping its length).
 *
 * Which window: the first of today (local day, so no settled day gets rounds added; in the first
 * half hour of the day, when no window of today is old enough yet, of yesterday — whose daily run
 * then no longer recomputes the same, which only a whole-day verify of yesterday would notice) that
 * - started at least 25 minutes ago: out of reach of the settlement job, which settles only windows
 *   that started in the last ~21 minutes;
 * - has no real-time run (the run is unique per window: one made already would only replay);
 * - comes after every window an earlier test settled this way (runs computed 25 minutes or more
 *   after their window started): a contract moved into a window is in force for every later window,
 *   so a later window keeps each earlier run's recomputation (settlement verify) unchanged.
 * Choice, moves and run happen under one advisory lock, so tests in parallel take turns and each run
 * settles its own window only.
 */
export async function settleInOwnWindow(options: {
  downline: string;
  upline: string;
  member: string;
}): Promise<{ windowStart: Date; rounds: number; output: string }> {
  const script = `
    const { execFile } = await import("node:child_process");
    const { promisify } = await import("node:util");
    const { createPool } = await import("./apps/server/src/db/pool.ts");
    const { embeddedDatabaseUrl } = await import("./apps/server/src/db/embedded.ts");
    const { downline, upline, member } = ${JSON.stringify(options)};
    const WINDOW_MS = 300_000;
    const DAY_MS = 86_400_000;
    const LOCAL_OFFSET_MS = 7 * 3_600_000;
    const LOCK = "select hashtext('lotus-e2e:agents-flow:settlement-window') as key";
    const db = createPool(embeddedDatabaseUrl(${embeddedPgPort(E2E_PORT)}, "lotus"), 1);
    const client = await db.connect();
    try {
      await client.query(\`select pg_advisory_lock(key) from (\${LOCK}) k\`);
      const now = Date.now();
      const midnight = Math.floor((now + LOCAL_OFFSET_MS) / DAY_MS) * DAY_MS - LOCAL_OFFSET_MS;
      const today = new Date(now - midnight >= 30 * 60_000 ? midnight : midnight - DAY_MS);
      const last = new Date(Math.floor((now - 25 * 60_000) / WINDOW_MS) * WINDOW_MS);
      await client.query("begin");
      const free = await client.query(
        \`with claimed as (
           select max(period_start) as last from agent_settlement_run
            where kind = 'realtime_salary' and period_start >= $1 and computed_at >= period_start + interval '25 minutes')
         select w from claimed,
                generate_series(greatest($1::timestamptz, claimed.last + interval '5 minutes'), $2::timestamptz, interval '5 minutes') w
          where not exists (select 1 from agent_settlement_run r where r.kind = 'realtime_salary' and r.period_start = w)
          order by w limit 1\`,
        [today, last],
      );
      const window = free.rows[0]?.w;
      if (!window) throw new Error("no free real-time window since " + today.toISOString() + " that started 25 minutes ago or more");
      const contract = await client.query(
        \`update agent_contract c set effective_from = $1
           from member d, member u
          where d.account = $2 and u.account = $3 and c.downline_id = d.id and c.upline_id = u.id
            and c.kind = 'realtime_salary' and c.status = 'signed'
          returning c.id\`,
        [window, downline, upline],
      );
      if (contract.rowCount !== 1) throw new Error("expected one signed real-time contract, found " + contract.rowCount);
      const rounds = await client.query(
        \`with own as (
           select g.id, g.ended_at - g.started_at as length,
                  $1::timestamptz + interval '1 minute' + row_number() over (order by g.ended_at, g.id) * interval '1 second' as ended
             from game_round g join member m on m.id = g.member_id
            where m.account = $2 and g.status = 'settled')
         update game_round g set ended_at = own.ended, started_at = own.ended - own.length
           from own where g.id = own.id returning g.id\`,
        [window, member],
      );
      await client.query("commit");
      const period = new Date(window.getTime() + LOCAL_OFFSET_MS).toISOString().slice(0, 16);
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "apps/server/src/cli/admin.ts", "settlement", "run", "--kind", "realtime_salary", "--period", period],
      );
      process.stdout.write(JSON.stringify({ windowStart: window.toISOString(), rounds: rounds.rowCount, output: stdout }));
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      throw error;
    } finally {
      await client.query(\`select pg_advisory_unlock(key) from (\${LOCK}) k\`).catch(() => undefined);
      client.release();
      await db.end();
    }
  `;
  const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    env: adminEnv(),
  });
  const value = JSON.parse(stdout) as { windowStart: string; rounds: number; output: string };
  return { windowStart: new Date(value.windowStart), rounds: value.rounds, output: value.output };
}
