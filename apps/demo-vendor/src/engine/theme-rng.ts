/*
 * Design-time randomness: a game's theme key ("lotus-12", "football-3") deterministically picks its
 * reel strips, paytable, teams and odds, so the server and the browser build identical rules and
 * two themes differ. xoshiro128** seeded with a 128-bit hash of the key (cyrb128: fast, and the
 * catalogue seed describes 10,000 themes); never used for outcomes, which come only from the round's
 * FairStream. 32-bit integer arithmetic only, so every JS engine agrees.
 */

export interface ThemeRng {
  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32. */
  int(n: number): number;
  /** A uniform integer in [min, max]. */
  range(min: number, max: number): number;
  /** The items in a deterministic random order (a copy). */
  shuffle<T>(items: readonly T[]): T[];
  /** One item. */
  pick<T>(items: readonly T[]): T;
}

export function themeRng(purpose: string, theme: string): ThemeRng {
  const s = hash128(`lotus-demo-vendor:${purpose}:${theme}`);
  if ((s[0]! | s[1]! | s[2]! | s[3]!) === 0) s[0] = 1;

  const next = (): number => {
    const result = Math.imul(rotl(Math.imul(s[1]!, 5), 7), 9) >>> 0;
    const t = s[1]! << 9;
    s[2] = s[2]! ^ s[0]!;
    s[3] = s[3]! ^ s[1]!;
    s[1] = s[1]! ^ s[2]!;
    s[0] = s[0]! ^ s[3]!;
    s[2] = s[2]! ^ t;
    s[3] = rotl(s[3]!, 11);
    return result;
  };

  const int = (n: number): number => {
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const value = next();
      if (value < limit) return value % n;
    }
  };

  return {
    int,
    range: (min, max) => min + int(max - min + 1),
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const item = out[i]!;
        out[i] = out[j]!;
        out[j] = item;
      }
      return out;
    },
    pick: (items) => items[int(items.length)]!,
  };
}

/** cyrb128: a 128-bit non-cryptographic hash of a string's UTF-16 code units. */
function hash128(text: string): Uint32Array {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return new Uint32Array([h1, h2, h3, h4]);
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
