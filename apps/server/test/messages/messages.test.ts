import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  LANGUAGES,
  MESSAGE_TEMPLATES,
  MESSAGE_TEMPLATE_PARAMS,
  PATHS,
  type ConsoleBroadcast,
  type ConsoleBroadcastsPage,
  type MemberEvent,
  type MessageChange,
  type MessagesPage,
  type UnreadCount,
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
import { buildMember, loggedInMember, type LoggedInMember } from "../support/factories.ts";
import { sendMessage, sendToSegment } from "../../src/modules/messages/index.ts";
import { AppError } from "../../src/errors.ts";
import { catalogues } from "../../src/i18n/messages.ts";

/*
 * The inbox (issue 16 item 1) on a real database: template messages rendered in the request's
 * language, paging, read / read all / delete and the unread count (CSP_unreadCount), sends idempotent
 * by dedupe key, segment sends (VIP level, agent team, all) in one statement with their counts, the
 * realtime "message" signal to each recipient, the console's send (audited) and list, and bad input
 * answered with catalogue codes storing nothing.
 */

let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
});
afterAll(() => t.close());

const inbox = async (member: LoggedInMember, query = "", language = "vi") =>
  okValue<MessagesPage>(await get(t.app, `${PATHS.messages}${query}`, { ...member.headers, language }));
const unread = async (member: LoggedInMember) =>
  okValue<UnreadCount>(await get(t.app, PATHS.unreadCount, member.headers)).count;
const put = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: "PUT", url, headers, payload: {} });

const deposit = (member: { id: bigint }, orderNo: string, dedupeKey?: string) =>
  sendMessage(t.db, {
    memberId: member.id,
    template: "deposit_arrived",
    params: { amount: "150000000", orderNo },
    category: "personal",
    dedupeKey,
  });

describe("templates", () => {
  it("has a title and a body for every template in every language, using only the template's parameters", () => {
    for (const template of MESSAGE_TEMPLATES) {
      for (const language of LANGUAGES) {
        for (const part of ["title", "body"]) {
          const text = catalogues[language][`message.${template}.${part}`];
          expect(text, `${language} message.${template}.${part}`).toBeTruthy();
          const used = [...text!.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
          for (const name of used) expect(MESSAGE_TEMPLATE_PARAMS[template], `${language} ${template}`).toContain(name);
        }
      }
    }
  });
});

describe("the member's inbox", () => {
  it("renders a template message in the request's language and counts it unread", async () => {
    const member = await loggedInMember(t.db);
    await deposit(member, "D123");
    expect(await unread(member)).toBe(1);
    const vi = await inbox(member);
    expect(vi.total).toBe(1);
    expect(vi.unread).toBe(1);
    expect(vi.list[0]).toMatchObject({ category: "personal", template: "deposit_arrived", read: false });
    expect(vi.list[0]!.title).toBe("Tiền nạp đã về tài khoản");
    expect(vi.list[0]!.body).toContain("1.500.000 ₫");
    expect(vi.list[0]!.body).toContain("D123");
    const en = await inbox(member, "", "en");
    expect(en.list[0]!.title).toBe("Your deposit has arrived");
    expect(en.list[0]!.body).toContain("1,500,000 ₫");
    const ja = await inbox(member, "", "ja");
    expect(ja.list[0]!.title).toBe("入金が反映されました");
  });

  it("pages newest first and filters unread", async () => {
    const member = await loggedInMember(t.db);
    for (let i = 1; i <= 7; i++) await deposit(member, `P${i}`);
    const first = await inbox(member, "?page=1&size=3");
    expect(first.total).toBe(7);
    expect(first.list.map((m) => m.body.match(/P\d/)![0])).toEqual(["P7", "P6", "P5"]);
    const last = await inbox(member, "?page=3&size=3");
    expect(last.list.map((m) => m.body.match(/P\d/)![0])).toEqual(["P1"]);
    const beyond = await inbox(member, "?page=9&size=3");
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(7);

    const read = okValue<MessageChange>(await put(PATHS.messageRead.replace(":id", first.list[0]!.id), member.headers));
    expect(read).toEqual({ changed: 1, unread: 6 });
    // Reading it again changes nothing.
    expect(
      okValue<MessageChange>(await put(PATHS.messageRead.replace(":id", first.list[0]!.id), member.headers)),
    ).toEqual({
      changed: 0,
      unread: 6,
    });
    const onlyUnread = await inbox(member, "?unread=1&size=50");
    expect(onlyUnread.total).toBe(6);
    expect(onlyUnread.list.every((m) => !m.read)).toBe(true);
  });

  it("marks all read and deletes; another member's message is not found", async () => {
    const member = await loggedInMember(t.db);
    const other = await loggedInMember(t.db);
    await deposit(member, "A1");
    await deposit(member, "A2");
    await deposit(other, "B1");
    const all = okValue<MessageChange>(await put(PATHS.messagesReadAll, member.headers));
    expect(all).toEqual({ changed: 2, unread: 0 });
    expect(await unread(member)).toBe(0);
    expect(await unread(other)).toBe(1);

    const page = await inbox(member);
    expect(page.list.every((m) => m.read)).toBe(true);
    const id = page.list[0]!.id;
    const removed = await t.app.inject({
      method: "DELETE",
      url: PATHS.message.replace(":id", id),
      headers: member.headers,
    });
    expect(okValue<MessageChange>(removed)).toEqual({ changed: 1, unread: 0 });
    expect((await inbox(member)).total).toBe(1);
    expectError(await get(t.app, PATHS.message.replace(":id", id), member.headers), "message_not_found");

    const theirs = (await inbox(other)).list[0]!.id;
    const before = await snapshotDatabase(t.db);
    expectError(await get(t.app, PATHS.message.replace(":id", theirs), member.headers), "message_not_found");
    expectError(await put(PATHS.messageRead.replace(":id", theirs), member.headers), "message_not_found");
    expectError(
      await t.app.inject({ method: "DELETE", url: PATHS.message.replace(":id", theirs), headers: member.headers }),
      "message_not_found",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
    expect(await unread(other)).toBe(1);
  });

  it("needs a login and refuses malformed paging and ids", async () => {
    expectError(await get(t.app, PATHS.unreadCount), "please_login_first");
    expectError(await get(t.app, PATHS.messages), "please_login_first");
    const member = await loggedInMember(t.db);
    expectError(await get(t.app, `${PATHS.messages}?size=500`, member.headers), "validation_failed");
    expectError(await get(t.app, `${PATHS.messages}?page=0`, member.headers), "validation_failed");
    expectError(await get(t.app, `${PATHS.messages}?unread=yes`, member.headers), "validation_failed");
    expectError(await get(t.app, PATHS.message.replace(":id", "x1"), member.headers), "validation_failed");
  });
});

describe("sendMessage", () => {
  it("is idempotent by dedupe key, per member", async () => {
    const member = await buildMember(t.db);
    const other = await buildMember(t.db);
    const first = await deposit(member, "K1", "deposit:K1");
    const again = await deposit(member, "K1", "deposit:K1");
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false, suppressed: false });
    expect((await deposit(other, "K1", "deposit:K1")).created).toBe(true);
    const { rows } = await t.db.query("select id from member_message where member_id = $1", [member.id]);
    expect(rows).toHaveLength(1);
  });

  it("signals the member's open tabs with a 'message' event (once for a retried send)", async () => {
    const member = await buildMember(t.db);
    const events: MemberEvent[] = [];
    const stop = t.app.realtime.subscribe(member.id, (event) => events.push(event));
    try {
      await deposit(member, "S1", "deposit:S1");
      await deposit(member, "S1", "deposit:S1");
      expect(events).toEqual([{ type: "message" }]);
    } finally {
      stop();
    }
  });

  it("refuses bad input with catalogue codes and stores nothing", async () => {
    const member = await buildMember(t.db);
    const trial = await buildMember(t.db, { isAgent: 4 });
    const closed = await buildMember(t.db, { status: "closed" });
    const before = await snapshotDatabase(t.db);
    const attempts: [unknown, string][] = [
      [{ memberId: member.id, template: "nope", params: {}, category: "system" }, "message_template_invalid"],
      [
        { memberId: member.id, template: "deposit_arrived", params: { amount: "1" }, category: "system" },
        "message_template_invalid",
      ],
      [
        {
          memberId: member.id,
          template: "deposit_arrived",
          params: { amount: "1x", orderNo: "A" },
          category: "system",
        },
        "message_template_invalid",
      ],
      [
        {
          memberId: member.id,
          template: "deposit_arrived",
          params: { amount: "1", orderNo: "A", extra: "1" },
          category: "system",
        },
        "message_template_invalid",
      ],
      [
        { memberId: member.id, template: "deposit_arrived", params: { amount: "1", orderNo: "A" }, category: "spam" },
        "message_template_invalid",
      ],
      [
        { memberId: member.id, template: "welcome", params: { account: "x" }, category: "system", dedupeKey: "" },
        "message_template_invalid",
      ],
      [
        { memberId: 999_999_999n, template: "welcome", params: { account: "x" }, category: "system" },
        "message_recipient_not_found",
      ],
      [
        { memberId: trial.id, template: "welcome", params: { account: "x" }, category: "system" },
        "message_recipient_not_found",
      ],
      [
        { memberId: closed.id, template: "welcome", params: { account: "x" }, category: "system" },
        "message_recipient_not_found",
      ],
    ];
    for (const [input, code] of attempts) {
      const error = await sendMessage(t.db, input as Parameters<typeof sendMessage>[1]).then(
        () => null,
        (e: unknown) => e,
      );
      expect(
        error,
        JSON.stringify(input, (_, v) => (typeof v === "bigint" ? v.toString() : v)),
      ).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(code);
    }
    await expect(
      sendToSegment(t.db, { segment: { kind: "all" }, category: "system", title: { vi: "  " }, body: { vi: "x" } }),
    ).rejects.toMatchObject({ code: "message_text_required" });
    await expect(
      sendToSegment(t.db, {
        segment: { kind: "vip", level: -1 },
        category: "system",
        title: { vi: "a" },
        body: { vi: "b" },
      }),
    ).rejects.toMatchObject({ code: "message_template_invalid" });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("segment sends", () => {
  it("reaches a VIP level, an agent's team and everyone in one statement each, counted", async () => {
    const agent = await buildMember(t.db, { isAgent: 1 });
    const direct = await buildMember(t.db, { uplineId: agent.id });
    const deep = await buildMember(t.db, { uplineId: direct.id });
    await buildMember(t.db, { uplineId: agent.id, isAgent: 4 }); // a trial account receives nothing
    const team = await sendToSegment(t.db, {
      segment: { kind: "agentTeam", agentId: agent.id },
      category: "system",
      title: { vi: "Thông báo đội", en: "Team notice" },
      body: { vi: "Nội dung", en: "Body" },
    });
    expect(team.recipients).toBe(2);
    expect(team.memberIds.sort()).toEqual([direct.id, deep.id].sort());

    const vip7 = await buildMember(t.db);
    await t.db.query("insert into member_vip (member_id, level, highest_level) values ($1, 7, 7)", [vip7.id]);
    const { rows: level7 } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from member_vip v join member m on m.id = v.member_id where v.level = 7 and m.is_agent <> 4 and m.status in ('active','frozen')",
    );
    const vip = await sendToSegment(t.db, {
      segment: { kind: "vip", level: 7 },
      category: "marketing",
      template: "bonus_issued",
      params: { amount: "5000000", title: "VIP" },
    });
    expect(vip.recipients).toBe(level7[0]!.n);
    expect(vip.memberIds).toContain(vip7.id);

    const { rows: everyone } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from member where is_agent <> 4 and status in ('active', 'frozen')",
    );
    const all = await sendToSegment(t.db, {
      segment: { kind: "all" },
      category: "system",
      title: { vi: "Bảo trì" },
      body: { vi: "Hệ thống bảo trì lúc 2 giờ." },
      dedupeKey: "maintenance:test",
    });
    expect(all.recipients).toBe(everyone[0]!.n);
    const { rows: stored } = await t.db.query<{ recipients: number; n: number }>(
      `select b.recipients, (select count(*)::int from member_message mm where mm.broadcast_id = b.id) as n
         from message_broadcast b where b.id = $1`,
      [all.broadcastId],
    );
    expect(stored[0]).toEqual({ recipients: everyone[0]!.n, n: everyone[0]!.n });
    // The same dedupe key again: nothing more.
    const again = await sendToSegment(t.db, {
      segment: { kind: "all" },
      category: "system",
      title: { vi: "Bảo trì" },
      body: { vi: "Hệ thống bảo trì lúc 2 giờ." },
      dedupeKey: "maintenance:test",
    });
    expect(again).toEqual({ broadcastId: null, recipients: 0, memberIds: [] });

    // An operator's text falls back to vi in a language not written.
    const session = await loggedInMember(t.db, { uplineId: agent.id });
    await sendToSegment(t.db, {
      segment: { kind: "member", memberId: session.id },
      category: "personal",
      title: { vi: "Xin chào", en: "Hello" },
      body: { vi: "Nội dung", en: "Body" },
    });
    expect((await inbox(session, "", "en")).list[0]).toMatchObject({ title: "Hello", template: null });
    expect((await inbox(session, "", "th")).list[0]).toMatchObject({ title: "Xin chào" });
  });
});

describe("marketing suppression (responsible gaming)", () => {
  it("delivers no marketing to a member in a time-out or self-exclusion, system messages still arrive", async () => {
    const agent = await buildMember(t.db, { isAgent: 1 });
    const excluded = await buildMember(t.db, { uplineId: agent.id });
    const timedOut = await buildMember(t.db, { uplineId: agent.id });
    const free = await buildMember(t.db, { uplineId: agent.id });
    await t.db.query(
      `insert into member_protection (member_id, blocked_until, block_kind)
       values ($1, now() + interval '180 days', 'self_exclusion'), ($2, now() + interval '1 day', 'timeout')`,
      [excluded.id, timedOut.id],
    );
    const offer = { amount: "10000000", title: { vi: "Khuyến mãi" } };
    expect(
      await sendMessage(t.db, {
        memberId: excluded.id,
        template: "bonus_issued",
        params: offer,
        category: "marketing",
      }),
    ).toEqual({ id: null, created: false, suppressed: true });
    const segment = await sendToSegment(t.db, {
      segment: { kind: "agentTeam", agentId: agent.id },
      category: "marketing",
      title: { vi: "Ưu đãi cuối tuần" },
      body: { vi: "Nạp 100% thưởng" },
    });
    expect(segment.memberIds).toEqual([free.id]);
    const system = await sendToSegment(t.db, {
      segment: { kind: "agentTeam", agentId: agent.id },
      category: "system",
      title: { vi: "Bảo trì" },
      body: { vi: "Bảo trì lúc 2 giờ" },
    });
    expect(system.recipients).toBe(3);
    const { rows } = await t.db.query<{ member_id: bigint; category: string }>(
      "select member_id, category from member_message where member_id = any($1) order by id",
      [[excluded.id, timedOut.id, free.id]],
    );
    expect(rows.filter((row) => row.category === "marketing").map((row) => row.member_id)).toEqual([free.id]);
    // A finished time-out: marketing arrives again.
    await t.db.query("update member_protection set blocked_until = now() - interval '1 minute' where member_id = $1", [
      timedOut.id,
    ]);
    const after = await sendMessage(t.db, {
      memberId: timedOut.id,
      template: "bonus_issued",
      params: offer,
      category: "marketing",
    });
    expect(after.created).toBe(true);
  });
});

describe("console", () => {
  it("sends to one member by account, audited, and lists the send with its counts", async () => {
    const member = await loggedInMember(t.db);
    const events: MemberEvent[] = [];
    const stop = t.app.realtime.subscribe(member.id, (event) => events.push(event));
    const since = await lastAuditId(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: CONSOLE_PATHS.messageBroadcasts,
      headers: admin,
      payload: {
        segment: { kind: "member", account: member.account.toUpperCase() },
        category: "personal",
        title: { vi: "Quà tặng", en: "A gift", zh: "" },
        body: { vi: "Chúc mừng!", en: "Congratulations!" },
      },
    });
    const sent = okValue<ConsoleBroadcast>(res);
    expect(sent).toMatchObject({ segmentKind: "member", segmentValue: member.account, recipients: 1, read: 0 });
    expect(sent.languages.sort()).toEqual(["en", "vi"]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(events).toEqual([{ type: "message" }]);
    expect((await inbox(member, "", "en")).list[0]).toMatchObject({ title: "A gift", body: "Congratulations!" });
    const audit = await auditRows(t.db, since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator: ADMIN.username,
      action: "message.send",
      target: `message_broadcast:${sent.id}`,
      detail: { segment: "member", value: member.account, recipients: 1 },
    });

    await put(PATHS.messagesReadAll, member.headers);
    const list = okValue<ConsoleBroadcastsPage>(await get(t.app, `${CONSOLE_PATHS.messageBroadcasts}?size=5`, cashier));
    expect(list.list[0]).toMatchObject({ id: sent.id, recipients: 1, read: 1, operator: ADMIN.username });
  });

  it("refuses bad sends with catalogue codes, storing and auditing nothing; cashiers cannot send", async () => {
    const agentless = await buildMember(t.db);
    const body = (segment: unknown, title: unknown = { vi: "T" }, text: unknown = { vi: "B" }) => ({
      segment,
      category: "system",
      title,
      body: text,
    });
    await touchSession(t.app, admin);
    await touchSession(t.app, cashier);
    const before = await snapshotDatabase(t.db);
    const send = (payload: unknown, headers = admin) =>
      t.app.inject({ method: "POST", url: CONSOLE_PATHS.messageBroadcasts, headers, payload: payload as object });
    expectError(await send(body({ kind: "member", account: "nobody-here" })), "message_recipient_not_found");
    expectError(await send(body({ kind: "agentTeam", account: agentless.account })), "message_recipient_not_found");
    expectError(await send(body({ kind: "vip", level: 99 })), "message_segment_empty");
    expectError(await send(body({ kind: "all" }, { vi: "   " })), "message_text_required");
    expectError(await send(body({ kind: "all" }, { en: "only en" })), "validation_failed");
    expectError(await send(body({ kind: "everyone" })), "validation_failed");
    expectError(await send({ ...body({ kind: "all" }), category: "spam" }), "validation_failed");
    expectError(await send(body({ kind: "all" }, { vi: "T\u0000" })), "text_invalid");
    expectError(await send(body({ kind: "all" }), cashier), "forbidden");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});
