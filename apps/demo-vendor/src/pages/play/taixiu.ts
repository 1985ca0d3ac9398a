import type { RoundSummary } from "../../protocol.ts";
import type { TaiXiuOutcome, TaiXiuRules } from "../../engine/types.ts";
import { h, replace } from "../shared/dom.ts";
import { formatOdds } from "../shared/money.ts";
import { renderDie } from "../shared/render.ts";
import { chipBoardView, createChipBoard } from "./chip-board.ts";
import { createDiceRoll } from "./dice-roll.ts";
import type { GameView, ViewContext } from "./view.ts";

/* Tài Xỉu: Tài / Xỉu, totals 4–17 and any triple on three dice, with a road of recent results. */

const ROLL_TICK_MS = 90;
const MIN_ROLL_MS = 600;
const ROAD_LENGTH = 24;

export function createTaiXiuView(ctx: ViewContext): GameView {
  const { t, lang } = ctx;
  const rules = ctx.game.rules as TaiXiuRules;
  const board = createChipBoard(ctx);
  const returnsOf = (returns: string) => t("taixiu.returns", { returns: formatOdds(returns, lang) });

  /* ---- stage: dice, result, road ---- */
  const diceBox = h("div", { class: "dice", role: "group", "aria-label": t("dice.label", { faces: "–" }) });
  const showDice = (values: number[]) => {
    replace(diceBox, ...values.map((value) => renderDie(value)));
    diceBox.setAttribute(
      "aria-label",
      t("dice.label", { faces: values.every((v) => v > 0) ? values.join(", ") : "–" }),
    );
  };
  showDice([0, 0, 0]);
  const verdict = h("p", { class: "verdict", "aria-hidden": "true" });
  const road = h("ol", { class: "road", "aria-label": t("taixiu.road") });
  const roadEmpty = h("li", { class: "hint" }, t("taixiu.roadEmpty"));
  road.appendChild(roadEmpty);
  const stage = h(
    "div",
    { class: "dice-stage" },
    diceBox,
    verdict,
    h("h2", { class: "road-title" }, t("taixiu.road")),
    road,
  );

  /* ---- controls: the spots ---- */
  const spotButtons = new Map<string, HTMLButtonElement>();
  function spot(option: TaiXiuRules["options"][number], className: string, title: string, sub?: string) {
    const testid = option.kind === "tai" ? "dv-tai" : option.kind === "xiu" ? "dv-xiu" : `dv-taixiu-${option.id}`;
    const button = h(
      "button",
      { type: "button", class: `spot ${className}`, "data-testid": testid, "data-option": option.id },
      h("span", { class: "spot-title" }, title),
      sub ? h("span", { class: "spot-sub" }, sub) : null,
      h("span", { class: "spot-odds" }, returnsOf(option.returns)),
    );
    spotButtons.set(option.id, button);
    board.bindSpot(option.id, button, `${title}${sub ? `, ${sub}` : ""}, ${returnsOf(option.returns)}`);
    return button;
  }
  const tai = rules.options.find((o) => o.kind === "tai");
  const xiu = rules.options.find((o) => o.kind === "xiu");
  const totals = rules.options.filter((o) => o.kind === "total").sort((a, b) => (a.total ?? 0) - (b.total ?? 0));
  const triple = rules.options.find((o) => o.kind === "triple_any");
  const controls = h(
    "div",
    { class: "bet-table taixiu" },
    h(
      "div",
      { class: "big-spots" },
      tai ? spot(tai, "spot-tai", t("taixiu.tai"), t("taixiu.taiRange")) : null,
      xiu ? spot(xiu, "spot-xiu", t("taixiu.xiu"), t("taixiu.xiuRange")) : null,
    ),
    totals.length > 0
      ? h("div", { class: "total-spots" }, ...totals.map((o) => spot(o, "spot-total", String(o.total ?? o.id))))
      : null,
    triple ? spot(triple, "spot-triple", t("taixiu.tripleAny")) : null,
    board.bar,
  );

  function wins(outcome: TaiXiuOutcome, optionId: string): boolean {
    const option = rules.options.find((o) => o.id === optionId);
    if (!option) return false;
    if (option.kind === "tai") return outcome.result === "tai";
    if (option.kind === "xiu") return outcome.result === "xiu";
    if (option.kind === "total") return option.total === outcome.total;
    return outcome.triple;
  }

  function roadBadge(outcome: TaiXiuOutcome) {
    return h(
      "span",
      { class: `road-badge ${outcome.result}`, title: String(outcome.total) },
      h("span", null, t(`taixiu.short.${outcome.result}`)),
      h("small", null, String(outcome.total)),
    );
  }

  const roll = createDiceRoll(diceBox, ROLL_TICK_MS, MIN_ROLL_MS);

  return {
    ...chipBoardView(board, stage, controls),
    start() {
      verdict.textContent = "";
      verdict.className = "verdict";
      for (const button of spotButtons.values()) button.classList.remove("won", "lost");
      let face = 0;
      roll.start(() => {
        face = (face % 6) + 1;
        showDice([face, ((face + 2) % 6) + 1, ((face + 4) % 6) + 1]);
      });
    },
    async finish(round: RoundSummary) {
      const outcome = round.outcome as TaiXiuOutcome;
      await roll.settle();
      showDice([...outcome.dice]);
      verdict.textContent =
        outcome.result === "triple"
          ? `${t("taixiu.tripleAny")} · ${outcome.total}`
          : `${t(outcome.result === "tai" ? "taixiu.tai" : "taixiu.xiu")} · ${outcome.total}`;
      verdict.className = `verdict ${outcome.result}`;
      for (const [id, button] of spotButtons) {
        const played = board.amountOn(id) > 0n;
        button.classList.toggle("won", wins(outcome, id));
        button.classList.toggle("lost", played && !wins(outcome, id));
      }
      roadEmpty.remove();
      road.prepend(h("li", null, roadBadge(outcome)));
      while (road.children.length > ROAD_LENGTH) road.lastElementChild?.remove();
      board.settle();
    },
    abort() {
      roll.stop();
      showDice([0, 0, 0]);
    },
    badge: (outcome) => roadBadge(outcome as TaiXiuOutcome),
  };
}
