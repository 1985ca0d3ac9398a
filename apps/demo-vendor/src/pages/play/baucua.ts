import type { RoundSummary } from "../../protocol.ts";
import type { BauCuaOutcome, BauCuaRules } from "../../engine/types.ts";
import { h, replace } from "../shared/dom.ts";
import { BAUCUA_IDS, bauCuaGlyph, bauCuaName, renderPictureDie } from "../shared/render.ts";
import { chipBoardView, createChipBoard } from "./chip-board.ts";
import { createDiceRoll } from "./dice-roll.ts";
import type { GameView, ViewContext } from "./view.ts";

/* Bầu Cua Tôm Cá: six picture tiles to stake on, three picture dice. */

const ROLL_TICK_MS = 100;
const MIN_ROLL_MS = 600;

export function createBauCuaView(ctx: ViewContext): GameView {
  const { t } = ctx;
  const rules = (ctx.game.rules ?? null) as BauCuaRules | null;
  const ids = rules?.symbols.length ? rules.symbols.map((s) => s.id) : [...BAUCUA_IDS];
  const board = createChipBoard(ctx);

  const diceBox = h("div", { class: "dice pictures", role: "group", "aria-label": t("dice.label", { faces: "–" }) });
  const showDice = (faces: string[] | null) => {
    if (!faces) {
      replace(diceBox, ...[0, 1, 2].map(() => h("span", { class: "picture-die blank", "aria-hidden": "true" }, "?")));
      diceBox.setAttribute("aria-label", t("dice.label", { faces: "–" }));
      return;
    }
    replace(diceBox, ...faces.map((id) => renderPictureDie(id, t, rules)));
    diceBox.setAttribute("aria-label", t("dice.label", { faces: faces.map((id) => bauCuaName(id, t)).join(", ") }));
  };
  showDice(null);
  const stage = h("div", { class: "dice-stage" }, diceBox);

  const tiles = new Map<string, HTMLButtonElement>();
  const grid = h(
    "div",
    { class: "tiles" },
    ...ids.map((id) => {
      const name = bauCuaName(id, t);
      const tile = h(
        "button",
        { type: "button", class: `tile face-${id}`, "data-testid": `dv-baucua-${id}` },
        h("span", { class: "tile-glyph", "aria-hidden": "true" }, bauCuaGlyph(id, rules)),
        h("span", { class: "tile-name" }, name),
        h("span", { class: "tile-matches", "aria-hidden": "true" }),
      );
      tiles.set(id, tile);
      board.bindSpot(id, tile, name);
      return tile;
    }),
  );
  const controls = h("div", { class: "bet-table baucua" }, grid, board.bar);

  const roll = createDiceRoll(diceBox, ROLL_TICK_MS, MIN_ROLL_MS);

  return {
    ...chipBoardView(board, stage, controls),
    start() {
      for (const tile of tiles.values()) {
        tile.classList.remove("won", "lost");
        tile.querySelector(".tile-matches")!.textContent = "";
      }
      let step = 0;
      const rolling = roll.start(() => {
        step++;
        showDice([0, 2, 4].map((offset) => ids[(step + offset) % ids.length]!));
      });
      if (!rolling) showDice(null);
    },
    async finish(round: RoundSummary) {
      const outcome = round.outcome as BauCuaOutcome;
      await roll.settle();
      showDice([...outcome.dice]);
      for (const [id, tile] of tiles) {
        const matches = outcome.dice.filter((face) => face === id).length;
        tile.classList.toggle("won", matches > 0);
        tile.classList.toggle("lost", matches === 0 && board.amountOn(id) > 0n);
        tile.querySelector(".tile-matches")!.textContent = matches > 0 ? `×${matches}` : "";
      }
      board.settle();
    },
    abort() {
      roll.stop();
      showDice(null);
    },
    badge: (outcome) =>
      h(
        "span",
        { class: "badge-glyphs", "aria-hidden": "true" },
        (outcome as BauCuaOutcome).dice.map((id) => bauCuaGlyph(id, rules)).join(""),
      ),
  };
}
