import { describe, expect, it } from "vitest";
import {
  buildVietQr,
  crc16,
  holderNameKey,
  maskAccountNumber,
  memosIn,
  newMemo,
  parseTlv,
  parseVietQr,
  sniffImage,
  tlv,
} from "../../src/modules/cashier/index.ts";

describe("VietQR payload", () => {
  const input = { bin: "970436", accountNumber: "1023456789", amountDong: 500_000n, memo: "LT7K2M9QXA" };

  it("computes CRC-16/CCITT-FALSE (check value of '123456789' is 0x29B1)", () => {
    expect(crc16("123456789")).toBe(0x29b1);
    expect(crc16("")).toBe(0xffff);
  });

  it("writes each field as id, two-digit length, value", () => {
    expect(tlv("58", "VN")).toBe("5802VN");
    expect(tlv("62", tlv("08", "LT7K2M9QXA"))).toBe("62140810LT7K2M9QXA");
    expect(() => tlv("5", "x")).toThrow();
    expect(() => tlv("08", "x".repeat(100))).toThrow();
    expect(() => tlv("08", "Chuyển")).toThrow();
  });

  it("builds the NAPAS merchant-presented layout, fields in order, CRC over everything up to 6304", () => {
    const payload = buildVietQr(input);
    expect(payload).toBe(
      "000201" +
        "010212" +
        "3854" +
        "0010A000000727" +
        "0124" +
        "0006970436" +
        "01101023456789" +
        "0208QRIBFTTA" +
        "5303704" +
        "5406500000" +
        "5802VN" +
        "62140810LT7K2M9QXA" +
        "6304" +
        crc16(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, "0"),
    );
    const fields = parseTlv(payload);
    expect(fields.map((f) => f.id)).toEqual(["00", "01", "38", "53", "54", "58", "62", "63"]);
    for (const field of fields) expect(field.value.length).toBeLessThan(100);
    expect(fields.at(-1)!.value).toMatch(/^[0-9A-F]{4}$/);
  });

  it("matches an independently computed payload (CRC checked with another implementation)", () => {
    // CRC value from Python's binascii.crc_hqx(payload, 0xFFFF), the same CRC-16/CCITT-FALSE.
    expect(buildVietQr({ bin: "970436", accountNumber: "1023456789", amountDong: 200_000n, memo: "LTE8B5N8XV" })).toBe(
      "00020101021238540010A00000072701240006970436011010234567890208QRIBFTTA530370454062000005802VN62140810LTE8B5N8XV6304C630",
    );
  });

  it("parses back what it built (round trip) and rejects a changed byte", () => {
    const payload = buildVietQr(input);
    expect(parseVietQr(payload)).toEqual({
      ...input,
      pointOfInitiation: "12",
      currency: "704",
      country: "VN",
    });
    const tampered = payload.replace("5406500000", "5406900000");
    expect(() => parseVietQr(tampered)).toThrow(/CRC/);
    expect(() => parseTlv("0005ab")).toThrow(/truncated/);
  });

  it("refuses inputs a bank app could not read", () => {
    expect(() => buildVietQr({ ...input, bin: "97043" })).toThrow();
    expect(() => buildVietQr({ ...input, accountNumber: "12-34" })).toThrow();
    expect(() => buildVietQr({ ...input, amountDong: 0n })).toThrow();
  });
});

describe("cashier helpers", () => {
  it("draws memos of LT + 8 Crockford base32 characters, different each time", () => {
    const memos = new Set(Array.from({ length: 200 }, () => newMemo()));
    expect(memos.size).toBe(200);
    for (const memo of memos) expect(memo).toMatch(/^LT[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it("finds memos anywhere in a bank description, whatever the case", () => {
    expect(memosIn("CK lt7k2m9qxa NGUYEN MINH ANH")).toEqual(["LT7K2M9QXA"]);
    expect(memosIn("MBVCB.123.LT7K2M9QXA.CT tu 0123")).toEqual(["LT7K2M9QXA"]);
    expect(memosIn("NGUYENLT7K2M9QXAXYZ")).toContain("LT7K2M9QXA");
    expect(memosIn("LT7K2M9QX")).toEqual([]);
    // I, L, O, U are not Crockford digits.
    expect(memosIn("LT7K2M9QXI")).toEqual([]);
  });

  it("compares holder names the way banks print them", () => {
    expect(holderNameKey("  Nguyễn   Minh  Anh ")).toBe("NGUYEN MINH ANH");
    expect(holderNameKey("Đỗ Thị Đào")).toBe("DO THI DAO");
    expect(holderNameKey("trần thị bình")).toBe(holderNameKey("TRAN THI BINH"));
    expect(holderNameKey("Nguyen Minh An")).not.toBe(holderNameKey("Nguyễn Minh Anh"));
  });

  it("masks account numbers except the last 4 digits", () => {
    expect(maskAccountNumber("1023456789")).toBe("******6789");
    expect(maskAccountNumber("123456")).toBe("**3456");
  });

  it("recognises PNG and JPEG by their magic numbers only", () => {
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImage(Buffer.from("GIF89a...."))).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});
