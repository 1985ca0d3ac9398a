import { LANGUAGE_HEADER, type Envelope } from "@lotus/contracts/web";
import { currentLanguage } from "./language";
import { clearSession, getToken } from "./session";

/** A failed call: the server's catalogue code, its localized message (shown as returned) and status. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;
  constructor(code: string, message: string, status: number, value: unknown = null) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

export type Query = Record<string, string | number | undefined>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Fills `:name` segments of a CONSOLE_PATHS entry, encoding each value. */
export function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

export type ApiClientOptions = {
  fetch: typeof fetch;
  token: () => string | null;
  language: () => string;
  /** A call made with a token came back 401: the session is over, the app returns to login. */
  onUnauthorized: () => void;
};

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The console's HTTP client: Bearer token, `Language` header, and the `{success, code, message,
 * value}` envelope unwrapped. Responses are not parsed with zod here (the server validates them
 * against the contract schemas, and zod must not enter the bundle).
 */
export function createApiClient(options: ApiClientOptions) {
  async function send(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
    const token = options.token();
    if (token) init.headers.Authorization = `Bearer ${token}`;
    init.headers[LANGUAGE_HEADER] = options.language();
    let response: Response;
    try {
      response = await options.fetch(url, init);
    } catch (error) {
      if ((error as Error).name === "AbortError") throw error;
      throw new ApiError("network_error", "", 0);
    }
    if (response.status === 401 && token) options.onUnauthorized();
    return response;
  }

  async function failure(response: Response): Promise<ApiError> {
    try {
      const body = (await response.json()) as Partial<Envelope<unknown>>;
      return new ApiError(
        typeof body.code === "string" ? body.code : "system_error",
        typeof body.message === "string" ? body.message : "",
        response.status,
        body.value ?? null,
      );
    } catch {
      return new ApiError("system_error", "", response.status);
    }
  }

  async function json<V>(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<V> {
    init.headers.Accept = "application/json";
    const response = await send(url, init);
    if (!response.ok) throw await failure(response);
    let body: Envelope<unknown>;
    try {
      body = (await response.json()) as Envelope<unknown>;
    } catch {
      throw new ApiError("system_error", "", response.status);
    }
    if (!body.success) throw new ApiError(body.code, body.message, response.status, body.value);
    return body.value as V;
  }

  return {
    get<V>(path: string, query: Query = {}, signal?: AbortSignal): Promise<V> {
      return json<V>(withQuery(path, query), { headers: {}, signal });
    },
    send<V>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<V> {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers["Content-Type"] = "application/json";
      return json<V>(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    },
    /** Sends a file as the raw body with its own Content-Type (a notice's banner image). */
    upload<V>(path: string, file: Blob): Promise<V> {
      return json<V>(path, { method: "POST", headers: { "Content-Type": file.type }, body: file });
    },
    /** A binary resource (proof images) with the same token and error handling. */
    async blob(path: string, signal?: AbortSignal): Promise<Blob> {
      const response = await send(path, { headers: {}, signal });
      if (!response.ok) throw await failure(response);
      return response.blob();
    },
  };
}

export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  token: getToken,
  language: currentLanguage,
  onUnauthorized: () => clearSession("expired"),
});

/** The text to show for a failed call: the server's localized message, else a translated fallback. */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    if (error.code === "network_error") return t("errors.network");
  }
  return t("errors.generic");
}
