import { engineFor } from "../engine/index.ts";
import { hashServerSeed } from "../engine/fair.ts";
import { newClientSeed, newServerSeed, nodeHmacSha256, nodeSha256Hex } from "../engine/node-hmac.ts";
import type { GameEngine, GameEngineName, HmacSha256, StakeLimits } from "../engine/types.ts";

/*
 * The games the demo vendor serves: a game code is `${engine}.${theme}` ("slot.dragon-17",
 * "taixiu.classic", "baucua.classic", "virtual.football-3"); the engine decides the stake limits.
 */

export const ENGINES: readonly GameEngineName[] = ["slot", "taixiu", "baucua", "virtual"];
const THEME = /^[A-Za-z0-9_:-][A-Za-z0-9_.:-]{0,56}$/;

/** Stake limits per round (minor units): slots 1,000 ₫ – 500,000 ₫, dice and virtual 1,000 ₫ – 10,000,000 ₫. */
export function limitsOf(engine: GameEngineName): StakeLimits {
  return engine === "slot" ? { min: 100_000n, max: 50_000_000n } : { min: 100_000n, max: 1_000_000_000n };
}

export type Game = {
  gameCode: string;
  engine: GameEngineName;
  theme: string;
  name: string;
  impl: GameEngine;
  limits: StakeLimits;
};

const games = new Map<string, Game | null>();

/** The game of a code, or null when the code names no game of this vendor. Cached per code. */
export function gameOf(gameCode: string): Game | null {
  const cached = games.get(gameCode);
  if (cached !== undefined) return cached;
  const game = resolve(gameCode);
  // The engine keeps its own cache of built engines; this one only saves parsing and naming.
  if (games.size >= 1_000) games.delete(games.keys().next().value!);
  games.set(gameCode, game);
  return game;
}

function resolve(gameCode: string): Game | null {
  if (gameCode.length > 64) return null;
  const dot = gameCode.indexOf(".");
  if (dot < 0) return null;
  const engine = gameCode.slice(0, dot) as GameEngineName;
  const theme = gameCode.slice(dot + 1);
  if (!ENGINES.includes(engine) || !THEME.test(theme)) return null;
  let impl: GameEngine;
  try {
    impl = engineFor(engine, theme) as GameEngine;
  } catch {
    return null;
  }
  return { gameCode, engine, theme, name: gameName(engine, theme, impl), impl, limits: limitsOf(engine) };
}

const titleCase = (text: string) =>
  text
    .split(/[-_.:]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** A readable name from the theme (the catalogue's own name is not known to the vendor's backend). */
export function gameName(engine: GameEngineName, theme: string, impl?: GameEngine): string {
  const variant = theme === "classic" ? "" : ` ${titleCase(theme)}`;
  if (engine === "taixiu") return `Tài Xỉu${variant}`;
  if (engine === "baucua") return `Bầu Cua Tôm Cá${variant}`;
  if (engine === "virtual" && impl) {
    const rules = safeRules(impl) as { home?: unknown; away?: unknown } | null;
    if (rules && typeof rules.home === "string" && typeof rules.away === "string") {
      return `${rules.home} – ${rules.away}`;
    }
  }
  return titleCase(theme) || theme;
}

function safeRules(impl: GameEngine): unknown {
  try {
    return impl.describe().rules;
  } catch {
    return null;
  }
}

/** HMAC-SHA256 with node:crypto (the engine's fair stream on the server). */
export const nodeHmac: HmacSha256 = nodeHmacSha256;
export { newClientSeed, newServerSeed };
/** The published commitment: SHA-256 hex of the server seed's text. */
export const hashSeed = (serverSeed: string): string => hashServerSeed(serverSeed, nodeSha256Hex);
