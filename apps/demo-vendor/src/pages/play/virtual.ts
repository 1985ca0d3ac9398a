import type { RoundSummary } from "../../protocol.ts";
import type { VirtualOutcome, VirtualRules } from "../../engine/types.ts";
import { h, prefersReducedMotion, sleep } from "../shared/dom.ts";
import type { MessageKey } from "../shared/i18n.ts";
import { formatOdds } from "../shared/money.ts";
import { themeFamily } from "../shared/theme.ts";
import { chipBoardView, createChipBoard } from "./chip-board.ts";
import type { GameView, ViewContext } from "./view.ts";

/* A virtual match (sports and e-sports vendors): home / draw / away at fixed odds, then the score. */

const MATCH_MS = 900;
const ESPORTS = new Set(["lol", "dota", "dota2", "cs", "cs2", "csgo", "valorant", "esports", "pubg", "aov", "mlbb"]);

export function sportLabelKey(sport: string): MessageKey {
  const family = themeFamily(sport);
  if (family === "football" || family === "soccer") return "virtual.sport.football";
  if (family === "basketball") return "virtual.sport.basketball";
  if (family === "tennis") return "virtual.sport.tennis";
  if (ESPORTS.has(family)) return "virtual.sport.esports";
  return "virtual.sport.other";
}

export function createVirtualView(ctx: ViewContext): GameView {
  const { t, lang } = ctx;
  const rules = ctx.game.rules as VirtualRules;
  const board = createChipBoard(ctx);
  const home = rules.home || t("virtual.home");
  const away = rules.away || t("virtual.away");

  const homeScore = h("span", { class: "score", "data-side": "home" }, "–");
  const awayScore = h("span", { class: "score", "data-side": "away" }, "–");
  const status = h("p", { class: "match-status" }, t("virtual.kickoff"));
  const homeTeam = h("span", { class: "team home" }, home);
  const awayTeam = h("span", { class: "team away" }, away);
  const stage = h(
    "div",
    { class: "match-stage" },
    h("p", { class: "sport" }, t(sportLabelKey(rules.sport || ctx.game.theme))),
    h(
      "div",
      { class: "scoreboard", "aria-hidden": "true" },
      homeTeam,
      homeScore,
      h("span", { class: "colon" }, ":"),
      awayScore,
      awayTeam,
    ),
    h("p", { class: "sr-only" }, `${home} ${t("virtual.vs")} ${away}`),
    status,
  );

  const buttons = new Map<string, HTMLButtonElement>();
  const mark: Record<string, string> = { home: "1", draw: "X", away: "2" };
  const nameOf = (id: string) => (id === "home" ? home : id === "away" ? away : t("virtual.draw"));
  const controls = h(
    "div",
    { class: "bet-table virtual" },
    h(
      "div",
      { class: "odds-row" },
      ...rules.options.map((option) => {
        const odds = formatOdds(option.returns, lang);
        const button = h(
          "button",
          { type: "button", class: "spot odds", "data-testid": `dv-virtual-${option.id}` },
          h("span", { class: "spot-title" }, mark[option.id] ?? option.id),
          h("span", { class: "spot-sub" }, nameOf(option.id)),
          h("span", { class: "spot-odds" }, odds),
        );
        buttons.set(option.id, button);
        board.bindSpot(option.id, button, `${nameOf(option.id)}, ${odds}`);
        return button;
      }),
    ),
    board.bar,
  );

  let startedAt = 0;
  const reset = () => {
    homeScore.textContent = "–";
    awayScore.textContent = "–";
    stage.classList.remove("playing");
    homeTeam.classList.remove("winner");
    awayTeam.classList.remove("winner");
  };

  return {
    ...chipBoardView(board, stage, controls),
    rtpBp: rules.rtpBp,
    start() {
      reset();
      for (const button of buttons.values()) button.classList.remove("won", "lost");
      status.textContent = t("result.pending");
      startedAt = performance.now();
      if (!prefersReducedMotion()) stage.classList.add("playing");
    },
    async finish(round: RoundSummary) {
      const outcome = round.outcome as VirtualOutcome;
      if (stage.classList.contains("playing")) {
        const elapsed = performance.now() - startedAt;
        if (elapsed < MATCH_MS) await sleep(MATCH_MS - elapsed);
      }
      stage.classList.remove("playing");
      homeScore.textContent = String(outcome.score[0]);
      awayScore.textContent = String(outcome.score[1]);
      homeTeam.classList.toggle("winner", outcome.result === "home");
      awayTeam.classList.toggle("winner", outcome.result === "away");
      status.textContent =
        outcome.result === "draw" ? t("virtual.draw") : t("virtual.winner", { team: nameOf(outcome.result) });
      for (const [id, button] of buttons) {
        button.classList.toggle("won", id === outcome.result);
        button.classList.toggle("lost", id !== outcome.result && board.amountOn(id) > 0n);
      }
      board.settle();
    },
    abort() {
      reset();
      status.textContent = t("virtual.kickoff");
    },
    badge: (outcome) => {
      const o = outcome as VirtualOutcome;
      return h("span", { class: `score-badge ${o.result}` }, `${o.score[0]}–${o.score[1]}`);
    },
  };
}
