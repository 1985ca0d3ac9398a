import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  CONTENT_PAGE_SLUGS,
  LANGUAGES,
  PATHS,
  type ConsoleContentPage,
  type ConsoleContentPageSummary,
  type ConsoleContentSaveResult,
  type ContentPage,
  type ContentPageLink,
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

/*
 * Content pages (issue 16 item 5) on a real database: the demo texts in five languages, the member
 * read with its vi fallback and cache headers, and the console's versions — a draft leaves the site
 * as it was, publishing changes it, an older version rolls it back, every change is audited, and bad
 * input stores nothing.
 */

let t: TestApp;
let admin: Headers;
let cashier: Headers;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
});
afterAll(() => t.close());

const pagePath = (slug: string) => PATHS.contentPage.replace(":slug", slug);
const consolePath = (slug: string, language?: string) =>
  language
    ? CONSOLE_PATHS.contentPageLanguage.replace(":slug", slug).replace(":language", language)
    : CONSOLE_PATHS.contentPage.replace(":slug", slug);
const readPage = async (slug: string, language = "vi") =>
  okValue<ContentPage>(await get(t.app, pagePath(slug), { language }));
const save = (slug: string, language: string, body: unknown, headers = admin) =>
  t.app.inject({ method: "PUT", url: consolePath(slug, language), headers, payload: body as object });

describe("member calls", () => {
  it("lists every page with its title in the request's language", async () => {
    const vi = okValue<ContentPageLink[]>(await get(t.app, PATHS.contentPages, { language: "vi" }));
    const en = okValue<ContentPageLink[]>(await get(t.app, PATHS.contentPages, { language: "en" }));
    expect(vi.map((p) => p.slug)).toEqual([...CONTENT_PAGE_SLUGS]);
    expect(en.find((p) => p.slug === "about-us")!.title).toBe("About us");
    expect(vi.find((p) => p.slug === "about-us")!.title).toBe("Về chúng tôi");
  });

  it("serves every demo page in all five languages, each in its own language", async () => {
    for (const slug of CONTENT_PAGE_SLUGS) {
      const titles = new Set<string>();
      for (const language of LANGUAGES) {
        const page = await readPage(slug, language);
        expect(page.language).toBe(language);
        expect(page.body.length).toBeGreaterThan(250);
        titles.add(page.title);
      }
      expect(titles.size, slug).toBe(LANGUAGES.length);
    }
  });

  it("falls back to the Vietnamese text when the language has none published", async () => {
    await t.db.query("delete from content_publication where slug = 'sponsors' and language = 'ja'");
    const page = await readPage("sponsors", "ja");
    expect(page.language).toBe("vi");
    expect(page.title).toBe("Nhà tài trợ");
    const links = okValue<ContentPageLink[]>(await get(t.app, PATHS.contentPages, { language: "ja" }));
    expect(links.find((p) => p.slug === "sponsors")!.title).toBe("Nhà tài trợ");
  });

  it("is cacheable: public, Vary Language, an ETag of the version, 304 when it still matches", async () => {
    const res = await get(t.app, pagePath("terms"), { language: "en" });
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=60/);
    expect(res.headers.vary).toContain("Language");
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"content-\d+-en"$/);
    const again = await get(t.app, pagePath("terms"), { language: "en", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await get(t.app, pagePath("terms"), { language: "vi", "if-none-match": etag });
    expect(other.statusCode).toBe(200);
  });

  it("refuses an unknown page with a catalogue code", async () => {
    expectError(await get(t.app, pagePath("casino-secrets")), "validation_failed");
    expectError(await get(t.app, `${pagePath("terms")}?x=1`), "validation_failed");
  });
});

describe("console: versions, drafts, publishing", () => {
  it("lists the pages with every language published after the seed", async () => {
    const pages = okValue<ConsoleContentPageSummary[]>(await get(t.app, CONSOLE_PATHS.contentPages, cashier));
    const about = pages.find((p) => p.slug === "about-us")!;
    for (const language of LANGUAGES)
      expect(about.languages[language]).toMatchObject({ state: "published", updatedBy: "seed" });
  });

  it("a draft leaves the site unchanged; publishing shows it; an older version rolls back; all audited", async () => {
    const before = await readPage("partners", "en");
    const since = await lastAuditId(t.db);

    const draft = okValue<ConsoleContentSaveResult>(
      await save("partners", "en", { title: "Our partners", body: "## Games\n- **Lotus Live**", publish: false }),
    );
    expect(draft).toMatchObject({ created: true, published: false });
    expect((await readPage("partners", "en")).title).toBe(before.title);

    const summary = okValue<ConsoleContentPageSummary[]>(await get(t.app, CONSOLE_PATHS.contentPages, admin));
    expect(summary.find((p) => p.slug === "partners")!.languages.en).toMatchObject({
      state: "draft",
      title: "Our partners",
      updatedBy: ADMIN.username,
    });

    const publish = await t.app.inject({
      method: "POST",
      url: `${consolePath("partners", "en")}/publish`,
      headers: admin,
      payload: { versionId: draft.versionId },
    });
    expect(okValue<{ previousVersionId: string }>(publish).previousVersionId).toBe(before.versionId);
    const after = await readPage("partners", "en");
    expect(after).toMatchObject({ title: "Our partners", versionId: draft.versionId, language: "en" });

    const detail = okValue<ConsoleContentPage>(await get(t.app, consolePath("partners"), admin));
    expect(detail.latest.en).toMatchObject({ id: draft.versionId, published: true, operator: ADMIN.username });
    expect(detail.history.filter((v) => v.language === "en").map((v) => v.id)).toEqual([
      draft.versionId,
      before.versionId,
    ]);

    // Rollback to the seed's version.
    okValue(
      await t.app.inject({
        method: "POST",
        url: `${consolePath("partners", "en")}/publish`,
        headers: admin,
        payload: { versionId: before.versionId },
      }),
    );
    expect((await readPage("partners", "en")).title).toBe(before.title);

    const audit = await auditRows(t.db, since);
    expect(audit.map((a) => [a.action, a.target, a.operator])).toEqual([
      ["content.page.save", "content:partners:en", ADMIN.username],
      ["content.page.publish", "content:partners:en", ADMIN.username],
      ["content.page.publish", "content:partners:en", ADMIN.username],
    ]);
  });

  it("saving and publishing at once; the same text again makes no new version", async () => {
    const body = { title: "Điều khoản", body: "## 1. Điều kiện\nTừ đủ 18 tuổi.", publish: true };
    const first = okValue<ConsoleContentSaveResult>(await save("terms", "vi", body));
    expect(first).toMatchObject({ created: true, published: true });
    expect((await readPage("terms", "vi")).versionId).toBe(first.versionId);
    const second = okValue<ConsoleContentSaveResult>(await save("terms", "vi", body));
    expect(second).toEqual({ versionId: first.versionId, created: false, published: true });
  });

  it("bad input answers a catalogue code and stores nothing", async () => {
    await touchSession(t.app, admin);
    await touchSession(t.app, cashier);
    const snapshot = await snapshotDatabase(t.db);
    const good = { title: "About", body: "Text", publish: true };
    const unsafe = await save("about-us", "en", { ...good, body: "Click [here](javascript:alert(1)) now" });
    expectError(unsafe, "content_markup_invalid");
    expectError(await save("about-us", "en", { ...good, body: "[x](//evil.example)" }), "content_markup_invalid");
    expectError(await save("about-us", "en", { ...good, title: "" }), "validation_failed");
    expectError(await save("about-us", "en", { ...good, title: "   " }), "validation_failed");
    expectError(await save("about-us", "en", { ...good, body: "  \n " }), "validation_failed");
    expectError(await save("about-us", "en", { ...good, body: "x".repeat(20_001) }), "validation_failed");
    expectError(await save("about-us", "en", { ...good, extra: 1 }), "validation_failed");
    expectError(await save("about-us", "fr", good), "validation_failed");
    expectError(await save("no-such-page", "en", good), "validation_failed");
    expectError(await save("about-us", "en", good, cashier), "forbidden");
    expectError(await save("about-us", "en", good, {}), "please_login_first");
    const publish = (versionId: string, slug = "about-us", language = "en") =>
      t.app.inject({
        method: "POST",
        url: `${consolePath(slug, language)}/publish`,
        headers: admin,
        payload: { versionId },
      });
    expectError(await publish("999999999"), "content_version_not_found");
    const vi = (await readPage("about-us", "vi")).versionId;
    expectError(await publish(vi, "about-us", "en"), "content_version_not_found");
    expectError(await publish(vi, "licences", "vi"), "content_version_not_found");
    expectError(await publish("abc"), "validation_failed");
    expect(await snapshotDatabase(t.db)).toEqual(snapshot);
  });
});
