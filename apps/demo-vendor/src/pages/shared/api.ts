import type {
  PlayRequest,
  PlayResponse,
  RoundResponse,
  SeedsRequest,
  SeedsResponse,
  SessionRequest,
  SessionResponse,
  VendorErrorCode,
} from "../../protocol.ts";
import type { Lang } from "./i18n.ts";

/* The four JSON calls of the vendor's page API (protocol.ts), with retries that can never act twice. */

export type ApiErrorCode = VendorErrorCode | "network" | "unknown";

export class VendorApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "VendorApiError";
  }
}

export type ApiOptions = {
  /** The vendor mount with a trailing slash ("/demo-vendor/"). */
  base: string;
  lang: Lang;
  fetch?: typeof fetch;
  /** Waits before the 2nd, 3rd… attempt of a call that got no answer. */
  retryDelaysMs?: number[];
  /** A call without an answer after this long is abandoned (and retried). */
  timeoutMs?: number;
};

const KNOWN_CODES: readonly string[] = [
  "invalid_request",
  "session_invalid",
  "game_unavailable",
  "invalid_bet",
  "insufficient_balance",
  "round_in_progress",
  "round_settling",
  "wallet_timeout",
  "wallet_error",
  "round_not_found",
];

/** Statuses that, without a vendor error code in the body, mean "no answer" (a proxy): a retry is safe. */
const GATEWAY_STATUS = new Set([502, 503, 504]);

export type VendorApi = ReturnType<typeof createVendorApi>;

export function createVendorApi(options: ApiOptions) {
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  const delays = options.retryDelaysMs ?? [400, 1200, 2500];
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function once<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await doFetch(`${options.base}${path}`, {
        method,
        headers: {
          accept: "application/json",
          "accept-language": options.lang,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        credentials: "same-origin",
      });
    } catch {
      throw new VendorApiError("network", 0, "network");
    } finally {
      clearTimeout(timer);
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = payload as { error?: unknown; message?: unknown } | null;
      const known = typeof error?.error === "string" && KNOWN_CODES.includes(error.error);
      if (!known && GATEWAY_STATUS.has(response.status))
        throw new VendorApiError("network", response.status, "network");
      const code = known ? (error!.error as string) : "unknown";
      const message = typeof error?.message === "string" ? error.message : response.statusText;
      throw new VendorApiError(code as ApiErrorCode, response.status, message);
    }
    if (payload === null) throw new VendorApiError("unknown", response.status, "empty answer");
    return payload as T;
  }

  /**
   * Sends the same request again while there is no answer (network error, time-out, a bare 502-504).
   * Safe for plays because the body carries the action's requestId: the vendor answers a repeat with
   * the first answer. For a play (`isPlay`) two more answers are waited out: round_settling (the stake
   * was taken, the win is being paid) and, on a repeat, round_in_progress (the first delivery of the
   * same request is still running).
   */
  async function withRetry<T>(call: () => Promise<T>, isPlay = false): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        const retryable =
          error instanceof VendorApiError &&
          (error.code === "network" ||
            (isPlay && error.code === "round_settling") ||
            (isPlay && attempt > 0 && error.code === "round_in_progress"));
        const delay = delays[attempt];
        if (!retryable || delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  return {
    session: (request: SessionRequest) => withRetry(() => once<SessionResponse>("POST", "api/session", request)),
    play: (request: PlayRequest) => withRetry(() => once<PlayResponse>("POST", "api/play", request), true),
    /** Not retried: a rotation repeated after a lost answer would reveal a second pair. */
    seeds: (request: SeedsRequest) => once<SeedsResponse>("POST", "api/seeds", request),
    round: (vendorCode: string, roundId: string) =>
      withRetry(() =>
        once<RoundResponse>("GET", `api/rounds/${encodeURIComponent(vendorCode)}/${encodeURIComponent(roundId)}`),
      ),
  };
}
