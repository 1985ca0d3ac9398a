import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { solveChallenge } from "altcha-lib/v1";
import {
  FREE_PLAY_GATEWAY_VERSION,
  PATHS,
  SESSION_KEYS,
  freePlayHeader,
  randomNonce,
  sealEnvelope,
  type HumanChallenge,
  type LoginDone,
  type LoginValue,
  type OutboxMessage,
  type PublicKeyValue,
} from "@lotus/contracts/web";

/*
 * Tests log in through the API and seed through shared helpers instead of clicking through setup
 * (style.md): the token goes into session storage before the page loads, exactly where a login
 * in the browser would have put it.
 */

/** The seeded demo accounts (apps/server/src/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = "Lotus@2026";
export const DEMO_MEMBER = "demo01";
export const DEMO_AGENT = "agent01";

/** Makes the addresses and names of parallel helpers' accounts differ. */
let sequence = 0;

type Envelope<T> = { success: boolean; code: string; message: string; value: T };

async function value<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok() || !body.success)
    throw new Error(`${what} answered ${response.status()} ${body.code}: ${body.message}`);
  return body.value;
}

/** Fetches the server's ALTCHA challenge and solves it with altcha-lib, as the browser's worker does. */
export async function solveHumanVerification(request: APIRequestContext, headers: Record<string, string> = {}) {
  const challenge = await value<HumanChallenge>(await request.get(PATHS.humanChallenge, { headers }), "challenge");
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error("ALTCHA challenge not solvable");
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

async function sealedPost<T>(
  request: APIRequestContext,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const key = await value<PublicKeyValue>(await request.get(PATHS.publicKey), "public key");
  const response = await request.post(path, { data: await sealEnvelope(key, payload), headers });
  return value<T>(response, path);
}

/** A username login from this machine (trusted for the demo accounts, so no second verification). */
export async function loginViaApi(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
): Promise<LoginDone> {
  const humanVerification = await solveHumanVerification(request, headers);
  const result = await sealedPost<LoginValue>(
    request,
    PATHS.login,
    { type: "username", username, password, humanVerification },
    headers,
  );
  if (result.step !== "done")
    throw new Error(`login of ${username} asked for a second verification (${result.method})`);
  return result;
}

/**
 * A free-play (trial, isAgent 4) login, with the encryption header of spec §3. Each comes from its
 * own documentation-range address: the server allows only a few trial accounts per IP and hour.
 */
export async function freePlayViaApi(request: APIRequestContext): Promise<LoginDone> {
  const key = await value<PublicKeyValue>(await request.get(PATHS.publicKey), "public key");
  const nonce = randomNonce();
  sequence += 1;
  const response = await request.post(PATHS.loginFreeplay, {
    data: { os: "e2e", platform: "W", nonce },
    headers: {
      "X-Encryption": await freePlayHeader(key, nonce),
      "X-Gateway-Version": FREE_PLAY_GATEWAY_VERSION,
      "X-Forwarded-For": `203.0.113.${((Date.now() + sequence) % 250) + 1}`,
    },
  });
  return value<LoginDone>(response, "free play");
}

/** The newest outbox message to `to` (a number with its dialling code, or an e-mail address). */
export async function latestOutboxMessage(request: APIRequestContext, to: string): Promise<OutboxMessage | undefined> {
  const messages = await value<OutboxMessage[]>(await request.get(PATHS.devOutbox, { params: { to } }), "outbox");
  return messages[0];
}

/** The 6-digit code in the newest outbox message to `to`, waiting briefly for it to arrive. */
export async function codeFromOutbox(request: APIRequestContext, to: string, after?: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const message = await latestOutboxMessage(request, to);
    if (message && message.id !== after) {
      const code = /\b(\d{6})\b/.exec(`${message.subject} ${message.body}`)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const recent = await request.get(PATHS.devOutbox, { params: { limit: 5 } });
  throw new Error(`no code arrived for ${to}; newest messages: ${await recent.text()}`);
}

/**
 * A fresh member registered through the API, for tests that change an account (bind an e-mail,
 * enrol an authenticator, revoke sessions) without disturbing the shared demo accounts. Each one
 * comes from its own documentation-range address, so the per-IP SMS and registration budgets of
 * parallel tests never meet.
 */
export async function registerMemberViaApi(request: APIRequestContext): Promise<{
  username: string;
  password: string;
  mobile: string;
  ip: string;
  login: LoginDone;
}> {
  sequence += 1;
  const unique = `${Date.now().toString(36).slice(-5)}${process.pid.toString(36).slice(-2)}${sequence}`;
  const username = `w${unique}`.slice(0, 16).toLowerCase();
  const mobile = `9${String(Date.now() * 10 + sequence).slice(-8)}`;
  const ip = `198.51.100.${((Date.now() + sequence) % 250) + 1}`;
  const headers = { "X-Forwarded-For": ip };
  const password = "Lotus2026x";
  const before = (await latestOutboxMessage(request, `+84${mobile}`))?.id;
  await value(
    await request.post(PATHS.smsRegister, {
      data: {
        mobileNo: mobile,
        countryDialingCode: "+84",
        regType: "username",
        username,
        humanVerification: await solveHumanVerification(request, headers),
      },
      headers,
    }),
    "register SMS",
  );
  const verificationCode = await codeFromOutbox(request, `+84${mobile}`, before);
  const login = await sealedPost<LoginDone>(
    request,
    PATHS.register,
    {
      username,
      password,
      confirmPassword: password,
      mobileNum: mobile,
      verificationCode,
      countryDialingCode: "+84",
      registerUrl: "http://localhost/register",
      domain: "localhost",
      registerMethod: "WEB",
      login: true,
      termsAgreed: true,
      ageConfirmed: true,
      humanVerification: await solveHumanVerification(request, headers),
    },
    headers,
  );
  return { username, password, mobile, ip, login };
}

/** Puts a finished login into session storage before any page script runs (spec §3 keys). */
export async function useLogin(context: BrowserContext, login: Pick<LoginDone, "token" | "member">): Promise<void> {
  await context.addInitScript(
    ({ keys, token, member }) => {
      // Only the first document of the tab: a later logout must not be undone by a reload.
      if (sessionStorage.getItem("e2eLoginSeeded")) return;
      sessionStorage.setItem("e2eLoginSeeded", "1");
      sessionStorage.setItem(keys.token, token);
      sessionStorage.setItem(keys.isAgent, String(member.isAgent));
      sessionStorage.setItem(keys.account, member.account);
      sessionStorage.setItem(keys.merchant, member.merchant);
      sessionStorage.setItem(keys.cpw, "false");
    },
    { keys: SESSION_KEYS, token: login.token, member: login.member },
  );
}
