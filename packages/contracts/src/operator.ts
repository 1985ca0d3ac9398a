import { z } from "zod";
import { nameSchema, textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { PASSWORD_MAX_LENGTH } from "./constants.ts";
import { OPERATOR_PASSWORD_MIN_LENGTH, OPERATOR_ROLES, OPERATOR_USERNAME_PATTERN } from "./console-paths.ts";
import { pageQueryFields } from "./wire.ts";

/*
 * The operator console's own calls (apps/console, served at /console; its API under /console/api).
 * Operators are not members: their own table, argon2id passwords, mandatory TOTP, roles, their
 * own opaque session tokens (Authorization: Bearer), and every action in the operator audit log.
 * The console's calls of each domain live in that domain's file (cashier.ts, account.ts, …).
 */

export const operatorSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type Operator = z.infer<typeof operatorSchema>;

/** POST /console/api/session: password and the current TOTP code, both required. */
export const consoleLoginRequestSchema = z.strictObject({
  username: nameSchema(64).min(1),
  password: textSchema(PASSWORD_MAX_LENGTH).min(1),
  totp: z.string().regex(/^[0-9]{6}$/),
});
export type ConsoleLoginRequest = z.infer<typeof consoleLoginRequestSchema>;
export const consoleLoginResponseSchema = envelopeSchema(z.object({ token: z.string(), operator: operatorSchema }));
export const consoleMeResponseSchema = envelopeSchema(operatorSchema);

/* ---- Operator accounts ---- */
export const consoleOperatorSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(["active", "disabled"]),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type ConsoleOperator = z.infer<typeof consoleOperatorSchema>;
export const consoleOperatorsResponseSchema = envelopeSchema(z.array(consoleOperatorSchema));
export const consoleOperatorParamsSchema = z.strictObject({ username: z.string().regex(OPERATOR_USERNAME_PATTERN) });
export const consoleOperatorCreateSchema = z.strictObject({
  username: z.string().trim().toLowerCase().regex(OPERATOR_USERNAME_PATTERN),
  displayName: nameSchema(64).trim().min(1),
  role: z.enum(OPERATOR_ROLES),
  password: textSchema(PASSWORD_MAX_LENGTH).min(OPERATOR_PASSWORD_MIN_LENGTH),
});
export type ConsoleOperatorCreate = z.infer<typeof consoleOperatorCreateSchema>;
/** Change role and/or status (at least one). */
export const consoleOperatorUpdateSchema = z
  .strictObject({ role: z.enum(OPERATOR_ROLES).optional(), status: z.enum(["active", "disabled"]).optional() })
  .refine((r) => r.role !== undefined || r.status !== undefined, { path: ["role"] });
/** Sets a new password and/or issues a new authenticator secret (shown once); ends its sessions. */
export const consoleOperatorResetSchema = z
  .strictObject({
    password: textSchema(PASSWORD_MAX_LENGTH).min(OPERATOR_PASSWORD_MIN_LENGTH).optional(),
    totp: z.boolean().optional(),
  })
  .refine((r) => r.password !== undefined || r.totp === true, { path: ["password"] });
/** The new authenticator secret, when one was issued: shown once. */
export const consoleOperatorSecretSchema = z.object({
  operator: consoleOperatorSchema,
  totpSecret: z.string().nullable(),
  otpauthUri: z.string().nullable(),
});
export type ConsoleOperatorSecret = z.infer<typeof consoleOperatorSecretSchema>;
export const consoleOperatorSecretResponseSchema = envelopeSchema(consoleOperatorSecretSchema);
export const consoleOperatorResponseSchema = envelopeSchema(consoleOperatorSchema);

/* ---- Operator audit ---- */
export const consoleAuditQuerySchema = z.strictObject({ ...pageQueryFields });
export const consoleAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const consoleAuditResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleAuditEntrySchema), chainValid: z.boolean() }),
);
