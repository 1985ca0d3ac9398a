// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LANGUAGE_STORAGE_KEY,
  MINIMUM_AGE,
  PATHS,
  type PermissionValue,
  type RegisterFieldRule,
  type Sealed,
} from "@lotus/contracts/web";
import { registerHumanVerifier } from "../../../lib/human-verification";
import { permissionQueryOptions } from "../../../lib/queries/permission";
import { queryClient } from "../../../lib/query-client";
import accountEn from "../../../locales/en/account.json";
import commonEn from "../../../locales/en/common.json";
import { RegisterForm } from "./register-form";

const rule = (field: RegisterFieldRule["field"], patch: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  field,
  enabled: true,
  required: false,
  acceptedPattern: "*",
  patternId: 0,
  minLength: 1,
  maxLength: 32,
  ...patch,
});

/** A site with username registration only: no SMS code, no captcha, no mobile number. */
const permission: PermissionValue = {
  site: {
    brandName: "Lotus",
    merchantCode: "LOTUS",
    currency: "VND",
    defaultLanguage: "en",
    loginRequired: false,
    affiliateLinkEnabled: true,
    chatHeaderColor: "#000000",
    demoOutbox: [],
  },
  whitelabel: [{ modId: "USERNAMEREG3", enabled: "1", childrenNodes: [] }],
  register: [
    rule("username", {
      required: true,
      acceptedPattern: "^[A-Za-z][A-Za-z0-9]*$",
      patternId: 1,
      minLength: 6,
      maxLength: 12,
    }),
    rule("password", { required: true, minLength: 6, maxLength: 20 }),
    rule("mobileNum", { enabled: false }),
    rule("captcha", { enabled: false }),
    rule("nickname"),
  ],
  resources: [],
  customerService: [],
  imageCDNs: [],
  launchGameCDNs: [],
  location: { ip: "127.0.0.1", country: "VN" },
  maintenance: false,
  regionRestriction: false,
};

let serverKeys: CryptoKeyPair;
const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** What the server does with a sealed body (architecture.md §3): unwrap the AES key, then decrypt. */
async function openSealed(sealed: Sealed): Promise<unknown> {
  const rawKey = await crypto.subtle.decrypt({ name: "RSA-OAEP" }, serverKeys.privateKey, fromBase64(sealed.key));
  const aes = await crypto.subtle.importKey("raw", rawKey, "AES-GCM", false, ["decrypt"]);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64(sealed.iv) },
    aes,
    fromBase64(sealed.data),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: "success", message: "", value }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });

const loginDone = {
  token: "t0ken",
  member: { account: "lotus01" },
  firstTimeLogin: true,
  mustChangePassword: false,
};

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split("?")[0] === path);

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
  await i18next.use(initReactI18next).init({
    lng: "en",
    ns: ["account", "common"],
    defaultNS: "common",
    resources: { en: { account: accountEn, common: commonEn } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  serverKeys = await crypto.subtle.generateKey(
    { name: "RSA-OAEP", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["encrypt", "decrypt"],
  );
  registerHumanVerifier({ id: "test", verify: async () => "human-ok" });
});

beforeEach(async () => {
  const spki = toBase64(await crypto.subtle.exportKey("spki", serverKeys.publicKey));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).split("?")[0];
    if (path === PATHS.countryCodes) return ok([]);
    if (path === PATHS.publicKey) return ok({ keyId: "k1", spki });
    if (path === PATHS.humanChallenge) return ok({ provider: "test" });
    if (path === PATHS.register) return ok(loginDone);
    throw new Error(`unexpected call ${path}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  queryClient.clear();
  queryClient.setQueryData(permissionQueryOptions("en").queryKey, permission);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/index"]}>
        <RegisterForm tab="username" affiliate={{ status: "none", code: "" }} referralCode="" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const submit = () => screen.getByRole("button", { name: "Create account" });

describe("the registration form", () => {
  it("names every empty required field and the two agreements when sent empty, and calls nothing", async () => {
    const user = renderForm();
    await user.click(submit());

    expect(await screen.findByText("Username cannot be empty")).toBeTruthy();
    expect(screen.getByText("Password cannot be empty")).toBeTruthy();
    expect(screen.getByText("Confirm password cannot be empty")).toBeTruthy();
    expect(screen.getByText("Please agree to the Terms of Service to continue")).toBeTruthy();
    expect(screen.getByText(`You must be ${MINIMUM_AGE} or older to register`)).toBeTruthy();
    expect(screen.queryByText(/Nickname cannot be empty/)).toBeNull();
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Username"));
    expect(calls(PATHS.register)).toHaveLength(0);
    expect(calls(PATHS.humanChallenge)).toHaveLength(0);
  });

  it("refuses a username that breaks the operator's rule without sending a request", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Username"), "9lives");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret123");
    await user.click(screen.getByRole("checkbox", { name: /Terms of Service/ }));
    await user.click(screen.getByRole("checkbox", { name: /years of age or older/ }));
    await user.click(submit());

    const username = screen.getByLabelText("Username");
    await waitFor(() => expect(username.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByRole("alert").textContent).toContain("start with a letter");
    expect(calls(PATHS.register)).toHaveLength(0);
    expect(calls(PATHS.publicKey)).toHaveLength(0);
  });

  it("posts the sealed registration body with the trimmed fields, the agreements and the human check", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Username"), "  lotus01 ");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret123");
    await user.click(screen.getByRole("checkbox", { name: /Terms of Service/ }));
    await user.click(screen.getByRole("checkbox", { name: /years of age or older/ }));
    await user.click(submit());

    await waitFor(() => expect(calls(PATHS.register)).toHaveLength(1));
    const [, init] = calls(PATHS.register)[0]!;
    expect(init?.method).toBe("POST");
    const body = await openSealed(JSON.parse(String(init?.body)) as Sealed);
    expect(body).toEqual({
      username: "lotus01",
      password: "secret123",
      confirmPassword: "secret123",
      registerUrl: window.location.href,
      domain: window.location.hostname,
      registerMethod: "WEB",
      login: true,
      termsAgreed: true,
      ageConfirmed: true,
      humanVerification: "human-ok",
    });
    expect(calls(PATHS.registerMobile)).toHaveLength(0);
  });
});
