import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { amountSchema, minorSchema, pageQueryFields, requestIdSchema, signedMinorSchema } from "./wire.ts";
import { multilineTextSchema, textSchema } from "./text.ts";
import { PASSWORD_MAX_LENGTH } from "./constants.ts";
import {
  POINTS_ENTRY_KINDS,
  POINTS_EXCHANGE_STATES,
  POINTS_GOODS_TYPES,
  POINTS_QUANTITY_MAX,
  POINTS_RATE_KINDS,
  POINTS_REASON_MAX,
  POINTS_TYPES,
} from "./points-rules.ts";

/*
 * Points and the points mall (issue 15; spec §2 /pointMall, §3 points exchange record and point
 * types, §4 points-exchange states, §7 points calls: balance, reward, redeem, redeem list, config,
 * convert; §9 points never expire). The constants and arithmetic are in points-rules.ts (zod-free).
 * Points are whole numbers, digit strings on the wire like amounts; cash is minor units (VND × 100).
 * The record's wire names follow spec §3 (orderNo, applyTime, exchangeType, productName, quantity,
 * needPoints, needAmount, status, pointsChange, pointsBalance, remark, address, payerAccount,
 * payAmount, remainQuantity, exchangedQuantity).
 */

const pointsSchema = minorSchema;
const paymentPassword = textSchema(PASSWORD_MAX_LENGTH).min(1);
const goodsIdSchema = z.string().regex(/^[0-9]{1,18}$/);
const storedTextSchema = z.object({
  vi: z.string(),
  en: z.string().optional(),
  zh: z.string().optional(),
  ja: z.string().optional(),
  th: z.string().optional(),
});

/* ---------------------------------------------------------------- member calls */

export const pointsBalanceResponseSchema = envelopeSchema(
  z.object({
    /** Points the member holds now (never expire). */
    balance: pointsSchema,
    /** Points earned ever, and spent ever (exchanges and conversions, refunds deducted). */
    earned: pointsSchema,
    spent: pointsSchema,
  }),
);
export type PointsBalance = z.infer<typeof pointsBalanceResponseSchema>["value"];

export const pointsRateSchema = z.object({
  kind: z.enum(POINTS_RATE_KINDS),
  /** One point per this many minor units of valid bet (or deposit). */
  perAmount: minorSchema,
  enabled: z.boolean(),
});
export type PointsRate = z.infer<typeof pointsRateSchema>;
export const pointsConvertRateSchema = z.object({
  /** `cash` minor units per `points` points; a conversion is a whole multiple of `points`, at least `minPoints`. */
  points: pointsSchema,
  cash: minorSchema,
  minPoints: pointsSchema,
  enabled: z.boolean(),
});
export type PointsConvertRate = z.infer<typeof pointsConvertRateSchema>;
export const pointsConfigResponseSchema = envelopeSchema(
  z.object({
    rates: z.array(pointsRateSchema),
    convert: pointsConvertRateSchema,
    /** The wagering multiplier on converted cash (a bonus with 1× turnover). */
    convertTurnover: z.number().int(),
    neverExpire: z.literal(true),
  }),
);
export type PointsConfig = z.infer<typeof pointsConfigResponseSchema>["value"];

export const pointsGoodsSchema = z.object({
  goodsId: z.string(),
  exchangeType: z.enum(POINTS_GOODS_TYPES),
  productName: z.string(),
  description: z.string(),
  image: z.string(),
  needPoints: pointsSchema,
  /** Cash paid on top of the points from the main wallet (minor units); "0": points only. */
  needAmount: minorSchema,
  remainQuantity: z.number().int(),
  exchangedQuantity: z.number().int(),
});
export type PointsGoods = z.infer<typeof pointsGoodsSchema>;
export const pointsGoodsQuerySchema = z.strictObject({
  exchangeType: z.enum(POINTS_GOODS_TYPES).optional(),
  ...pageQueryFields,
});
export const pointsGoodsResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    list: z.array(pointsGoodsSchema),
  }),
);

export const pointsRedeemRequestSchema = z.strictObject({
  goodsId: goodsIdSchema,
  quantity: z.number().int().min(1).max(POINTS_QUANTITY_MAX),
  /** Checked in the service (points_address_invalid, points_phone_invalid): a bounded string here. */
  address: multilineTextSchema(1000),
  phone: textSchema(64),
  paymentPassword,
  requestId: requestIdSchema,
});
export type PointsRedeemRequest = z.infer<typeof pointsRedeemRequestSchema>;

export const pointsExchangeSchema = z.object({
  orderNo: z.string(),
  applyTime: z.string(),
  exchangeType: z.enum(POINTS_GOODS_TYPES),
  productName: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  needPoints: pointsSchema,
  needAmount: minorSchema,
  status: z.enum(POINTS_EXCHANGE_STATES),
  /** The points the exchange took (negative), as a signed digit string. */
  pointsChange: signedMinorSchema,
  /** The member's points right after the exchange was applied. */
  pointsBalance: pointsSchema,
  /** The operator's reason when rejected; empty otherwise. */
  remark: z.string(),
  address: z.string(),
  phone: z.string(),
  payerAccount: z.string(),
  payAmount: minorSchema,
  remainQuantity: z.number().int(),
  exchangedQuantity: z.number().int(),
  reviewedAt: z.string().nullable(),
});
export type PointsExchange = z.infer<typeof pointsExchangeSchema>;
export const pointsRedeemResponseSchema = envelopeSchema(pointsExchangeSchema);
export const pointsRedeemListQuerySchema = z.strictObject({
  status: z.enum(POINTS_EXCHANGE_STATES).optional(),
  ...pageQueryFields,
});
export const pointsRedeemListResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    list: z.array(pointsExchangeSchema),
  }),
);

export const pointsEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  type: z.enum(POINTS_TYPES),
  kind: z.enum(POINTS_ENTRY_KINDS),
  /** Signed points of the entry. */
  pointsChange: signedMinorSchema,
  pointsBalance: pointsSchema,
  /** What it came from: rounds and their valid bet, a deposit, an exchange's or conversion's number. */
  sources: z.number().int(),
  baseAmount: minorSchema,
  reference: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;
export const pointsRewardQuerySchema = z.strictObject({
  type: z.enum(POINTS_TYPES).optional(),
  ...pageQueryFields,
});
export const pointsRewardResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    list: z.array(pointsEntrySchema),
  }),
);

export const pointsConvertRequestSchema = z.strictObject({
  points: amountSchema,
  paymentPassword,
  requestId: requestIdSchema,
});
export const pointsConversionSchema = z.object({
  orderNo: z.string(),
  applyTime: z.string(),
  points: pointsSchema,
  /** The cash given, as a bonus with `turnover`× wagering (promotions' grant). */
  cash: minorSchema,
  turnover: z.number().int(),
  pointsBalance: pointsSchema,
});
export type PointsConversion = z.infer<typeof pointsConversionSchema>;
export const pointsConvertResponseSchema = envelopeSchema(pointsConversionSchema);
export const pointsConversionsResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    list: z.array(pointsConversionSchema),
  }),
);
export const pointsPageQuerySchema = z.strictObject({ ...pageQueryFields });

/* ---------------------------------------------------------------- console calls */

export const consolePointsGoodsSchema = z.object({
  id: z.string(),
  type: z.enum(POINTS_GOODS_TYPES),
  name: storedTextSchema,
  description: storedTextSchema,
  image: z.string(),
  pointsPrice: pointsSchema,
  cashPrice: minorSchema,
  stock: z.number().int(),
  exchanged: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type ConsolePointsGoods = z.infer<typeof consolePointsGoodsSchema>;
export const consolePointsGoodsListResponseSchema = envelopeSchema(z.array(consolePointsGoodsSchema));
export const consolePointsGoodsResponseSchema = envelopeSchema(consolePointsGoodsSchema);

const nameTextSchema = z.strictObject({
  vi: textSchema(80).min(1),
  en: textSchema(80).optional(),
  zh: textSchema(80).optional(),
  ja: textSchema(80).optional(),
  th: textSchema(80).optional(),
});
const descriptionTextSchema = z.strictObject({
  vi: multilineTextSchema(500),
  en: multilineTextSchema(500).optional(),
  zh: multilineTextSchema(500).optional(),
  ja: multilineTextSchema(500).optional(),
  th: multilineTextSchema(500).optional(),
});
const priceSchema = z.string().regex(/^[0-9]{1,15}$/);
/** An image: a path of the site's media (/media/…) or an https address. */
const imageSchema = textSchema(300).regex(/^(\/media\/[A-Za-z0-9_./-]+|https:\/\/[^\s]+)$/);

export const consolePointsGoodsCreateSchema = z.strictObject({
  type: z.enum(POINTS_GOODS_TYPES),
  name: nameTextSchema,
  description: descriptionTextSchema,
  image: imageSchema,
  /** Points per item (> 0) and the optional cash per item in minor units ("0": none). */
  pointsPrice: priceSchema,
  cashPrice: priceSchema,
  stock: z.number().int().min(0).max(1_000_000),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(100_000).default(0),
});
export type ConsolePointsGoodsCreate = z.infer<typeof consolePointsGoodsCreateSchema>;
export const consolePointsGoodsUpdateSchema = consolePointsGoodsCreateSchema
  .omit({ stock: true })
  .partial()
  .extend({
    /** Items added (positive) or taken out (negative) of the stock; the stock never goes below zero. */
    stockDelta: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  })
  .strict();
export type ConsolePointsGoodsUpdate = z.infer<typeof consolePointsGoodsUpdateSchema>;

export const consolePointsExchangeSchema = pointsExchangeSchema.extend({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  goodsId: z.string(),
  reviewedBy: z.string().nullable(),
});
export type ConsolePointsExchange = z.infer<typeof consolePointsExchangeSchema>;
export const consolePointsExchangesQuerySchema = z.strictObject({
  status: z.enum(POINTS_EXCHANGE_STATES).optional(),
  account: textSchema(64).optional(),
  ...pageQueryFields,
});
export const consolePointsExchangesResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    list: z.array(consolePointsExchangeSchema),
  }),
);
export const consolePointsReviewSchema = z.strictObject({
  action: z.enum(["approve", "reject"]),
  reason: textSchema(POINTS_REASON_MAX).default(""),
});
export const consolePointsReviewResponseSchema = envelopeSchema(consolePointsExchangeSchema);

export const consolePointsRatesSchema = z.object({
  rates: z.array(pointsRateSchema),
  convert: pointsConvertRateSchema,
});
export const consolePointsRatesResponseSchema = envelopeSchema(consolePointsRatesSchema);
export const consolePointsRatesUpdateSchema = z.strictObject({
  rates: z
    .array(
      z.strictObject({
        kind: z.enum(POINTS_RATE_KINDS),
        perAmount: priceSchema,
        enabled: z.boolean(),
      }),
    )
    .max(POINTS_RATE_KINDS.length),
  convert: z.strictObject({
    points: priceSchema,
    cash: priceSchema,
    minPoints: priceSchema,
    enabled: z.boolean(),
  }),
});
export type ConsolePointsRatesUpdate = z.infer<typeof consolePointsRatesUpdateSchema>;
