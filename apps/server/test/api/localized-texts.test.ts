import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GAME_LAUNCH,
  PATHS,
  type AnnouncementsValue,
  type BettingRecordValue,
  type ProfitValue,
  type Country,
  type DepositMethod,
  type GameListValue,
  type GameVendorValue,
  type HelpCategory,
  type Language,
  type LaunchGameValue,
  type MemberInfo,
  type RoomListValue,
  type VipLevel,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get, okValue } from "../http.ts";
import { insertRound } from "../game-records/rounds.ts";
import { bearer, login } from "../support/login.ts";

/*
 * Issue 11 item 14: every name the server sends is stored per language and answered in the
 * request's `Language`, falling back to vi (the brand default) for a text missing a language.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OTHER_LANGUAGES: Language[] = ["en", "zh", "ja", "th"];

const vipNames = async (language: Language) =>
  okValue<VipLevel[]>(await get(t.app, PATHS.vipLevels, { language })).map((level) => level.name);
const rooms = async (language: Language) =>
  okValue<RoomListValue>(await get(t.app, PATHS.roomList, { language })).list.map((room) => room.roomName);

describe("names stored per language", () => {
  it("answers every VIP level's name in en, zh, ja and th, each different from vi", async () => {
    const vi = await vipNames("vi");
    expect(vi[0]).toBe("Thành viên");
    for (const language of OTHER_LANGUAGES) {
      const names = await vipNames(language);
      expect(names).toHaveLength(vi.length);
      names.forEach((name, i) => expect(name, `${language} level ${i}`).not.toBe(vi[i]));
    }
    expect((await vipNames("en"))[0]).toBe("Member");
  });

  it("answers every PVP room's name in en, zh, ja and th, each different from vi", async () => {
    const vi = await rooms("vi");
    expect(vi).toContain("Phòng Bình Dân");
    for (const language of OTHER_LANGUAGES) {
      const names = await rooms(language);
      expect(names).toHaveLength(vi.length);
      names.forEach((name, i) => expect(name, `${language} room ${i}`).not.toBe(vi[i]));
    }
    expect(await rooms("en")).toContain("Casual Room");
  });

  it("falls back to vi for a VIP level or a room whose text lacks the language asked for", async () => {
    await t.db.query("update vip_level set name = name - 'th' where level = 0");
    await t.db.query(
      "update game_room set name = name - 'ja' where id = (select min(id) from game_room where name ->> 'vi' = 'Phòng Cao Thủ')",
    );
    expect((await vipNames("th"))[0]).toBe("Thành viên");
    expect((await vipNames("th"))[1]).not.toBe((await vipNames("vi"))[1]);
    const [vi, ja] = [await rooms("vi"), await rooms("ja")];
    const fallen = vi.filter((name, i) => ja[i] === name);
    expect(fallen).toEqual(["Phòng Cao Thủ"]);
  });

  it("names the member's VIP level in the request's language in member info", async () => {
    const done = await login(t.app, "demo01", "Lotus@2026");
    const label = async (language: Language) =>
      okValue<MemberInfo>(await get(t.app, PATHS.memberInfo, { ...bearer(done.token), language })).memberLabel[0]
        ?.labelName;
    expect(await label("vi")).toBe("Thành viên");
    expect(await label("en")).toBe("Member");
  });

  it("labels the deposit method in the request's language", async () => {
    const done = await login(t.app, "demo01", "Lotus@2026");
    const names = async (language: Language) =>
      okValue<DepositMethod[]>(await get(t.app, PATHS.depositMethods, { ...bearer(done.token), language })).map(
        (method) => method.name,
      );
    expect(await names("vi")).toEqual(["Chuyển khoản ngân hàng (VietQR)"]);
    expect(await names("en")).toEqual(["Bank transfer (VietQR)"]);
  });

  it("translates game and vendor names made of Vietnamese words, and leaves English titles as they are", async () => {
    const list = async (language: Language) =>
      okValue<GameListValue>(await get(t.app, `${PATHS.gameList}?vassalage=LOTUS_MINI`, { language })).list;
    const [vi, en] = [await list("vi"), await list("en")];
    expect(vi.find((g) => g.gameCode === "taixiu.classic")?.gameName).toBe("Tài Xỉu");
    expect(en.find((g) => g.gameCode === "taixiu.classic")?.gameName).toBe("Big Small");

    // Slot titles made of Vietnamese words are written in every language; English titles stay.
    const slots = async (language: Language) =>
      okValue<GameListValue>(await get(t.app, `${PATHS.gameList}?vassalage=LOTUS_SLOTS`, { language })).list;
    const [viSlots, enSlots] = [await slots("vi"), await slots("en")];
    const vietnamese = /[\u0300-\u036f\u031b\u0323đĐ]/u;
    expect(viSlots.filter((g) => vietnamese.test(g.gameName.normalize("NFD"))).length).toBeGreaterThan(100);
    expect(enSlots.filter((g) => vietnamese.test(g.gameName.normalize("NFD")))).toEqual([]);
    expect(enSlots.find((g) => g.gameName === "Golden Dragon Fortune")).toBeDefined();
    expect(enSlots.find((g) => g.gameName === "Golden Koi Deluxe")).toBeDefined();

    const vendorName = async (language: Language) =>
      okValue<GameVendorValue>(await get(t.app, PATHS.gameVendor, { language }))
        .data.lanes.flatMap((lane) => lane.vendors)
        .find((v) => v.vassalage === "TCG_LOTTO_VN")?.displayName;
    expect(await vendorName("vi")).toBe("Xổ số Việt Nam");
    expect(await vendorName("en")).toBe("Vietnam Lottery");
  });

  it("names games and vendors of the betting record and profit and loss in the request's language", async () => {
    const done = await login(t.app, "demo01", "Lotus@2026");
    const memberId = BigInt(done.member.id);
    const startedAt = "2026-01-10T05:00:00Z";
    await insertRound(t.db, {
      memberId,
      vendorCode: "LOTUS_MINI",
      roundId: "h6-mini",
      gameId: 230_001,
      status: "settled",
      bet: 1000n,
      win: 0n,
      startedAt,
    });
    await insertRound(t.db, {
      memberId,
      vendorCode: "PVP_TIENLEN",
      roundId: "h6-pvp",
      gameId: 501_001,
      status: "settled",
      bet: 1000n,
      win: 0n,
      startedAt,
    });
    const range = "startDate=2026-01-10&endDate=2026-01-10";
    const records = async (language: Language) =>
      okValue<BettingRecordValue>(
        await get(t.app, `${PATHS.bettingRecords}?${range}&page=1&size=20`, { ...bearer(done.token), language }),
      ).list;
    const mini = (list: BettingRecordValue["list"]) => list.find((row) => row.vassalage === "LOTUS_MINI");
    expect(mini(await records("vi"))?.gameName).toBe("Tài Xỉu");
    expect(mini(await records("en"))?.gameName).toBe("Big Small");
    const profit = async (language: Language) =>
      okValue<ProfitValue>(
        await get(t.app, `${PATHS.profitLoss}?${range}`, { ...bearer(done.token), language }),
      ).byVendor.find((v) => v.vassalage === "PVP_TIENLEN")?.vendorName;
    expect(await profit("vi")).toBe("Tiến Lên Club");
    expect(await profit("en")).toBe("Tien Len Club");
  });

  it("launches a game under its name in the request's language (the vendor's page shows it)", async () => {
    const done = await login(t.app, "demo01", "Lotus@2026");
    const launch = async (language: Language) =>
      okValue<LaunchGameValue>(
        await t.app.inject({
          method: "POST",
          url: PATHS.launchGame,
          payload: { ...GAME_LAUNCH, gameId: 230_001, vassalage: "LOTUS_MINI" },
          headers: { ...bearer(done.token), language },
        }),
      );
    const en = await launch("en");
    expect(en.gameName).toBe("Big Small");
    expect(new URL(en.game_url, "http://localhost").searchParams.get("name")).toBe("Big Small");
    expect((await launch("vi")).gameName).toBe("Tài Xỉu");
  });

  it("draws a game's thumbnail with its name in the language the game list asked for", async () => {
    const entry = async (language: Language) =>
      okValue<GameListValue>(await get(t.app, `${PATHS.gameList}?vassalage=LOTUS_MINI`, { language })).list.find(
        (g) => g.gameCode === "taixiu.classic",
      )!;
    const [vi, en] = [await entry("vi"), await entry("en")];
    expect(vi.thumbnail).toBe(`games/${vi.gameId}.svg`);
    expect(en.thumbnail).toBe(`games/${en.gameId}.svg?lang=en`);
    const svg = async (path: string) => (await get(t.app, `/media/${path}`)).body;
    expect(await svg(vi.thumbnail)).toContain("Tài Xỉu");
    expect(await svg(en.thumbnail)).toContain("Big Small");
    expect(await svg(en.thumbnail)).not.toContain("Tài Xỉu");
  });

  it("names the countries of the phone field in the request's language", async () => {
    const names = async (language: Language) =>
      okValue<Country[]>(await get(t.app, PATHS.countryCodes, { language })).map((c) => c.name);
    expect((await names("vi")).slice(0, 2)).toEqual(["Việt Nam", "Thái Lan"]);
    expect((await names("en")).slice(0, 2)).toEqual(["Vietnam", "Thailand"]);
    expect((await names("th")).slice(0, 2)).toEqual(["เวียดนาม", "ไทย"]);
  });

  it("falls back to vi for a notice or help article missing the language asked for", async () => {
    const { rows } = await t.db.query<{ id: number; vi: string }>(
      "update notice set title = title - 'en' where id = (select min(id) from notice where type = 'PL') returning id, title ->> 'vi' as vi",
    );
    const notices = okValue<AnnouncementsValue>(await get(t.app, PATHS.announcements, { language: "en" }));
    expect(notices.player.find((n) => n.id === rows[0]!.id)?.title).toBe(rows[0]!.vi);

    const help = await t.db.query<{ vi: string }>(
      "update help_article set title = title - 'zh' where id = (select min(id) from help_article) returning title ->> 'vi' as vi",
    );
    const categories = okValue<HelpCategory[]>(await get(t.app, PATHS.helpCenter, { language: "zh" }));
    expect(categories.flatMap((c) => c.articles.map((a) => a.title))).toContain(help.rows[0]!.vi);
  });
});
