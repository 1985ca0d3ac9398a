// The e2e project imports this file too; the reference brings the package's declarations along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { interactionPolicy } from "oidc-provider";

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free local port, standing in
 * for Google or Facebook in the API tests and in the browser end-to-end tests. Its one client
 * uses the authorization code flow with PKCE (required) and client_secret_post, as the server's
 * social login does against the real providers.
 *
 * Login is non-interactive: every authorization request goes through the login prompt, which
 * signs in the account chosen with `setAccount` and approves the consent, so a browser test sees
 * the redirects but no form, and a second login can be a different subject in the same browser.
 */
export type OidcAccount = { sub: string; email?: string; emailVerified?: boolean; name?: string };

export type OidcTestServer = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Environment variables that point the Lotus server's provider at this server, e.g. GOOGLE_*. */
  env: (provider?: "GOOGLE" | "FACEBOOK") => Record<string, string>;
  /** The account the next authorizations sign in. */
  setAccount: (account: OidcAccount) => void;
  /**
   * Follows an authorization URL through the provider like a browser would (its own cookie jar)
   * and returns the redirect back to the client: the callback URL with `code` and `state`, or
   * with `error` when the provider refuses.
   */
  authorize: (authorizationUrl: string) => Promise<URL>;
  close: () => Promise<void>;
};

export type OidcServerOptions = {
  /** Callback URLs the client may use, e.g. callbackUrls("http://localhost:3500"). */
  redirectUris: string[];
  account?: OidcAccount;
  host?: string;
  port?: number;
  /** A fixed client secret, for a provider started in another process than the site (e2e). */
  clientSecret?: string;
};

/** The Lotus callback URLs of both providers under a site address. */
export function callbackUrls(publicUrl: string): string[] {
  const base = publicUrl.replace(/\/$/, "");
  return ["google", "facebook"].map((provider) => `${base}/wps/session/oauth/${provider}/callback`);
}

const GRANTABLE = new Set([
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
]);
type Stored = { payload: Record<string, unknown>; expiresAt: number };

/**
 * Storage for the provider's artefacts (codes, sessions, grants, interactions), one per server so
 * that test files running side by side never share state; the package's own memory adapter is
 * process-wide and warns on every start.
 */
function memoryAdapter() {
  const store = new Map<string, Stored>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      for (const [key] of store) {
        const payload = key.startsWith(`${this.model}:`) ? live(key) : undefined;
        if (payload?.uid === uid) return payload;
      }
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key] of store) {
        const payload = key.startsWith(`${this.model}:`) ? live(key) : undefined;
        if (payload?.userCode === userCode) return payload;
      }
      return undefined;
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    /** Only the tokens a grant issued; an interaction or session that mentions the grant stays. */
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) {
        if (GRANTABLE.has(key.slice(0, key.indexOf(":"))) && entry.payload.grantId === grantId) store.delete(key);
      }
    }
  };
}

export async function startOidcServer(options: OidcServerOptions): Promise<OidcTestServer> {
  const host = options.host ?? "127.0.0.1";
  const clientId = "lotus-test-client";
  const clientSecret = options.clientSecret ?? randomBytes(24).toString("base64url");
  const accounts = new Map<string, OidcAccount>();
  let current: OidcAccount = options.account ?? {
    sub: "test-subject-1",
    email: "player@example.test",
    emailVerified: true,
  };
  accounts.set(current.sub, current);

  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const policy = interactionPolicy.base();
  // Without this the provider would reuse its session cookie and skip the login, so a browser
  // could never sign in as a second subject; a login just completed satisfies the check.
  policy
    .get("login")
    .checks.add(
      new interactionPolicy.Check("fresh_login", "every authorization signs in the preset account", (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "test-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Google and Facebook put the e-mail into the ID token; so does this server.
    conformIdTokenClaims: false,
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          ...(account.email === undefined
            ? {}
            : { email: account.email, email_verified: account.emailVerified ?? true }),
          ...(account.name === undefined ? {} : { name: account.name }),
        }),
      };
    },
  });
  // Errors the provider answers itself (bad client, bad redirect) are part of what tests check.
  provider.on("server_error", () => undefined);

  const providerCallback = provider.callback();
  handler = (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return providerCallback(req, res);
    void finishInteraction(req, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  };

  async function finishInteraction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      // A test may name its account in login_hint, so specs running side by side never sign in each other's.
      const hint = details.params.login_hint;
      const hinted = typeof hint === "string" ? accounts.get(hint) : undefined;
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: (hinted ?? current).sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({ accountId: details.session?.accountId ?? current.sub, clientId });
    grant.addOIDCScope(String(details.params.scope ?? "openid"));
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  async function authorize(authorizationUrl: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 12; hop += 1) {
      const res = await fetch(url, {
        redirect: "manual",
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const eq = pair!.indexOf("=");
        const name = pair!.slice(0, eq);
        const value = pair!.slice(eq + 1);
        if (value === "" || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
        else jar.set(name, value);
      }
      const location = res.headers.get("location");
      if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
      url = new URL(location, url);
      if (url.origin !== issuer) return url;
    }
    throw new Error("too many redirects at the provider");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    env: (prefix = "GOOGLE") => ({
      [`${prefix}_CLIENT_ID`]: clientId,
      [`${prefix}_CLIENT_SECRET`]: clientSecret,
      [`${prefix}_ISSUER`]: issuer,
    }),
    setAccount: (account) => {
      accounts.set(account.sub, account);
      current = account;
    },
    authorize,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
