import { prefersReducedMotion, sleep } from "../shared/dom.ts";

/**
 * The rolling dice of Tài Xỉu and Bầu Cua: while a round is in flight the dice box rolls (class
 * "rolling", a tick every `tickMs` draws the next faces), and it rolls for at least `minMs`.
 */
export function createDiceRoll(diceBox: HTMLElement, tickMs: number, minMs: number) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let startedAt = 0;
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    diceBox.classList.remove("rolling");
  };
  return {
    /** Starts rolling with `tick`; false (and no rolling) when the reader prefers reduced motion. */
    start(tick: () => void): boolean {
      startedAt = performance.now();
      if (prefersReducedMotion()) return false;
      diceBox.classList.add("rolling");
      timer = setInterval(tick, tickMs);
      return true;
    },
    /** The answer came: roll on until `minMs` have passed, then stop (at once if not rolling). */
    async settle(): Promise<void> {
      if (timer !== null) {
        const elapsed = performance.now() - startedAt;
        if (elapsed < minMs) await sleep(minMs - elapsed);
        stop();
      }
    },
    stop,
  };
}
