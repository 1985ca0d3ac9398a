/**
 * `window.__lobbyMetrics`: what the lobby's search costs, for the benchmark (bench/README.md)
 * and anyone curious in the browser console. Each keystroke in the search box records:
 *  - `filterMs`: folding the query and testing every game (the pure search),
 *  - `commitMs`: from the input event to React's commit of the new grid (filter + render +
 *    DOM update, measured in a layout effect, so before the browser's style and layout),
 *  - `frameMs`: from the input event to the end of the next frame (commit + style, layout and
 *    paint; read in a task queued from requestAnimationFrame), filled in a frame later,
 *  - `results` and `cards` (game cards in the DOM after the commit).
 * Only the last MAX_SAMPLES keystrokes are kept. `reset()` clears them.
 */
export type KeystrokeSample = {
  query: string;
  filterMs: number;
  commitMs: number;
  frameMs?: number;
  results: number;
  cards: number;
};

export type LobbyMetrics = {
  samples: KeystrokeSample[];
  /** Games in the catalogue and how long building the search keys took when the list arrived. */
  catalogue: { games: number; indexMs: number } | null;
  reset: () => void;
};

declare global {
  interface Window {
    __lobbyMetrics?: LobbyMetrics;
  }
}

const MAX_SAMPLES = 500;

export function lobbyMetrics(): LobbyMetrics | null {
  if (typeof window === "undefined") return null;
  window.__lobbyMetrics ??= {
    samples: [],
    catalogue: null,
    reset() {
      this.samples = [];
    },
  };
  return window.__lobbyMetrics;
}

/** Keystrokes waiting for the end of their frame; one MessageChannel serves them all. */
let awaitingFrame: { entry: KeystrokeSample; started: number }[] = [];
let afterFrame: MessageChannel | null = null;

function endOfFrame() {
  const now = performance.now();
  for (const { entry, started } of awaitingFrame) entry.frameMs = now - started;
  awaitingFrame = [];
}

/** Records a keystroke at commit time; `started` is the input event's performance.now(). */
export function recordKeystroke(sample: Omit<KeystrokeSample, "frameMs">, started: number): void {
  const metrics = lobbyMetrics();
  if (!metrics) return;
  const entry: KeystrokeSample = { ...sample };
  metrics.samples.push(entry);
  if (metrics.samples.length > MAX_SAMPLES) metrics.samples.splice(0, metrics.samples.length - MAX_SAMPLES);
  if (!afterFrame) {
    afterFrame = new MessageChannel();
    afterFrame.port1.onmessage = endOfFrame;
  }
  awaitingFrame.push({ entry, started });
  // A task queued from requestAnimationFrame runs once the frame's style, layout and paint are done.
  const channel = afterFrame;
  requestAnimationFrame(() => channel.port2.postMessage(null));
}

export function recordCatalogue(games: number, indexMs: number): void {
  const metrics = lobbyMetrics();
  if (metrics) metrics.catalogue = { games, indexMs };
}
