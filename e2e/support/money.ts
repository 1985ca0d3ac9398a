import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { CONSOLE_PATHS, PATHS } from "@lotus/contracts/web";

/*
 * Money flows for the browser suite: a fresh member made ready to withdraw through the API
 * (payee name and payment password, as the security centre would set them), and operators of the
 * console (apps/server/src/seed/demo-money.ts) whose mandatory authenticator codes are computed
 * from the demo TOTP secrets.
 */

export const PAYMENT_PASSWORD = "258013";
export const OPERATOR_PASSWORD = "Lotus@2026";
export const OPERATORS = {
  admin01: "LOTUSDEMOADMINQQQQQQQQQQQQQQQQQQ",
  cashier01: "LOTUSDEMOCASHIERQQQQQQQQQQQQQQQQ",
} as const;
export type OperatorName = keyof typeof OPERATORS;

type Envelope<T> = { success: boolean; code: string; message: string; value: T };

/** A member or console call with a Bearer token; throws on anything but a success envelope. */
export async function call<T>(
  request: APIRequestContext,
  method: "get" | "post" | "put",
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](path, { data, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok() || !body.success)
    throw new Error(`${path} answered ${response.status()} ${body.code}: ${body.message}`);
  return body.value;
}

/** Sets the payee name (bank holder names must equal it) and a payment password for a member. */
export async function prepareForWithdrawal(
  request: APIRequestContext,
  token: string,
  password: string,
  payeeName: string,
): Promise<void> {
  await call(request, "put", PATHS.securityPayeeName, token, { payeeName });
  const { reauthTicket } = await call<{ reauthTicket: string }>(request, "post", PATHS.securityReauth, token, {
    password,
  });
  await call(request, "put", PATHS.securityPaymentPassword, token, {
    reauthTicket,
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
}

/** The operator's current authenticator code; waits for the next 30 s step when `after` was just used. */
export async function totpCode(operator: OperatorName, after?: string): Promise<string> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(OPERATORS[operator]), digits: 6, period: 30 });
  let code = totp.generate();
  while (code === after) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    code = totp.generate();
  }
  return code;
}

/**
 * Logs an operator in through the console's login form. A code is accepted once per 30 s step,
 * so a refused code is retried once with the next step's code.
 */
export async function consoleLogin(page: Page, operator: OperatorName): Promise<void> {
  await page.goto("/console/");
  let code = await totpCode(operator);
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.locator('input[name="username"]').fill(operator);
    await page.locator('input[name="password"]').fill(OPERATOR_PASSWORD);
    await page.locator('input[name="totp"]').fill(code);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith(CONSOLE_PATHS.login) && r.request().method() === "POST",
    );
    await page.locator('input[name="totp"]').press("Enter");
    if ((await answer).ok()) return;
    code = await totpCode(operator, code);
  }
  throw new Error(`console login of ${operator} failed twice`);
}

/** A tiny valid PNG (1x1) as a proof image. */
export function proofPng(): Buffer {
  return Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
}

export async function expectImageLoaded(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
}

const CONSOLE_LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/console/src/locales");

/** A text of the console's Vietnamese catalogue (the console's default language). */
export function consoleText(key: string): string {
  const catalogue: unknown = JSON.parse(fs.readFileSync(path.join(CONSOLE_LOCALES, "vi.json"), "utf8"));
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof value !== "string") throw new Error(`no console text vi:${key}`);
  return value;
}

/** The newest order of a member (deposit or withdrawal list call). */
export async function newestOrderNo(request: APIRequestContext, token: string, listPath: string): Promise<string> {
  const value = await call<{ list: { orderNo: string }[] }>(request, "get", listPath, token);
  const first = value.list[0];
  if (!first) throw new Error(`no order in ${listPath}`);
  return first.orderNo;
}
