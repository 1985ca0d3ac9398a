import {
  GAME_CATEGORIES,
  LANGUAGES,
  MAX_WAGERING_MULTIPLIER,
  type ConsolePromotion,
  type ConsolePromotionRequest,
  type GameCategory,
  type Language,
  type PromotionEntry,
  type PromotionTag,
  type PromotionTemplate,
  type PromotionType,
} from "@lotus/contracts/web";
import type { DraftCheck } from "../../../lib/draft-form";
import { minorToVndInput, parseVndInput } from "../../../lib/money";

/*
 * The promotion editor's draft: every field as the operator types it (amounts in đồng, numbers as
 * text, times in Vietnam time), checked here the way the server's schema checks it, and turned into
 * the console request (minor units, ISO times with +07:00).
 */

type Texts = Record<Language, string>;
export type FlagRule = "verifiedPhone" | "boundBank" | "zaloLinked" | "onePerDevice" | "onePerIp";
export type NumberRule = "minVipLevel" | "minDeposits" | "maxDeposits" | "maxAccountAgeDays";
export const FLAG_RULES: readonly FlagRule[] = ["verifiedPhone", "boundBank", "zaloLinked", "onePerDevice", "onePerIp"];
export const NUMBER_RULES: readonly NumberRule[] = ["minVipLevel", "minDeposits", "maxDeposits", "maxAccountAgeDays"];
const NUMBER_RULE_RANGE: Record<NumberRule, [number, number]> = {
  minVipLevel: [0, 99],
  minDeposits: [0, 1000],
  maxDeposits: [0, 1000],
  maxAccountAgeDays: [1, 3650],
};

export type PromotionDraft = {
  type: PromotionType;
  tags: PromotionTag[];
  template: PromotionTemplate;
  entry: PromotionEntry;
  title: Texts;
  summary: Texts;
  terms: Texts;
  imageUrl: string;
  percent: string;
  nth: string;
  minDeposit: string;
  maxBonus: string;
  amount: string;
  code: string;
  prizes: { amount: string; weight: string }[];
  multiplier: string;
  base: "bonus" | "bonus_deposit";
  weightDefault: string;
  weightCategory: Partial<Record<GameCategory, string>>;
  /** "PG=50" per line. */
  weightVendor: string;
  weightGame: string;
  maxBet: string;
  maxConversion: string;
  validDays: string;
  flags: Record<FlagRule, boolean>;
  numbers: Record<NumberRule, string>;
  enabled: boolean;
  sort: string;
  /** datetime-local values in Vietnam time ("2026-12-01T00:00"). */
  startsAt: string;
  endsAt: string;
  registrationEndsAt: string;
};

/** Which money fields each template uses (the editor shows only these). */
export const TEMPLATE_FIELDS: Record<
  PromotionTemplate,
  readonly ("percent" | "nth" | "minDeposit" | "maxBonus" | "amount" | "code" | "prizes")[]
> = {
  deposit_match: ["percent", "nth", "minDeposit", "maxBonus"],
  free_bonus: ["amount"],
  cashback: ["percent", "maxBonus"],
  raffle: ["prizes"],
  promo_code: ["code", "amount"],
  rebate: [],
  info: [],
};

const VN_OFFSET_MS = 7 * 3_600_000;
const emptyTexts = (): Texts => Object.fromEntries(LANGUAGES.map((l) => [l, ""])) as Texts;

/** An ISO time as the datetime-local value of the same instant in Vietnam time. */
export function isoToVnLocal(iso: string | null): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(ms + VN_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Vietnam time, as an ISO time with its +07:00 offset. */
export function vnLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  return `${local}:00+07:00`;
}

export function newPromotionDraft(now = new Date()): PromotionDraft {
  return {
    type: "deposit",
    tags: [],
    template: "deposit_match",
    entry: "join",
    title: emptyTexts(),
    summary: emptyTexts(),
    terms: emptyTexts(),
    imageUrl: "",
    percent: "100",
    nth: "1",
    minDeposit: "100000",
    maxBonus: "1000000",
    amount: "",
    code: "",
    prizes: [{ amount: "", weight: "1" }],
    multiplier: "5",
    base: "bonus",
    weightDefault: "100",
    weightCategory: {},
    weightVendor: "",
    weightGame: "",
    maxBet: "",
    maxConversion: "",
    validDays: "7",
    flags: { verifiedPhone: false, boundBank: false, zaloLinked: false, onePerDevice: false, onePerIp: false },
    numbers: { minVipLevel: "", minDeposits: "", maxDeposits: "", maxAccountAgeDays: "" },
    enabled: false,
    sort: "100",
    startsAt: isoToVnLocal(now.toISOString()),
    endsAt: "",
    registrationEndsAt: "",
  };
}

const money = (minor: string | null | undefined) => (minor ? minorToVndInput(minor) : "");
const lines = (record: Record<string, number> | undefined) =>
  Object.entries(record ?? {})
    .map(([key, weight]) => `${key}=${weight}`)
    .join("\n");

export function draftOfPromotion(p: ConsolePromotion): PromotionDraft {
  const texts = (record: Record<string, string>): Texts =>
    Object.fromEntries(LANGUAGES.map((l) => [l, record[l] ?? ""])) as Texts;
  const e = p.eligibility;
  return {
    type: p.type,
    tags: [...p.tags],
    template: p.template,
    entry: p.entry,
    title: texts(p.title),
    summary: texts(p.summary),
    terms: texts(p.terms),
    imageUrl: p.imageUrl,
    percent: p.params.percent?.toString() ?? "",
    nth: p.params.nth?.toString() ?? "",
    minDeposit: money(p.params.minDeposit),
    maxBonus: money(p.params.maxBonus),
    amount: money(p.params.amount),
    code: p.params.code ?? "",
    prizes: (p.params.prizes ?? []).map((prize) => ({
      amount: minorToVndInput(prize.amount),
      weight: String(prize.weight),
    })),
    multiplier: String(p.params.multiplier),
    base: p.params.base,
    weightDefault: String(p.params.weights.default),
    weightCategory: Object.fromEntries(
      Object.entries(p.params.weights.category ?? {}).map(([k, v]) => [k, String(v)]),
    ) as PromotionDraft["weightCategory"],
    weightVendor: lines(p.params.weights.vendor),
    weightGame: lines(p.params.weights.game),
    maxBet: money(p.params.maxBet),
    maxConversion: money(p.params.maxConversion),
    validDays: String(p.params.validDays),
    flags: {
      verifiedPhone: e.verifiedPhone === true,
      boundBank: e.boundBank === true,
      zaloLinked: e.zaloLinked === true,
      onePerDevice: e.onePerDevice === true,
      onePerIp: e.onePerIp === true,
    },
    numbers: {
      minVipLevel: e.minVipLevel?.toString() ?? "",
      minDeposits: e.minDeposits?.toString() ?? "",
      maxDeposits: e.maxDeposits?.toString() ?? "",
      maxAccountAgeDays: e.maxAccountAgeDays?.toString() ?? "",
    },
    enabled: p.enabled,
    sort: String(p.sort),
    startsAt: isoToVnLocal(p.startsAt),
    endsAt: isoToVnLocal(p.endsAt),
    registrationEndsAt: isoToVnLocal(p.registrationEndsAt),
  };
}

const E = "promotions.editor.errors.";

function int(text: string, min: number, max: number): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

function weightLines(text: string, keyPattern: RegExp): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    const match = /^([^=\s]+)\s*=\s*(\d{1,3})$/.exec(line);
    if (!match || !keyPattern.test(match[1]!) || Number(match[2]) > 100) return null;
    out[match[1]!] = Number(match[2]);
  }
  return out;
}

/** The request to send, or each field's problem (an i18n key under promotions.editor.errors). */
export function checkPromotionDraft(d: PromotionDraft): DraftCheck<ConsolePromotionRequest> {
  const errors: Record<string, string> = {};
  const texts = (field: "title" | "summary" | "terms", max: number) => {
    for (const language of LANGUAGES) {
      const value = d[field][language].trim();
      if (value === "") errors[`${field}.${language}`] = `${E}required`;
      else if ([...value].length > max) errors[`${field}.${language}`] = `${E}tooLong`;
    }
  };
  texts("title", 80);
  texts("summary", 200);
  texts("terms", 4000);
  if (d.imageUrl.length > 500) errors.imageUrl = `${E}tooLong`;

  const uses = TEMPLATE_FIELDS[d.template];
  const params: ConsolePromotionRequest["params"] = {
    multiplier: 0,
    base: d.base,
    weights: { default: 100 },
    maxBet: null,
    maxConversion: null,
    validDays: 1,
  };
  const requiredMoney = (field: "minDeposit" | "maxBonus" | "amount", optional = false) => {
    const text = d[field];
    if (optional && text.trim() === "") return;
    const parsed = parseVndInput(text);
    if (parsed.ok) params[field] = parsed.minor;
    else errors[field] = parsed.reason === "empty" ? `${E}required` : `${E}amount`;
  };
  if (uses.includes("percent")) {
    const percent = int(d.percent, 1, 1000);
    if (percent === null) errors.percent = `${E}percent`;
    else params.percent = percent;
  }
  if (uses.includes("nth")) {
    const nth = int(d.nth, 1, 100);
    if (nth === null) errors.nth = `${E}nth`;
    else params.nth = nth;
  }
  if (uses.includes("minDeposit")) requiredMoney("minDeposit", true);
  if (uses.includes("maxBonus")) requiredMoney("maxBonus", d.template === "cashback");
  if (uses.includes("amount")) requiredMoney("amount");
  if (uses.includes("code")) {
    const code = d.code.trim().toUpperCase();
    if (!/^[A-Z0-9]{4,20}$/.test(code)) errors.code = `${E}code`;
    else params.code = code;
  }
  if (uses.includes("prizes")) {
    const prizes: { amount: string; weight: number }[] = [];
    if (d.prizes.length === 0 || d.prizes.length > 20) errors.prizes = `${E}prizes`;
    d.prizes.forEach((prize, i) => {
      const amount = prize.amount.trim() === "0" ? { ok: true as const, minor: "0" } : parseVndInput(prize.amount);
      const weight = int(prize.weight, 1, 1_000_000);
      if (!amount.ok) errors[`prizes.${i}.amount`] = `${E}amount`;
      if (weight === null) errors[`prizes.${i}.weight`] = `${E}weight`;
      if (amount.ok && weight !== null) prizes.push({ amount: amount.minor, weight });
    });
    params.prizes = prizes;
  }

  const multiplier = int(d.multiplier, 0, MAX_WAGERING_MULTIPLIER);
  if (multiplier === null) errors.multiplier = `${E}multiplier`;
  else params.multiplier = multiplier;
  const validDays = int(d.validDays, 1, 365);
  if (validDays === null) errors.validDays = `${E}validDays`;
  else params.validDays = validDays;
  const weightDefault = int(d.weightDefault, 0, 100);
  if (weightDefault === null) errors.weightDefault = `${E}weight`;
  const category: Partial<Record<GameCategory, number>> = {};
  for (const key of GAME_CATEGORIES) {
    const text = d.weightCategory[key]?.trim() ?? "";
    if (text === "") continue;
    const weight = int(text, 0, 100);
    if (weight === null) errors[`weightCategory.${key}`] = `${E}weight`;
    else category[key] = weight;
  }
  const vendor = weightLines(d.weightVendor, /^[A-Z0-9_]{2,16}$/);
  if (vendor === null) errors.weightVendor = `${E}weightLines`;
  const game = weightLines(d.weightGame, /^[A-Za-z0-9_.:-]{1,64}$/);
  if (game === null) errors.weightGame = `${E}weightLines`;
  params.weights = {
    default: weightDefault ?? 100,
    ...(Object.keys(category).length > 0 ? { category } : {}),
    ...(vendor && Object.keys(vendor).length > 0 ? { vendor } : {}),
    ...(game && Object.keys(game).length > 0 ? { game } : {}),
  };
  for (const field of ["maxBet", "maxConversion"] as const) {
    if (d[field].trim() === "") continue;
    const parsed = parseVndInput(d[field]);
    if (parsed.ok) params[field] = parsed.minor;
    else errors[field] = `${E}amount`;
  }

  const eligibility: ConsolePromotionRequest["eligibility"] = {};
  for (const rule of FLAG_RULES) if (d.flags[rule]) eligibility[rule] = true;
  for (const rule of NUMBER_RULES) {
    const text = d.numbers[rule].trim();
    if (text === "") continue;
    const [min, max] = NUMBER_RULE_RANGE[rule];
    const value = int(text, min, max);
    if (value === null) errors[`numbers.${rule}`] = `${E}range`;
    else eligibility[rule] = value;
  }
  if (
    eligibility.minDeposits !== undefined &&
    eligibility.maxDeposits !== undefined &&
    eligibility.minDeposits > eligibility.maxDeposits
  )
    errors["numbers.maxDeposits"] = `${E}minMax`;

  const sort = int(d.sort, 0, 10_000);
  if (sort === null) errors.sort = `${E}sort`;
  const startsAt = vnLocalToIso(d.startsAt);
  if (startsAt === null) errors.startsAt = `${E}time`;
  const endsAt = d.endsAt === "" ? null : vnLocalToIso(d.endsAt);
  if (d.endsAt !== "" && endsAt === null) errors.endsAt = `${E}time`;
  else if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endsAt = `${E}endBeforeStart`;
  const registrationEndsAt = d.registrationEndsAt === "" ? null : vnLocalToIso(d.registrationEndsAt);
  if (d.registrationEndsAt !== "" && registrationEndsAt === null) errors.registrationEndsAt = `${E}time`;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const trimmed = (texts: Texts) => Object.fromEntries(LANGUAGES.map((l) => [l, texts[l].trim()])) as Texts;
  return {
    ok: true,
    request: {
      type: d.type,
      tags: d.tags,
      template: d.template,
      entry: d.entry,
      title: trimmed(d.title),
      summary: trimmed(d.summary),
      terms: trimmed(d.terms),
      imageUrl: d.imageUrl.trim(),
      params,
      eligibility,
      enabled: d.enabled,
      sort: sort!,
      startsAt: startsAt!,
      endsAt,
      registrationEndsAt,
    },
  };
}
