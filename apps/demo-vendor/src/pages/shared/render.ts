import type {
  BauCuaOutcome,
  BauCuaRules,
  GameEngineName,
  SlotOutcome,
  SlotRules,
  TaiXiuOutcome,
  VirtualOutcome,
  VirtualRules,
} from "../../engine/types.ts";
import { h } from "./dom.ts";
import type { MessageKey, Translate } from "./i18n.ts";

/* Pieces both pages draw: dice, picture dice, a slot grid, one-line outcome summaries. */

/** Pip positions on a 3×3 grid (cells 0–8, row by row) for faces 1–6. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die face drawn with CSS pips (no inline styles); `value` 0 draws a blank die. */
export function renderDie(value: number, label?: string): HTMLElement {
  const pips = new Set(PIPS[value] ?? []);
  const die = h("span", { class: "die", role: "img", "aria-label": label ?? String(value), "data-value": value });
  for (let cell = 0; cell < 9; cell++) die.appendChild(h("span", { class: pips.has(cell) ? "pip on" : "pip" }));
  return die;
}

export const BAUCUA_IDS = ["bau", "cua", "tom", "ca", "ga", "nai"] as const;
export type BauCuaId = (typeof BAUCUA_IDS)[number];
const BAUCUA_GLYPHS: Record<BauCuaId, string> = { bau: "🍐", cua: "🦀", tom: "🦐", ca: "🐟", ga: "🐓", nai: "🦌" };

export function isBauCuaId(id: string): id is BauCuaId {
  return (BAUCUA_IDS as readonly string[]).includes(id);
}

export function bauCuaName(id: string, t: Translate): string {
  return isBauCuaId(id) ? t(`baucua.${id}` as MessageKey) : id;
}

export function bauCuaGlyph(id: string, rules?: BauCuaRules | null): string {
  return rules?.symbols.find((symbol) => symbol.id === id)?.glyph ?? (isBauCuaId(id) ? BAUCUA_GLYPHS[id] : "?");
}

export function renderPictureDie(id: string, t: Translate, rules?: BauCuaRules | null): HTMLElement {
  return h(
    "span",
    { class: `picture-die face-${id}`, role: "img", "aria-label": bauCuaName(id, t) },
    h("span", { "aria-hidden": "true" }, bauCuaGlyph(id, rules)),
  );
}

export function slotSymbol(rules: SlotRules, id: string) {
  return rules.symbols.find((symbol) => symbol.id === id);
}

/** One reel cell: the symbol's glyph on its colour. */
export function fillSlotCell(cell: HTMLElement, rules: SlotRules, id: string): void {
  const symbol = slotSymbol(rules, id);
  cell.textContent = symbol?.glyph ?? id;
  cell.setAttribute("aria-label", symbol?.name ?? id);
  cell.dataset.symbol = id;
  cell.dataset.kind = symbol?.kind ?? "regular";
  // A runtime style from JS is allowed by the CSP (it is not a style attribute in the HTML).
  cell.style.setProperty("--symbol-color", symbol?.color ?? "#f2c46d");
}

/** A static 5×3 grid (the verification page); cells of winning lines get the class "win". */
export function renderSlotGrid(rules: SlotRules, outcome: SlotOutcome, t: Translate): HTMLElement {
  const winning = winningCells(rules, outcome);
  const grid = h("div", { class: "reels static", role: "group", "aria-label": t("slot.reels") });
  for (let row = 0; row < outcome.grid.length; row++) {
    for (let reel = 0; reel < (outcome.grid[row]?.length ?? 0); reel++) {
      const cell = h("span", { class: winning.has(`${row}:${reel}`) ? "cell win" : "cell", role: "img" });
      fillSlotCell(cell, rules, outcome.grid[row]?.[reel] ?? "");
      grid.appendChild(cell);
    }
  }
  return grid;
}

/** "row:reel" keys of the cells that make the outcome's line wins (and scatters). */
export function winningCells(rules: SlotRules, outcome: SlotOutcome, onlyLine?: number): Set<string> {
  const cells = new Set<string>();
  for (const win of outcome.lineWins) {
    if (onlyLine !== undefined && win.line !== onlyLine) continue;
    const rows = rules.lines[win.line];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel++) cells.add(`${rows[reel]}:${reel}`);
  }
  if (onlyLine === undefined && outcome.scatter.count >= 3) {
    const scatterIds = new Set(rules.symbols.filter((s) => s.kind === "scatter").map((s) => s.id));
    outcome.grid.forEach((row, r) =>
      row.forEach((id, reel) => {
        if (scatterIds.has(id)) cells.add(`${r}:${reel}`);
      }),
    );
  }
  return cells;
}

export type RulesFor = {
  slot: SlotRules;
  baucua: BauCuaRules;
  virtual: VirtualRules;
};

/** A one-line, translated description of an outcome ("Tài — tổng 12", "Cua, Cá, Cua", "Home 2 – 1 Away"). */
export function summarizeOutcome(engine: GameEngineName, outcome: unknown, t: Translate, rules?: unknown): string {
  switch (engine) {
    case "taixiu": {
      const o = outcome as TaiXiuOutcome;
      if (o.result === "triple") return t("taixiu.outcome.triple", { face: o.dice[0], total: o.total });
      return t(o.result === "tai" ? "taixiu.outcome.tai" : "taixiu.outcome.xiu", { total: o.total });
    }
    case "baucua": {
      const o = outcome as BauCuaOutcome;
      return t("baucua.outcome", { faces: o.dice.map((id) => bauCuaName(id, t)).join(", ") });
    }
    case "virtual": {
      const o = outcome as VirtualOutcome;
      const r = rules as VirtualRules | undefined;
      const home = r?.home ?? t("virtual.home");
      const away = r?.away ?? t("virtual.away");
      const vars = { home, away, homeScore: o.score[0], awayScore: o.score[1] };
      return o.result === "draw" ? t("virtual.outcome.draw", vars) : t("virtual.outcome", vars);
    }
    case "slot": {
      const o = outcome as SlotOutcome;
      const r = rules as SlotRules | undefined;
      return o.grid.map((row) => row.map((id) => (r ? (slotSymbol(r, id)?.glyph ?? id) : id)).join(" ")).join(" / ");
    }
  }
}
