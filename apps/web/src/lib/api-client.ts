import type { Envelope } from "@lotus/contracts/web";
import { currentLanguage } from "./language";

/** A failed call: the server's catalogue code and its localized message. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, message: string, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

type Query = Record<string, string | number | undefined>;

/**
 * Calls the API with the `Language` header and unwraps the `{success, code, message, value}`
 * envelope. `V` is the value type inferred from the contract schema; the server validates every
 * response against that schema, and parsing it again here would put zod in the initial bundle.
 */
export async function apiGet<V>(path: string, query: Query = {}, signal?: AbortSignal): Promise<V> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const url = params.size > 0 ? `${path}?${params}` : path;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Language: currentLanguage(), Accept: "application/json" }, signal });
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
  if (!response.ok || !body.success) throw new ApiError(body.code, body.message, response.status);
  return body.value as V;
}
