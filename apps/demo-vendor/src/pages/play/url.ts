import { isClientSeed } from "../../engine/fair.ts";

/* Reading the play page's address: /demo-vendor/play/:vendorCode/:gameCode?token=…&lang=…&room=… */

export type PlayAddress = {
  vendorCode: string;
  gameCode: string;
  token: string;
  lang: string | null;
  room: string | null;
  /** The catalogue's name of the game, when the launch passes it (else the vendor's own name). */
  name: string | null;
};

export function parsePlayAddress(pathname: string, search: string): PlayAddress {
  const segments = pathname.split("/").filter(Boolean);
  const at = segments.lastIndexOf("play");
  const decode = (value: string | undefined) => {
    try {
      return value === undefined ? "" : decodeURIComponent(value);
    } catch {
      return "";
    }
  };
  const params = new URLSearchParams(search);
  return {
    vendorCode: at >= 0 ? decode(segments[at + 1]) : "",
    gameCode: at >= 0 ? decode(segments[at + 2]) : "",
    token: params.get("token") ?? "",
    lang: params.get("lang"),
    room: params.get("room"),
    name: params.get("name")?.trim().slice(0, 120) || null,
  };
}

/** The verification page of a round (opened next to the game). */
export function verifyHref(base: string, vendorCode: string, roundId: string, lang: string): string {
  const query = new URLSearchParams({ vendor: vendorCode, round: roundId, lang });
  return `${base}verify?${query.toString()}`;
}

/** A UUID v4 for a play's requestId; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === "function" && globalThis.isSecureContext !== false) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh client seed: 32 hex characters from the browser's CSPRNG. */
export function newClientSeed(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** What the vendor accepts as a client seed (the engine's own rule). */
export function isValidClientSeed(seed: string): boolean {
  return isClientSeed(seed);
}
