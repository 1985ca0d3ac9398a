import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SELF = fileURLToPath(import.meta.url);
const SOURCE_ROOT = resolve(SELF, "../.."); // apps/demo-vendor/src
const FORBIDDEN = ["Math", "random"].join(".");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) ? [path] : [];
  });
}

describe("randomness", () => {
  it(`no TypeScript file of the demo vendor uses ${FORBIDDEN} (outcomes come only from the seeds)`, () => {
    const files = sourceFiles(SOURCE_ROOT).filter((file) => resolve(file) !== SELF);
    expect(files.length).toBeGreaterThan(10);
    expect(files.some((file) => file.endsWith("engine/slot.ts"))).toBe(true);
    const offenders = files
      .filter((file) => readFileSync(file, "utf8").includes(FORBIDDEN))
      .map((file) => relative(SOURCE_ROOT, file));
    expect(offenders).toEqual([]);
  });
});
