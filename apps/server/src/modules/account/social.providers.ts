import { LRUCache } from "lru-cache";
import * as oidc from "openid-client";
import type { SocialProvider } from "@lotus/contracts";
import type { Env } from "../../env.ts";

/**
 * The OpenID Connect providers of social login, configured from the environment: a provider is
 * offered only when its client id and secret are set. Both use the same code path (discovery,
 * authorization code + PKCE, ID token verified by openid-client).
 */
export type ProviderSettings = {
  provider: SocialProvider;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Prefix of accounts created on a first login, e.g. g_k3x9… */
  accountPrefix: string;
};

/**
 * Facebook's discovery document describes only its ID token (for the implicit "Limited Login"),
 * without a token endpoint; the code exchange of Facebook Login goes to the Graph API, which
 * returns the ID token next to the access token when the scope includes openid.
 */
const FACEBOOK_TOKEN_ENDPOINT = "https://graph.facebook.com/oauth/access_token";

export function enabledProviders(env: Env): ProviderSettings[] {
  const providers: ProviderSettings[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push({
      provider: "google",
      name: "Google",
      issuer: env.GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      scope: "openid email profile",
      accountPrefix: "g_",
    });
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    providers.push({
      provider: "facebook",
      name: "Facebook",
      issuer: env.FACEBOOK_ISSUER,
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
      scope: "openid email public_profile",
      accountPrefix: "fb_",
    });
  }
  return providers;
}

export function findProvider(env: Env, provider: SocialProvider): ProviderSettings | null {
  return enabledProviders(env).find((p) => p.provider === provider) ?? null;
}

/** The callback URL registered at the provider; built from PUBLIC_URL, never from request headers. */
export function redirectUri(env: Env, provider: SocialProvider): string {
  const base = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return `${base}/wps/session/oauth/${provider}/callback`;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * Discovered configurations, one per issuer and client of a server (keyed on its Env object:
 * each test app has its own), kept in a bounded LRU and discovered again after a few hours (an
 * issuer may rotate its endpoints). A failed discovery is not cached, so the next login retries.
 */
const DISCOVERY_CACHE = { max: 32, ttl: 6 * 3600_000 };
const configurations = new WeakMap<Env, LRUCache<string, Promise<oidc.Configuration>>>();

export function providerConfiguration(env: Env, settings: ProviderSettings): Promise<oidc.Configuration> {
  let cache = configurations.get(env);
  if (!cache) configurations.set(env, (cache = new LRUCache(DISCOVERY_CACHE)));
  const key = `${settings.issuer} ${settings.clientId}`;
  let configuration = cache.get(key);
  if (!configuration) {
    configuration = discover(env, settings).catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, configuration);
  }
  return configuration;
}

async function discover(env: Env, settings: ProviderSettings): Promise<oidc.Configuration> {
  // Plain http only for a local test provider; production talks to https issuers only.
  const insecure = env.NODE_ENV !== "production" && settings.issuer.startsWith("http://");
  const discovered = await oidc.discovery(
    new URL(settings.issuer),
    settings.clientId,
    settings.clientSecret,
    undefined,
    {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: DISCOVERY_TIMEOUT_SECONDS,
    },
  );
  let configuration = discovered;
  if (!discovered.serverMetadata().token_endpoint && settings.provider === "facebook") {
    // The JSON round trip keeps the metadata and drops the helper methods openid-client adds.
    const metadata = JSON.parse(JSON.stringify(discovered.serverMetadata())) as oidc.ServerMetadata;
    configuration = new oidc.Configuration(
      { ...metadata, token_endpoint: FACEBOOK_TOKEN_ENDPOINT },
      settings.clientId,
      settings.clientSecret,
    );
    if (insecure) oidc.allowInsecureRequests(configuration);
  }
  configuration.timeout = DISCOVERY_TIMEOUT_SECONDS;
  return configuration;
}
