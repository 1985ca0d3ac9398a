import { PATHS, sealEnvelope, type Envelope, type PublicKeyValue } from "@lotus/contracts/web";
import { currentLanguage } from "./language";
import { clearSession, getSession } from "./session";

/** A failed call: the server's catalogue code, its localized message and the error value. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;
  constructor(code: string, message: string, status: number, value: unknown = null) {
    super(message);
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  return params.size > 0 ? `${path}?${params}` : path;
}

/** Codes that mean the stored token is no longer any good: the session is dropped. */
const SESSION_ENDED = new Set(["session_expired", "please_login_first"]);

async function call<V>(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<V> {
  const session = getSession();
  if (session) init.headers.Authorization = `Bearer ${session.token}`;
  init.headers.Language = currentLanguage();
  init.headers.Accept = "application/json";
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError("network_error", "", 0);
  }
  let body: Envelope<unknown>;
  try {
    body = (await response.json()) as Envelope<unknown>;
  } catch {
    throw new ApiError("system_error", "", response.status);
  }
  if (!response.ok || !body.success) {
    if (session && response.status === 401 && SESSION_ENDED.has(body.code)) clearSession();
    throw new ApiError(body.code, body.message, response.status, body.value);
  }
  return body.value as V;
}

/**
 * Calls the API with the `Language` header (and the session's Bearer token) and unwraps the
 * `{success, code, message, value}` envelope. `V` is the value type inferred from the contract
 * schema; the server validates every response against that schema, and parsing it again here
 * would put zod in the initial bundle.
 */
export function apiGet<V>(path: string, query: Query = {}, signal?: AbortSignal): Promise<V> {
  return call<V>(withQuery(path, query), { headers: {}, signal });
}

let publicKey: Promise<PublicKeyValue> | undefined;
/** The server's envelope key, fetched once per page load. */
function serverPublicKey(): Promise<PublicKeyValue> {
  publicKey ??= apiGet<PublicKeyValue>(PATHS.publicKey).catch((error: unknown) => {
    publicKey = undefined;
    throw error;
  });
  return publicKey;
}

export type SendOptions = {
  body?: unknown;
  query?: Query;
  /** "Encrypted" calls of spec §7: the body travels in the sealed envelope (architecture.md §3). */
  sealed?: boolean;
  /** Sends the body form-urlencoded (forgot password by e-mail, spec §3). */
  form?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (a call made while the member leaves it). */
  keepalive?: boolean;
};

export async function apiSend<V>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  options: SendOptions = {},
): Promise<V> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    if (options.form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(options.body as Record<string, string>).toString();
    } else {
      headers["Content-Type"] = "application/json";
      const payload = options.sealed ? await sealEnvelope(await serverPublicKey(), options.body) : options.body;
      body = JSON.stringify(payload);
    }
  }
  return call<V>(withQuery(path, options.query ?? {}), {
    method,
    headers,
    body,
    signal: options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}

/**
 * Uploads one file (a picture: Content-Type image/png or image/jpeg, at most 5 MB) as the raw
 * request body — withdrawal proofs, promotion applications, feedback, KYC documents; the answer's
 * value holds the id the next call names it by.
 */
export function apiUpload<V>(path: string, file: Blob, signal?: AbortSignal): Promise<V> {
  return call<V>(path, { method: "POST", headers: { "Content-Type": file.type }, body: file, signal });
}

export { serverPublicKey };
