import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHAT_CONSOLE_PATHS,
  CHAT_PATHS,
  TRIAL_ACCOUNT_TYPE,
  type ChatHistory,
  type ChatMessage,
  type ChatPermission,
  type ConsoleChatMute,
  type LotteryBuyResult,
  type LotteryGameDetail,
  PATHS,
  type WsServerFrame,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import {
  ADMIN,
  CASHIER,
  auditRows,
  bearer,
  lastAuditId,
  operatorToken,
  touchSession,
} from "../console/console-support.ts";
import { fundedMember, loggedInMember, sessionFor, type LoggedInMember } from "../support/factories.ts";
import { lotteryDeps, lotteryTick } from "../../src/modules/lottery/index.ts";
import { readySocket, settle, type TestSocket } from "../realtime/ws-client.ts";
import { bannedPattern, maskBanned } from "../../src/modules/chat/index.ts";

/*
 * The chat room (issue 16 item 3) on a real database and real sockets: posting and delivery to the
 * room, the flood (1 per second), duplicate (3rd identical in 10 s) and length rules, banned words
 * masked, trial accounts read only, the deposit / valid-bet rule, mutes checked in the database
 * (a second socket or tab cannot get round them), moderation (delete live, room mute) audited, the
 * shared lottery ticket, and bad input → catalogue code with nothing stored.
 */

let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const rid = () => randomBytes(12).toString("hex");
const roomPath = (path: string, room = "lobby") => path.replace(":room", room);

function postMessage(member: LoggedInMember, body: Record<string, unknown>, room = "lobby", language = "vi") {
  return t.app.inject({
    method: "POST",
    url: roomPath(CHAT_PATHS.messages, room),
    headers: { ...member.headers, language },
    payload: { requestId: rid(), ...body },
  });
}

/** Lets the next post through the one-per-second rule (tests of the other rules need not wait). */
async function rewind(member: LoggedInMember) {
  await t.db.query("update chat_member set last_post_at = last_post_at - interval '2 seconds' where member_id = $1", [
    member.id,
  ]);
}

async function stored(member: LoggedInMember): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>("select count(*)::int as n from chat_message where member_id = $1", [
    member.id,
  ]);
  return rows[0]!.n;
}

async function joined(member: LoggedInMember, room = "lobby", language = "vi") {
  const socket = await readySocket(t.app, member.token);
  sockets.push(socket);
  socket.send({ type: "join", room, language });
  const frame = await socket.next();
  if (frame.kind !== "chat" || frame.event.type !== "joined")
    throw new Error(`expected joined, got ${JSON.stringify(frame)}`);
  return { socket, permission: frame.event.permission };
}

async function nextChat(socket: TestSocket): Promise<Extract<WsServerFrame, { kind: "chat" }>> {
  const frame = await socket.next();
  if (frame.kind !== "chat") throw new Error(`expected a chat frame, got ${JSON.stringify(frame)}`);
  return frame;
}

describe("chat room: posting and delivery", () => {
  it("delivers a post to every socket in the room (not other rooms), with nickname, VIP badge and author key", async () => {
    const a = await loggedInMember(t.db);
    const b = await loggedInMember(t.db);
    await t.db.query("update member set nickname = 'Hoa Sen' where id = $1", [a.id]);
    await t.db.query("insert into member_vip (member_id, level, highest_level) values ($1, 3, 3)", [a.id]);
    const inLobby = await joined(b);
    const inSports = await joined(b, "sports");
    expect(inLobby.permission).toMatchObject({ room: "lobby", canPost: true, reason: null });

    const posted = okValue<ChatMessage>(await postMessage(a, { text: "  Chào cả nhà 🎉  " }));
    expect(posted).toMatchObject({ room: "lobby", nickname: "Hoa Sen", vip: 3, text: "Chào cả nhà 🎉", ticket: null });
    const frame = await nextChat(inLobby.socket);
    expect(frame).toEqual({ kind: "chat", room: "lobby", event: { type: "message", message: posted } });
    expect(posted.author).not.toBe(inLobby.permission.me);

    const history = okValue<ChatHistory>(await get(t.app, roomPath(CHAT_PATHS.messages), b.headers));
    expect(history.list[0]).toEqual(posted);
    await settle(100);
    expect(inSports.socket.frames.filter((f) => f.kind === "chat")).toHaveLength(1); // its "joined" only
  });

  it("masks the account when there is no nickname", async () => {
    const a = await loggedInMember(t.db, { account: `chatmask${randomBytes(2).toString("hex")}` });
    const posted = okValue<ChatMessage>(await postMessage(a, { text: "xin chào" }));
    expect(posted.nickname).toBe(`${a.account.slice(0, 2)}***${a.account.slice(-2)}`);
  });

  it("pages history by cursor, newest first", async () => {
    const a = await loggedInMember(t.db);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(okValue<ChatMessage>(await postMessage(a, { text: `trang ${i}` }, "sports")).id);
      await rewind(a);
    }
    const first = okValue<ChatHistory>(
      await get(t.app, `${roomPath(CHAT_PATHS.messages, "sports")}?size=3`, a.headers),
    );
    expect(first.list.map((m) => m.id)).toEqual(ids.slice(2).reverse());
    expect(first.more).toBe(true);
    const second = okValue<ChatHistory>(
      await get(t.app, `${roomPath(CHAT_PATHS.messages, "sports")}?size=3&before=${first.list.at(-1)!.id}`, a.headers),
    );
    expect(second.list.slice(0, 2).map((m) => m.id)).toEqual(ids.slice(0, 2).reverse());
  });

  it("is idempotent by requestId (one message, published once)", async () => {
    const a = await loggedInMember(t.db);
    const requestId = rid();
    const first = okValue<ChatMessage>(await postMessage(a, { requestId, text: "một lần" }));
    await rewind(a);
    const again = okValue<ChatMessage>(await postMessage(a, { requestId, text: "một lần" }));
    expect(again).toEqual(first);
    expect(await stored(a)).toBe(1);
    expectError(await postMessage(a, { requestId, text: "khác" }), "idempotency_conflict");
  });
});

describe("chat room: the rules", () => {
  it("refuses a second message within a second (flood), nothing stored", async () => {
    const a = await loggedInMember(t.db);
    okValue(await postMessage(a, { text: "một" }));
    expectError(await postMessage(a, { text: "hai" }), "chat_too_fast");
    expectError(await postMessage(a, { text: "hai" }, "lobby", "en"), "chat_too_fast", "en");
    expect(await stored(a)).toBe(1);
    await new Promise((r) => setTimeout(r, 1_050));
    okValue(await postMessage(a, { text: "hai" }));
  });

  it("refuses the same message a third time within 10 s (case and spacing ignored), another text passes", async () => {
    const a = await loggedInMember(t.db);
    okValue(await postMessage(a, { text: "Nổ hũ đi" }));
    await rewind(a);
    okValue(await postMessage(a, { text: "nổ  HŨ đi" }, "sports"));
    await rewind(a);
    expectError(await postMessage(a, { text: "Nổ hũ đi " }), "chat_duplicate");
    okValue(await postMessage(a, { text: "Nổ hũ đi nào" }));
    expect(await stored(a)).toBe(3);
    // Out of the window, the same text is fine again.
    await t.db.query("update chat_message set created_at = created_at - interval '11 seconds' where member_id = $1", [
      a.id,
    ]);
    await rewind(a);
    okValue(await postMessage(a, { text: "Nổ hũ đi" }));
  });

  it("refuses a message over the length limit (code points) and an empty one, nothing stored", async () => {
    const a = await loggedInMember(t.db);
    const before = await snapshotDatabase(t.db);
    const res = await postMessage(a, { text: "a".repeat(201) });
    expectError(res, "chat_too_long");
    expect(res.json<{ message: string }>().message).toContain("200");
    expectError(await postMessage(a, { text: "   " }), "chat_message_empty");
    expectError(await postMessage(a, { text: "x".repeat(1001) }), "validation_failed");
    expectError(await postMessage(a, { text: "a\u0000b" }), "text_invalid");
    expectError(await postMessage(a, { text: "ok", extra: 1 }), "validation_failed");
    expectError(await postMessage(a, { text: "ok" }, "NoSuchRoom"), "validation_failed");
    expectError(await postMessage(a, { text: "ok" }, "nowhere"), "chat_room_not_found");
    expectError(await postMessage(a, { ticketId: "999999999" }), "chat_ticket_not_found");
    expectError(
      await t.app.inject({
        method: "POST",
        url: roomPath(CHAT_PATHS.messages),
        payload: { requestId: rid(), text: "x" },
      }),
      "please_login_first",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
    // 200 emoji are 200 characters.
    okValue(await postMessage(a, { text: "🎉".repeat(200) }));
  });

  it("masks banned words (whole words, any case) but not inside other words", async () => {
    const a = await loggedInMember(t.db);
    const posted = okValue<ChatMessage>(await postMessage(a, { text: "Đồ SCAM, vcl! classic scampi" }));
    expect(posted.text).toBe("Đồ ****, ***! classic scampi");
    const { rows } = await t.db.query<{ body: string }>("select body from chat_message where id = $1", [posted.id]);
    expect(rows[0]!.body).toBe(posted.text);
    expect(maskBanned("lừa đảo quá", bannedPattern(["lừa đảo"]))).toBe("******* quá");
  });

  it("lets a trial account read but not post", async () => {
    const trial = await loggedInMember(t.db, { isAgent: TRIAL_ACCOUNT_TYPE });
    const { permission } = await joined(trial, "lobby", "en");
    expect(permission).toMatchObject({ canRead: true, canPost: false, reason: "chat_trial_read_only" });
    expect(permission.message).toMatch(/Trial accounts/);
    okValue(await get(t.app, roomPath(CHAT_PATHS.messages), trial.headers));
    expectError(await postMessage(trial, { text: "cho tôi nói" }), "chat_trial_read_only");
    expect(await stored(trial)).toBe(0);
  });

  it("applies the operator's deposit / valid-bet rule (any or all), with the thresholds in the reason", async () => {
    const a = await loggedInMember(t.db);
    const put = (body: object) =>
      t.app.inject({ method: "PUT", url: CHAT_CONSOLE_PATHS.settings, headers: admin, payload: body });
    okValue(await put({ minDeposit: "10000000", minValidBet: "50000000", match: "any", maxLength: 200 }));
    try {
      const permission = okValue<ChatPermission>(await get(t.app, roomPath(CHAT_PATHS.permission), a.headers));
      expect(permission).toMatchObject({
        canPost: false,
        reason: "chat_not_eligible",
        totals: { deposit: "0", validBet: "0" },
      });
      expect(permission.message).toContain("100.000");
      const refused = await postMessage(a, { text: "cho tôi vào" });
      expectError(refused, "chat_not_eligible");
      expect(await stored(a)).toBe(0);

      // 500,000 ₫ of valid bet (a settled round) meets "any".
      const { rows } = await t.db.query<{ id: number; vendor_code: string }>(
        "select g.id, g.vendor_code from game g order by g.id limit 1",
      );
      await t.db.query(
        `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
         values ($1, $2, $3, $4, 'settled', 50000000, 0, now(), now())`,
        [rows[0]!.vendor_code, `chat-test-${rid()}`, a.id, rows[0]!.id],
      );
      okValue(await postMessage(a, { text: "đã cược" }));

      okValue(await put({ minDeposit: "10000000", minValidBet: "50000000", match: "all", maxLength: 200 }));
      await rewind(a);
      expectError(await postMessage(a, { text: "còn thiếu cược" }), "chat_not_eligible");
    } finally {
      okValue(await put({ minDeposit: "0", minValidBet: "0", match: "any", maxLength: 200 }));
    }
  });
});

describe("chat room: responsible gaming", () => {
  it("asks the protection module: a member in a time-out reads but cannot post, with protection's reason", async () => {
    const a = await loggedInMember(t.db);
    await t.db.query(
      "insert into member_protection (member_id, blocked_until, block_kind) values ($1, now() + interval '1 day', 'timeout')",
      [a.id],
    );
    const permission = okValue<ChatPermission>(await get(t.app, roomPath(CHAT_PATHS.permission), a.headers));
    expect(permission).toMatchObject({ canRead: true, canPost: false, reason: "protection_timeout" });
    expect(permission.message).toBeTruthy();
    expectError(await postMessage(a, { text: "cho tôi nói" }), "protection_timeout");
    expect(await stored(a)).toBe(0);
    await t.db.query("delete from member_protection where member_id = $1", [a.id]);
    okValue(await postMessage(a, { text: "đã hết tạm khoá" }));
  });
});

describe("chat room: moderation", () => {
  it("a muted member is refused on every socket and tab (checked in the database), until the mute is lifted", async () => {
    const a = await loggedInMember(t.db);
    const watching = await loggedInMember(t.db);
    const tab1 = await joined(a);
    const tab2 = await joined(a, "sports");
    const watcher = await joined(watching);
    const auditFrom = await lastAuditId(t.db);

    const mute = okValue<ConsoleChatMute>(
      await t.app.inject({
        method: "POST",
        url: CHAT_CONSOLE_PATHS.mutes,
        headers: admin,
        payload: { account: a.account, minutes: 30, reason: "spam" },
      }),
    );
    expect(mute).toMatchObject({ account: a.account, forever: false, reason: "spam", operator: ADMIN.username });
    // Both of the member's sockets are told to read their permission again; the watcher is not.
    expect((await nextChat(tab1.socket)).event).toEqual({ type: "refresh" });
    expect((await nextChat(tab2.socket)).event).toEqual({ type: "refresh" });

    const permission = okValue<ChatPermission>(await get(t.app, roomPath(CHAT_PATHS.permission), a.headers));
    expect(permission).toMatchObject({ canPost: false, reason: "chat_muted", mutedUntil: mute.until });
    // A brand-new session (a second browser), whose socket joined after the mute, is refused the same way.
    const { headers, token } = await sessionFor(t.db, a.id, { userAgent: "second browser" });
    const lateSocket = await readySocket(t.app, token);
    sockets.push(lateSocket);
    lateSocket.send({ type: "join", room: "sports" });
    const late = await nextChat(lateSocket);
    expect(late.event.type === "joined" && late.event.permission.reason).toBe("chat_muted");
    const refused = await t.app.inject({
      method: "POST",
      url: roomPath(CHAT_PATHS.messages, "sports"),
      headers,
      payload: { requestId: rid(), text: "tôi vẫn nói được?" },
    });
    expectError(refused, "chat_muted");
    expect(await stored(a)).toBe(0);
    await settle(100);
    expect(watcher.socket.frames.filter((f) => f.kind === "chat")).toHaveLength(1);

    const lifted = okValue<ConsoleChatMute>(
      await t.app.inject({
        method: "DELETE",
        url: CHAT_CONSOLE_PATHS.mute.replace(":id", String(a.id)),
        headers: admin,
      }),
    );
    expect(lifted.until).toBeNull();
    okValue(await postMessage(a, { text: "cảm ơn admin" }));

    const audit = await auditRows(t.db, auditFrom);
    expect(audit.map((r) => r.action)).toEqual(["chat.member.mute", "chat.member.unmute"]);
    expect(audit[0]).toMatchObject({ operator: ADMIN.username, target: `member:${a.id}` });
  });

  it("a permanent mute holds until lifted", async () => {
    const a = await loggedInMember(t.db);
    okValue(
      await t.app.inject({
        method: "POST",
        url: CHAT_CONSOLE_PATHS.mutes,
        headers: admin,
        payload: { account: a.account, minutes: null },
      }),
    );
    expectError(await postMessage(a, { text: "hello" }), "chat_muted_permanent");
    const list = okValue<ConsoleChatMute[]>(await get(t.app, CHAT_CONSOLE_PATHS.mutes, cashier));
    expect(list.find((m) => m.account === a.account)).toMatchObject({ forever: true, until: null });
  });

  it("deletes a message live for everyone, once, audited; the cashier may read but not delete", async () => {
    const a = await loggedInMember(t.db);
    const b = await loggedInMember(t.db);
    const watcher = await joined(b, "lottery");
    const posted = okValue<ChatMessage>(await postMessage(a, { text: "link lạ" }, "lottery"));
    expect((await nextChat(watcher.socket)).event).toMatchObject({ type: "message" });
    const url = CHAT_CONSOLE_PATHS.message.replace(":id", posted.id);
    expectError(await t.app.inject({ method: "DELETE", url, headers: cashier }), "forbidden");
    const auditFrom = await lastAuditId(t.db);
    okValue(await t.app.inject({ method: "DELETE", url, headers: admin }));
    expect((await nextChat(watcher.socket)).event).toEqual({ type: "deleted", id: posted.id });
    okValue(await t.app.inject({ method: "DELETE", url, headers: admin }));
    expect((await auditRows(t.db, auditFrom)).map((r) => r.action)).toEqual(["chat.message.delete"]);
    const history = okValue<ChatHistory>(await get(t.app, roomPath(CHAT_PATHS.messages, "lottery"), b.headers));
    expect(history.list.some((m) => m.id === posted.id)).toBe(false);
    expectError(
      await t.app.inject({
        method: "DELETE",
        url: CHAT_CONSOLE_PATHS.message.replace(":id", "999999999"),
        headers: admin,
      }),
      "chat_message_not_found",
    );
  });

  it("mutes a whole room (members read, nobody posts) and opens it again", async () => {
    const a = await loggedInMember(t.db);
    const watch = await joined(a, "sports");
    const url = CHAT_CONSOLE_PATHS.room.replace(":room", "sports");
    okValue(await t.app.inject({ method: "PUT", url, headers: admin, payload: { muted: true } }));
    try {
      expect((await nextChat(watch.socket)).event).toEqual({ type: "refresh" });
      expectError(await postMessage(a, { text: "sao im vậy" }, "sports"), "chat_room_muted");
      okValue(await postMessage(a, { text: "sảnh vẫn mở" }, "lobby"));
    } finally {
      okValue(await t.app.inject({ method: "PUT", url, headers: admin, payload: { muted: false } }));
    }
  });

  it("console bad input → catalogue code, nothing stored", async () => {
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    const cases: [string, string, object | undefined, string][] = [
      ["POST", CHAT_CONSOLE_PATHS.mutes, { account: "nobody-here", minutes: 5 }, "chat_member_not_found"],
      ["POST", CHAT_CONSOLE_PATHS.mutes, { account: "x", minutes: 0 }, "validation_failed"],
      ["POST", CHAT_CONSOLE_PATHS.mutes, { account: "x", minutes: 999_999_999 }, "validation_failed"],
      [
        "PUT",
        CHAT_CONSOLE_PATHS.settings,
        { minDeposit: "-1", minValidBet: "0", match: "any", maxLength: 200 },
        "validation_failed",
      ],
      [
        "PUT",
        CHAT_CONSOLE_PATHS.settings,
        { minDeposit: "0", minValidBet: "0", match: "any", maxLength: 5 },
        "validation_failed",
      ],
      ["PUT", CHAT_CONSOLE_PATHS.room.replace(":room", "nowhere"), { muted: true }, "chat_room_not_found"],
      ["PUT", CHAT_CONSOLE_PATHS.bannedWords, { words: ["a".repeat(41)] }, "validation_failed"],
      ["DELETE", CHAT_CONSOLE_PATHS.mute.replace(":id", "999999999"), undefined, "chat_member_not_found"],
    ];
    for (const [method, url, payload, code] of cases) {
      const res = await t.app.inject({
        method: method as "POST",
        url,
        headers: admin,
        ...(payload ? { payload } : {}),
      });
      expectError(res, code as never);
    }
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("replaces the banned words (audited); new words are masked at once in this process", async () => {
    const a = await loggedInMember(t.db);
    const auditFrom = await lastAuditId(t.db);
    const words = okValue<{ words: string[] }>(await get(t.app, CHAT_CONSOLE_PATHS.bannedWords, admin)).words;
    const next = [...words, "Cá Độ"];
    try {
      const saved = okValue<{ words: string[] }>(
        await t.app.inject({
          method: "PUT",
          url: CHAT_CONSOLE_PATHS.bannedWords,
          headers: admin,
          payload: { words: next },
        }),
      );
      expect(saved.words).toContain("cá độ");
      expect(okValue<ChatMessage>(await postMessage(a, { text: "rủ cá độ không" })).text).toBe("rủ ***** không");
      expect((await auditRows(t.db, auditFrom))[0]).toMatchObject({
        action: "chat.banned_words.update",
        detail: { added: ["cá độ"] },
      });
    } finally {
      okValue(
        await t.app.inject({ method: "PUT", url: CHAT_CONSOLE_PATHS.bannedWords, headers: admin, payload: { words } }),
      );
    }
  });
});

describe("chat room: sockets and tickets", () => {
  it("refuses a join to an unknown room and ignores junk, keeping the socket open", async () => {
    const a = await loggedInMember(t.db);
    const socket = await readySocket(t.app, a.token);
    sockets.push(socket);
    socket.send({ type: "join", room: "nowhere" });
    expect(await socket.next()).toEqual({ kind: "error", code: "chat_room_not_found" });
    socket.send({ type: "join", room: "Bad Room" });
    expect(await socket.next()).toEqual({ kind: "error", code: "validation_failed" });
    socket.sendRaw("not json");
    socket.send({ type: "join", room: "lobby" });
    expect((await nextChat(socket)).event.type).toBe("joined");
    expect(socket.isOpen()).toBe(true);
    expect(t.app.realtimeSockets.roomCount("lobby")).toBeGreaterThan(0);
    socket.send({ type: "leave" });
    await settle(50);
  });

  it("closes a socket that floods join frames", async () => {
    const a = await loggedInMember(t.db);
    const socket = await readySocket(t.app, a.token);
    for (let i = 0; i < 70; i++) socket.send({ type: "leave" });
    expect(await socket.closed).toBe(1008);
  });

  it("shares one of the member's own lottery tickets with its verification link data, not another's", async () => {
    const a = await fundedMember(t.db, 10_000_000n);
    const other = await loggedInMember(t.db);
    await lotteryTick(lotteryDeps(t.app));
    await t.db.query(
      `update lottery_draw set opens_at = now() - interval '1 second'
        where id = (select id from lottery_draw where game_code = 'EL1' and status = 'scheduled'
                     and closes_at > now() + interval '20 seconds' order by draw_at limit 1) and opens_at > now()`,
    );
    const detail = okValue<LotteryGameDetail>(await get(t.app, PATHS.lotteryGame.replace(":code", "EL1")));
    const drawId = detail.upcoming.find((d) => d.state === "open")!.drawId;
    const bought = okValue<LotteryBuyResult>(
      await t.app.inject({
        method: "POST",
        url: PATHS.lotteryBuy,
        headers: a.headers,
        payload: { requestId: rid(), drawId, lines: [{ betType: "de", numbers: ["27"], units: "2" }] },
      }),
    );
    const ticket = { id: BigInt(bought.ticketIds[0]!), draw_id: BigInt(drawId) };
    const list = okValue<{ id: string }[]>(await get(t.app, CHAT_PATHS.tickets, a.headers));
    expect(list.map((x) => x.id)).toContain(ticket!.id.toString());
    const posted = okValue<ChatMessage>(
      await postMessage(a, { ticketId: ticket!.id.toString(), text: "theo em không?" }, "lottery"),
    );
    expect(posted.ticket).toMatchObject({ id: ticket!.id.toString(), drawId: ticket!.draw_id.toString() });
    expect(posted.ticket!.numbers.length).toBeGreaterThan(0);
    expectError(await postMessage(other, { ticketId: ticket!.id.toString() }, "lottery"), "chat_ticket_not_found");
  });
});
