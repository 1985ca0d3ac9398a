import type { RoundSummary } from "../../protocol.ts";
import type { SlotOutcome, SlotRules } from "../../engine/types.ts";
import { h, prefersReducedMotion, replace, sleep } from "../shared/dom.ts";
import { formatInteger, formatMoney, formatPercentBp, slotStakes } from "../shared/money.ts";
import { fillSlotCell, slotSymbol, winningCells } from "../shared/render.ts";
import type { BetChoice, GameView, ViewContext } from "./view.ts";

/* The 5×3 slot: stake selector, reels with a quick spin, highlighted winning lines, the paytable. */

const TICK_MS = 70;
const MIN_SPIN_MS = 450;
const REEL_STOP_GAP_MS = 130;

export function createSlotView(ctx: ViewContext): GameView {
  const { t, lang } = ctx;
  const rules = ctx.game.rules as SlotRules;
  const reelCount = rules.reels || 5;
  const rowCount = rules.rows || 3;
  const lineCount = rules.lines.length;
  const stakes = slotStakes(ctx.limits, lineCount);
  let stakeIndex = 0;

  /* ---- stage: the reels ---- */
  const cells: HTMLElement[][] = [];
  const reels = h("div", { class: "reels", role: "group", "aria-label": t("slot.reels") });
  for (let row = 0; row < rowCount; row++) {
    cells.push([]);
    for (let reel = 0; reel < reelCount; reel++) {
      const cell = h("span", { class: "cell", role: "img", "data-reel": reel, "data-row": row });
      const strip = rules.strips[reel] ?? [];
      fillSlotCell(cell, rules, strip[row % Math.max(1, strip.length)] ?? rules.symbols[0]?.id ?? "");
      cells[row]!.push(cell);
      reels.appendChild(cell);
    }
  }
  const winList = h("ul", { class: "line-wins", "aria-label": t("paytable.title") });
  const stage = h("div", { class: "slot-stage" }, reels, winList);

  /* ---- controls: the stake ---- */
  const select = h("select", {
    id: "dv-stake-select",
    class: "stake-select",
    "data-testid": "dv-stake-select",
    onchange: () => setStake(select.selectedIndex),
  });
  for (const stake of stakes) select.appendChild(h("option", { value: stake.toString() }, formatMoney(stake, lang)));
  const down = h(
    "button",
    {
      type: "button",
      class: "btn round",
      "aria-label": t("action.stakeDown"),
      onclick: () => setStake(stakeIndex - 1),
    },
    "−",
  );
  const up = h(
    "button",
    {
      type: "button",
      class: "btn round",
      "aria-label": t("action.stakeUp"),
      onclick: () => setStake(stakeIndex + 1),
    },
    "+",
  );
  const perLine = h("p", { class: "hint", id: "dv-stake-per-line" });
  const controls = h(
    "div",
    { class: "slot-controls" },
    h("label", { class: "field-label", for: "dv-stake-select" }, t("slot.stakeLabel")),
    h("div", { class: "stake-row" }, down, select, up),
    perLine,
    h(
      "p",
      { class: "hint" },
      t("limits.range", {
        min: formatMoney(stakes[0] ?? ctx.limits.min, lang),
        max: formatMoney(stakes.at(-1) ?? ctx.limits.max, lang),
      }),
    ),
  );

  /* ---- the paytable ---- */
  const paytableBody = h("div", { class: "paytable-body" });
  const exact = h(
    "p",
    { class: "rtp-exact mono", id: "dv-rtp-exact", hidden: true },
    t("paytable.exact", { numerator: rules.rtpExact.numerator, denominator: rules.rtpExact.denominator }),
  );
  const exactToggle = h(
    "button",
    {
      type: "button",
      class: "btn link",
      "aria-expanded": "false",
      "aria-controls": "dv-rtp-exact",
      "data-testid": "dv-rtp-exact-toggle",
      onclick: () => {
        exact.hidden = !exact.hidden;
        exactToggle.setAttribute("aria-expanded", String(!exact.hidden));
        exactToggle.textContent = t(exact.hidden ? "paytable.showExact" : "paytable.hideExact");
      },
    },
    t("paytable.showExact"),
  );
  const rtpLine = h(
    "p",
    { class: "rtp" },
    h("strong", { "data-testid": "dv-paytable-rtp" }, t("paytable.rtp", { value: formatPercentBp(rules.rtpBp, lang) })),
    " ",
    h("span", { class: "hint" }, t("paytable.rtpHelp")),
    " ",
    exactToggle,
  );
  const paytable = h(
    "details",
    { class: "panel paytable", "data-testid": "dv-paytable" },
    h(
      "summary",
      null,
      h("span", null, t("paytable.title")),
      h("span", { class: "badge" }, t("paytable.rtp", { value: formatPercentBp(rules.rtpBp, lang) })),
    ),
    rtpLine,
    exact,
    paytableBody,
  );
  if (matchMedia?.("(min-width: 960px)").matches) paytable.open = true;

  function renderPaytable() {
    const stake = stakes[stakeIndex] ?? 0n;
    const lineStake = lineCount > 0 ? stake / BigInt(lineCount) : 0n;
    const rows = rules.symbols.map((symbol) => {
      const pays = symbol.kind === "scatter" ? rules.scatterPays : rules.pays[symbol.id];
      const base = symbol.kind === "scatter" ? stake : lineStake;
      const note =
        symbol.kind === "wild" ? t("paytable.wild") : symbol.kind === "scatter" ? t("paytable.scatter") : null;
      return h(
        "tr",
        null,
        h(
          "th",
          { scope: "row" },
          glyph(symbol.id),
          h("span", { class: "sr-only" }, symbol.name),
          note ? h("span", { class: "note" }, note) : null,
        ),
        ...[2, 1, 0].map((index) => {
          const multiplier = pays?.[index] ?? 0;
          return h(
            "td",
            null,
            multiplier > 0
              ? h(
                  "span",
                  null,
                  `×${formatInteger(multiplier, lang)}`,
                  h("small", null, formatMoney(base * BigInt(multiplier), lang)),
                )
              : "—",
          );
        }),
      );
    });
    const table = h(
      "table",
      { class: "pays" },
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col" }, t("paytable.symbol")),
          h("th", { scope: "col" }, "5"),
          h("th", { scope: "col" }, "4"),
          h("th", { scope: "col" }, "3"),
        ),
      ),
      h("tbody", null, ...rows),
    );
    const lines = h(
      "ol",
      { class: "line-diagrams", "aria-label": t("paytable.lines", { count: lineCount }) },
      ...rules.lines.map((rowsOfLine, index) => {
        const diagram = h("span", { class: "line-diagram", "aria-hidden": "true" });
        for (let row = 0; row < rowCount; row++)
          for (let reel = 0; reel < reelCount; reel++)
            diagram.appendChild(h("span", { class: rowsOfLine[reel] === row ? "dot on" : "dot" }));
        return h(
          "li",
          { "aria-label": `${t("paytable.line", { line: index + 1 })}: ${rowsOfLine.map((r) => r + 1).join("-")}` },
          h("span", { class: "line-number", "aria-hidden": "true" }, String(index + 1)),
          diagram,
        );
      }),
    );
    replace(
      paytableBody,
      h("p", { class: "hint" }, t("paytable.intro")),
      table,
      h("h3", null, t("paytable.lines", { count: lineCount })),
      lines,
    );
  }

  function glyph(id: string) {
    const symbol = slotSymbol(rules, id);
    const span = h("span", { class: "glyph", "aria-hidden": "true" }, symbol?.glyph ?? id);
    span.style.setProperty("--symbol-color", symbol?.color ?? "#f2c46d");
    return span;
  }

  function setStake(index: number) {
    stakeIndex = Math.min(Math.max(index, 0), stakes.length - 1);
    select.selectedIndex = stakeIndex;
    const stake = stakes[stakeIndex] ?? 0n;
    perLine.textContent = t("slot.stakePerLine", {
      lines: lineCount,
      amount: formatMoney(stake / BigInt(Math.max(1, lineCount)), lang),
    });
    down.disabled = locked || stakeIndex === 0;
    up.disabled = locked || stakeIndex === stakes.length - 1;
    renderPaytable();
    ctx.onStakeChange();
  }

  /* ---- spinning ---- */
  let locked = false;
  let spinTimer: ReturnType<typeof setInterval> | null = null;
  const spinning = new Set<number>();
  const positions = Array.from({ length: reelCount }, () => 0);
  let startedAt = 0;

  function tick() {
    for (const reel of spinning) {
      const strip = rules.strips[reel] ?? [];
      if (strip.length === 0) continue;
      positions[reel] = (positions[reel]! + 1) % strip.length;
      for (let row = 0; row < rowCount; row++)
        fillSlotCell(cells[row]![reel]!, rules, strip[(positions[reel]! + row) % strip.length]!);
    }
  }

  function clearHighlights() {
    for (const row of cells) for (const cell of row) cell.classList.remove("win", "dim", "focus");
    reels.classList.remove("has-win");
  }

  function highlight(outcome: SlotOutcome, onlyLine?: number) {
    const winning = winningCells(rules, outcome, onlyLine);
    cells.forEach((row, r) =>
      row.forEach((cell, reel) => {
        const on = winning.has(`${r}:${reel}`);
        cell.classList.toggle("win", on);
        cell.classList.toggle("dim", winning.size > 0 && !on);
      }),
    );
    reels.classList.toggle("has-win", winning.size > 0);
  }

  function showGrid(outcome: SlotOutcome, reel?: number) {
    for (let row = 0; row < rowCount; row++)
      for (let r = 0; r < reelCount; r++)
        if (reel === undefined || reel === r) fillSlotCell(cells[row]![r]!, rules, outcome.grid[row]?.[r] ?? "");
  }

  function renderWins(outcome: SlotOutcome) {
    const items = outcome.lineWins.map((win) => {
      const symbol = slotSymbol(rules, win.symbol);
      const button = h(
        "button",
        { type: "button", class: "line-win" },
        t("slot.lineWin", {
          line: win.line + 1,
          count: win.count,
          symbol: symbol?.glyph ?? win.symbol,
          amount: formatMoney(win.win, lang),
        }),
      );
      const focusLine = () => highlight(outcome, win.line);
      const all = () => highlight(outcome);
      button.addEventListener("mouseenter", focusLine);
      button.addEventListener("focus", focusLine);
      button.addEventListener("mouseleave", all);
      button.addEventListener("blur", all);
      return h("li", null, button);
    });
    if (outcome.scatter.count >= 3 && outcome.scatter.win !== "0")
      items.push(
        h(
          "li",
          null,
          h(
            "span",
            { class: "line-win" },
            t("slot.scatterWin", { count: outcome.scatter.count, amount: formatMoney(outcome.scatter.win, lang) }),
          ),
        ),
      );
    replace(winList, ...items);
  }

  setStake(0);

  return {
    action: "spin",
    idleHint: "result.idle",
    stage,
    controls,
    panels: [paytable],
    rtpBp: rules.rtpBp,
    stake: () => stakes[stakeIndex] ?? 0n,
    bet(): BetChoice {
      const stake = stakes[stakeIndex];
      if (stake === undefined) return { ok: false, error: "error.invalid_bet" };
      return { ok: true, bet: { stake: stake.toString() }, stake };
    },
    setLocked(value) {
      locked = value;
      select.disabled = value;
      setStake(stakeIndex);
    },
    start() {
      clearHighlights();
      replace(winList);
      startedAt = performance.now();
      if (prefersReducedMotion()) {
        for (const row of cells) for (const cell of row) cell.classList.add("dim");
        return;
      }
      for (let reel = 0; reel < reelCount; reel++) spinning.add(reel);
      reels.classList.add("spinning");
      spinTimer = setInterval(tick, TICK_MS);
    },
    async finish(round: RoundSummary) {
      const outcome = round.outcome as SlotOutcome;
      if (spinTimer !== null) {
        const elapsed = performance.now() - startedAt;
        if (elapsed < MIN_SPIN_MS) await sleep(MIN_SPIN_MS - elapsed);
        for (let reel = 0; reel < reelCount; reel++) {
          spinning.delete(reel);
          showGrid(outcome, reel);
          cells.forEach((row) => row[reel]!.classList.add("landed"));
          if (reel < reelCount - 1) await sleep(REEL_STOP_GAP_MS);
        }
        clearInterval(spinTimer);
        spinTimer = null;
        reels.classList.remove("spinning");
        cells.forEach((row) => row.forEach((cell) => cell.classList.remove("landed")));
      } else {
        showGrid(outcome);
      }
      clearHighlights();
      highlight(outcome);
      renderWins(outcome);
    },
    abort() {
      if (spinTimer !== null) clearInterval(spinTimer);
      spinTimer = null;
      spinning.clear();
      reels.classList.remove("spinning");
      clearHighlights();
    },
    badge(outcome) {
      const o = outcome as SlotOutcome;
      const middle = o.grid[1] ?? o.grid[0] ?? [];
      return h(
        "span",
        { class: "badge-glyphs", "aria-hidden": "true" },
        middle.map((id) => slotSymbol(rules, id)?.glyph ?? id).join(""),
      );
    },
  };
}
