import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../src/lib/canonical-json.ts";

/** The first implementation (entries, filter, sort, map, join): stored hashes were made with it. */
function reference(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(reference).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(",")}}`;
}

describe("canonicalJson", () => {
  it("sorts keys at every level and leaves undefined members out", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: "é" }], c: null }, u: undefined })).toBe(
      '{"a":{"c":null,"d":[3,{"y":"é","z":1}]},"b":1}',
    );
  });

  it("gives the same bytes as the first implementation on varied values (stored hashes stay valid)", () => {
    const values: unknown[] = [
      null,
      0,
      -1.5,
      'đồng "quoted" \\ \n',
      true,
      [],
      {},
      [undefined, 1, [null, {}]],
      { "": 1, Z: 2, a: 3, ä: 4, "10": 5, "9": 6 },
      {
        kind: "realtime_salary",
        inputs: { teamBet: "435500000", activeMembers: 11, reached: true, clawbackRounds: undefined },
        deductions: [{ label: "downline", contractId: "2", amount: "1150000" }],
        tier: null,
      },
    ];
    for (const value of values) expect(canonicalJson(value)).toBe(reference(value));
  });
});
