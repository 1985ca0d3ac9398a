/*
 * The demo vendor's own HTTP API between its game pages (src/pages, in the player's iframe) and its
 * backend (src/server). The platform never sees these calls; the backend turns them into signed
 * seamless wallet calls (POST /vendor-api/v1/{vendorCode}/{balance|bet|win|rollback}).
 * All paths are under the mount prefix (DEMO_VENDOR_PREFIX, "/demo-vendor"). Amounts: digit strings,
 * minor units (VND × 100).
 *
 *   GET  /play/:vendorCode/:gameCode?token=…&lang=vi   the game page (HTML shell + built assets)
 *   POST /api/session   SessionRequest  → SessionResponse
 *   POST /api/play      PlayRequest     → PlayResponse
 *   POST /api/seeds     SeedsRequest    → SeedsResponse    (rotate: reveals the old server seed)
 *   GET  /api/rounds/:vendorCode/:roundId                 → RoundResponse (public: for verification)
 *   GET  /verify?vendor=…&round=…                          the verification page
 * Errors: HTTP 4xx/5xx with { error: VendorErrorCode, message } (message in the page's language).
 * The language: `lang` in the body or the query, else the `Language` header, else the session's
 * language (the one given to /api/session), else Accept-Language; vi by default.
 */

import type { GameEngineName } from "./engine/types.ts";

export type VendorErrorCode =
  | "invalid_request"
  | "session_invalid" // unknown/expired vendor session or the platform refused the token
  | "game_unavailable"
  | "invalid_bet"
  | "insufficient_balance"
  | "round_in_progress" // the session already has a round being played
  | "round_settling" // the stake was taken and the win is being paid: retry with the same requestId for the result
  | "wallet_timeout" // the platform did not answer in time; the bet was rolled back
  | "wallet_error"
  | "round_not_found";

/** HTTP status of each error. */
export const VENDOR_ERROR_STATUS: Record<VendorErrorCode, number> = {
  invalid_request: 400,
  session_invalid: 401,
  game_unavailable: 404,
  invalid_bet: 400,
  insufficient_balance: 402,
  round_in_progress: 409,
  round_settling: 503,
  wallet_timeout: 504,
  wallet_error: 502,
  round_not_found: 404,
};
/** An error answer. `roundId`: the round concerned (round_settling, wallet_timeout); `detail`: the engine's reason (invalid_bet). */
export type VendorErrorResponse = { error: VendorErrorCode; message: string; roundId?: string; detail?: string };

/** The page's language (vi, en, zh, ja, th), optional on every request. */
export type LanguageField = { lang?: string };

export type SessionRequest = { token: string; vendorCode: string; gameCode: string } & LanguageField;
export type SessionStats = { rounds: number; staked: string; won: string; net: string };
/** The player's current seed pair; `nonce` is the nonce of the next round (nonces start at 1 for each pair). */
export type Fairness = { serverSeedHash: string; clientSeed: string; nonce: number };
export type SessionResponse = {
  sessionId: string;
  playerId: string;
  currency: "VND";
  balance: string;
  game: {
    vendorCode: string;
    gameCode: string;
    name: string;
    engine: GameEngineName;
    theme: string;
    rtpBp: number;
    /** engine.describe().rules: paytable, reels, lines (slot) or bet options and odds. */
    rules: unknown;
    limits: { min: string; max: string };
  };
  fairness: Fairness;
  stats: SessionStats;
};

export type PlayRequest = {
  sessionId: string;
  /** The page's id for this action (UUID): a retry with the same id gets the same answer. */
  requestId: string;
  /** Engine-specific selection, checked by engine.parseBet. */
  bet: unknown;
} & LanguageField;
export type RoundSummary = {
  roundId: string;
  nonce: number;
  stake: string;
  win: string;
  outcome: unknown;
  at: string;
};
export type PlayResponse = { round: RoundSummary; balance: string; stats: SessionStats; fairness: Fairness };

/** clientSeed: 1–64 of A–Z a–z 0–9 _ - (the engine's CLIENT_SEED_PATTERN); when absent the current client seed is kept. */
export type SeedsRequest = { sessionId: string; clientSeed?: string } & LanguageField;
export type SeedsResponse = {
  /** lastNonce: the nonce of the last round played with the revealed pair (0: none). */
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; lastNonce: number };
  next: Fairness;
};

export type RoundResponse = {
  roundId: string;
  vendorCode: string;
  gameCode: string;
  gameName: string;
  engine: GameEngineName;
  theme: string;
  bet: unknown;
  stake: string;
  win: string;
  outcome: unknown;
  serverSeedHash: string;
  /** null until the player rotates the seed pair (then the round can be verified). */
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  at: string;
};
