/*
 * VietQR (NAPAS 247 "chuyển nhanh"): an EMVCo merchant-presented QR payload that Vietnamese bank
 * apps scan to pre-fill a transfer — beneficiary bank and account, amount in đồng and the memo.
 * Every field is TLV: a 2-digit id, a 2-digit length and the value; field 63 is a CRC-16 over the
 * whole payload up to and including "6304".
 */

/** The NAPAS application id of the consumer-presented beneficiary block (field 38, sub-field 00). */
export const NAPAS_AID = "A000000727";
/** Service code: transfer to a bank account (QRIBFTTC would be a card). */
export const NAPAS_SERVICE_ACCOUNT = "QRIBFTTA";
/** ISO 4217 numeric code of the đồng. */
export const CURRENCY_VND = "704";

/** One TLV field; `id` is two digits, the length is the value's length in characters (ASCII only). */
export function tlv(id: string, value: string): string {
  if (!/^[0-9]{2}$/.test(id)) throw new Error(`VietQR: bad field id ${id}`);
  if (value.length > 99) throw new Error(`VietQR: field ${id} is longer than 99 characters`);
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`VietQR: field ${id} must be printable ASCII`);
  return `${id}${value.length.toString().padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) of the ASCII text. */
export function crc16(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

export type VietQrInput = {
  /** The bank's NAPAS BIN (6 digits, VN_BANKS[].bin). */
  bin: string;
  accountNumber: string;
  /** Whole đồng (bank transfers carry no decimals), as a bigint. */
  amountDong: bigint;
  /** The transfer memo (purpose of transaction, field 62 sub-field 08). */
  memo: string;
};

/** The dynamic (point-of-initiation 12) VietQR payload for one transfer. */
export function buildVietQr(input: VietQrInput): string {
  if (!/^[0-9]{6}$/.test(input.bin)) throw new Error("VietQR: the BIN has 6 digits");
  if (!/^[0-9]{1,19}$/.test(input.accountNumber)) throw new Error("VietQR: the account number is digits");
  if (input.amountDong <= 0n || input.amountDong.toString().length > 13) throw new Error("VietQR: amount out of range");
  const beneficiary = tlv("00", input.bin) + tlv("01", input.accountNumber);
  const merchantAccount = tlv("00", NAPAS_AID) + tlv("01", beneficiary) + tlv("02", NAPAS_SERVICE_ACCOUNT);
  const body =
    tlv("00", "01") +
    tlv("01", "12") +
    tlv("38", merchantAccount) +
    tlv("53", CURRENCY_VND) +
    tlv("54", input.amountDong.toString()) +
    tlv("58", "VN") +
    tlv("62", tlv("08", input.memo)) +
    "6304";
  return body + crc16(body).toString(16).toUpperCase().padStart(4, "0");
}

export type TlvField = { id: string; value: string };

/** Splits a TLV string into its fields; throws on a truncated or malformed one. */
export function parseTlv(text: string): TlvField[] {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const lengthText = text.slice(at + 2, at + 4);
    if (!/^[0-9]{2}$/.test(id) || !/^[0-9]{2}$/.test(lengthText)) throw new Error(`VietQR: bad TLV header at ${at}`);
    const length = Number(lengthText);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`VietQR: field ${id} is truncated`);
    fields.push({ id, value });
    at += 4 + length;
  }
  return fields;
}

export type ParsedVietQr = VietQrInput & { pointOfInitiation: string; currency: string; country: string };

/** Reads a VietQR payload back (checks the CRC); the inverse of buildVietQr. */
export function parseVietQr(payload: string): ParsedVietQr {
  const fields = parseTlv(payload);
  const crcField = fields.at(-1);
  if (crcField?.id !== "63" || crcField.value.length !== 4) throw new Error("VietQR: the CRC field comes last");
  const expected = crc16(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, "0");
  if (crcField.value !== expected) throw new Error("VietQR: CRC mismatch");
  const field = (list: TlvField[], id: string) => {
    const found = list.find((f) => f.id === id);
    if (!found) throw new Error(`VietQR: field ${id} missing`);
    return found.value;
  };
  const merchant = parseTlv(field(fields, "38"));
  if (field(merchant, "00") !== NAPAS_AID) throw new Error("VietQR: not a NAPAS payload");
  const beneficiary = parseTlv(field(merchant, "01"));
  return {
    pointOfInitiation: field(fields, "01"),
    bin: field(beneficiary, "00"),
    accountNumber: field(beneficiary, "01"),
    amountDong: BigInt(field(fields, "54")),
    currency: field(fields, "53"),
    country: field(fields, "58"),
    memo: field(parseTlv(field(fields, "62")), "08"),
  };
}
