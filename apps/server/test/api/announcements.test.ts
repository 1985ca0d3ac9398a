import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type AnnouncementsValue } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get, okValue } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const announcements = async (query = "", language = "vi") =>
  okValue<AnnouncementsValue>(await get(t.app, `${PATHS.announcements}${query}`, { language }));
const allTitles = (v: AnnouncementsValue) =>
  [...v.player, ...v.banners, ...v.popup, ...v.promotion, ...v.help].map((n) => n.title);

/** Inserts a notice titled `title` in every language; `columns` override the notice table's defaults. */
async function addNotice(title: string, columns: Record<string, string> = {}) {
  const text = JSON.stringify({ vi: title, en: title, zh: title, ja: title, th: title });
  const row: Record<string, string> = { type: "PL", title: text, content: text, ...columns };
  const names = Object.keys(row);
  await t.db.query(
    `insert into notice (${names.join(", ")}) values (${names.map((_, i) => `$${i + 1}`).join(", ")})`,
    Object.values(row),
  );
}

describe("GET /wps/relay/MCSFE_getListAnnouncements", () => {
  it("groups the default types: B and PL into player, B with an image into banners, PU popup, PR promotion", async () => {
    const value = await announcements();
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.player.every((n) => n.type === "B" || n.type === "PL")).toBe(true);
    expect(value.player.some((n) => n.type === "PL")).toBe(true);
    expect(value.banners.length).toBeGreaterThan(0);
    expect(value.banners.every((n) => n.type === "B" && n.imageUrl !== "")).toBe(true);
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value.popup.every((n) => n.type === "PU")).toBe(true);
    expect(value.promotion.length).toBeGreaterThan(0);
    expect(value.promotion.every((n) => n.type === "PR")).toBe(true);
    for (const n of [...value.player, ...value.popup]) expect(Number.isNaN(Date.parse(n.startsAt))).toBe(false);
  });

  it("with types=PU answers only the popup group", async () => {
    const value = await announcements("?types=PU");
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value).toMatchObject({ player: [], banners: [], promotion: [], help: [] });
  });

  it("localizes titles and content by Language", async () => {
    const [vi, en] = [await announcements("?types=PU", "vi"), await announcements("?types=PU", "en")];
    expect(en.popup[0]!.title).toBe("New member offer");
    expect(vi.popup[0]!.title).toBe("Ưu đãi thành viên mới");
    expect(vi.popup[0]!.id).toBe(en.popup[0]!.id);
  });

  it("answers only notices of the execution asked for (B by default)", async () => {
    await addNotice("after-login notice", { execution: "A" });
    expect(allTitles(await announcements())).not.toContain("after-login notice");
    expect(allTitles(await announcements("?execution=B"))).not.toContain("after-login notice");
    const afterLogin = await announcements("?execution=A");
    expect(allTitles(afterLogin)).toEqual(["after-login notice"]);
  });

  it("leaves out notices of another platform", async () => {
    await addNotice("mobile-app notice", { platform: "M" });
    expect(allTitles(await announcements())).not.toContain("mobile-app notice");
    expect(allTitles(await announcements("?platform=W"))).not.toContain("mobile-app notice");
  });

  it("leaves out expired notices and notices not started yet", async () => {
    await addNotice("expired notice", { ends_at: new Date(Date.now() - 60_000).toISOString() });
    await addNotice("future notice", { starts_at: new Date(Date.now() + 3_600_000).toISOString() });
    await addNotice("running notice", { ends_at: new Date(Date.now() + 3_600_000).toISOString() });
    const titles = allTitles(await announcements());
    expect(titles).toContain("running notice");
    expect(titles).not.toContain("expired notice");
    expect(titles).not.toContain("future notice");
  });

  it("answers help notices (H), in their own group, only when asked for", async () => {
    await addNotice("help notice", { type: "H" });
    expect(allTitles(await announcements())).not.toContain("help notice");
    const help = await announcements("?types=H");
    expect(help.help.map((n) => n.title)).toContain("help notice");
    expect(help).toMatchObject({ player: [], banners: [], popup: [], promotion: [] });
  });
});
