import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  PATHS,
  type AnnouncementsValue,
  type ConsoleNotice,
  type ConsoleNoticeInput,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase, type Headers } from "../http.ts";
import {
  ADMIN,
  CASHIER,
  auditRows,
  bearer,
  lastAuditId,
  operatorToken,
  touchSession,
} from "../console/console-support.ts";
import { buildMember, loggedInMember } from "../support/factories.ts";

/*
 * Announcements managed in the console (issue 16 item 2) on a real database: the schedule window,
 * the audience (visitors, members, VIP levels, an agent's team), switching off, banner images through
 * the upload every image takes, the audit of each change, and bad input storing nothing.
 */

let t: TestApp;
let admin: Headers;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const text = (s: string) => ({ vi: s, en: `${s} (en)`, zh: "", ja: "", th: "" });
function input(overrides: Partial<ConsoleNoticeInput> = {}): ConsoleNoticeInput & { title: { vi: string } } {
  seq += 1;
  return {
    type: "PL",
    title: text(`Thông báo ${seq}`),
    content: text(`Nội dung ${seq}`),
    imageUrl: "",
    linkUrl: "",
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: null,
    sort: 0,
    audience: "all",
    vipLevels: [],
    agentAccount: null,
    enabled: true,
    ...overrides,
  } as ConsoleNoticeInput & { title: { vi: string } };
}
const create = (body: unknown, headers = admin) =>
  t.app.inject({ method: "POST", url: CONSOLE_PATHS.notices, headers, payload: body as object });
const created = async (body: ConsoleNoticeInput) => okValue<ConsoleNotice>(await create(body));
const types = "B,PL,PU,PR,H";
const titlesFor = async (headers: Headers = {}, language = "vi") => {
  const v = okValue<AnnouncementsValue>(
    await get(t.app, `${PATHS.announcements}?types=${types}`, { language, ...headers }),
  );
  return [...v.player, ...v.popup, ...v.promotion, ...v.help].map((n) => n.title);
};

describe("schedule and audience", () => {
  it("shows a notice only inside its window; the console tells running, scheduled and ended apart", async () => {
    const running = await created(input({ endsAt: new Date(Date.now() + HOUR).toISOString() }));
    const future = await created(input({ startsAt: new Date(Date.now() + HOUR).toISOString() }));
    const past = await created(
      input({
        startsAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        endsAt: new Date(Date.now() - HOUR).toISOString(),
      }),
    );
    expect([running.state, future.state, past.state]).toEqual(["running", "scheduled", "ended"]);
    const titles = await titlesFor();
    expect(titles).toContain(running.title.vi);
    expect(titles).not.toContain(future.title.vi);
    expect(titles).not.toContain(past.title.vi);
  });

  it("guests, members: a visitor and a member each see only theirs (an expired token reads as a visitor)", async () => {
    const forMembers = await created(input({ type: "PU", audience: "members" }));
    const forGuests = await created(input({ type: "PU", audience: "guests" }));
    const member = await loggedInMember(t.db);
    const guestTitles = await titlesFor();
    const memberTitles = await titlesFor(member.headers);
    expect(guestTitles).toContain(forGuests.title.vi);
    expect(guestTitles).not.toContain(forMembers.title.vi);
    expect(memberTitles).toContain(forMembers.title.vi);
    expect(memberTitles).not.toContain(forGuests.title.vi);
    const stale = await titlesFor({ authorization: "Bearer not-a-live-token-0123456789" });
    expect(stale).toContain(forGuests.title.vi);
    expect(stale).not.toContain(forMembers.title.vi);
  });

  it("VIP levels: only members of the listed levels", async () => {
    const notice = await created(input({ audience: "members", vipLevels: [3, 4] }));
    const member = await loggedInMember(t.db);
    expect(await titlesFor(member.headers)).not.toContain(notice.title.vi);
    await t.db.query("insert into member_vip (member_id, level, highest_level) values ($1, 3, 3)", [member.id]);
    expect(await titlesFor(member.headers)).toContain(notice.title.vi);
  });

  it("an agent's team: the agent and its downline, nobody else", async () => {
    const agent = await loggedInMember(t.db, { isAgent: 1 });
    const notice = await created(input({ audience: "members", agentAccount: agent.account.toUpperCase() }));
    expect(notice.agentAccount).toBe(agent.account);
    const downline = await buildMember(t.db, { uplineId: agent.id });
    const inTeam = await loggedInMember(t.db, { uplineId: downline.id });
    const outside = await loggedInMember(t.db);
    expect(await titlesFor(agent.headers)).toContain(notice.title.vi);
    expect(await titlesFor(inTeam.headers)).toContain(notice.title.vi);
    expect(await titlesFor(outside.headers)).not.toContain(notice.title.vi);
  });

  it("an empty language falls back to the Vietnamese text", async () => {
    const notice = await created(input({ type: "H" }));
    expect(await titlesFor({}, "ja")).toContain(notice.title.vi);
    expect(await titlesFor({}, "en")).toContain(`${notice.title.vi} (en)`);
  });
});

describe("changes in the console", () => {
  it("edits, switches off and on, each audited with the operator", async () => {
    const since = await lastAuditId(t.db);
    const notice = await created(input());
    const edited = okValue<ConsoleNotice>(
      await t.app.inject({
        method: "PUT",
        url: CONSOLE_PATHS.notice.replace(":id", notice.id),
        headers: admin,
        payload: input({ title: text("Đã sửa"), type: "PR", linkUrl: "/promotions", sort: 5 }),
      }),
    );
    expect(edited).toMatchObject({
      id: notice.id,
      type: "PR",
      linkUrl: "/promotions",
      sort: 5,
      updatedBy: ADMIN.username,
    });
    expect(await titlesFor()).toContain("Đã sửa");
    const off = okValue<ConsoleNotice>(
      await t.app.inject({
        method: "PUT",
        url: CONSOLE_PATHS.noticeEnabled.replace(":id", notice.id),
        headers: admin,
        payload: { enabled: false },
      }),
    );
    expect(off.state).toBe("disabled");
    expect(await titlesFor()).not.toContain("Đã sửa");
    const audit = await auditRows(t.db, since);
    expect(audit.map((a) => [a.action, a.target])).toEqual([
      ["notice.create", `notice:${notice.id}`],
      ["notice.update", `notice:${notice.id}`],
      ["notice.disable", `notice:${notice.id}`],
    ]);
    expect(audit[1]!.detail).toMatchObject({ type: "PR", title: "Đã sửa", audience: "all" });
  });

  it("uploads a banner image checked by its bytes and serves it from the image CDN path", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const upload = await t.app.inject({
      method: "POST",
      url: CONSOLE_PATHS.noticeImages,
      headers: { ...admin, "content-type": "image/png" },
      payload: png,
    });
    const { imageUrl } = okValue<{ imageUrl: string }>(upload);
    expect(imageUrl).toMatch(/^notice-images\/\d+$/);
    const banner = await created(input({ type: "B", imageUrl }));
    const served = await get(t.app, `/media/${imageUrl}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(png)).toBe(true);
    const value = okValue<AnnouncementsValue>(await get(t.app, PATHS.announcements));
    expect(value.banners.map((b) => b.imageUrl)).toContain(banner.imageUrl);

    await touchSession(t.app, admin);
    const snapshot = await snapshotDatabase(t.db);
    const fake = await t.app.inject({
      method: "POST",
      url: CONSOLE_PATHS.noticeImages,
      headers: { ...admin, "content-type": "image/png" },
      payload: Buffer.from("<svg onload=alert(1)>"),
    });
    expectError(fake, "image_type_invalid");
    const jpegAsPng = await t.app.inject({
      method: "POST",
      url: CONSOLE_PATHS.noticeImages,
      headers: { ...admin, "content-type": "image/jpeg" },
      payload: png,
    });
    expectError(jpegAsPng, "image_type_invalid");
    expect(await snapshotDatabase(t.db)).toEqual(snapshot);
  });

  it("bad input answers a catalogue code and stores nothing", async () => {
    const cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
    const agentless = await buildMember(t.db);
    await touchSession(t.app, admin);
    await touchSession(t.app, cashier);
    const snapshot = await snapshotDatabase(t.db);
    const now = Date.now();
    expectError(
      await create(input({ startsAt: new Date(now).toISOString(), endsAt: new Date(now - HOUR).toISOString() })),
      "notice_schedule_invalid",
    );
    expectError(await create(input({ audience: "all", vipLevels: [1] })), "notice_targeting_invalid");
    expectError(await create(input({ audience: "guests", agentAccount: "agent01" })), "notice_targeting_invalid");
    expectError(
      await create(input({ audience: "members", agentAccount: agentless.account })),
      "notice_agent_not_found",
    );
    expectError(await create(input({ audience: "members", agentAccount: "nobody_here" })), "notice_agent_not_found");
    expectError(await create(input({ linkUrl: "javascript:alert(1)" })), "validation_failed");
    expectError(await create(input({ linkUrl: "//evil.example" })), "validation_failed");
    expectError(await create(input({ imageUrl: "../../etc/passwd" })), "validation_failed");
    expectError(await create(input({ title: text("") })), "validation_failed");
    expectError(await create(input({ type: "X" as "B" })), "validation_failed");
    expectError(await create({ ...input(), extra: true }), "validation_failed");
    expectError(await create(input(), cashier), "forbidden");
    const put = (id: string, body: unknown) =>
      t.app.inject({
        method: "PUT",
        url: CONSOLE_PATHS.notice.replace(":id", id),
        headers: admin,
        payload: body as object,
      });
    expectError(await put("999999", input()), "notice_not_found");
    expectError(await put("99999999999", input()), "notice_not_found");
    expectError(
      await t.app.inject({
        method: "PUT",
        url: CONSOLE_PATHS.noticeEnabled.replace(":id", "999999"),
        headers: admin,
        payload: { enabled: true },
      }),
      "notice_not_found",
    );
    expect(await snapshotDatabase(t.db)).toEqual(snapshot);
  });

  it("the console lists notices for a cashier to read, with their targeting", async () => {
    const cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
    const list = okValue<ConsoleNotice[]>(await get(t.app, CONSOLE_PATHS.notices, cashier));
    const team = list.find((n) => n.agentAccount === "agent01")!;
    expect(team).toMatchObject({ type: "PL", audience: "members", state: "running" });
    expect(list.some((n) => n.type === "H")).toBe(true);
    expect(list.find((n) => n.title.en === "Scheduled maintenance")!.state).toBe("scheduled");
  });
});
