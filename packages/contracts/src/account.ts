import { z } from "zod";
import { nameSchema, textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { PASSWORD_MAX_LENGTH, SECOND_VERIFICATION_METHODS, SOCIAL_PROVIDERS, STATIC_AVATARS } from "./constants.ts";
import { REGISTER_FIELDS } from "./settings.ts";
import { captchaAnswerFields, humanVerificationSchema, verificationCodeSchema } from "./verification.ts";
import { MEMBER_STATE_ACTIONS, MEMBER_STATUSES } from "./console-paths.ts";
import {
  amountSchema,
  idParamsSchema,
  minorSchema,
  pageQueryFields,
  requestIdSchema,
  signedMinorSchema,
} from "./wire.ts";

/*
 * Session and member calls (spec §3, §4, §7). Calls marked "encrypted" travel inside the
 * sealed envelope of `envelope-crypto.ts`; the schema here describes the decrypted payload.
 */

/** Any free-text field: single-line clean text (text.ts), trimmed by the client, never longer than this on the wire. */
const text = (max = 128) => textSchema(max);
const password = textSchema(PASSWORD_MAX_LENGTH).min(1);
const code = verificationCodeSchema;
/** Dialling code with its plus sign, e.g. "+84". */
export const dialingCodeSchema = z.string().regex(/^\+[0-9]{1,4}$/);
/** National number as typed, digits only; the country decides the exact count. */
export const mobileNumSchema = z.string().regex(/^[0-9]{4,15}$/);

/** The sealed envelope: RSA-OAEP(SHA-256) wraps a fresh AES-256-GCM key (architecture.md §3). */
export const sealedEnvelopeSchema = z.strictObject({
  keyId: textSchema(64),
  key: textSchema(1024),
  iv: textSchema(32),
  data: textSchema(64 * 1024),
});
export type SealedEnvelope = z.infer<typeof sealedEnvelopeSchema>;

export const publicKeyResponseSchema = envelopeSchema(
  z.object({ keyId: z.string(), algorithm: z.literal("RSA-OAEP-256"), spki: z.string() }),
);
export type PublicKeyValue = z.infer<typeof publicKeyResponseSchema>["value"];

/* ---- Login ---- */
export const loginRequestSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("username"),
    username: nameSchema(64).min(1),
    password,
    humanVerification: humanVerificationSchema.optional(),
    ...captchaAnswerFields,
  }),
  z.strictObject({
    type: z.literal("sms"),
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: code,
    ...captchaAnswerFields,
  }),
]);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const avatarTypeSchema = z.enum(["CUSTOM", "STATIC"]);
/** Member info (spec §3). `type` and `isAgent` carry the same account type number. */
export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  avatar: z.string(),
  avatarType: avatarTypeSchema,
  merchant: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
export const memberInfoResponseSchema = envelopeSchema(memberInfoSchema);

/** A finished login: the token and the flags the client needs (spec §3 login response). */
export const loginDoneSchema = z.object({
  step: z.literal("done"),
  token: z.string(),
  firstTimeLogin: z.boolean(),
  /** True when the password is older than the brand's limit (PWDEXPFORCECHANGE3 decides enforcement). */
  passwordExpired: z.boolean(),
  /** True when the server will accept nothing but a password change (weak default, or enforced expiry). */
  mustChangePassword: z.boolean(),
  member: memberInfoSchema,
});
export type LoginDone = z.infer<typeof loginDoneSchema>;
/** A login from an IP not yet trusted for the account (spec §4 step 9). */
export const loginSecondStepSchema = z.object({
  step: z.literal("second_verification"),
  ticket: z.string(),
  method: z.enum(SECOND_VERIFICATION_METHODS),
  /** The masked mobile or e-mail the code goes to; empty for PAYEE_NAME and TOTP. */
  target: z.string(),
});
export type LoginSecondStep = z.infer<typeof loginSecondStepSchema>;
export const loginValueSchema = z.discriminatedUnion("step", [loginDoneSchema, loginSecondStepSchema]);
export type LoginValue = z.infer<typeof loginValueSchema>;
export const loginResponseSchema = envelopeSchema(loginValueSchema);
export const loginDoneResponseSchema = envelopeSchema(loginDoneSchema);
/** A failed login tells the client whether to show the image captcha (spec §4 step 7). */
export const loginErrorSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.object({ captcha: z.boolean() }).nullable(),
});

export const secondVerificationRequestSchema = z.strictObject({
  ticket: textSchema(128).min(1),
  /** The SMS, e-mail or authenticator code; or the payee name for PAYEE_NAME. */
  answer: textSchema(128).min(1),
});
export const secondVerificationSendRequestSchema = z.strictObject({ ticket: textSchema(128).min(1) });

/** Free play (spec §3): the X-Encryption header holds RSA-OAEP(reverse(nonce)). */
export const freePlayRequestSchema = z.strictObject({
  os: text(32),
  platform: z.literal("W"),
  nonce: z.string().regex(/^[A-Za-z0-9]{16,64}$/),
});

/* ---- Social login ---- */
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export const oauthProvidersResponseSchema = envelopeSchema(
  z.array(z.object({ provider: socialProviderSchema, name: z.string() })),
);
export const oauthExchangeRequestSchema = z.strictObject({ ticket: textSchema(128).min(1) });

/* ---- SMS codes ---- */
export const smsNoLoginRequestSchema = z.strictObject({
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  /** What the code is for: logging in, or setting a new password by phone. */
  purpose: z.enum(["login", "reset_password"]).default("login"),
  humanVerification: humanVerificationSchema.optional(),
});
export const smsRegisterRequestSchema = z.strictObject({
  mobileNo: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  regType: z.enum(["mobile", "username"]),
  username: nameSchema(64).optional(),
  humanVerification: humanVerificationSchema.optional(),
});

/* ---- Registration ---- */
/** The registration fields people read as a name: no invisible or bidi characters (clean text, names). */
const REGISTER_NAME_FIELDS: ReadonlySet<string> = new Set(["username", "payeeName", "nickname", "recommenderId"]);
const registerFieldValues = Object.fromEntries(
  REGISTER_FIELDS.map((field) => [
    field,
    (REGISTER_NAME_FIELDS.has(field) ? nameSchema : textSchema)(PASSWORD_MAX_LENGTH).optional(),
  ]),
) as Record<(typeof REGISTER_FIELDS)[number], z.ZodOptional<z.ZodString>>;
/** Both register calls add these (spec §3). */
const registerExtras = {
  registerUrl: textSchema(2048),
  domain: textSchema(255),
  registerMethod: z.literal("WEB"),
  login: z.literal(true),
  countryDialingCode: dialingCodeSchema.optional(),
  termsAgreed: z.literal(true),
  ageConfirmed: z.literal(true),
  humanVerification: humanVerificationSchema.optional(),
  captchaId: textSchema(64).optional(),
  /** Profile texts (spec §3). */
  address: text(255).optional(),
  nationality: text(64).optional(),
  occupation: text(64).optional(),
  sourceOfIncome: text(64).optional(),
};
export const registerRequestSchema = z.strictObject({ ...registerFieldValues, ...registerExtras });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
/** Mobile registration: the username is the mobile number. */
export const registerMobileRequestSchema = registerRequestSchema;
export const affiliateQuerySchema = z.strictObject({ code: text(64).min(1), domain: text(255).optional() });
export const affiliateResponseSchema = envelopeSchema(z.object({ valid: z.literal(true) }));

/* ---- Passwords ---- */
export const changePasswordRequestSchema = z.strictObject({
  oldPassword: password,
  newPassword: password,
  confirmNewPassword: password,
});
/** Rotated session after a password change. */
export const tokenResponseSchema = envelopeSchema(z.object({ token: z.string() }));
export const forgotPasswordEmailRequestSchema = z.strictObject({
  username: nameSchema(64).min(1),
  email: text(254).min(3),
});
export const resetPasswordEmailRequestSchema = z.strictObject({
  token: textSchema(128).min(16),
  newPassword: password,
  confirmNewPassword: password,
});
export const setPasswordByPhoneRequestSchema = z.strictObject({
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  verificationCode: code,
  newPassword: password,
  confirmNewPassword: password,
});
export const emptyResponseSchema = envelopeSchema(z.null());

/* ---- Avatar ---- */
export const avatarResponseSchema = envelopeSchema(z.object({ avatar: z.string(), avatarType: avatarTypeSchema }));
export const memberIconResponseSchema = envelopeSchema(
  z.object({ avatar: z.string(), avatarType: avatarTypeSchema, icons: z.array(z.string()) }),
);
export const setMemberIconRequestSchema = z.discriminatedUnion("avatarType", [
  z.strictObject({ avatarType: z.literal("STATIC"), avatar: z.enum(STATIC_AVATARS) }),
  /** A PNG or JPEG as a data URL, at most CUSTOM_AVATAR_MAX_BYTES once decoded. */
  z.strictObject({ avatarType: z.literal("CUSTOM"), image: textSchema(300_000) }),
]);

/* ---- Security centre ---- */
export const securityOverviewSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  /** Masked, e.g. "+84 •••• •• 789"; empty when none is bound. */
  mobile: z.string(),
  email: z.string(),
  payeeName: z.string(),
  birthday: z.string(),
  totpEnabled: z.boolean(),
  paymentPasswordSet: z.boolean(),
  passwordChangedAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  secondVerificationMethod: z.enum(SECOND_VERIFICATION_METHODS).nullable(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;
export const securityOverviewResponseSchema = envelopeSchema(securityOverviewSchema);
export const updateProfileRequestSchema = z.strictObject({
  nickname: nameSchema(32).optional(),
  birthday: z
    .string()
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)
    .optional(),
});
export const reauthRequestSchema = z.strictObject({ password });
export const reauthResponseSchema = envelopeSchema(
  z.object({ reauthTicket: z.string(), expiresInSeconds: z.number() }),
);
const reauthTicket = textSchema(128).min(1);
export const bindMobileCodeRequestSchema = z.strictObject({
  reauthTicket,
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
});
export const bindMobileRequestSchema = bindMobileCodeRequestSchema.extend({ verificationCode: code });
export const bindEmailCodeRequestSchema = z.strictObject({ reauthTicket, email: text(254).min(3) });
export const bindEmailRequestSchema = bindEmailCodeRequestSchema.extend({ verificationCode: code });
export const payeeNameRequestSchema = z.strictObject({ payeeName: nameSchema(64).min(1) });
export const totpSetupRequestSchema = z.strictObject({ reauthTicket });
export const totpSetupResponseSchema = envelopeSchema(
  z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }),
);
export const totpConfirmRequestSchema = z.strictObject({ code });
export const paymentPasswordRequestSchema = z.strictObject({
  reauthTicket,
  paymentPassword: z.string().regex(/^[0-9]{6}$/),
  confirmPaymentPassword: z.string().regex(/^[0-9]{6}$/),
});
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const loginHistoryEntrySchema = z.object({
  at: z.string(),
  ip: z.string(),
  country: z.string(),
  userAgent: z.string(),
  method: z.string(),
  outcome: z.string(),
});
export const loginHistoryResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(loginHistoryEntrySchema) }),
);
export const sessionEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  current: z.boolean(),
});
export const sessionsResponseSchema = envelopeSchema(z.array(sessionEntrySchema));
export type SessionEntry = z.infer<typeof sessionEntrySchema>;
export type LoginHistoryValue = z.infer<typeof loginHistoryResponseSchema>["value"];
export type ReauthValue = z.infer<typeof reauthResponseSchema>["value"];
export type TotpSetupValue = z.infer<typeof totpSetupResponseSchema>["value"];
export type MemberIconValue = z.infer<typeof memberIconResponseSchema>["value"];
export const sessionIdParamsSchema = z.strictObject({ id: z.uuid() });

/* ---- Development outbox ---- */
export const outboxMessageSchema = z.object({
  id: z.string(),
  at: z.string(),
  channel: z.enum(["sms", "email"]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = envelopeSchema(z.array(outboxMessageSchema));

/* ---- Operator console: members (search, detail, ledger rows, adjustment, state) ---- */
export const consoleMemberQuerySchema = z.strictObject({ q: textSchema(64).default(""), ...pageQueryFields });
export const consoleMemberSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  isAgent: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  /** The reason given at the last state change ("" when none). */
  statusReason: z.string(),
  statusChangedAt: z.string().nullable(),
  mobile: z.string(),
  email: z.string(),
  payeeName: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  mainBalance: minorSchema,
  vendorBalance: minorSchema,
  withdrawalHold: minorSchema,
});
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;
export const consoleMembersResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleMemberSchema) }),
);
/** One change of the member's state, from the member's own authentication log. */
export const consoleMemberStateChangeSchema = z.object({
  at: z.string(),
  action: z.enum(MEMBER_STATE_ACTIONS),
  reason: z.string(),
  operator: z.string(),
});
/** One member with the history of its state changes, newest first (the member page). */
export const consoleMemberDetailSchema = consoleMemberSchema.extend({
  stateHistory: z.array(consoleMemberStateChangeSchema),
});
export type ConsoleMemberDetail = z.infer<typeof consoleMemberDetailSchema>;
export const consoleMemberResponseSchema = envelopeSchema(consoleMemberDetailSchema);
/** The same as idParamsSchema (a member id). */
export const memberIdParamsSchema = idParamsSchema;
export const consoleLedgerQuerySchema = z.strictObject({ ...pageQueryFields });
/** One transfer touching any of the member's accounts, as the member's account sees it. */
export const consoleLedgerRowSchema = z.object({
  transferId: z.string(),
  operationId: z.string(),
  at: z.string(),
  kind: z.string(),
  /** The member's account (main, vendor:<code>, withdrawal_hold). */
  account: z.string(),
  /** The account on the other side (e.g. deposit_clearing, adjustments). */
  counterparty: z.string(),
  amount: signedMinorSchema,
  balanceAfter: signedMinorSchema,
  reference: z.string(),
  remark: z.string(),
});
export const consoleLedgerResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleLedgerRowSchema) }),
);
/** Manual adjustment: credit or debit of the main wallet, a reason is required and audited. */
export const consoleAdjustRequestSchema = z.strictObject({
  direction: z.enum(["credit", "debit"]),
  amount: amountSchema,
  reason: textSchema(200).trim().min(3),
  requestId: requestIdSchema,
});
export type ConsoleAdjustRequest = z.input<typeof consoleAdjustRequestSchema>;

/** Freeze, unfreeze, lock, unlock or close a member; the reason is audited. */
export const consoleMemberStateRequestSchema = z.strictObject({
  action: z.enum(MEMBER_STATE_ACTIONS),
  reason: textSchema(200).trim().min(3),
});
export type ConsoleMemberStateRequest = z.infer<typeof consoleMemberStateRequestSchema>;
