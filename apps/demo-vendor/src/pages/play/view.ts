import type { RoundSummary, SessionResponse } from "../../protocol.ts";
import type { Lang, MessageKey, Translate } from "../shared/i18n.ts";

/* What the play page's controller needs from each engine's view (slot, taixiu, baucua, virtual). */

export type ViewContext = {
  t: Translate;
  lang: Lang;
  game: SessionResponse["game"];
  limits: { min: bigint; max: bigint };
  /** The selection or stake changed: the controller refreshes the stake display. */
  onStakeChange: () => void;
  /** A message in the page's error region (e.g. a chip above the maximum). */
  showError: (message: string) => void;
};

export type BetChoice =
  { ok: true; bet: unknown; stake: bigint } | { ok: false; error: MessageKey; vars?: Record<string, string | number> };

export interface GameView {
  /** "spin" for the slot (testid dv-spin), "play" for the others (dv-play). */
  action: "spin" | "play";
  idleHint: MessageKey;
  /** The visual part: reels, dice, the match. */
  stage: HTMLElement;
  /** Stake selector or bet spots with chips. */
  controls: HTMLElement;
  /** Extra side panels (the slot's paytable). */
  panels: HTMLElement[];
  /** An RTP to show in the header, if the game publishes one for the whole game. */
  rtpBp?: number;
  /** The current selection, checked against the limits. */
  bet(): BetChoice;
  /** The stake the player is about to play (shown as "dv-stake"). */
  stake(): bigint;
  /** Disables every selection control while a round is in flight (or waiting for a retry). */
  setLocked(locked: boolean): void;
  /** The round was sent: animate. */
  start(): void;
  /** The answer came: stop the animation on the outcome. */
  finish(round: RoundSummary): Promise<void>;
  /** No outcome (refused, rolled back or no answer): back to the idle look. */
  abort(): void;
  /** A short badge for the history list ("T 12", three pictures…). */
  badge(outcome: unknown): HTMLElement;
}
