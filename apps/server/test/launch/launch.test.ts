import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GAME_LAUNCH,
  PATHS,
  RECENT_GAMES_MAX,
  TRIAL_ACCOUNT_TYPE,
  type LaunchGameValue,
  type MemberEvent,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, type Headers } from "../http.ts";
import { bearer, login } from "../support/login.ts";
import { createMember } from "../support/members.ts";
import { fund, MILLION } from "../support/cashier.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { createSession, hashToken } from "../../src/modules/account/index.ts";
import { balanceOf, main, vendorWallet } from "../../src/modules/ledger/ledger.ts";
import { gamePageUrl, launchHosts } from "../../src/modules/launch/launch.service.ts";

/**
 * POST /wps/game/launchGame against a real database: login first (trial accounts allowed), the
 * spec's constants, resolving a game / room / lobby game, every refusal with its catalogue code and
 * nothing changed, the auto transfer of a transfer-wallet vendor through the ledger, recent games,
 * the vendor session bound to the player's session, and the launch CDN address.
 */

let t: TestApp;
/** Game ids far above any seeded catalogue id, so the seed and these tests never collide. */
const BASE = 2_100_000_000;
const G = {
  lobbyDisabled: BASE + 1,
  lobby: BASE + 2,
  slot: BASE + 3,
  maintenance: BASE + 4,
  disabled: BASE + 5,
  other: BASE + 6,
  off: BASE + 7,
  live: BASE + 8,
  pvp: BASE + 9,
  pvpOther: BASE + 10,
  sports: BASE + 11,
  recent: BASE + 100,
};
const ROOM = { open: BASE + 1, closed: BASE + 2, other: BASE + 3 };

async function addVendor(
  id: number,
  code: string,
  category: string,
  extra: { adapter?: string; enabled?: boolean; walletMode?: string } = {},
) {
  await t.db.query(
    `insert into game_vendor (id, vendor_code, display_name, category, small_icon, adapter, enabled, wallet_mode)
     values ($1, $2, $3, $4, 'vendors/x.svg', $5, $6, $7)`,
    [
      id,
      code,
      `${code} name`,
      category,
      extra.adapter ?? "demo",
      extra.enabled ?? true,
      extra.walletMode ?? "seamless",
    ],
  );
}

async function addGame(
  id: number,
  vendor: string,
  code: string,
  extra: { sort?: number; enabled?: boolean; maintenance?: boolean; name?: string } = {},
) {
  await t.db.query(
    `insert into game (id, vendor_code, code, name, search_key, engine, sort, enabled, maintenance)
     values ($1, $2, $3, $4, lower($4), 'slot', $5, $6, $7)`,
    [
      id,
      vendor,
      code,
      extra.name ?? `Game ${code}`,
      extra.sort ?? 10,
      extra.enabled ?? true,
      extra.maintenance ?? false,
    ],
  );
}

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_VENDOR: "false" } });
  await addVendor(990001, "H3_SLOTS", "RNG");
  await addVendor(990002, "H3_OTHER", "RNG", { adapter: "external" });
  await addVendor(990003, "H3_OFF", "RNG", { enabled: false });
  await addVendor(990004, "H3_ELOTT", "ELOTT");
  await addVendor(990005, "H3_PVP", "PVP");
  await addVendor(990006, "H3_PVP2", "PVP");
  await addGame(G.lobbyDisabled, "H3_SLOTS", "h3.lobby-off", { sort: 0, enabled: false });
  await addGame(G.lobby, "H3_SLOTS", "h3.lobby", { sort: 1 });
  await addGame(G.slot, "H3_SLOTS", "h3:slot.1", { sort: 5, name: "Rồng Vàng" });
  await addGame(G.maintenance, "H3_SLOTS", "h3.maint", { maintenance: true });
  await addGame(G.disabled, "H3_SLOTS", "h3.disabled", { enabled: false });
  await addGame(G.other, "H3_OTHER", "h3.other");
  await addGame(G.off, "H3_OFF", "h3.off");
  await addGame(G.live, "GPI", "h3.baccarat");
  await addGame(G.sports, "IBC", "h3.football");
  await addGame(G.pvp, "H3_PVP", "h3.tienlen");
  await addGame(G.pvpOther, "H3_PVP2", "h3.poker");
  for (let i = 0; i < RECENT_GAMES_MAX + 2; i++) await addGame(G.recent + i, "H3_SLOTS", `h3.recent-${i}`);
  await t.db.query(
    `insert into game_room (id, game_id, name, min_bet, max_bet, seats, enabled) values
       ($1, $4, '{"vi": "Phòng 1"}', 1000, 100000, 4, true), ($2, $4, '{"vi": "Phòng 2"}', 1000, 100000, 4, false),
       ($3, $5, '{"vi": "Bàn 1"}', 1000, 100000, 6, true)`,
    [ROOM.open, ROOM.closed, ROOM.other, G.pvp, G.pvpOther],
  );
});
afterAll(() => t.close());

type Player = { id: bigint; headers: Headers; sessionId: string; account: string };

async function player(isAgent = 0): Promise<Player> {
  const m = await createMember(t.db, { isAgent });
  const session = await createSession(t.db, { memberId: m.id, method: "username", ip: "127.0.0.1", userAgent: "" });
  return { id: m.id, headers: bearer(session.token), sessionId: session.id, account: m.account };
}

const body = (fields: Record<string, unknown>) => ({ ...GAME_LAUNCH, ...fields });

function launch(headers: Headers, fields: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: PATHS.launchGame, payload: body(fields), headers });
}

/**
 * Every table (its row count and a hash of its rows) but the static catalogue of 10,000 games and
 * the sessions' last-seen times: what a refused launch must leave unchanged.
 */
async function snapshot(): Promise<Record<string, unknown>> {
  const snap: Record<string, unknown> = {};
  const { rows: tables } = await t.db.query<{ name: string }>(
    `select tablename as name from pg_tables
      where schemaname = current_schema() and tablename not in ('game', 'member_session') order by tablename`,
  );
  for (const { name } of tables) {
    const { rows } = await t.db.query<{ n: string; h: string }>(
      `select count(*)::text as n, coalesce(md5(string_agg(to_jsonb(x)::text, '|' order by to_jsonb(x)::text)), '') as h
         from "${name}" x`,
    );
    snap[name] = rows[0];
  }
  return snap;
}

const tokenOf = (url: string) => new URL(url, "http://x").searchParams.get("token")!;

/** Whether the vendor session of `token` would be accepted now: its own state and its member session's. */
async function vendorSessionOf(token: string) {
  const { rows } = await t.db.query<{
    member_id: bigint;
    member_session_id: string;
    vendor_code: string;
    game_id: number;
    live: boolean;
  }>(
    `select v.member_id, v.member_session_id, v.vendor_code, v.game_id,
            (v.revoked_at is null and v.expires_at > now() and s.revoked_at is null and s.expires_at > now()) as live
       from vendor_session v join member_session s on s.id = v.member_session_id
      where v.token_hash = $1`,
    [hashToken(token)],
  );
  return rows[0];
}

describe("login first", () => {
  it("asks a visitor to log in first, whatever the body", async () => {
    expectError(await launch({}, { gameId: G.slot, vassalage: "H3_SLOTS" }), "please_login_first");
    expectError(await launch({ language: "en" }, { gameId: "x" }), "please_login_first", "en");
    const noBody = await t.app.inject({ method: "POST", url: PATHS.launchGame });
    expectError(noBody, "please_login_first");
  });

  it("asks to log in first when the token no longer opens a session", async () => {
    expectError(await launch(bearer("A".repeat(43)), { gameId: G.slot, vassalage: "H3_SLOTS" }), "please_login_first");
    const m = await createMember(t.db);
    const { token } = await login(t.app, m.account, m.password);
    const out = await t.app.inject({ method: "DELETE", url: PATHS.logout, headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expectError(await launch(bearer(token), { gameId: G.slot, vassalage: "H3_SLOTS" }), "please_login_first");
  });

  it("lets a trial account play with its demo balance", async () => {
    const trial = await player(TRIAL_ACCOUNT_TYPE);
    const value = okValue<LaunchGameValue>(await launch(trial.headers, { gameId: G.slot, vassalage: "H3_SLOTS" }));
    expect(value.gameId).toBe(G.slot);
    const session = await vendorSessionOf(tokenOf(value.game_url));
    expect(session?.member_id).toBe(trial.id);
    expect(session?.live).toBe(true);
  });
});

describe("a launch", () => {
  it("answers the vendor's game page with a live vendor session bound to the member session", async () => {
    const p = await player();
    const res = await launch(
      { ...p.headers, language: "en" },
      { gameId: G.slot, vassalage: "H3_SLOTS", username: p.account.toUpperCase(), language: "en" },
    );
    const value = okValue<LaunchGameValue>(res);
    expect(value).toEqual({
      game_url: expect.stringMatching(
        /^\/demo-vendor\/play\/H3_SLOTS\/h3%3Aslot.1\?token=[A-Za-z0-9_-]{43}&lang=en&name=R%E1%BB%93ng\+V%C3%A0ng$/,
      ),
      gameId: G.slot,
      gameName: "Rồng Vàng",
      vassalage: "H3_SLOTS",
    });
    expect(value.game_url2).toBeUndefined();
    const token = tokenOf(value.game_url);
    expect(await vendorSessionOf(token)).toEqual({
      member_id: p.id,
      member_session_id: p.sessionId,
      vendor_code: "H3_SLOTS",
      game_id: G.slot,
      live: true,
    });
    // Only the hash is stored.
    const stored = await t.db.query("select 1 from vendor_session where token_hash::text like $1", [`%${token}%`]);
    expect(stored.rows).toEqual([]);
  });

  it("passes the page language of the Language header (vi by default)", async () => {
    const p = await player();
    const vi = okValue<LaunchGameValue>(await launch(p.headers, { gameId: G.slot, vassalage: "H3_SLOTS" }));
    expect(new URL(vi.game_url, "http://x").searchParams.get("lang")).toBe("vi");
    const th = okValue<LaunchGameValue>(
      await launch({ ...p.headers, language: "th" }, { gameId: G.slot, vassalage: "H3_SLOTS", language: "vi" }),
    );
    expect(new URL(th.game_url, "http://x").searchParams.get("lang")).toBe("th");
  });

  it("ends the vendor session with the member session (logout)", async () => {
    const m = await createMember(t.db);
    const { token } = await login(t.app, m.account, m.password);
    const value = okValue<LaunchGameValue>(await launch(bearer(token), { gameId: G.slot, vassalage: "H3_SLOTS" }));
    const vendorToken = tokenOf(value.game_url);
    expect((await vendorSessionOf(vendorToken))?.live).toBe(true);
    expect((await t.app.inject({ method: "DELETE", url: PATHS.logout, headers: bearer(token) })).statusCode).toBe(200);
    const after = await vendorSessionOf(vendorToken);
    expect(after?.live).toBe(false);
    const { rows } = await t.db.query<{ revoked_reason: string }>(
      "select revoked_reason from member_session where id = $1",
      [after!.member_session_id],
    );
    expect(rows).toEqual([{ revoked_reason: "logout" }]);
  });

  it("opens the vendor's lobby game (first enabled by sort) when no game or room is named", async () => {
    const p = await player();
    const value = okValue<LaunchGameValue>(await launch(p.headers, { vassalage: "H3_SLOTS" }));
    expect(value.gameId).toBe(G.lobby);
    expect(value.game_url).toMatch(/^\/demo-vendor\/play\/H3_SLOTS\/h3\.lobby\?/);
  });

  it("opens a PVP room's game with the room in the address", async () => {
    const p = await player();
    const value = okValue<LaunchGameValue>(await launch(p.headers, { roomId: ROOM.open, vassalage: "H3_PVP" }));
    expect(value.gameId).toBe(G.pvp);
    expect(new URL(value.game_url, "http://x").searchParams.get("room")).toBe(String(ROOM.open));
    expect(value.game_url).toMatch(/^\/demo-vendor\/play\/H3_PVP\/h3\.tienlen\?/);
  });
});

describe("refusals change nothing", () => {
  const cases: [string, Record<string, unknown>, Parameters<typeof expectError>[1]][] = [
    ["accountType other than 1", { gameId: G.slot, vassalage: "H3_SLOTS", accountType: 2 }, "validation_failed"],
    ["confirmTrans other than 0", { gameId: G.slot, vassalage: "H3_SLOTS", confirmTrans: 1 }, "validation_failed"],
    [
      "launchMode other than GLS or LOTT",
      { gameId: G.slot, vassalage: "H3_SLOTS", launchMode: "WEB" },
      "validation_failed",
    ],
    ["another platform", { gameId: G.slot, vassalage: "H3_SLOTS", platform: "flash" }, "validation_failed"],
    ["clientType other than 3", { gameId: G.slot, vassalage: "H3_SLOTS", clientType: "1" }, "validation_failed"],
    ["no vassalage", { gameId: G.slot, vassalage: undefined }, "validation_failed"],
    ["gameId 0", { gameId: 0, vassalage: "H3_SLOTS" }, "validation_failed"],
    ["gameId not a number", { gameId: "abc", vassalage: "H3_SLOTS" }, "validation_failed"],
    ["gameId above int4", { gameId: 2_147_483_648, vassalage: "H3_SLOTS" }, "validation_failed"],
    ["gameId fractional", { gameId: 1.5, vassalage: "H3_SLOTS" }, "validation_failed"],
    ["gameId and roomId", { gameId: G.pvp, roomId: ROOM.open, vassalage: "H3_PVP" }, "validation_failed"],
    ["an unknown field", { gameId: G.slot, vassalage: "H3_SLOTS", debug: true }, "validation_failed"],
    ["someone else's username", { gameId: G.slot, vassalage: "H3_SLOTS", username: "demo01" }, "validation_failed"],
    ["another merchant", { gameId: G.slot, vassalage: "H3_SLOTS", merchantCode: "OTHER" }, "validation_failed"],
    ["an unknown game", { gameId: BASE + 99_999, vassalage: "H3_SLOTS" }, "game_not_found"],
    ["a game of another vendor", { gameId: G.slot, vassalage: "GPI" }, "game_not_found"],
    ["a disabled game", { gameId: G.disabled, vassalage: "H3_SLOTS" }, "game_not_found"],
    ["an unknown vendor", { gameId: G.slot, vassalage: "NOPE" }, "game_not_found"],
    ["a disabled vendor", { gameId: G.off, vassalage: "H3_OFF" }, "game_not_found"],
    ["a disabled vendor's lobby", { vassalage: "H3_OFF" }, "game_not_found"],
    ["an ELOTT vendor without games", { vassalage: "H3_ELOTT" }, "game_not_found"],
    ["a game under maintenance", { gameId: G.maintenance, vassalage: "H3_SLOTS" }, "game_maintenance"],
    ["a closed room", { roomId: ROOM.closed, vassalage: "H3_PVP" }, "game_not_found"],
    ["a room of another vendor", { roomId: ROOM.other, vassalage: "H3_PVP" }, "game_not_found"],
    ["an unknown room", { roomId: BASE + 99_999, vassalage: "H3_PVP" }, "game_not_found"],
    ["a vendor without a launch adapter", { gameId: G.other, vassalage: "H3_OTHER" }, "vendor_unavailable"],
  ];

  it.each(cases)("%s", async (_label, fields, code) => {
    const p = await player();
    await fund(t.db, p.id, MILLION);
    const before = await snapshot();
    expectError(await launch({ ...p.headers, language: "ja" }, fields), code, "ja");
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a game under maintenance on a transfer vendor before moving any money", async () => {
    await addGame(BASE + 50, "GPI", "h3.live-maint", { maintenance: true });
    const p = await player();
    await fund(t.db, p.id, MILLION);
    expectError(await launch(p.headers, { gameId: BASE + 50, vassalage: "GPI" }), "game_maintenance");
    expect(await balanceOf(t.db, main(p.id))).toBe(MILLION);
    expect(await balanceOf(t.db, vendorWallet(p.id, "GPI"))).toBe(0n);
  });
});

describe("wallets", () => {
  async function eventsDuring(memberId: bigint, work: () => Promise<void>): Promise<MemberEvent[]> {
    const events: MemberEvent[] = [];
    const unsubscribe = t.app.realtime.subscribe(memberId, (event) => events.push(event));
    try {
      await work();
      // Delivery is asynchronous in some modes; give it a tick.
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      unsubscribe();
    }
    return events;
  }

  const operationsOf = async (memberId: bigint) =>
    (
      await t.db.query<{ kind: string; n: number }>(
        "select kind, count(*)::int as n from ledger_operation where member_id = $1 group by kind order by kind",
        [memberId.toString()],
      )
    ).rows;

  it("moves the whole main balance into a transfer vendor's wallet before launching", async () => {
    const p = await player();
    await fund(t.db, p.id, 12_345_678n);
    const events = await eventsDuring(p.id, async () => {
      okValue<LaunchGameValue>(await launch(p.headers, { gameId: G.live, vassalage: "GPI" }));
    });
    expect(await balanceOf(t.db, main(p.id))).toBe(0n);
    expect(await balanceOf(t.db, vendorWallet(p.id, "GPI"))).toBe(12_345_678n);
    expect(events).toContainEqual({ type: "balance_changed" });
    expect(await operationsOf(p.id)).toEqual([
      { kind: "adjustment", n: 1 },
      { kind: "wallet_transfer", n: 1 },
    ]);
    await expectLedgerValid(t.db);

    // Nothing left in main: the next launch moves nothing; new money moves on the next launch.
    okValue(await launch(p.headers, { gameId: G.live, vassalage: "GPI" }));
    expect(await operationsOf(p.id)).toEqual([
      { kind: "adjustment", n: 1 },
      { kind: "wallet_transfer", n: 1 },
    ]);
    await fund(t.db, p.id, 500n);
    okValue(await launch(p.headers, { vassalage: "GPI" }));
    expect(await balanceOf(t.db, main(p.id))).toBe(0n);
    expect(await balanceOf(t.db, vendorWallet(p.id, "GPI"))).toBe(12_346_178n);
    await expectLedgerValid(t.db);
  });

  it("moves no money for a seamless vendor", async () => {
    const p = await player();
    await fund(t.db, p.id, MILLION);
    okValue(await launch(p.headers, { gameId: G.slot, vassalage: "H3_SLOTS" }));
    expect(await balanceOf(t.db, main(p.id))).toBe(MILLION);
    expect(await operationsOf(p.id)).toEqual([{ kind: "adjustment", n: 1 }]);
  });

  it("brings money back from other vendors' wallets: the money follows the player to the game", async () => {
    const p = await player();
    await fund(t.db, p.id, MILLION);
    okValue(await launch(p.headers, { gameId: G.live, vassalage: "GPI" }));
    expect(await balanceOf(t.db, vendorWallet(p.id, "GPI"))).toBe(MILLION);

    // Another transfer vendor: GPI's money comes back to main, then all of main goes to IBC.
    await fund(t.db, p.id, 700n);
    okValue(await launch(p.headers, { gameId: G.sports, vassalage: "IBC" }));
    expect(await balanceOf(t.db, main(p.id))).toBe(0n);
    expect(await balanceOf(t.db, vendorWallet(p.id, "GPI"))).toBe(0n);
    expect(await balanceOf(t.db, vendorWallet(p.id, "IBC"))).toBe(MILLION + 700n);

    // A seamless game plays from main: every vendor wallet comes back.
    const events = await eventsDuring(p.id, async () => {
      okValue(await launch(p.headers, { gameId: G.slot, vassalage: "H3_SLOTS" }));
    });
    expect(events).toContainEqual({ type: "balance_changed" });
    expect(await balanceOf(t.db, main(p.id))).toBe(MILLION + 700n);
    expect(await balanceOf(t.db, vendorWallet(p.id, "IBC"))).toBe(0n);
    expect(await operationsOf(p.id)).toEqual([
      { kind: "adjustment", n: 2 },
      { kind: "return_balance", n: 2 },
      { kind: "wallet_transfer", n: 2 },
    ]);
    await expectLedgerValid(t.db);

    // Nothing anywhere but main: a seamless launch moves nothing.
    okValue(await launch(p.headers, { gameId: G.slot, vassalage: "H3_SLOTS" }));
    expect((await operationsOf(p.id)).reduce((sum, row) => sum + row.n, 0)).toBe(6);
  });

  it("moves each of two concurrent launches' money once (the ledger stays valid)", async () => {
    const p = await player();
    await fund(t.db, p.id, MILLION);
    const results = await Promise.all([
      launch(p.headers, { gameId: G.live, vassalage: "GPI" }),
      launch(p.headers, { gameId: G.live, vassalage: "GPI" }),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.db, main(p.id))).toBe(0n);
    expect(await balanceOf(t.db, vendorWallet(p.id, "GPI"))).toBe(MILLION);
    await expectLedgerValid(t.db);
  });
});

describe("recent games", () => {
  const recentOf = async (memberId: bigint) =>
    (
      await t.db.query<{ game_id: number }>(
        "select game_id from game_recent where member_id = $1 order by played_at desc, game_id desc",
        [memberId.toString()],
      )
    ).rows.map((row) => row.game_id);

  it("records the launched game, moves a replayed game to the top and keeps RECENT_GAMES_MAX", async () => {
    const p = await player();
    const ids = Array.from({ length: RECENT_GAMES_MAX + 2 }, (_, i) => G.recent + i);
    for (const id of ids) okValue(await launch(p.headers, { gameId: id, vassalage: "H3_SLOTS" }));
    const kept = await recentOf(p.id);
    expect(kept).toHaveLength(RECENT_GAMES_MAX);
    expect(kept).toEqual(ids.slice(2).reverse());

    okValue(await launch(p.headers, { gameId: ids[5]!, vassalage: "H3_SLOTS" }));
    const after = await recentOf(p.id);
    expect(after).toHaveLength(RECENT_GAMES_MAX);
    expect(after[0]).toBe(ids[5]);
    expect(after.filter((id) => id === ids[5])).toHaveLength(1);

    // A room launch records the room's game.
    okValue(await launch(p.headers, { roomId: ROOM.open, vassalage: "H3_PVP" }));
    expect((await recentOf(p.id))[0]).toBe(G.pvp);
    expect(await recentOf(p.id)).toHaveLength(RECENT_GAMES_MAX);
  });
});

describe("launch CDN address", () => {
  it("offers game_url2 on a launch CDN host chosen at random from the brand's hosts", async () => {
    await t.db.query("update brand set launch_game_cdns = $1 where id = 1", [
      ["https://cdn1.example.test/", "https://cdn2.example.test", "/media"],
    ]);
    try {
      const p = await player();
      const seen = new Set<string>();
      for (let i = 0; i < 24; i++) {
        const value = okValue<LaunchGameValue>(await launch(p.headers, { gameId: G.slot, vassalage: "H3_SLOTS" }));
        const url2 = value.game_url2!;
        expect(url2).toMatch(/^https:\/\/cdn[12]\.example\.test\/demo-vendor\/play\/H3_SLOTS\/h3%3Aslot.1\?token=/);
        expect(url2.slice(url2.indexOf("/demo-vendor"))).toBe(value.game_url);
        seen.add(new URL(url2).host);
      }
      // 24 draws between two hosts miss one with probability 2^-23.
      expect([...seen].sort()).toEqual(["cdn1.example.test", "cdn2.example.test"]);
    } finally {
      await t.db.query("update brand set launch_game_cdns = '{}' where id = 1");
    }
  });

  it("omits game_url2 when the vendor's address is absolute", async () => {
    await t.db.query("update brand set launch_game_cdns = $1 where id = 1", [["https://cdn1.example.test"]]);
    const env = t.app.env as { DEMO_VENDOR_URL: string };
    const before = env.DEMO_VENDOR_URL;
    env.DEMO_VENDOR_URL = "https://games.example.test/demo-vendor/";
    try {
      const p = await player();
      const value = okValue<LaunchGameValue>(await launch(p.headers, { gameId: G.lobby, vassalage: "H3_SLOTS" }));
      expect(value.game_url).toMatch(/^https:\/\/games\.example\.test\/demo-vendor\/play\/H3_SLOTS\/h3\.lobby\?token=/);
      expect(value.game_url2).toBeUndefined();
    } finally {
      env.DEMO_VENDOR_URL = before;
      await t.db.query("update brand set launch_game_cdns = '{}' where id = 1");
    }
  });

  it("builds page addresses and keeps only CDN entries that name a host", () => {
    expect(
      gamePageUrl("/demo-vendor/", {
        vendorCode: "A B",
        gameCode: "x/y",
        gameName: "Bầu Cua & Tôm",
        token: "t_1",
        language: "zh",
        roomId: 7,
      }),
    ).toBe("/demo-vendor/play/A%20B/x%2Fy?token=t_1&lang=zh&name=B%E1%BA%A7u+Cua+%26+T%C3%B4m&room=7");
    expect(launchHosts(["/media", "https://a.test/", "//b.test", "cdn.test", "http://c.test/x"])).toEqual([
      "https://a.test",
      "//b.test",
      "http://c.test/x",
    ]);
  });
});
