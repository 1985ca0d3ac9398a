import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createHash } from "node:crypto";
import {
  PATHS,
  sealEnvelope,
  type HumanChallenge,
  type LoginDone,
  type LoginValue,
  type PublicKeyValue,
} from "@lotus/contracts";
import type { Headers } from "../http.ts";

/**
 * Helpers for tests (and benchmarks) that need a logged-in member: fetch and solve the human
 * verification challenge the way the browser does, seal a payload, log in.
 */

type Envelope<T> = { success: boolean; code: string; message: string; value: T };

const keys = new WeakMap<FastifyInstance, Promise<PublicKeyValue>>();

export function publicKeyOf(app: FastifyInstance): Promise<PublicKeyValue> {
  let key = keys.get(app);
  if (!key) {
    key = app.inject({ method: "GET", url: PATHS.publicKey }).then((res) => res.json<Envelope<PublicKeyValue>>().value);
    keys.set(app, key);
  }
  return key;
}

export async function fetchHumanChallenge(app: FastifyInstance, headers: Headers = {}): Promise<HumanChallenge> {
  const res = await app.inject({ method: "GET", url: PATHS.humanChallenge, headers });
  return res.json<Envelope<HumanChallenge>>().value;
}

/**
 * The ALTCHA proof of work: the number n with sha256(salt + n) = challenge. Solved with a plain
 * synchronous loop, which is some 30 times faster than altcha-lib's WebCrypto solver (the
 * session tests show that a solution from altcha-lib's solver is accepted the same way).
 */
export function solveAltcha(challenge: HumanChallenge): number {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (
      createHash("sha256")
        .update(challenge.salt + n)
        .digest("hex") === challenge.challenge
    )
      return n;
  }
  throw new Error("ALTCHA challenge not solvable");
}

/** The base64 solution JSON the client sends as `humanVerification`. */
export function altchaPayload(challenge: HumanChallenge, number: number): string {
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString("base64");
}

/** Fetches and solves a fresh challenge; returns the base64 solution. */
export async function solveHuman(app: FastifyInstance, headers: Headers = {}): Promise<string> {
  const challenge = await fetchHumanChallenge(app, headers);
  return altchaPayload(challenge, solveAltcha(challenge));
}

/** POSTs `payload` sealed in the envelope of architecture.md §3, optionally from another peer address. */
export async function postSealed(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Headers = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const sealed = await sealEnvelope(await publicKeyOf(app), payload);
  return app.inject({ method: "POST", url, payload: sealed, headers, ...(remoteAddress ? { remoteAddress } : {}) });
}

export type UsernameLogin = {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
  /** false: send no human verification; a string: send that one. Default: solve a fresh challenge. */
  humanVerification?: string | false;
};

/** A username login as the web client sends it. */
export async function loginRequest(
  app: FastifyInstance,
  input: UsernameLogin,
  headers: Headers = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const { humanVerification, ...rest } = input;
  const solved = humanVerification === undefined ? await solveHuman(app, headers) : humanVerification;
  const payload = { type: "username", ...rest, ...(solved === false ? {} : { humanVerification: solved }) };
  return postSealed(app, PATHS.login, payload, headers, remoteAddress);
}

/** Logs in and returns the finished login (fails the test on anything else). */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Headers = {},
  remoteAddress?: string,
): Promise<LoginDone> {
  const res = await loginRequest(app, { username, password }, headers, remoteAddress);
  const body = res.json<Envelope<LoginValue>>();
  if (res.statusCode !== 200 || body.value.step !== "done") {
    throw new Error(`login of ${username} did not finish: ${res.statusCode} ${res.body}`);
  }
  return body.value;
}

/** Logs in and returns the Bearer header of the new session. */
export async function loginToken(app: FastifyInstance, username: string, password: string): Promise<string> {
  return (await login(app, username, password)).token;
}

export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/* Over HTTP, for e2e specs and benchmarks that talk to a running server. */

async function getJsonAt<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(new URL(path, baseUrl));
  return ((await res.json()) as Envelope<T>).value;
}

/** Fetches and solves a challenge of the server at `baseUrl`; returns the base64 solution. */
export async function solveHumanAt(baseUrl: string): Promise<string> {
  const challenge = await getJsonAt<HumanChallenge>(baseUrl, PATHS.humanChallenge);
  return altchaPayload(challenge, solveAltcha(challenge));
}

/** A username login against the server at `baseUrl`: the HTTP status and the envelope. */
export async function loginAt(
  baseUrl: string,
  username: string,
  password: string,
  headers: Headers = {},
): Promise<{ status: number; body: Envelope<LoginValue | { captcha: boolean } | null> }> {
  const key = await getJsonAt<PublicKeyValue>(baseUrl, PATHS.publicKey);
  const payload = { type: "username", username, password, humanVerification: await solveHumanAt(baseUrl) };
  const res = await fetch(new URL(PATHS.login, baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(await sealEnvelope(key, payload)),
  });
  return { status: res.status, body: (await res.json()) as Envelope<LoginValue | { captcha: boolean } | null> };
}

/** Logs a (seeded) account in at `baseUrl` and returns its token; throws unless the login finished. */
export async function loginTokenAt(baseUrl: string, username: string, password: string): Promise<string> {
  const { status, body } = await loginAt(baseUrl, username, password);
  const value = body.value as LoginValue | null;
  if (status !== 200 || !value || value.step !== "done") {
    throw new Error(`login of ${username} did not finish: ${status} ${JSON.stringify(body)}`);
  }
  return value.token;
}
