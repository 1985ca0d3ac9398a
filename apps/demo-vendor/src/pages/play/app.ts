import type { GameEngineName } from "../../engine/types.ts";
import type { Fairness, RoundSummary, SessionResponse, SessionStats } from "../../protocol.ts";
import { createVendorApi, VendorApiError, type ApiErrorCode, type VendorApi } from "../shared/api.ts";
import { h, replace } from "../shared/dom.ts";
import { resolveLang, translator, type Lang, type MessageKey, type Translate } from "../shared/i18n.ts";
import { formatInteger, formatMoney, formatPercentBp, parseMinor } from "../shared/money.ts";
import { summarizeOutcome } from "../shared/render.ts";
import { themeClass } from "../shared/theme.ts";
import { createBauCuaView } from "./baucua.ts";
import { createFairnessPanel, type FairnessPanel } from "./fairness-panel.ts";
import { createSlotView } from "./slot.ts";
import { createTaiXiuView } from "./taixiu.ts";
import { newRequestId, parsePlayAddress, verifyHref } from "./url.ts";
import type { GameView, ViewContext } from "./view.ts";
import { createVirtualView } from "./virtual.ts";

/*
 * The game page's controller. One round at a time: every control is locked while a round is in flight,
 * and an action keeps its requestId until it has a definite answer, so "try again" after a lost answer
 * replays the same request (the vendor answers it once) instead of placing a second bet.
 */

const HISTORY_LENGTH = 50;
const VIEWS: Record<GameEngineName, (ctx: ViewContext) => GameView> = {
  slot: createSlotView,
  taixiu: createTaiXiuView,
  baucua: createBauCuaView,
  virtual: createVirtualView,
};

type HistoryEntry = { round: RoundSummary; serverSeedHash: string };

export async function startPlayPage(root: HTMLElement, location: Location): Promise<void> {
  const address = parsePlayAddress(location.pathname, location.search);
  const lang = resolveLang(address.lang);
  const t = translator(lang);
  document.documentElement.lang = lang;
  document.title = t("app.title");
  const base = import.meta.env.BASE_URL;
  const api = createVendorApi({ base, lang });

  replace(root, h("p", { class: "boot", role: "status" }, t("app.loading")));
  if (!address.token || !address.vendorCode || !address.gameCode) return fatal(root, t, t("error.missingToken"));
  let session: SessionResponse;
  try {
    session = await api.session({
      token: address.token,
      vendorCode: address.vendorCode,
      gameCode: address.gameCode,
      lang,
    });
  } catch (error) {
    return fatal(root, t, errorText(error, t));
  }
  root.removeAttribute("aria-busy");
  try {
    const named = address.name ? { ...session, game: { ...session.game, name: address.name } } : session;
    new PlayController({ root, api, t, lang, base, session: named, room: address.room }).mount();
  } catch (error) {
    console.error(error);
    fatal(root, t, t("error.game_unavailable"));
  }
}

function fatal(root: HTMLElement, t: Translate, message: string) {
  root.removeAttribute("aria-busy");
  replace(
    root,
    h(
      "div",
      { class: "fatal", role: "alert", "data-testid": "dv-error" },
      h("h1", null, t("error.title")),
      h("p", null, message),
    ),
  );
}

function errorCode(error: unknown): ApiErrorCode {
  return error instanceof VendorApiError ? error.code : "unknown";
}

/** Our own wording (with its hints) for every code; the vendor's message where it is more precise. */
function errorText(error: unknown, t: Translate): string {
  const code = errorCode(error);
  if (code === "invalid_bet" && error instanceof VendorApiError && error.message) return error.message;
  return t(`error.${code}` as MessageKey);
}

class PlayController {
  private readonly t: Translate;
  private readonly lang: Lang;
  private readonly api: VendorApi;
  private readonly session: SessionResponse;
  private readonly view: GameView;
  private readonly fairnessPanel: FairnessPanel;
  private balance: bigint;
  private stats: SessionStats;
  private fairness: Fairness;
  private mounted = false;
  private busy = false;
  private dead = false;
  /** The action waiting for a definite answer: replayed as is by "try again". */
  private pending: { requestId: string; bet: unknown; stake: bigint } | null = null;
  private readonly history: HistoryEntry[] = [];

  private readonly els = {
    balance: h("output", { class: "stat-value", "data-testid": "dv-balance" }),
    stake: h("output", { class: "stat-value", "data-testid": "dv-stake" }),
    net: h("output", { class: "stat-value", "data-testid": "dv-net" }),
    rounds: h("output", { class: "stat-value", "data-testid": "dv-rounds" }),
    result: h("p", {
      class: "result",
      "data-testid": "dv-result",
      role: "status",
      "aria-live": "polite",
      "aria-atomic": "true",
    }),
    error: h("div", { class: "error", "data-testid": "dv-error", role: "alert", hidden: true }),
    action: h("button", { type: "button", class: "btn primary action" }),
    history: h("ol", { class: "history", "data-testid": "dv-history" }),
  };

  constructor(
    private readonly options: {
      root: HTMLElement;
      api: VendorApi;
      t: Translate;
      lang: Lang;
      base: string;
      session: SessionResponse;
      room: string | null;
    },
  ) {
    this.t = options.t;
    this.lang = options.lang;
    this.api = options.api;
    this.session = options.session;
    this.balance = parseMinor(options.session.balance);
    this.stats = options.session.stats;
    this.fairness = options.session.fairness;
    const limits = { min: parseMinor(this.session.game.limits.min), max: parseMinor(this.session.game.limits.max) };
    this.view = VIEWS[this.session.game.engine]({
      t: this.t,
      lang: this.lang,
      game: this.session.game,
      limits,
      // Views report their initial stake while being built, before there is anything to render into.
      onStakeChange: () => this.mounted && this.renderStats(),
      showError: (message) => this.showError(message),
    });
    this.fairnessPanel = createFairnessPanel({
      t: this.t,
      fairness: this.fairness,
      rotate: (clientSeed) => this.rotate(clientSeed),
      lastRoundHref: (hash) => {
        const entry = this.history.find((e) => e.serverSeedHash === hash);
        return entry ? this.verifyLink(entry.round.roundId) : null;
      },
    });
  }

  mount() {
    const { t, session, view } = this;
    const actionTestId = view.action === "spin" ? "dv-spin" : "dv-play";
    this.els.action.setAttribute("data-testid", actionTestId);
    this.els.action.addEventListener("click", () => void this.act());
    const rtpBp = view.rtpBp ?? session.game.rtpBp;

    const stat = (label: MessageKey, value: HTMLElement, extra = "") =>
      h("div", { class: `stat ${extra}` }, h("span", { class: "stat-label" }, t(label)), value);
    document.title = `${session.game.name} — ${t("app.title")}`;
    const header = h(
      "header",
      { class: "topbar" },
      h("h1", { class: "game-name" }, session.game.name),
      this.options.room ? h("span", { class: "pill" }, t("app.room", { room: this.options.room })) : null,
      rtpBp > 0
        ? h(
            "span",
            { class: "pill gold", "data-testid": "dv-rtp" },
            t("paytable.rtp", { value: formatPercentBp(rtpBp, this.lang) }),
          )
        : null,
      h("span", { class: "pill" }, t("app.provablyFair")),
    );
    const stats = h(
      "section",
      { class: "stats", "aria-label": session.game.name },
      stat("stats.balance", this.els.balance, "balance"),
      stat("stats.stake", this.els.stake),
      stat("stats.net", this.els.net),
      stat("stats.rounds", this.els.rounds),
    );
    const table = h(
      "section",
      { class: `table ${themeClass(session.game.engine, session.game.theme)}`, "data-engine": session.game.engine },
      view.stage,
      this.els.result,
      this.els.error,
      view.controls,
      h("div", { class: "action-row" }, this.els.action),
    );
    const historyPanel = h(
      "section",
      { class: "panel", "aria-labelledby": "dv-history-title" },
      h("h2", { id: "dv-history-title" }, t("history.title")),
      this.els.history,
    );
    const side = h("aside", { class: "side" }, ...view.panels, this.fairnessPanel.root, historyPanel);
    replace(this.options.root, h("div", { class: "shell" }, header, stats, h("div", { class: "layout" }, table, side)));

    this.els.result.textContent = t(view.idleHint);
    this.mounted = true;
    this.renderStats();
    this.renderHistory();
    this.renderAction();
    document.addEventListener("keydown", (event) => this.onKey(event));
  }

  /** Space or Enter outside any control plays (the slot's "Space to spin"). */
  private onKey(event: KeyboardEvent) {
    if (event.key !== " " && event.key !== "Enter") return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
    const target = event.target as HTMLElement | null;
    if (target && target !== document.body && target.closest("button, a, input, select, textarea, summary, [tabindex]"))
      return;
    event.preventDefault();
    void this.act();
  }

  private async act() {
    if (this.busy || this.dead) return;
    const { t, view } = this;
    if (!this.pending) {
      const choice = view.bet();
      if (!choice.ok) return this.showError(t(choice.error, choice.vars));
      this.pending = { requestId: newRequestId(), bet: choice.bet, stake: choice.stake };
    }
    const { requestId, bet } = this.pending;
    const serverSeedHash = this.fairness.serverSeedHash;
    this.setBusy(true);
    this.clearError();
    this.els.result.textContent = t("result.pending");
    view.start();
    try {
      const answer = await this.api.play({ sessionId: this.session.sessionId, requestId, bet, lang: this.lang });
      this.pending = null;
      this.balance = parseMinor(answer.balance);
      this.stats = answer.stats;
      this.fairness = answer.fairness;
      await view.finish(answer.round);
      this.fairnessPanel.update(answer.fairness);
      this.history.unshift({ round: answer.round, serverSeedHash });
      this.history.length = Math.min(this.history.length, HISTORY_LENGTH);
      const win = parseMinor(answer.round.win);
      const summary = summarizeOutcome(this.session.game.engine, answer.round.outcome, t, this.session.game.rules);
      const verdict = win > 0n ? t("result.win", { amount: formatMoney(win, this.lang) }) : t("result.lose");
      this.els.result.textContent = this.session.game.engine === "slot" ? verdict : `${summary}. ${verdict}`;
      this.els.result.classList.toggle("won", win > 0n);
      this.renderHistory();
    } catch (error) {
      view.abort();
      const code = errorCode(error);
      // Without an answer (or while the same request is still being settled) the bet may exist:
      // keep its requestId so that "try again" asks about the same round instead of betting again.
      const keep = code === "network" || code === "round_in_progress" || code === "round_settling";
      if (!keep) this.pending = null;
      if (code === "session_invalid") this.dead = true;
      this.els.result.textContent = t(view.idleHint);
      this.showError(errorText(error, t), keep);
    } finally {
      this.setBusy(false);
    }
  }

  private async rotate(clientSeed: string | undefined) {
    if (this.busy || this.dead) return null;
    this.setBusy(true);
    this.clearError();
    try {
      const answer = await this.api.seeds({
        sessionId: this.session.sessionId,
        lang: this.lang,
        ...(clientSeed ? { clientSeed } : {}),
      });
      this.fairness = answer.next;
      this.renderHistory();
      return answer;
    } catch (error) {
      if (errorCode(error) === "session_invalid") this.dead = true;
      this.showError(errorText(error, this.t));
      return null;
    } finally {
      this.setBusy(false);
    }
  }

  private setBusy(busy: boolean) {
    this.busy = busy;
    const locked = busy || this.dead || this.pending !== null;
    this.view.setLocked(locked);
    this.fairnessPanel.setLocked(busy || this.dead || this.pending !== null);
    this.options.root.setAttribute("aria-busy", String(busy));
    this.renderAction();
    this.renderStats();
  }

  private renderAction() {
    const { action } = this.els;
    const label = this.busy
      ? this.t("action.busy")
      : this.pending
        ? this.t("action.retry")
        : this.t(this.view.action === "spin" ? "action.spin" : "action.play");
    action.textContent = label;
    action.disabled = this.busy || this.dead;
    action.setAttribute("aria-busy", String(this.busy));
  }

  private renderStats() {
    const { lang } = this;
    const net = parseMinor(this.stats.net);
    this.els.balance.textContent = formatMoney(this.balance, lang);
    this.els.stake.textContent = formatMoney(this.pending?.stake ?? this.view.stake(), lang);
    this.els.net.textContent = formatMoney(net, lang, true);
    this.els.net.className = `stat-value ${net > 0n ? "positive" : net < 0n ? "negative" : ""}`;
    this.els.rounds.textContent = formatInteger(this.stats.rounds, lang);
  }

  private renderHistory() {
    const { t, lang } = this;
    if (this.history.length === 0) {
      replace(this.els.history, h("li", { class: "hint" }, t("history.empty")));
      return;
    }
    replace(
      this.els.history,
      ...this.history.map(({ round, serverSeedHash }) => {
        const win = parseMinor(round.win);
        const revealed = serverSeedHash !== this.fairness.serverSeedHash;
        return h(
          "li",
          { class: `history-item ${win > 0n ? "won" : ""}` },
          h("span", { class: "history-nonce" }, `#${round.nonce}`),
          this.view.badge(round.outcome),
          h(
            "span",
            { class: "history-money" },
            h("span", null, t("history.stake", { amount: formatMoney(round.stake, lang) })),
            h("span", { class: win > 0n ? "positive" : "" }, t("history.win", { amount: formatMoney(win, lang) })),
          ),
          h(
            "a",
            {
              class: `verify-link ${revealed ? "ready" : ""}`,
              href: this.verifyLink(round.roundId),
              target: "_blank",
              rel: "noopener",
              "data-testid": `dv-round-${round.roundId}`,
              "aria-label": t("history.verifyRound", { nonce: round.nonce }),
            },
            t("history.verify"),
          ),
        );
      }),
    );
  }

  private verifyLink(roundId: string) {
    return verifyHref(this.options.base, this.session.game.vendorCode, roundId, this.lang);
  }

  private showError(message: string, retry = false) {
    const { error } = this.els;
    replace(
      error,
      h("p", null, message),
      h(
        "div",
        { class: "error-actions" },
        retry
          ? h(
              "button",
              { type: "button", class: "btn gold small", "data-testid": "dv-retry", onclick: () => void this.act() },
              this.t("action.retry"),
            )
          : null,
        this.dead
          ? null
          : h(
              "button",
              { type: "button", class: "btn ghost small", onclick: () => this.clearError() },
              this.t("action.dismiss"),
            ),
      ),
    );
    error.hidden = false;
  }

  private clearError() {
    this.els.error.hidden = true;
    replace(this.els.error);
  }
}
