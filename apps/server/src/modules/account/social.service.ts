import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import * as oidc from "openid-client";
import { SYSTEM_STATUS, type ErrorCode, type LoginDone, type SocialProvider } from "@lotus/contracts";
import { loginRefusal } from "./member-state.ts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { recordAuthEvent } from "./auth-events.ts";
import { completeLogin } from "./complete-login.ts";
import { hashPassword } from "./passwords.ts";
import { loadBrand, systemStatusOf } from "../system/index.ts";
import { issueTicket, readTicket } from "../verification/index.ts";
import * as repo from "./social.repository.ts";
import {
  enabledProviders,
  findProvider,
  providerConfiguration,
  redirectUri,
  type ProviderSettings,
} from "./social.providers.ts";

/**
 * Social login (issue 3, Deliver 6): OpenID Connect authorization code flow with PKCE (S256),
 * state and nonce, through openid-client, which verifies the ID token (signature, issuer,
 * audience, nonce, expiry).
 *
 * Where the flow's secrets live: the state value is a `verification_code` ticket (flow
 * `oauth_state`, 10 minutes, single use) whose detail keeps the PKCE verifier and the nonce, so
 * neither ever reaches the browser and a state is consumed once whatever the browser replays.
 * A server-side state alone would not tie the flow to the browser that started it: an attacker
 * could start a login with their own provider account and make a victim's browser open the
 * callback (login CSRF), silently signing the victim into the attacker's account. So the start
 * also sets an HttpOnly, SameSite=Lax cookie with a random binding whose hash the state keeps;
 * Lax still sends it on the provider's top-level redirect back to us, and the callback refuses
 * a state that arrives without its own browser's binding.
 *
 * Members are keyed on (provider, subject) in `social_identity`, never on the e-mail: a provider
 * account whose e-mail equals an existing member's does not take that member over (the e-mail
 * may be unverified, recycled or belong to a different provider's account holder). A first
 * login creates a new member `g_<random>` / `fb_<random>`; linking a provider to an existing
 * account is a logged-in action for a later issue, after the member proves the password.
 */

export const BINDING_COOKIE = "lotus_oauth";
export const BINDING_COOKIE_PATH = "/wps/session/oauth/";
const STATE_MINUTES = 10;
const TICKET_MINUTES = 2;

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

export function listProviders(request: FastifyRequest) {
  return enabledProviders(request.server.env).map(({ provider, name }) => ({ provider, name }));
}

export function requireProvider(request: FastifyRequest, provider: SocialProvider): ProviderSettings {
  const settings = findProvider(request.server.env, provider);
  if (!settings) throw new AppError("oauth_provider_disabled");
  return settings;
}

type StateDetail = { provider: SocialProvider; verifier: string; nonce: string; binding: string };

/** Builds the provider's authorization URL and the browser binding for the cookie. */
export async function startLogin(
  request: FastifyRequest,
  settings: ProviderSettings,
): Promise<{ location: string; binding: string }> {
  const env = request.server.env;
  const configuration = await providerConfiguration(env, settings);
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const binding = randomBytes(32).toString("base64url");
  const detail: StateDetail = { provider: settings.provider, verifier, nonce, binding: sha256Hex(binding) };
  const { ticket: state } = await issueTicket(request.server.db, {
    flow: "oauth_state",
    ttlMinutes: STATE_MINUTES,
    detail,
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(env, settings.provider),
    scope: settings.scope,
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { location: url.href, binding };
}

/** A failed callback: the code the web shows and, for the audit log, why. */
export class SocialLoginFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}

function bindingMatches(cookieValue: string | undefined, expectedHash: string): boolean {
  if (!cookieValue) return false;
  const actual = Buffer.from(sha256Hex(cookieValue), "hex");
  const expected = Buffer.from(expectedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Handles the provider's redirect back: checks state and binding, exchanges the code, verifies
 * the ID token, finds or creates the member and returns a one-time ticket for the web app.
 */
export async function finishCallback(
  request: FastifyRequest,
  input: { provider: SocialProvider; query: URLSearchParams; binding: string | undefined },
): Promise<{ ticket: string }> {
  const { provider, query } = input;
  const db = request.server.db;
  const settings = findProvider(request.server.env, provider);
  try {
    if (!settings) throw new SocialLoginFailure("oauth_provider_disabled", "provider_disabled");
    const providerError = query.get("error");
    if (providerError) throw new SocialLoginFailure("oauth_failed", `provider_error:${providerError.slice(0, 64)}`);
    const state = query.get("state");
    if (!state || state.length > 256) throw new SocialLoginFailure("oauth_failed", "state_missing");
    const stored = await readTicket(db, "oauth_state", state, "consume");
    if (!stored) throw new SocialLoginFailure("oauth_failed", "state_unknown");
    const detail = stored.detail as StateDetail;
    if (detail.provider !== provider) throw new SocialLoginFailure("oauth_failed", "state_other_provider");
    if (!bindingMatches(input.binding, detail.binding))
      throw new SocialLoginFailure("oauth_failed", "state_other_browser");

    const configuration = await providerConfiguration(request.server.env, settings);
    // The callback URL as registered, not as rebuilt from Host headers a proxy may rewrite.
    const currentUrl = new URL(redirectUri(request.server.env, provider));
    currentUrl.search = query.toString();
    let claims: oidc.IDToken;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: detail.verifier,
        expectedState: state,
        expectedNonce: detail.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims()!;
    } catch (error) {
      const code = (error as { code?: string }).code ?? "exchange_failed";
      request.log.warn({ err: error, provider }, "social login: code exchange or ID token check failed");
      throw new SocialLoginFailure("oauth_failed", code.slice(0, 64));
    }

    const member = await findOrCreateMember(request, settings, claims);
    const stateRefusal = loginRefusal(member.status);
    if (stateRefusal) throw new SocialLoginFailure(stateRefusal, stateRefusal);
    await recordAuthEvent(db, {
      memberId: member.memberId,
      account: member.account,
      event: "social_login",
      outcome: "success",
      method: provider,
      request,
      detail: { created: member.created },
    });
    return issueTicket(db, { flow: "oauth_ticket", memberId: member.memberId, ttlMinutes: TICKET_MINUTES });
  } catch (error) {
    const failure =
      error instanceof SocialLoginFailure
        ? error
        : error instanceof AppError
          ? new SocialLoginFailure(error.code, error.code)
          : new SocialLoginFailure("oauth_failed", "unexpected");
    if (!(error instanceof SocialLoginFailure) && !(error instanceof AppError)) {
      request.log.error({ err: error, provider }, "social login failed");
    }
    await recordAuthEvent(db, {
      event: "social_login",
      outcome: "failure",
      method: provider,
      request,
      detail: { reason: failure.reason },
    });
    throw failure;
  }
}

async function findOrCreateMember(
  request: FastifyRequest,
  settings: ProviderSettings,
  claims: oidc.IDToken,
): Promise<repo.LinkedMember & { created: boolean }> {
  const db = request.server.db;
  const subject = claims.sub;
  const existing = await repo.findLinkedMember(db, settings.provider, subject);
  if (existing) return { ...existing, created: false };
  if (!(await repo.isRegistrationOpen(db))) throw new SocialLoginFailure("registration_closed", "registration_closed");

  // The member gets no usable password: the hash is of a random secret nobody ever sees.
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const email = typeof claims.email === "string" && claims.email_verified === true ? claims.email.slice(0, 254) : null;
  const nickname = typeof claims.name === "string" ? claims.name.trim().slice(0, 32) : "";
  return inTransaction(db, async (tx) => {
    await repo.lockSubject(tx, settings.provider, subject);
    const raced = await repo.findLinkedMember(tx, settings.provider, subject);
    if (raced) return { ...raced, created: false };
    let account = "";
    do account = `${settings.accountPrefix}${randomAccountSuffix()}`;
    while (await repo.accountExists(tx, account));
    const memberId = await repo.insertSocialMember(tx, {
      account,
      passwordHash,
      nickname,
      provider: settings.provider,
      subject,
      email,
      ip: request.ip,
      domain: request.hostname.slice(0, 255),
    });
    return { memberId, account, status: "active" as const, isAgent: 0, created: true };
  });
}

const ACCOUNT_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
function randomAccountSuffix(): string {
  return [...randomBytes(10)].map((b) => ACCOUNT_ALPHABET[b % ACCOUNT_ALPHABET.length]).join("");
}

/** Trades the one-time ticket of the callback redirect for a session (the token never rides in a URL). */
export async function exchangeTicket(request: FastifyRequest, ticket: string): Promise<LoginDone> {
  const db = request.server.db;
  const stored = await readTicket(db, "oauth_ticket", ticket, "consume");
  if (!stored?.memberId) {
    await recordAuthEvent(db, {
      event: "login",
      outcome: "failure",
      method: "social",
      request,
      detail: { reason: "ticket_unknown" },
    });
    throw new AppError("oauth_failed");
  }
  const memberId = stored.memberId;
  const brand = await loadBrand(db);
  const status = systemStatusOf(brand, request.clientLocation().country);
  const refusal: ErrorCode | null =
    status === SYSTEM_STATUS.maintenance
      ? "maintenance"
      : status === SYSTEM_STATUS.regionRestricted
        ? "region_restricted"
        : loginRefusal((await repo.memberStatus(db, memberId)) ?? "disabled");
  if (refusal) {
    await recordAuthEvent(db, {
      memberId,
      event: "login",
      outcome: "failure",
      method: "social",
      request,
      detail: { reason: refusal },
    });
    throw new AppError(refusal);
  }
  return completeLogin(request, { memberId, method: "social" });
}
