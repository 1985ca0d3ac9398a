import {
  PATHS,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  signVendorRequest,
  type VendorAnswerValue,
  type VendorApiAction,
} from "@lotus/contracts";

/*
 * The demo vendor's side of the seamless wallet API (architecture.md §5): signed HTTP calls to
 * POST /vendor-api/v1/{vendorCode}/{action}, exactly as an outside vendor makes them. Node's fetch
 * keeps connections alive. The answer is one of
 *   ok       the platform accepted the call (value: player, balance),
 *   refused  a definitive error answer (an envelope with a 4xx status): nothing was changed,
 *   unknown  no usable answer (time-out, network error, 5xx, not an envelope): the call may or
 *            may not have taken effect, so a bet must be rolled back and a win sent again.
 */

export type WalletResult =
  | { kind: "ok"; value: VendorAnswerValue }
  | { kind: "refused"; code: string; status: number; message: string }
  | { kind: "unknown"; reason: string };

type Body = Record<string, string | boolean>;

export type WalletClient = (vendorCode: string, action: VendorApiAction, body: Body) => Promise<WalletResult>;

export function walletClient(options: {
  platformUrl: () => string;
  /** The shared HMAC secret, resolved once and then kept. */
  secret: () => Promise<string>;
  timeoutMs: number;
}): WalletClient {
  return async (vendorCode, action, body) => {
    const secret = await options.secret();
    const rawBody = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const path = PATHS.vendorApi.replace(":vendorCode", encodeURIComponent(vendorCode)).replace(":action", action);
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(path, options.platformUrl()), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [VENDOR_TIMESTAMP_HEADER]: timestamp,
          [VENDOR_SIGNATURE_HEADER]: signVendorRequest(secret, timestamp, rawBody),
        },
        body: rawBody,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      return { kind: "unknown", reason: name === "TimeoutError" ? "timeout" : `network: ${(error as Error).message}` };
    }
    let envelope: { success?: unknown; code?: unknown; message?: unknown; value?: unknown };
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      return { kind: "unknown", reason: `HTTP ${response.status}: not JSON` };
    }
    if (response.ok && envelope.success === true && isAnswerValue(envelope.value)) {
      return { kind: "ok", value: envelope.value };
    }
    if (response.status >= 400 && response.status < 500 && typeof envelope.code === "string") {
      return {
        kind: "refused",
        code: envelope.code,
        status: response.status,
        message: typeof envelope.message === "string" ? envelope.message : "",
      };
    }
    return { kind: "unknown", reason: `HTTP ${response.status} ${String(envelope.code ?? "")}` };
  };
}

function isAnswerValue(value: unknown): value is VendorAnswerValue {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.playerId === "string" && typeof v.balance === "string" && /^[0-9]+$/.test(v.balance);
}
