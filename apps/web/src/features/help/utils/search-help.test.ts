import { describe, expect, it } from "vitest";
import type { HelpCategory } from "@lotus/contracts/web";
import { foldForSearch, readableHelp, searchHelp } from "./search-help";

const categories: HelpCategory[] = [
  {
    id: 1,
    code: "deposit",
    title: "Nạp tiền",
    articles: [
      { id: 11, title: "Cách nạp tiền bằng chuyển khoản", content: "Quét mã VietQR bằng ứng dụng ngân hàng." },
      { id: 12, title: "Tiền nạp chưa được cộng", content: "Liên hệ CSKH kèm ảnh biên lai." },
    ],
  },
  {
    id: 2,
    code: "withdraw",
    title: "Rút tiền",
    articles: [{ id: 21, title: "Cách rút tiền", content: "Liên kết tài khoản ngân hàng đứng tên chính bạn." }],
  },
];

const ids = (result: HelpCategory[]) => result.flatMap((category) => category.articles.map((article) => article.id));

describe("foldForSearch", () => {
  it("drops case and Vietnamese marks, reading đ as d", () => {
    expect(foldForSearch("ĐỨNG Tên Chính Bạn")).toBe("dung ten chinh ban");
  });

  it("keeps Japanese voiced marks, which change the word", () => {
    expect(foldForSearch("ガ")).not.toBe(foldForSearch("カ"));
  });
});

describe("searchHelp", () => {
  it("finds articles typed without diacritics or capitals", () => {
    expect(ids(searchHelp(categories, "RUT TIEN"))).toEqual([21]);
  });

  it("matches the article text as well as its title", () => {
    expect(ids(searchHelp(categories, "vietqr"))).toEqual([11]);
  });

  it("needs every word of the query", () => {
    expect(ids(searchHelp(categories, "ngân hàng đứng tên"))).toEqual([21]);
    expect(ids(searchHelp(categories, "ngân hàng biên lai"))).toEqual([]);
  });

  it("drops categories with no match", () => {
    expect(searchHelp(categories, "bien lai").map((category) => category.code)).toEqual(["deposit"]);
  });

  it("returns everything for an empty query", () => {
    expect(ids(searchHelp(categories, "   "))).toEqual([11, 12, 21]);
  });
});

describe("readableHelp", () => {
  it("leaves out articles that have no text in the reader's language", () => {
    const untranslated: HelpCategory[] = [
      { id: 3, code: "app", title: "App", articles: [{ id: 31, title: "", content: "" }, ...categories[0]!.articles] },
    ];
    expect(ids(readableHelp(untranslated))).toEqual([11, 12]);
  });
});
