import { describe, expect, it } from "vitest";
import {
  findUncleanText,
  isCleanText,
  isTextInvalidIssue,
  multilineTextSchema,
  nameSchema,
  textSchema,
  type TextKind,
} from "./text.ts";

const KINDS: TextKind[] = ["multiline", "line", "name"];

describe("clean text predicate", () => {
  it.each(["", "lotus88", "Nguyễn Văn A", "张三", "たなか", "สมชาย", "😀 emoji pair", "O'Brien-Smith"])(
    "accepts ordinary text %j in every kind",
    (value) => {
      for (const kind of KINDS) expect(isCleanText(value, kind)).toBe(true);
    },
  );

  it.each([
    ["NUL", "a\u0000b"],
    ["BEL", "a\u0007b"],
    ["ESC", "a\u001Bb"],
    ["DEL", "a\u007Fb"],
    ["C1 NEL", "a\u0085b"],
    ["C1 CSI", "a\u009Bb"],
    ["lone high surrogate", "a\uD800b"],
    ["lone low surrogate", "a\uDC00b"],
    ["high surrogate at the end", "ab\uD83D"],
    ["reversed pair", "\uDE00\uD83D"],
  ])("refuses %s in every kind", (_name, value) => {
    for (const kind of KINDS) expect(isCleanText(value, kind), kind).toBe(false);
  });

  it.each(["\t", "\n", "\r\n"])("allows %j only in multi-line text", (ws) => {
    expect(isCleanText(`a${ws}b`, "multiline")).toBe(true);
    expect(isCleanText(`a${ws}b`, "line")).toBe(false);
    expect(isCleanText(`a${ws}b`, "name")).toBe(false);
  });

  it.each([
    ["zero-width space", "\u200B"],
    ["zero-width joiner", "\u200D"],
    ["left-to-right mark", "\u200E"],
    ["right-to-left mark", "\u200F"],
    ["right-to-left override", "\u202E"],
    ["left-to-right embedding", "\u202A"],
    ["word joiner", "\u2060"],
    ["first strong isolate", "\u2068"],
    ["pop directional isolate", "\u2069"],
    ["byte order mark", "\uFEFF"],
    ["Arabic letter mark", "\u061C"],
  ])("refuses %s in names only", (_name, ch) => {
    expect(isCleanText(`ad${ch}min`, "name")).toBe(false);
    expect(isCleanText(`ad${ch}min`, "line")).toBe(true);
    expect(isCleanText(`ad${ch}min`, "multiline")).toBe(true);
  });
});

describe("findUncleanText", () => {
  it("finds nothing in clean nested data, numbers and booleans included", () => {
    expect(findUncleanText({ a: "x", b: [1, "y\n", { c: true, d: null }] })).toBeUndefined();
  });

  it("gives the path of the first unclean value", () => {
    expect(findUncleanText({ a: "x", b: [1, { c: "bad\u0000" }] })).toBe("b.1.c");
    expect(findUncleanText({ code: "a\u0000b" }, "multiline", "query")).toBe("query.code");
    expect(findUncleanText("\uD800")).toBe("request");
  });

  it("checks object keys too", () => {
    expect(findUncleanText({ outer: { ["k\u0000"]: "v" } })).toBe("outer.(key)");
  });

  it("uses the kind given: a newline passes as multi-line, not as a line", () => {
    expect(findUncleanText({ note: "a\nb" }, "multiline")).toBeUndefined();
    expect(findUncleanText({ note: "a\nb" }, "line")).toBe("note");
  });
});

describe("text schema builders", () => {
  it("refuse unclean text with the text_invalid issue and keep the length limit", () => {
    const result = textSchema(10).safeParse("a\u0000b");
    expect(result.success).toBe(false);
    expect(result.error!.issues.some(isTextInvalidIssue)).toBe(true);
    const tooLong = textSchema(3).safeParse("abcd");
    expect(tooLong.success).toBe(false);
    expect(tooLong.error!.issues.some(isTextInvalidIssue)).toBe(false);
  });

  it("chain like plain strings (min, optional) and accept clean text", () => {
    const schema = nameSchema(20).min(2).optional();
    expect(schema.safeParse("Lan Anh").success).toBe(true);
    expect(schema.safeParse(undefined).success).toBe(true);
    expect(schema.safeParse("L").success).toBe(false);
    expect(schema.safeParse("La\u202Ena").error!.issues.some(isTextInvalidIssue)).toBe(true);
  });

  it("let multi-line text keep its line breaks", () => {
    expect(multilineTextSchema(50).safeParse("line one\nline two").success).toBe(true);
    expect(textSchema(50).safeParse("line one\nline two").success).toBe(false);
  });
});
