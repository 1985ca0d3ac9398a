import { describe, expect, it } from "vitest";
import { foldForSearch, matchesWords, queryWords } from "./search";

describe("foldForSearch", () => {
  it("removes Vietnamese tone and vowel marks and lowers the case", () => {
    expect(foldForSearch("Bầu Cua Tôm Cá")).toBe("bau cua tom ca");
    expect(foldForSearch("Phượng Hoàng Lửa")).toBe("phuong hoang lua");
    expect(foldForSearch("ƯỚC MƠ")).toBe("uoc mo");
  });

  it("reads đ and Đ as d", () => {
    expect(foldForSearch("Đại Đường Đua")).toBe("dai duong dua");
    expect(foldForSearch("đồng")).toBe("dong");
  });

  it("folds precomposed and decomposed input the same way", () => {
    expect(foldForSearch("Bầu".normalize("NFC"))).toBe(foldForSearch("Bầu".normalize("NFD")));
  });

  it("leaves scripts whose marks change the word alone apart from case", () => {
    expect(foldForSearch("Bonanza ボーナス")).toBe("bonanza ボーナス");
  });
});

describe("queryWords and matchesWords", () => {
  const key = foldForSearch("Bầu Cua Tôm Cá Deluxe");

  it("finds a game whatever the diacritics and case of the query", () => {
    expect(matchesWords(key, queryWords("bau cua"))).toBe(true);
    expect(matchesWords(key, queryWords("BẦU CUA"))).toBe(true);
    expect(matchesWords(key, queryWords("Bầu"))).toBe(true);
  });

  it("matches every word in any order, each as a substring", () => {
    expect(matchesWords(key, queryWords("cua bau"))).toBe(true);
    expect(matchesWords(key, queryWords("delu tom"))).toBe(true);
    expect(matchesWords(key, queryWords("bau rong"))).toBe(false);
  });

  it("ignores extra white space and treats a blank query as no words", () => {
    expect(queryWords("  bau   cua ")).toEqual(["bau", "cua"]);
    expect(queryWords("   ")).toEqual([]);
    expect(matchesWords(key, [])).toBe(true);
  });
});
