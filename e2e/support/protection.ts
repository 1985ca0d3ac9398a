import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { E2E_PORT, embeddedPgPort } from "../playwright.config.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

/*
 * Responsible gaming in the browser suite (issue 16): what the test does on the site server's own
 * database, the way the captcha helper does — credits a member (a manual credit, which counts toward
 * deposit limits), controls the clock of a pending raise (the request is aged 24 h: the server compares
 * with the database's now()), and opens a game session as the launch would (the vendor token a game
 * keeps after the member's session ends) with the demo vendor's wallet API secret.
 */

async function onSiteDb<T>(body: string): Promise<T> {
  const script = `
    const { createPool } = await import("./apps/server/src/db/pool.ts");
    const { embeddedDatabaseUrl } = await import("./apps/server/src/db/embedded.ts");
    const db = createPool(embeddedDatabaseUrl(${embeddedPgPort(E2E_PORT)}, "lotus"), 1);
    try {
      const out = await (async () => { ${body} })();
      process.stdout.write(JSON.stringify(out ?? null, (_, v) => (typeof v === "bigint" ? v.toString() : v)));
    } finally {
      await db.end();
    }
  `;
  const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
  });
  return JSON.parse(stdout) as T;
}

/** A manual credit of `minor` to the member's main wallet (ledger adjustment). */
export function creditMember(account: string, minor: bigint): Promise<null> {
  return onSiteDb(`
    const { main, runOperation, system } = await import("./apps/server/src/modules/ledger/ledger.ts");
    const { rows } = await db.query("select id from member where account = $1", [${JSON.stringify(account)}]);
    const memberId = rows[0].id;
    await runOperation(db, { key: "e2e-protection:" + Date.now(), kind: "adjustment", memberId, fingerprint: {}, remark: "e2e" },
      async (op) => { await op.transfer([{ from: system("adjustments", memberId), to: main(memberId), amount: ${minor}n }]); return null; });
    return null;
  `);
}

/** 24 hours pass for the member's pending limit changes (the request is aged; the server reads now()). */
export function agePendingLimits(account: string): Promise<null> {
  return onSiteDb(`
    await db.query(
      "update protection_limit set pending_requested_at = now() - interval '24 hours', pending_from = now() - interval '1 second' " +
      "where member_id = (select id from member where account = $1) and pending_from is not null",
      [${JSON.stringify(account)}]);
    return null;
  `);
}

/** A game session of the member's current login (the launch's vendor token) and the vendor's API secret. */
export function openGameSession(
  token: string,
  vendorCode: string,
): Promise<{ vendorToken: string; secret: string; gameCode: string }> {
  return onSiteDb(`
    const { hashToken } = await import("./apps/server/src/modules/account/index.ts");
    const { createVendorSession } = await import("./apps/server/src/modules/vendor-api/index.ts");
    const session = (await db.query("select id, member_id from member_session where token_hash = $1", [hashToken(${JSON.stringify(token)})])).rows[0];
    const game = (await db.query("select id, code from game where vendor_code = $1 and engine = 'slot' and enabled order by id limit 1", [${JSON.stringify(vendorCode)}])).rows[0];
    // The demo vendor's secret, as the server resolves it at the vendor's first wallet call.
    const { demoVendorSecret } = await import("./apps/server/src/modules/launch/demo-vendor-mount.ts");
    const { setAdapterVendorsSecret } = await import("./apps/server/src/modules/launch/launch.repository.ts");
    const secret = await demoVendorSecret(db, { DEMO_VENDOR_SECRET: undefined });
    await setAdapterVendorsSecret(db, "demo", secret);
    const created = await createVendorSession(db, { memberId: session.member_id, memberSessionId: session.id, vendorCode: ${JSON.stringify(vendorCode)}, gameId: game.id });
    return { vendorToken: created.token, secret, gameCode: game.code };
  `);
}
