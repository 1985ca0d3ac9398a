import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  CONSOLE_PATHS,
  FEEDBACK_ANSWER_HOURS,
  PATHS,
  type ConsoleFeedback,
  type ConsoleFeedbackList,
  type FeedbackItem,
  type FeedbackList,
  type FeedbackRules,
  type SupportSettings,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, type Headers } from "../http.ts";
import { ADMIN, CASHIER, auditRows, bearer, lastAuditId, operatorToken } from "../console/console-support.ts";
import { loggedInMember, type LoggedInMember } from "../support/factories.ts";
import { jpegBytes, pngBytes } from "../support/cashier.ts";
import { checkStep, reopenFeedback, subjectOf } from "../../src/modules/support/index.ts";
import { seedDemoSupport } from "../../src/seed/demo-support.ts";

/*
 * Feedback and complaints on a real database (issue 16): PUT /wps/feedback with images uploaded
 * first, content bounds read from the operator's settings on every call, the state machine
 * open → answered → closed with a reopen inside the window, the answer reaching the member's inbox
 * (member_message, template feedback_answered) in the answer's transaction, and bad input refused
 * with a catalogue code while nothing is stored.
 */

let t: TestApp;
let admin: Headers;
let cashier: Headers;
let seq = 0;
const rid = () => `fb-${process.pid}-${Date.now()}-${(seq += 1)}`.padEnd(16, "x");

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
});
afterAll(() => t.close());

const put = (m: LoggedInMember, payload: object) =>
  t.app.inject({ method: "PUT", url: PATHS.feedback, headers: m.headers, payload });
const upload = (m: LoggedInMember, bytes: Buffer, type = "image/png") =>
  t.app.inject({
    method: "POST",
    url: PATHS.feedbackImages,
    headers: { ...m.headers, "content-type": type },
    payload: bytes,
  });
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: "POST", url, headers, payload });
const path = (p: string, id: string) => p.replace(":id", id);

async function counts() {
  const { rows } = await t.db.query<{ f: number; r: number; i: number; m: number }>(
    `select (select count(*)::int from feedback) as f, (select count(*)::int from feedback_reply) as r,
            (select count(*)::int from feedback_image where feedback_id is not null) as i,
            (select count(*)::int from member_message) as m`,
  );
  return rows[0]!;
}

async function setSettings(s: Partial<SupportSettings>) {
  const current = okValue<SupportSettings>(await get(t.app, CONSOLE_PATHS.supportSettings, admin));
  okValue(
    await t.app.inject({
      method: "PUT",
      url: CONSOLE_PATHS.supportSettings,
      headers: admin,
      payload: { ...current, ...s },
    }),
  );
}

describe("PUT /wps/feedback", () => {
  it("stores a ticket with its images, due 24 h later, idempotent by request id", async () => {
    const m = await loggedInMember(t.db);
    const one = okValue<{ imageId: string }>(await upload(m, pngBytes(2000)));
    const two = okValue<{ imageId: string }>(await upload(m, jpegBytes(3000), "image/jpeg"));
    const requestId = rid();
    const before = Date.now();
    const created = okValue<FeedbackItem>(
      await put(m, {
        requestId,
        type: "complaint",
        content: "My withdrawal of yesterday has not arrived yet.",
        contact: "Zalo 0912 345 678",
        imageIds: [one.imageId, two.imageId],
      }),
    );
    expect(created).toMatchObject({ type: "complaint", state: "open", imageIds: [one.imageId, two.imageId] });
    expect(created.contact).toBe("Zalo 0912 345 678");
    const due = Date.parse(created.dueAt!) - Date.parse(created.createdAt);
    expect(due).toBe(FEEDBACK_ANSWER_HOURS * 3_600_000);
    expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    // The same request again answers the first ticket and stores nothing more.
    const before2 = await counts();
    const again = okValue<FeedbackItem>(
      await put(m, { requestId, type: "other", content: "something else entirely", imageIds: [] }),
    );
    expect(again.id).toBe(created.id);
    expect(await counts()).toEqual(before2);

    // The member's list shows it; the image is the member's own to read back, not another member's.
    const list = okValue<FeedbackList>(await get(t.app, PATHS.feedback, m.headers));
    expect(list.items.map((i) => i.id)).toEqual([created.id]);
    const image = await get(t.app, path(PATHS.feedbackImage, one.imageId), m.headers);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(pngBytes(2000))).toBe(true);
    const other = await loggedInMember(t.db);
    expectError(await get(t.app, path(PATHS.feedbackImage, one.imageId), other.headers), "not_found");
    expectError(await get(t.app, path(PATHS.feedbackOne, created.id), other.headers), "feedback_not_found");
  });

  it("reads the content bounds from the operator's settings on every call", async () => {
    const m = await loggedInMember(t.db);
    const rules = okValue<FeedbackRules>(await get(t.app, PATHS.feedbackRules, m.headers));
    expect(rules.types).toContain("complaint");
    expect(rules.answerHours).toBe(24);
    expect(rules.maxImages).toBe(3);
    try {
      await setSettings({ feedbackMinLength: 20, feedbackMaxLength: 30 });
      expect(okValue<FeedbackRules>(await get(t.app, PATHS.feedbackRules, m.headers))).toMatchObject({
        minLength: 20,
        maxLength: 30,
      });
      const before = await counts();
      const short = await put(m, { requestId: rid(), type: "other", content: "too short text" });
      expectError(short, "feedback_content_length");
      expect(short.json<{ message: string }>().message).toContain("20");
      expectError(
        await put(m, { requestId: rid(), type: "other", content: "x".repeat(31) }),
        "feedback_content_length",
      );
      // Surrounding spaces do not count; 20 emoji are 20 characters, not 40 UTF-16 units.
      okValue(await put(m, { requestId: rid(), type: "other", content: `   ${"😀".repeat(20)}   ` }));
      expect((await counts()).f).toBe(before.f + 1);
    } finally {
      await setSettings({ feedbackMinLength: 10, feedbackMaxLength: 1000 });
    }
  });

  it("refuses bad input with a catalogue code and stores nothing", async () => {
    const m = await loggedInMember(t.db);
    const other = await loggedInMember(t.db);
    const foreign = okValue<{ imageId: string }>(await upload(other, pngBytes()));
    const valid = { requestId: rid(), type: "deposit", content: "The deposit did not arrive." };
    const before = await counts();
    const cases: [object, string][] = [
      [{ ...valid, type: "jackpot" }, "validation_failed"],
      [{ ...valid, requestId: "short" }, "validation_failed"],
      [{ ...valid, content: 42 }, "validation_failed"],
      [{ ...valid, content: "bad\u0000text here" }, "text_invalid"],
      [{ ...valid, imageIds: ["1", "2", "3", "4"] }, "validation_failed"],
      [{ ...valid, imageIds: ["abc"] }, "validation_failed"],
      [{ ...valid, extra: true }, "validation_failed"],
      [{ ...valid, contact: "x".repeat(121) }, "validation_failed"],
      [{ ...valid, imageIds: [foreign.imageId] }, "feedback_image_invalid"],
      [{ ...valid, imageIds: ["999999999"] }, "feedback_image_invalid"],
      [{ ...valid, content: "short" }, "feedback_content_length"],
    ];
    for (const [payload, code] of cases) {
      expectError(await put(m, payload), code as never);
    }
    expectError(await t.app.inject({ method: "PUT", url: PATHS.feedback, payload: valid }), "please_login_first");
    expect(await counts()).toEqual(before);
    // The foreign image is still unattached (the refused ticket did not take it).
    const { rows } = await t.db.query("select feedback_id from feedback_image where id = $1", [foreign.imageId]);
    expect(rows[0]).toEqual({ feedback_id: null });
  });

  it("checks images by their bytes, 5 MB at most, 3 waiting at most", async () => {
    const m = await loggedInMember(t.db);
    expectError(await upload(m, jpegBytes(), "image/png"), "image_type_invalid");
    expectError(await upload(m, Buffer.from("GIF89a-not-allowed"), "image/gif"), "image_type_invalid");
    expectError(await upload(m, pngBytes(5 * 1024 * 1024 + 1)), "image_too_large");
    for (let i = 0; i < 3; i += 1) okValue(await upload(m, pngBytes()));
    expectError(await upload(m, pngBytes()), "too_many_images");
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from feedback_image where member_id = $1",
      [m.id],
    );
    expect(rows[0]!.n).toBe(3);
  });
});

describe("the state machine and the inbox", () => {
  it("answer → inbox message, close, reopen within the window, audited", async () => {
    const m = await loggedInMember(t.db);
    const created = okValue<FeedbackItem>(
      await put(m, { requestId: rid(), type: "withdrawal", content: "Where is my withdrawal WD123?" }),
    );
    const id = created.id;

    // The member cannot close or reopen an open ticket; the console sees it in the open queue.
    expectError(await post(path(PATHS.feedbackClose, id), m.headers), "feedback_state_invalid");
    expectError(
      await post(path(PATHS.feedbackReopen, id), m.headers, { content: "Any news about this one?" }),
      "feedback_state_invalid",
    );
    const queue = okValue<ConsoleFeedbackList>(
      await get(t.app, `${CONSOLE_PATHS.supportFeedback}?state=open&size=100`, cashier),
    );
    const inQueue = queue.items.find((i) => i.id === id)!;
    expect(inQueue).toMatchObject({ account: m.account, overdue: false, state: "open" });
    // Closing an unanswered ticket is not a step of the machine.
    expectError(await post(path(CONSOLE_PATHS.supportFeedbackClose, id), cashier), "feedback_state_invalid");

    const auditFrom = await lastAuditId(t.db);
    const answered = okValue<ConsoleFeedback>(
      await post(path(CONSOLE_PATHS.supportFeedbackAnswer, id), cashier, {
        body: "It was paid at 10:05, please check.",
      }),
    );
    expect(answered).toMatchObject({ state: "answered", dueAt: null, handledBy: CASHIER.username });
    expect(answered.replies).toMatchObject([{ author: "operator", body: "It was paid at 10:05, please check." }]);
    // The answer is in the member's inbox, once.
    const { rows: inbox } = await t.db.query<{ template: string; category: string; params: Record<string, string> }>(
      "select template, category, params from member_message where member_id = $1",
      [m.id],
    );
    expect(inbox).toEqual([
      {
        template: "feedback_answered",
        category: "personal",
        params: { subject: "Where is my withdrawal WD123?", answer: "It was paid at 10:05, please check." },
      },
    ]);
    // A second answer is refused: the member reopens instead.
    expectError(
      await post(path(CONSOLE_PATHS.supportFeedbackAnswer, id), cashier, { body: "again" }),
      "feedback_state_invalid",
    );
    const audit = await auditRows(t.db, auditFrom);
    expect(audit.map((a) => [a.action, a.target])).toEqual([["support.feedback.answer", `feedback:${id}`]]);

    // The member sees the answer and until when they may reopen.
    const seen = okValue<FeedbackItem>(await get(t.app, path(PATHS.feedbackOne, id), m.headers));
    expect(Date.parse(seen.reopenUntil!) - Date.parse(seen.answeredAt!)).toBe(7 * 86_400_000);

    // Close, then reopen with a follow-up: open again with a new 24 h target.
    okValue(await post(path(CONSOLE_PATHS.supportFeedbackClose, id), admin));
    const reopened = okValue<FeedbackItem>(
      await post(path(PATHS.feedbackReopen, id), m.headers, { content: "It has still not arrived, sorry." }),
    );
    expect(reopened).toMatchObject({ state: "open", closedAt: null });
    expect(reopened.replies.map((r) => r.author)).toEqual(["operator", "member"]);
    expect(Date.parse(reopened.dueAt!)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    // A second answer after the reopen is a second inbox message.
    okValue(await post(path(CONSOLE_PATHS.supportFeedbackAnswer, id), cashier, { body: "Refunded now." }));
    const { rows: after } = await t.db.query("select id from member_message where member_id = $1", [m.id]);
    expect(after).toHaveLength(2);
    // The member closes it, satisfied.
    expect(okValue<FeedbackItem>(await post(path(PATHS.feedbackClose, id), m.headers)).state).toBe("closed");
  });

  it("refuses a reopen after the window (the clock is the service's)", async () => {
    const m = await loggedInMember(t.db);
    const created = okValue<FeedbackItem>(
      await put(m, { requestId: rid(), type: "game", content: "The slot froze during free spins." }),
    );
    okValue(await post(path(CONSOLE_PATHS.supportFeedbackAnswer, created.id), cashier, { body: "Round settled." }));
    const eightDays = new Date(Date.now() + 8 * 86_400_000);
    const before = await counts();
    await expect(
      reopenFeedback(t.db, m.id, BigInt(created.id), "Still frozen for me.", eightDays),
    ).rejects.toMatchObject({ code: "feedback_reopen_expired" });
    expect(await counts()).toEqual(before);
    const sixDays = new Date(Date.now() + 6 * 86_400_000);
    const reopened = await reopenFeedback(t.db, m.id, BigInt(created.id), "Still frozen for me.", sixDays);
    expect(reopened.state).toBe("open");
  });

  it("marks an open ticket past its target overdue in the queue", async () => {
    const m = await loggedInMember(t.db);
    const created = okValue<FeedbackItem>(
      await put(m, { requestId: rid(), type: "account", content: "Please change my phone number." }),
    );
    await t.db.query("update feedback set due_at = now() - interval '1 minute' where id = $1", [created.id]);
    const queue = okValue<ConsoleFeedbackList>(
      await get(t.app, `${CONSOLE_PATHS.supportFeedback}?state=open&size=100`, cashier),
    );
    expect(queue.items[0]!.overdue).toBe(true);
    expect(queue.items.find((i) => i.id === created.id)!.overdue).toBe(true);
    expect(queue.overdue).toBeGreaterThanOrEqual(1);
    const image = await get(t.app, path(CONSOLE_PATHS.supportFeedbackImage, "999999999"), cashier);
    expectError(image, "not_found");
  });

  it("keeps the rules pure", () => {
    expect(() => checkStep("answer", "answered")).toThrow();
    expect(() => checkStep("reopen", "open")).toThrow();
    expect(() => checkStep("close", "answered")).not.toThrow();
    expect(subjectOf("a  b\n c")).toBe("a b c");
    expect([...subjectOf("x".repeat(100))]).toHaveLength(60);
  });
});

describe("console settings", () => {
  it("are audited, need the settings permission and refuse min above max", async () => {
    const current = okValue<SupportSettings>(await get(t.app, CONSOLE_PATHS.supportSettings, cashier));
    const put2 = (headers: Headers, payload: object): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: "PUT", url: CONSOLE_PATHS.supportSettings, headers, payload });
    expectError(await put2(cashier, current), "forbidden");
    expectError(await put2(admin, { ...current, feedbackMinLength: 50, feedbackMaxLength: 40 }), "validation_failed");
    expectError(await put2(admin, { ...current, reopenDays: 91 }), "validation_failed");
    const from = await lastAuditId(t.db);
    okValue(await put2(admin, { ...current, reopenDays: 3 }));
    okValue(await put2(admin, current));
    expect((await auditRows(t.db, from)).map((a) => a.action)).toEqual([
      "support.settings.update",
      "support.settings.update",
    ]);
  });
});

describe("the demo seed", () => {
  it("has demo01's answered and nearly overdue tickets, vip01's waiting chat and real channel links, once", async () => {
    const count = async () =>
      (
        await t.db.query<{ f: number; m: number; c: number; x: number }>(
          `select (select count(*)::int from feedback f join member m on m.id = f.member_id where m.account = 'demo01') as f,
                  (select count(*)::int from member_message mm join member m on m.id = mm.member_id
                    where m.account = 'demo01' and mm.template = 'feedback_answered') as m,
                  (select count(*)::int from support_conversation c join member m on m.id = c.member_id where m.account = 'vip01') as c,
                  (select count(*)::int from support_chat_message) as x`,
        )
      ).rows[0]!;
    const before = await count();
    expect(before).toMatchObject({ f: 2, m: 1, c: 1 });
    await seedDemoSupport(t.db);
    expect(await count()).toEqual(before);

    const demo = (await t.db.query<{ id: bigint }>("select id from member where account = 'demo01'")).rows[0]!.id;
    const { rows: tickets } = await t.db.query<{ state: string; due_at: Date | null; images: number }>(
      `select state, due_at, (select count(*)::int from feedback_image i where i.feedback_id = f.id) as images
         from feedback f where member_id = $1 order by id`,
      [demo],
    );
    expect(tickets.map((x) => x.state)).toEqual(["answered", "open"]);
    const left = tickets[1]!.due_at!.getTime() - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(3 * 3_600_000);
    expect(tickets[1]!.images).toBe(1);

    const { rows: channels } = await t.db.query<{ cs_type: string; url: string }>(
      "select cs_type, url from customer_service order by sort",
    );
    expect(Object.fromEntries(channels.map((c) => [c.cs_type, c.url]))).toEqual({
      LIVECHAT: "/supportChat",
      ZALO: "https://zalo.me/0901868686",
      TELEGRAM: "https://t.me/LotusCSKH247",
    });
    const queue = okValue<{ account: string; unread: number }[]>(
      await get(t.app, CONSOLE_PATHS.supportConversations, cashier),
    );
    expect(queue.find((c) => c.account === "vip01")).toMatchObject({ unread: 1 });
  });
});
