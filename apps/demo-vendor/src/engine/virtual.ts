/*
 * Virtual matches for the sports and e-sports vendors. A theme "<sport>-<n>" ("football-3",
 * "lol-2") deterministically names two teams and the result probabilities (basis points summing to
 * 10,000); each option returns its fair odds less a 5 % margin, rounded down to 2 decimals. The
 * result is a weighted pick with nextInt(10000) against the probabilities, then a plausible score
 * consistent with it is drawn from the same stream.
 */
import { UNLIMITED_STAKE, multiplyByDecimal, parseSelections, toBasisPoints, type ParsedBet } from "./bet.ts";
import { themeRng } from "./theme-rng.ts";
import type { FairStream, GameEngine, Selections, StakeLimits, VirtualOutcome, VirtualRules } from "./types.ts";

/** The bookmaker's margin: returns = (1 − margin) / probability. */
export const VIRTUAL_MARGIN_BP = 500;

type ScoreKind = "goals" | "points" | "best_of_3" | "best_of_5";
type Sport = { draw: boolean; score: ScoreKind; teams: readonly string[] };

const CLUBS = [
  "Sông Hàn FC",
  "Hà Thành United",
  "Cửu Long FC",
  "Phố Núi FC",
  "Cảng Biển City",
  "Hồ Tây Rovers",
  "Tây Nguyên FC",
  "Đất Mũi FC",
  "Hạ Long Athletic",
  "Sài Gòn Stars",
  "Cố Đô FC",
  "Cao Nguyên United",
  "Bến Thành FC",
  "Trường Sơn FC",
  "Mekong Rangers",
  "Vịnh Xanh FC",
];
const ESPORTS_TEAMS = [
  "Lotus Gaming",
  "Crimson Tigers",
  "Mekong Wolves",
  "Jade Dragons",
  "Storm Phoenix",
  "Neon Serpents",
  "Iron Lotus",
  "Silver Koi",
  "Night Owls",
  "Thunder Cranes",
  "Golden Buffalo",
  "Lunar Foxes",
];
const TEAMS = [
  "Red Hawks",
  "Blue Sharks",
  "Golden Lions",
  "Silver Wolves",
  "Green Vipers",
  "Black Panthers",
  "White Cranes",
  "Orange Bears",
  "Purple Falcons",
  "Jade Tigers",
  "Iron Rhinos",
  "Sky Eagles",
];

const FOOTBALL: Sport = { draw: true, score: "goals", teams: CLUBS };
const ESPORT: Sport = { draw: false, score: "best_of_3", teams: ESPORTS_TEAMS };
const SPORTS: Record<string, Sport> = {
  football: FOOTBALL,
  soccer: FOOTBALL,
  futsal: FOOTBALL,
  hockey: { draw: true, score: "goals", teams: TEAMS },
  basketball: { draw: false, score: "points", teams: TEAMS },
  tennis: { draw: false, score: "best_of_3", teams: TEAMS },
  badminton: { draw: false, score: "best_of_3", teams: TEAMS },
  volleyball: { draw: false, score: "best_of_5", teams: TEAMS },
  esports: ESPORT,
  lol: ESPORT,
  dota2: ESPORT,
  cs2: ESPORT,
  valorant: ESPORT,
  aov: ESPORT,
  mlbb: ESPORT,
};

/** The sport key of a theme: the part before a trailing "-<variant>", lower case. */
export function sportOf(theme: string): string {
  const cut = theme.lastIndexOf("-");
  return (cut > 0 ? theme.slice(0, cut) : theme).trim().toLowerCase() || "football";
}

function sportRules(sport: string): Sport {
  return SPORTS[sport] ?? { draw: true, score: "goals", teams: TEAMS };
}

/** Decimal odds with 2 places from a probability in basis points: ⌊(1 − margin) / p × 100⌋ / 100. */
export function returnsFor(probabilityBp: number): string {
  const hundredths = Math.floor(((10_000 - VIRTUAL_MARGIN_BP) * 100) / probabilityBp);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

/** Exact RTP of an option: probability × returns = pBp × hundredths / (10,000 × 100). */
export function virtualOptionRtp(option: VirtualRules["options"][number]): { numerator: bigint; denominator: bigint } {
  const hundredths = multiplyByDecimal(100n, option.returns);
  return { numerator: BigInt(option.probabilityBp) * hundredths, denominator: 1_000_000n };
}

export function virtualRules(theme: string): VirtualRules {
  const sport = sportOf(theme);
  const { draw, teams } = sportRules(sport);
  const rng = themeRng("virtual", theme);
  const home = rng.int(teams.length);
  const away = (home + 1 + rng.int(teams.length - 1)) % teams.length;
  let drawBp = 0;
  let homeBp: number;
  if (draw) {
    drawBp = rng.range(2200, 3000);
    homeBp = Math.floor(((10_000 - drawBp) * rng.range(3500, 6500)) / 10_000);
  } else {
    homeBp = rng.range(3000, 7000);
  }
  const awayBp = 10_000 - drawBp - homeBp;
  const options: VirtualRules["options"] = [
    { id: "home", probabilityBp: homeBp, returns: returnsFor(homeBp) },
    ...(draw ? [{ id: "draw" as const, probabilityBp: drawBp, returns: returnsFor(drawBp) }] : []),
    { id: "away", probabilityBp: awayBp, returns: returnsFor(awayBp) },
  ];
  const rtpBp = Math.max(
    ...options.map((option) => {
      const { numerator, denominator } = virtualOptionRtp(option);
      return toBasisPoints(numerator, denominator);
    }),
  );
  return { sport, home: teams[home]!, away: teams[away]!, options, rtpBp };
}

function drawScore(stream: FairStream, kind: ScoreKind, result: VirtualOutcome["result"]): [number, number] {
  if (result === "draw") {
    const goals = stream.nextInt(4);
    return [goals, goals];
  }
  let winner: number;
  let loser: number;
  switch (kind) {
    case "goals":
      loser = stream.nextInt(3);
      winner = loser + 1 + stream.nextInt(3);
      break;
    case "points":
      loser = 70 + stream.nextInt(41);
      winner = loser + 1 + stream.nextInt(20);
      break;
    case "best_of_3":
      winner = 2;
      loser = stream.nextInt(2);
      break;
    case "best_of_5":
      winner = 3;
      loser = stream.nextInt(3);
      break;
  }
  return result === "home" ? [winner, loser] : [loser, winner];
}

export function virtualEngine(theme: string): GameEngine<Selections, VirtualOutcome> & { rules: VirtualRules } {
  const rules = virtualRules(theme);
  const { score } = sportRules(rules.sport);
  const optionsById = new Map(rules.options.map((option) => [option.id as string, option]));
  const optionIds: ReadonlySet<string> = new Set(optionsById.keys());
  return {
    engine: "virtual",
    rules,
    parseBet(input: unknown, limits: StakeLimits = UNLIMITED_STAKE): ParsedBet<Selections> {
      return parseSelections(input, optionIds, limits);
    },
    play(stream: FairStream): VirtualOutcome {
      const pick = stream.nextInt(10_000);
      let cumulative = 0;
      let result = rules.options[rules.options.length - 1]!.id;
      for (const option of rules.options) {
        cumulative += option.probabilityBp;
        if (pick < cumulative) {
          result = option.id;
          break;
        }
      }
      return { result, score: drawScore(stream, score, result) };
    },
    payout(bet: Selections, outcome: VirtualOutcome): bigint {
      let total = 0n;
      for (const { id, amount } of bet.selections) {
        const option = optionsById.get(id);
        if (!option) throw new Error(`unknown option: ${id}`);
        if (id === outcome.result) total += multiplyByDecimal(BigInt(amount), option.returns);
      }
      return total;
    },
    describe: () => ({ rtpBp: rules.rtpBp, rules }),
  };
}
