import { describe, expect, it } from "vitest";
import { describeGame } from "./describe.ts";
import { engineFor } from "./index.ts";
import { SLOT_FAMILIES } from "./slot-families.ts";

const FAMILIES = [...SLOT_FAMILIES.keys(), "live", "classic"];

describe("describeGame", () => {
  it("publishes the same RTP as the engine's describe() for every engine", () => {
    for (let i = 0; i < 200; i++) {
      const theme = `${FAMILIES[i % FAMILIES.length]}-${i * 13}`;
      expect(describeGame("slot", theme)).toEqual({ rtpBp: engineFor("slot", theme).describe().rtpBp });
    }
    for (const theme of ["football-1", "lol-4", "basketball-2"]) {
      expect(describeGame("virtual", theme)).toEqual({ rtpBp: engineFor("virtual", theme).describe().rtpBp });
    }
    expect(describeGame("taixiu", "")).toEqual({ rtpBp: 9722 });
    expect(describeGame("baucua", "anything")).toEqual({ rtpBp: 9213 });
  });

  it("describes 10,000 slot themes in well under a second (the catalogue seed's call)", () => {
    const themes = Array.from({ length: 10_000 }, (_, i) => `${FAMILIES[i % FAMILIES.length]}-seed${i}`);
    const wallStart = performance.now();
    const cpuStart = process.cpuUsage();
    const rtps = themes.map((theme) => describeGame("slot", theme).rtpBp);
    const cpu = process.cpuUsage(cpuStart);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const wallMs = performance.now() - wallStart;
    console.log(`describeGame × 10,000 slot themes: ${wallMs.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU`);
    // CPU time, so that other processes on a shared machine do not fail the test.
    expect(cpuMs).toBeLessThan(1000);
    expect(rtps.every((bp) => bp >= 9400 && bp <= 9750)).toBe(true);
    const again = performance.now();
    themes.forEach((theme) => describeGame("slot", theme));
    expect(performance.now() - again).toBeLessThan(100); // cached
  });
});
