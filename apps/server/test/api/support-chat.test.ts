import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  PATHS,
  SUPPORT_CHAT_PAGE,
  type ConsoleConversation,
  type ConsoleConversationDetail,
  type MemberEvent,
  type SupportChat,
  type SupportChatMessage,
  type SupportSettings,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, type Headers } from "../http.ts";
import { ADMIN, CASHIER, auditRows, bearer, lastAuditId, operatorToken } from "../console/console-support.ts";
import { loggedInMember, type LoggedInMember } from "../support/factories.ts";
import { sendMemberMessage } from "../../src/modules/support/index.ts";

/*
 * The customer-service chat on a real database (issue 16): a member's first message opens a
 * conversation, one message per second (parallel sends included), a length limit from the settings,
 * history paging, the console's queue (waiting time, unread), take, reply — pushed to the member's
 * sockets as a support_reply event — and close, each audited; bad input stores nothing.
 */

let t: TestApp;
let admin: Headers;
let cashier: Headers;
const pushed: { memberId: bigint; event: MemberEvent }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
  const notify = t.app.realtime.notify.bind(t.app.realtime);
  t.app.realtime.notify = async (memberId, event) => {
    pushed.push({ memberId, event });
    return notify(memberId, event);
  };
});
afterAll(() => t.close());

const send = (m: LoggedInMember, body: unknown) =>
  t.app.inject({ method: "POST", url: PATHS.supportChatMessages, headers: m.headers, payload: { body } });
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: "POST", url, headers, payload });
const path = (p: string, id: string) => p.replace(":id", id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function messageCount(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>("select count(*)::int as n from support_chat_message");
  return rows[0]!.n;
}

describe("the member's side", () => {
  it("opens a conversation with the first message and allows one message per second", async () => {
    const m = await loggedInMember(t.db);
    expect(okValue<SupportChat>(await get(t.app, PATHS.supportChat, m.headers))).toMatchObject({
      conversation: null,
      messages: [],
    });
    okValue<SupportChatMessage>(await send(m, "Hello, I need help with a deposit."));
    const before = await messageCount();
    expectError(await send(m, "Are you there?"), "support_chat_too_fast");
    expect(await messageCount()).toBe(before);
    await sleep(1050);
    okValue(await send(m, "Are you there?"));
    const chat = okValue<SupportChat>(await get(t.app, PATHS.supportChat, m.headers));
    expect(chat.conversation?.state).toBe("open");
    expect(chat.messages.map((x) => x.body)).toEqual(["Hello, I need help with a deposit.", "Are you there?"]);
  });

  it("lets only one of parallel sends through (a second tab cannot double the rate)", async () => {
    const m = await loggedInMember(t.db);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(m, `parallel ${i}`)));
    const codes = answers.map((a) => a.json<{ code: string }>().code).sort();
    expect(codes.filter((c) => c === "ok")).toHaveLength(1);
    expect(codes.filter((c) => c === "support_chat_too_fast")).toHaveLength(5);
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from support_conversation where member_id = $1",
      [m.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("refuses a message over the length limit of the settings and bad bodies, storing nothing", async () => {
    const m = await loggedInMember(t.db);
    const settings = okValue<SupportSettings>(await get(t.app, CONSOLE_PATHS.supportSettings, admin));
    const setMax = (chatMaxLength: number) =>
      t.app.inject({
        method: "PUT",
        url: CONSOLE_PATHS.supportSettings,
        headers: admin,
        payload: { ...settings, chatMaxLength },
      });
    const before = await messageCount();
    try {
      okValue(await setMax(20));
      const tooLong = await send(m, "x".repeat(21));
      expectError(tooLong, "support_chat_too_long");
      expect(tooLong.json<{ message: string }>().message).toContain("20");
      expectError(await send(m, "   "), "validation_failed");
      expectError(await send(m, 12), "validation_failed");
      expectError(await send(m, "x".repeat(2001)), "validation_failed");
      expectError(await send(m, "bad\u0007bell"), "text_invalid");
      expectError(
        await t.app.inject({ method: "POST", url: PATHS.supportChatMessages, payload: { body: "hi" } }),
        "please_login_first",
      );
      expectError(await get(t.app, `${PATHS.supportChat}?before=abc`, m.headers), "validation_failed");
      expect(await messageCount()).toBe(before);
      const { rows } = await t.db.query("select id from support_conversation where member_id = $1", [m.id]);
      expect(rows).toEqual([]);
    } finally {
      okValue(await setMax(settings.chatMaxLength));
    }
  });

  it("pages the history backwards", async () => {
    const m = await loggedInMember(t.db);
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < SUPPORT_CHAT_PAGE + 5; i += 1) {
      await sendMemberMessage(t.db, m.id, `message ${i}`, new Date(start + i * 2000));
    }
    const newest = okValue<SupportChat>(await get(t.app, PATHS.supportChat, m.headers));
    expect(newest.messages).toHaveLength(SUPPORT_CHAT_PAGE);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages.at(-1)!.body).toBe(`message ${SUPPORT_CHAT_PAGE + 4}`);
    const older = okValue<SupportChat>(
      await get(t.app, `${PATHS.supportChat}?before=${newest.messages[0]!.id}`, m.headers),
    );
    expect(older.messages.map((x) => x.body)).toEqual([0, 1, 2, 3, 4].map((i) => `message ${i}`));
    expect(older.hasMore).toBe(false);
  });
});

describe("the console's queue", () => {
  it("shows waiting time and unread, takes, replies (pushed live) and closes, audited", async () => {
    const m = await loggedInMember(t.db);
    const t0 = new Date(Date.now() - 5 * 60_000);
    await sendMemberMessage(t.db, m.id, "First question", t0);
    await sendMemberMessage(t.db, m.id, "Second question", new Date(t0.getTime() + 60_000));

    const queue = okValue<ConsoleConversation[]>(await get(t.app, CONSOLE_PATHS.supportConversations, cashier));
    const mine = queue.find((c) => c.account === m.account)!;
    expect(mine).toMatchObject({ unread: 2, state: "open", assignedTo: null, lastMessage: "Second question" });
    expect(Date.parse(mine.waitingSince!)).toBe(t0.getTime());

    const from = await lastAuditId(t.db);
    expect(
      okValue<ConsoleConversation>(await post(path(CONSOLE_PATHS.supportConversationTake, mine.id), cashier)),
    ).toMatchObject({ assignedTo: CASHIER.username });
    pushed.length = 0;
    const reply = okValue<SupportChatMessage>(
      await post(path(CONSOLE_PATHS.supportConversationMessages, mine.id), cashier, { body: "Hi, I am checking it." }),
    );
    expect(reply).toMatchObject({ author: "operator", operator: CASHIER.username });
    expect(pushed).toEqual([{ memberId: m.id, event: { type: "support_reply" } }]);

    // Nobody waits any more; the member sees the reply.
    const detail = okValue<ConsoleConversationDetail>(
      await get(t.app, path(CONSOLE_PATHS.supportConversation, mine.id), cashier),
    );
    expect(detail.conversation).toMatchObject({ unread: 0, waitingSince: null });
    const chat = okValue<SupportChat>(await get(t.app, PATHS.supportChat, m.headers));
    expect(chat.messages.at(-1)).toMatchObject({ author: "operator", body: "Hi, I am checking it." });

    okValue(await post(path(CONSOLE_PATHS.supportConversationClose, mine.id), admin));
    expectError(
      await post(path(CONSOLE_PATHS.supportConversationMessages, mine.id), cashier, { body: "late" }),
      "support_chat_closed",
    );
    expectError(await post(path(CONSOLE_PATHS.supportConversationTake, mine.id), cashier), "support_chat_closed");
    expect((await auditRows(t.db, from)).map((a) => a.action)).toEqual([
      "support.chat.take",
      "support.chat.reply",
      "support.chat.close",
    ]);

    // The member's next message opens a new conversation.
    okValue(await send(m, "One more thing"));
    const next = okValue<SupportChat>(await get(t.app, PATHS.supportChat, m.headers));
    expect(next.conversation!.id).not.toBe(mine.id);
    expect(next.messages.map((x) => x.body)).toEqual(["One more thing"]);
    expectError(
      await get(t.app, path(CONSOLE_PATHS.supportConversation, "999999999"), cashier),
      "support_chat_not_found",
    );
  });
});
