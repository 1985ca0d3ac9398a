import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Issue 14: the draw code cannot read tickets. The dependency rule `lottery-draw-reads-no-tickets`
 * (.dependency-cruiser.cjs, run by `npm run check:boundaries`) enforces it for the build; this test
 * checks the same on the sources, and that the draw code's SQL never names a table of bets.
 */

const here = dirname(fileURLToPath(import.meta.url));
const lottery = resolve(here, "../../src/modules/lottery");
const draw = join(lottery, "draw");
const files = readdirSync(draw).filter((f) => f.endsWith(".ts"));

describe("the lottery's draw code", () => {
  it("imports nothing of the lottery module outside draw/", () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const source = readFileSync(join(draw, file), "utf8");
      for (const [, specifier] of source.matchAll(/from\s+"([^"]+)"/g)) {
        if (!specifier!.startsWith(".")) continue;
        const target = resolve(draw, specifier!);
        const insideLottery = !relative(lottery, target).startsWith("..");
        const insideDraw = !relative(draw, target).startsWith("..");
        expect(!insideLottery || insideDraw, `${file} imports ${specifier}`).toBe(true);
      }
    }
  });

  it("never reads lines, wins or exposure", () => {
    for (const file of files) {
      const source = readFileSync(join(draw, file), "utf8");
      expect(source, file).not.toMatch(/\blottery_(ticket|win|exposure)\b/);
    }
  });
});
