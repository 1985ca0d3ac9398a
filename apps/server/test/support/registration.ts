import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { PATHS, type RegisterFieldRule, type RegisterRequest, type SettingModId } from "@lotus/contracts";
import type { DbClient } from "../../src/db/pool.ts";
import type { Headers } from "../http.ts";
import { postSealed, solveHuman } from "./login.ts";
import { injectGetJson, lastOutboxId, waitForCode } from "./outbox.ts";

/** Helpers for registration and member-call tests: operator switches, field rules, payloads. */

export async function setSetting(db: DbClient, modId: SettingModId, enabled: boolean): Promise<void> {
  const result = await db.query("update setting_node set enabled = $2 where mod_id = $1", [modId, enabled]);
  if (result.rowCount !== 1) throw new Error(`no setting ${modId}`);
}

type RulePatch = Partial<Omit<RegisterFieldRule, "field">>;

/** Changes one field rule as an operator would (the acceptedPattern is what the server checks). */
export async function setRule(db: DbClient, field: RegisterFieldRule["field"], patch: RulePatch): Promise<void> {
  const result = await db.query(
    `update register_field_rule set
       enabled = coalesce($2, enabled), required = coalesce($3, required),
       accepted_pattern = coalesce($4, accepted_pattern), pattern_id = coalesce($5, pattern_id),
       min_length = coalesce($6, min_length), max_length = coalesce($7, max_length)
     where field = $1`,
    [
      field,
      patch.enabled ?? null,
      patch.required ?? null,
      patch.acceptedPattern ?? null,
      patch.patternId ?? null,
      patch.minLength ?? null,
      patch.maxLength ?? null,
    ],
  );
  if (result.rowCount !== 1) throw new Error(`no rule for ${field}`);
}

export const uniqueName = (prefix = "u") => `${prefix}${randomBytes(4).toString("hex")}`;

/** A 9-digit Vietnamese national number nobody else in the test uses. */
export const uniqueMobile = () => `9${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, "0")}`;

export const STRONG_PASSWORD = "Lotus2026x";

/** What the web client always adds to a registration (spec §3). */
export function registrationPayload(fields: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    username: uniqueName(),
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    registerUrl: "http://localhost:3000/register",
    domain: "localhost",
    registerMethod: "WEB",
    login: true,
    termsAgreed: true,
    ageConfirmed: true,
    ...fields,
  } as RegisterRequest;
}

/**
 * Posts a sealed registration. By default a fresh human-verification solution is added;
 * `human: false` sends none.
 */
export async function registerRequest(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  options: { kind?: "username" | "mobile"; human?: boolean; headers?: Headers } = {},
): Promise<LightMyRequestResponse> {
  const body = options.human === false ? payload : { ...payload, humanVerification: await solveHuman(app) };
  return postSealed(app, options.kind === "mobile" ? PATHS.registerMobile : PATHS.register, body, options.headers);
}

/** Asks for a register SMS code and reads it from the outbox. */
export async function registerSmsCode(
  app: FastifyInstance,
  mobileNo: string,
  options: { regType?: "mobile" | "username"; dialingCode?: string } = {},
): Promise<string> {
  const get = injectGetJson(app);
  const after = await lastOutboxId(get);
  const dialingCode = options.dialingCode ?? "+84";
  const res = await app.inject({
    method: "POST",
    url: PATHS.smsRegister,
    payload: {
      mobileNo,
      countryDialingCode: dialingCode,
      regType: options.regType ?? "mobile",
      humanVerification: await solveHuman(app),
    },
  });
  if (res.statusCode !== 200) throw new Error(`register SMS refused: ${res.body}`);
  return waitForCode(get, `${dialingCode}${mobileNo}`, { after });
}
