import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { expectWellFormedXml } from "./fixtures.ts";
import { searchKey } from "../../src/modules/games/search-key.ts";
import { SLOT_FAMILY_KEYS } from "@lotus/demo-vendor";
import { escapeXml, gameThumbnailSvg, motifKey } from "../../src/modules/games/thumbnail.ts";
import {
  GameListCache,
  etagMatches,
  preferredCoding,
  representationEtag,
} from "../../src/modules/games/game-list-cache.ts";
import { maskAccount, multiplier } from "../../src/modules/games/games.service.ts";

describe("searchKey", () => {
  it("ignores Vietnamese diacritics and case: bau cua, Bầu Cua and BẦU CUA are one key", () => {
    expect(searchKey("Bầu Cua Tôm Cá")).toBe("bau cua tom ca");
    expect(searchKey("BẦU CUA TÔM CÁ")).toBe("bau cua tom ca");
    expect(searchKey("bau cua")).toBe("bau cua");
    expect(searchKey("Bầu Cua Phú Quý").includes(searchKey("BẦU cua"))).toBe(true);
  });

  it("turns đ and Đ (which carry no combining mark) into d", () => {
    expect(searchKey("Đại Phát Đường Đua")).toBe("dai phat duong dua");
    expect(searchKey("đá quý")).toBe("da quy");
  });

  it("leaves plain English as lower case and handles precomposed and decomposed input alike", () => {
    expect(searchKey("Golden Koi Deluxe")).toBe("golden koi deluxe");
    expect(searchKey("Rồng Vàng".normalize("NFD"))).toBe(searchKey("Rồng Vàng".normalize("NFC")));
    expect(searchKey("Hỏa Phượng")).toBe("hoa phuong");
  });
});

describe("game thumbnails", () => {
  const sample = {
    name: "Rồng Vàng Phát Lộc",
    vendorName: "Dragon Reels",
    engine: "slot" as const,
    theme: "dragon-17",
  };

  it("is a small, valid SVG with the game's and the vendor's names", () => {
    const svg = gameThumbnailSvg(sample);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
    expect(svg).toContain("Rồng Vàng");
    expect(svg).toContain("Dragon Reels");
    expectWellFormedXml(svg);
  });

  it("escapes markup in names", () => {
    const svg = gameThumbnailSvg({ ...sample, name: `<script>alert("x")</script> & 'Co'`, vendorName: "A&B <Studio>" });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(svg).toContain("A&amp;B &lt;Studio&gt;");
    expectWellFormedXml(svg);
    expect(escapeXml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&#39;");
  });

  it("is deterministic, and differs between families and between variants of one family", () => {
    expect(gameThumbnailSvg(sample)).toBe(gameThumbnailSvg({ ...sample }));
    expect(gameThumbnailSvg(sample)).not.toBe(gameThumbnailSvg({ ...sample, theme: "dragon-18" }));
    expect(gameThumbnailSvg(sample)).not.toBe(gameThumbnailSvg({ ...sample, theme: "koi-17" }));
  });

  it("draws every family, the dice games and the virtual sports within the size budget", () => {
    const long = "Nổ Hũ Chúa Sơn Lâm Thịnh Vượng Hold & Win Megaways";
    const themes: [typeof sample.engine | "taixiu" | "baucua" | "virtual", string][] = [
      ...SLOT_FAMILY_KEYS.map((f) => ["slot", `${f}-9999`] as [typeof sample.engine, string]),
      ["taixiu", "classic"],
      ["baucua", "live-3"],
      ["virtual", "football-2"],
      ["virtual", "tennis-1"],
      ["virtual", "valorant-4"],
    ];
    const keys = new Set<string>();
    for (const [engine, theme] of themes) {
      keys.add(motifKey(engine, theme));
      const svg = gameThumbnailSvg({ name: long, vendorName: "Golden Temple Gaming", engine, theme });
      expect(Buffer.byteLength(svg), `${engine}.${theme}`).toBeLessThan(3 * 1024);
      expectWellFormedXml(svg);
    }
    expect(keys.size).toBe(themes.length);
  });
});

describe("game list cache", () => {
  it("builds once per key within the TTL, again after it, and shares one build between concurrent misses", async () => {
    let now = 1;
    let builds = 0;
    const cache = new GameListCache(1_000, () => now);
    const build = async () => ({ n: ++builds });
    const [a, b] = await Promise.all([cache.get("k", build), cache.get("k", build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    expect(JSON.parse(a.body)).toEqual({ n: 1 });
    now = 1_000;
    await cache.get("k", build);
    expect(builds).toBe(1);
    now = 1_002;
    const c = await cache.get("k", build);
    expect(builds).toBe(2);
    expect(c.etag).not.toBe(a.etag);
    await cache.get("other", build);
    expect(builds).toBe(3);
  });

  it("does not keep a failed build", async () => {
    const cache = new GameListCache(1_000, () => 1);
    await expect(cache.get("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(JSON.parse((await cache.get("k", async () => [1])).body)).toEqual([1]);
  });

  it("matches If-None-Match lists, weak tags and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abc-br"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc-gzip"', '"abc"')).toBe(true);
    expect(etagMatches('"abc-zstd"', '"abc"')).toBe(false);
  });

  it("tags each content coding's bytes apart", () => {
    expect(representationEtag('"abc"', null)).toBe('"abc"');
    expect(representationEtag('"abc"', "br")).toBe('"abc-br"');
    expect(representationEtag('"abc"', "gzip")).toBe('"abc-gzip"');
  });

  it("prefers brotli, then gzip, honouring q=0 and *", () => {
    expect(preferredCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredCoding("gzip")).toBe("gzip");
    expect(preferredCoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredCoding("*")).toBe("br");
    expect(preferredCoding("*;q=0")).toBe(null);
    expect(preferredCoding("identity")).toBe(null);
    expect(preferredCoding(undefined)).toBe(null);
  });

  it("compresses a built body once per coding", async () => {
    const cache = new GameListCache(1_000, () => 1);
    const built = await cache.get("k", async () => ({ list: Array.from({ length: 500 }, (_, i) => `game ${i}`) }));
    const first = built.compressed("br");
    expect(built.compressed("br")).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(built.body);
    expect(gunzipSync(await built.compressed("gzip")).toString()).toBe(built.body);
  });
});

describe("winners board formatting", () => {
  it("masks accounts, keeping two characters each side (fewer when short)", () => {
    expect(maskAccount("demo0101")).toBe("de***01");
    expect(maskAccount("abcdef")).toBe("ab***ef");
    expect(maskAccount("abcd")).toBe("a***d");
    expect(maskAccount("ab")).toBe("a***");
  });

  it("computes win / bet with 2 decimals in integer arithmetic, rounded down", () => {
    expect(multiplier(1_250n, 100n)).toBe("12.50");
    expect(multiplier(200n, 300n)).toBe("0.66");
    expect(multiplier(100n, 100n)).toBe("1.00");
    expect(multiplier(9_223_372_036_854_775_807n, 1n)).toBe("9223372036854775807.00");
    expect(multiplier(500n, 0n)).toBe("0.00");
  });
});
