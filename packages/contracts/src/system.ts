import { z } from "zod";
import { textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { MAX_QUERY_STRING_LENGTH } from "./constants.ts";
import { REGISTER_FIELDS, type SettingNode } from "./settings.ts";

/** System status (spec §4): 0 normal, 1 maintenance, 2 region restricted. */
export const systemStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const systemStatusResponseSchema = envelopeSchema(z.object({ status: systemStatusSchema }));
export type SystemStatusValue = z.infer<typeof systemStatusResponseSchema>["value"];

export const settingNodeSchema: z.ZodType<SettingNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(["0", "1"]),
    childrenNodes: z.array(settingNodeSchema),
  }),
);

/** Registration field rule (spec §3, §5). */
export const registerFieldRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int().min(0).max(22),
  minLength: z.number().int().nonnegative(),
  maxLength: z.number().int().positive(),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRuleSchema>;
export const registerSettingsResponseSchema = envelopeSchema(z.array(registerFieldRuleSchema));

/** Resources (spec §3): app links, QR codes and social links. */
export const RESOURCE_TYPES = [
  "IOS_APP",
  "ANDROID_APP",
  "LITE_APP",
  "FACEBOOK",
  "YOUTUBE",
  "TIKTOK",
  "INSTAGRAM",
] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** Customer-service channel (spec §3); `path` is encrypted, its key in the last 8 characters. */
export const customerServiceSchema = z.object({
  path: z.string(),
  title: z.string(),
  csType: z.string(),
  qrCodeUrl: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const siteSchema = z.object({
  brandName: z.string(),
  merchantCode: z.string(),
  currency: z.string(),
  defaultLanguage: z.string(),
  loginRequired: z.boolean(),
  affiliateLinkEnabled: z.boolean(),
  chatHeaderColor: z.string(),
  /**
   * The channels no real gateway is configured for: their messages (codes) are not sent but kept on
   * the demo outbox page (`/dev/outbox.html`). Empty with a real SMS gateway and mail server.
   */
  demoOutbox: z.array(z.enum(["sms", "email"])),
});
export type Site = z.infer<typeof siteSchema>;

export const locationSchema = z.object({ ip: z.string(), country: z.string() });

export const permissionQuerySchema = z.strictObject({
  url: textSchema(MAX_QUERY_STRING_LENGTH).min(1).optional(),
});
export const permissionValueSchema = z.object({
  site: siteSchema,
  whitelabel: z.array(settingNodeSchema),
  register: z.array(registerFieldRuleSchema),
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: locationSchema,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type PermissionValue = z.infer<typeof permissionValueSchema>;
export const permissionResponseSchema = envelopeSchema(permissionValueSchema);

export const whitelabelResponseSchema = envelopeSchema(z.array(settingNodeSchema));

/** Country codes (spec §3): flag image at COUNTRY_FLAG/{countryCode}.png on an image host. */
export const countrySchema = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string(),
  name: z.string(),
  flag: z.string(),
  mobileDigits: z.number().int().positive(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryCodesResponseSchema = envelopeSchema(z.array(countrySchema));

export const domainRouteResponseSchema = envelopeSchema(
  z.object({ domainList: z.array(z.string()), resources: z.array(resourceSchema) }),
);

/** Help centre: categories of articles, text in the request's language. */
export const helpArticleSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export const helpCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  articles: z.array(helpArticleSchema),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;
export const helpCenterResponseSchema = envelopeSchema(z.array(helpCategorySchema));

/** Service call (spec §3): pathList entries; type 3 is the customer-service link. */
export const serviceResponseSchema = envelopeSchema(
  z.object({
    version: z.object({
      pathList: z.array(z.object({ type: z.number().int(), path: z.string() })),
    }),
  }),
);

/** VIP levels and benefits from server configuration (/vip). */
export const vipLevelSchema = z.object({
  level: z.number().int().nonnegative(),
  name: z.string(),
  /** Minor units (VND x 100). */
  depositRequirement: z.number().int().nonnegative(),
  betRequirement: z.number().int().nonnegative(),
  upgradeBonus: z.number().int().nonnegative(),
  monthlyBonus: z.number().int().nonnegative(),
  rebatePercent: z.number().nonnegative(),
  dailyWithdrawals: z.number().int().positive(),
  benefits: z.array(z.string()),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;
export const vipLevelsResponseSchema = envelopeSchema(z.array(vipLevelSchema));

/* ---- Operator console: site settings, whitelabel flags, registration rules ---- */
export const consoleSystemSchema = z.object({
  maintenance: z.boolean(),
  restrictedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  loginRequired: z.boolean(),
});
export const consoleSystemResponseSchema = envelopeSchema(consoleSystemSchema);
export const consoleSystemRequestSchema = z.strictObject({
  maintenance: z.boolean(),
  restrictedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
  loginRequired: z.boolean(),
});
export const consoleWhitelabelSchema = z.array(z.object({ modId: z.string(), enabled: z.boolean() }));
export const consoleWhitelabelResponseSchema = envelopeSchema(consoleWhitelabelSchema);
export const consoleWhitelabelRequestSchema = z.strictObject({
  flags: z.array(z.strictObject({ modId: z.string().regex(/^[A-Z0-9_]{2,32}$/), enabled: z.boolean() })).max(100),
});
export const consoleRegisterRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.number().int().min(0).max(22),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(1).max(255),
});
export const consoleRegisterRulesResponseSchema = envelopeSchema(z.array(consoleRegisterRuleSchema));
export const consoleRegisterRulesRequestSchema = z.strictObject({
  rules: z
    .array(consoleRegisterRuleSchema.strict().refine((r) => r.minLength <= r.maxLength))
    .max(REGISTER_FIELDS.length),
});
