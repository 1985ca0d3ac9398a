import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  LANGUAGES,
  LOTTERY_BET_CODES,
  LOTTERY_BET_STRUCTURES,
  LOTTERY_DRAW_STATES,
  LOTTERY_PRIZES,
  LOTTERY_REGIONS,
  LOTTERY_RESULT_SOURCES,
} from "@lotus/contracts/web";
import { WEEKDAYS } from "./games";

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../locales");

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

/** Keys the lottery screens build at run time from the contracts' value lists. */
const builtKeys = [
  ...LOTTERY_BET_CODES.map((code) => `lottery.bet.${code}`),
  ...LOTTERY_DRAW_STATES.map((state) => `lottery.state.${state}`),
  ...LOTTERY_BET_STRUCTURES.map((structure) => `lottery.structure.${structure}`),
  ...LOTTERY_BET_STRUCTURES.flatMap((structure) => LOTTERY_PRIZES[structure].map((p) => `lottery.prize.${p.prize}`)),
  ...LOTTERY_REGIONS.map((region) => `lottery.region.${region}`),
  ...WEEKDAYS.map((day) => `lottery.weekday.${day}`),
  ...["traditional", "fast"].map((kind) => `lottery.kind.${kind}`),
  ...LOTTERY_RESULT_SOURCES.map((source) => `lottery.source.${source}`),
  ...LOTTERY_RESULT_SOURCES.flatMap((source) =>
    ["sourceTo", "sourceTitle", "sourceText", "sourceNote", "sourceSaved"].map(
      (key) => `lottery.games.${key}.${source}`,
    ),
  ),
  ...["point", "money"].map((sale) => `lottery.sale.${sale}`),
  ...["unitPrice", "payoutPerHit", "maxUnits", "capPerNumber", "capPerMember"].map((c) => `lottery.col.${c}`),
  "lottery.games.cutoffInvalid",
  "lottery.games.cutoffAboveInterval",
  "lottery.odds.rtpAbove",
  "lottery.odds.maxUnitsInvalid",
];

describe("lottery texts", () => {
  for (const language of LANGUAGES) {
    it(`${language} names every bet type, state, prize, region and weekday the screens show`, () => {
      const catalogue = JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), "utf8")) as unknown;
      const missing = builtKeys.filter((key) => typeof lookup(catalogue, key) !== "string");
      expect(missing).toEqual([]);
    });
  }
});
