import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/env.ts";
import {
  enabledProviders,
  providerConfiguration,
  redirectUri,
  type ProviderSettings,
} from "../../src/modules/account/index.ts";

/**
 * Facebook's discovery document describes its ID token but names no token endpoint; the code
 * exchange then goes to the Graph API. A local server stands in for www.facebook.com.
 */
let server: http.Server;
let issuer: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== "/.well-known/openid-configuration") return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/dialog/oauth/`,
        jwks_uri: `${issuer}/.well-known/oauth/openid/jwks/`,
        response_types_supported: ["id_token", "token id_token"],
        subject_types_supported: ["pairwise"],
        id_token_signing_alg_values_supported: ["RS256"],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = (provider: "google" | "facebook"): ProviderSettings => ({
  provider,
  name: provider,
  issuer,
  clientId: "client",
  clientSecret: "secret",
  scope: "openid",
  accountPrefix: "x_",
});

describe("social login providers", () => {
  it("fills in the Graph API token endpoint when Facebook's discovery names none", async () => {
    const env = loadEnv({ NODE_ENV: "test" });
    const configuration = await providerConfiguration(env, settings("facebook"));
    expect(configuration.serverMetadata().token_endpoint).toBe("https://graph.facebook.com/oauth/access_token");
    expect(configuration.serverMetadata().authorization_endpoint).toBe(`${issuer}/dialog/oauth/`);
  });

  it("adds nothing to another provider's metadata", async () => {
    const env = loadEnv({ NODE_ENV: "test" });
    const configuration = await providerConfiguration(env, settings("google"));
    expect(configuration.serverMetadata().token_endpoint).toBeUndefined();
  });

  it("refuses a plain-http issuer in production", async () => {
    const env = loadEnv({ NODE_ENV: "production" });
    await expect(providerConfiguration(env, settings("google"))).rejects.toThrow();
  });

  it("offers a provider only when both its client id and secret are set", () => {
    expect(enabledProviders(loadEnv({ GOOGLE_CLIENT_ID: "id" }))).toEqual([]);
    const both = loadEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", FACEBOOK_CLIENT_ID: "id" });
    expect(enabledProviders(both).map((p) => p.provider)).toEqual(["google"]);
  });

  it("builds the callback URL from PUBLIC_URL, not from the request", () => {
    expect(redirectUri(loadEnv({ PUBLIC_URL: "https://lotus.example/" }), "facebook")).toBe(
      "https://lotus.example/wps/session/oauth/facebook/callback",
    );
    expect(redirectUri(loadEnv({ PORT: "3123" }), "google")).toBe(
      "http://localhost:3123/wps/session/oauth/google/callback",
    );
  });
});
