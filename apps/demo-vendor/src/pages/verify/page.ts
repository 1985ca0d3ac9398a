import type { BauCuaRules, GameEngineName, SlotOutcome, SlotRules, TaiXiuOutcome } from "../../engine/types.ts";
import type { RoundResponse } from "../../protocol.ts";
import { createVendorApi, VendorApiError } from "../shared/api.ts";
import { h, replace } from "../shared/dom.ts";
import { resolveLang, translator, type Lang, type MessageKey, type Translate } from "../shared/i18n.ts";
import { formatMoney } from "../shared/money.ts";
import { renderDie, renderPictureDie, renderSlotGrid, summarizeOutcome } from "../shared/render.ts";
import { compareRound, parseGameCode, recompute, rulesOf, type RecomputeInput, type Recomputed } from "./recompute.ts";

/*
 * The verification page: /demo-vendor/verify?vendor=…&round=… fetches the round and replays it in
 * the browser; without a round (or before its seed is revealed) a form recomputes any seeds.
 */

type State = "loading" | "match" | "mismatch" | "unrevealed" | "computed" | "error";

export async function startVerifyPage(root: HTMLElement, location: Location): Promise<void> {
  const params = new URLSearchParams(location.search);
  const lang = resolveLang(params.get("lang"));
  const t = translator(lang);
  document.documentElement.lang = lang;
  document.title = `${t("verify.title")} — ${t("app.title")}`;
  const api = createVendorApi({ base: import.meta.env.BASE_URL, lang });

  const status = h("div", {
    class: "verify-status",
    "data-testid": "dv-verify-status",
    role: "status",
    "aria-live": "polite",
  });
  const setStatus = (state: State, text: string) => {
    status.dataset.state = state;
    replace(status, h("span", { class: "status-mark", "aria-hidden": "true" }, MARKS[state]), h("span", null, text));
  };
  const roundBox = h("section", { class: "round-box", hidden: true });
  const form = createForm(
    t,
    lang,
    (replay, input) => {
      // The form replays what it holds; against the loaded round when it still describes that round.
      if (loaded && sameRound(loaded, input)) showComparison(loaded, replay);
      else {
        const hashOk = input.hash ? replay.hash === input.hash.toLowerCase() : null;
        setStatus(
          hashOk === false ? "mismatch" : "computed",
          hashOk === false ? t("verify.hashBad") : t("verify.state.computed"),
        );
        replace(
          computedBox,
          outcomeCard(t("verify.recomputed"), input.engine, input.theme, replay.outcome, replay.win, t, lang),
          h(
            "p",
            { class: hashOk === false ? "negative" : "hint" },
            `${t("verify.computedHash")}: `,
            h("code", { class: "mono wrap" }, replay.hash),
          ),
        );
        computedBox.hidden = false;
      }
    },
    (message) => setStatus("error", t("verify.state.error", { reason: message })),
  );
  const computedBox = h("section", { class: "compare", hidden: true });

  replace(
    root,
    h(
      "div",
      { class: "verify-shell" },
      h(
        "header",
        { class: "verify-head" },
        h("h1", null, t("verify.title")),
        h("p", { class: "hint" }, t("verify.intro")),
      ),
      status,
      roundBox,
      computedBox,
      form.root,
    ),
  );
  root.removeAttribute("aria-busy");

  let loaded: RoundResponse | null = null;

  function showComparison(round: RoundResponse, replay: Recomputed) {
    const verdict = compareRound(round, replay);
    setStatus(verdict.state, t(verdict.state === "match" ? "verify.state.match" : "verify.state.mismatch"));
    replace(
      computedBox,
      h(
        "p",
        { class: verdict.hashOk ? "positive" : "negative", "data-testid": "dv-verify-hash" },
        verdict.hashOk ? t("verify.hashOk") : t("verify.hashBad"),
      ),
      h(
        "div",
        { class: "compare-grid" },
        outcomeCard(t("verify.stored"), round.engine, round.theme, round.outcome, round.win, t, lang),
        outcomeCard(
          t("verify.recomputed"),
          round.engine,
          round.theme,
          replay.outcome,
          replay.win,
          t,
          lang,
          verdict.outcomeOk && verdict.winOk,
        ),
      ),
    );
    computedBox.hidden = false;
  }

  const vendor = params.get("vendor");
  const roundId = params.get("round");
  if (!vendor || !roundId) {
    setStatus("computed", t("verify.form.title"));
    status.dataset.state = "idle";
    return;
  }
  setStatus("loading", t("verify.loading"));
  let round: RoundResponse;
  try {
    round = await api.round(vendor, roundId);
  } catch (error) {
    const code = error instanceof VendorApiError ? error.code : "unknown";
    setStatus("error", t(`error.${code}` as MessageKey));
    return;
  }
  loaded = round;
  replace(
    roundBox,
    h(
      "dl",
      { class: "facts round-facts" },
      h("dt", null, t("verify.game")),
      h("dd", null, `${round.gameName} `, h("code", { class: "mono" }, round.gameCode)),
      h("dt", null, t("verify.round")),
      h("dd", null, h("code", { class: "mono wrap" }, round.roundId)),
      h("dt", null, t("verify.playedAt")),
      h("dd", null, formatDate(round.at, lang)),
      h("dt", null, t("verify.stake")),
      h("dd", null, formatMoney(round.stake, lang)),
      h("dt", null, t("verify.win")),
      h("dd", null, formatMoney(round.win, lang)),
      h("dt", null, t("fairness.serverHash")),
      h("dd", null, h("code", { class: "mono wrap" }, round.serverSeedHash)),
      h("dt", null, t("verify.form.clientSeed")),
      h("dd", null, h("code", { class: "mono wrap" }, round.clientSeed)),
      h("dt", null, t("verify.form.nonce")),
      h("dd", null, h("code", { class: "mono" }, String(round.nonce))),
      h("dt", null, t("fairness.revealedServerSeed")),
      h("dd", null, h("code", { class: "mono wrap" }, round.serverSeed ?? "—")),
    ),
  );
  roundBox.hidden = false;
  form.fill(round);

  if (round.serverSeed === null) {
    setStatus("unrevealed", t("verify.state.unrevealed"));
    replace(computedBox, outcomeCard(t("verify.stored"), round.engine, round.theme, round.outcome, round.win, t, lang));
    computedBox.hidden = false;
    return;
  }
  try {
    showComparison(
      round,
      recompute({
        engine: round.engine,
        theme: round.theme,
        serverSeed: round.serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        bet: round.bet,
      }),
    );
  } catch (error) {
    setStatus("mismatch", t("verify.state.error", { reason: error instanceof Error ? error.message : String(error) }));
  }
}

const MARKS: Record<State, string> = {
  loading: "…",
  match: "✓",
  mismatch: "✗",
  unrevealed: "🔒",
  computed: "ℹ",
  error: "!",
};

function sameRound(round: RoundResponse, input: FormValues): boolean {
  return (
    round.gameCode === `${input.engine}.${input.theme}` &&
    round.clientSeed === input.clientSeed &&
    round.nonce === input.nonce &&
    JSON.stringify(round.bet) === JSON.stringify(input.bet)
  );
}

function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString({ vi: "vi-VN", en: "en-GB", zh: "zh-CN", ja: "ja-JP", th: "th-TH" }[lang]);
}

function outcomeCard(
  title: string,
  engine: GameEngineName,
  theme: string,
  outcome: unknown,
  win: string,
  t: Translate,
  lang: Lang,
  ok?: boolean,
) {
  const rules = rulesOf(engine, theme);
  let visual: HTMLElement | null = null;
  try {
    if (engine === "slot" && rules) visual = renderSlotGrid(rules as SlotRules, outcome as SlotOutcome, t);
    else if (engine === "taixiu")
      visual = h("div", { class: "dice small" }, ...(outcome as TaiXiuOutcome).dice.map((v) => renderDie(v)));
    else if (engine === "baucua")
      visual = h(
        "div",
        { class: "dice small" },
        ...(outcome as { dice: string[] }).dice.map((id) => renderPictureDie(id, t, rules as BauCuaRules | null)),
      );
  } catch {
    visual = null;
  }
  let summary = "";
  try {
    summary = summarizeOutcome(engine, outcome, t, rules ?? undefined);
  } catch {
    summary = "";
  }
  return h(
    "article",
    { class: `outcome-card ${ok === true ? "ok" : ok === false ? "bad" : ""}` },
    h("h2", null, title),
    visual,
    engine === "slot" ? null : h("p", null, summary),
    h("p", null, `${t("verify.win")}: `, h("strong", null, /^\d+$/.test(win) ? formatMoney(win, lang) : win)),
    h("details", null, h("summary", null, "JSON"), h("pre", { class: "mono wrap" }, JSON.stringify(outcome, null, 2))),
  );
}

/** What the form replays, and the round's published hash to check it against. */
type FormValues = RecomputeInput & { hash: string };

function createForm(
  t: Translate,
  _lang: Lang,
  onReplay: (replay: Recomputed, input: FormValues) => void,
  onError: (message: string) => void,
) {
  const field = (id: string, label: MessageKey, input: HTMLInputElement | HTMLTextAreaElement) =>
    h("div", { class: "form-field" }, h("label", { class: "field-label", for: id }, t(label)), input);
  const serverSeed = h("input", {
    id: "dv-f-server",
    class: "input mono",
    name: "serverSeed",
    autocomplete: "off",
    spellcheck: "false",
    "data-testid": "dv-verify-server-seed",
  });
  const hash = h("input", {
    id: "dv-f-hash",
    class: "input mono",
    name: "hash",
    autocomplete: "off",
    spellcheck: "false",
  });
  const clientSeed = h("input", {
    id: "dv-f-client",
    class: "input mono",
    name: "clientSeed",
    autocomplete: "off",
    spellcheck: "false",
    required: true,
  });
  const nonce = h("input", {
    id: "dv-f-nonce",
    class: "input mono",
    name: "nonce",
    inputmode: "numeric",
    required: true,
  });
  const gameCode = h("input", {
    id: "dv-f-game",
    class: "input mono",
    name: "gameCode",
    autocomplete: "off",
    spellcheck: "false",
    required: true,
    placeholder: "slot.dragon-17",
  });
  const bet = h("textarea", {
    id: "dv-f-bet",
    class: "input mono",
    name: "bet",
    rows: 3,
    spellcheck: "false",
    required: true,
    placeholder: '{"stake":"100000"}',
  });
  const problem = h("p", { class: "hint invalid", role: "alert", hidden: true });

  const invalid = (label: MessageKey) => {
    problem.textContent = t("verify.form.invalid", { field: t(label) });
    problem.hidden = false;
  };

  const root = h(
    "form",
    {
      class: "panel verify-form",
      "data-testid": "dv-verify-form",
      novalidate: true,
      onsubmit: (event: Event) => {
        event.preventDefault();
        problem.hidden = true;
        const game = parseGameCode(gameCode.value);
        if (!game) return invalid("verify.form.gameCode");
        if (!/^[0-9a-f]{64}$/i.test(serverSeed.value.trim())) return invalid("verify.form.serverSeed");
        if (!/^\d{1,15}$/.test(nonce.value.trim())) return invalid("verify.form.nonce");
        let parsedBet: unknown;
        try {
          parsedBet = JSON.parse(bet.value);
        } catch {
          return invalid("verify.form.bet");
        }
        const values: FormValues = {
          ...game,
          serverSeed: serverSeed.value.trim().toLowerCase(),
          clientSeed: clientSeed.value.trim(),
          nonce: Number(nonce.value.trim()),
          bet: parsedBet,
          hash: hash.value.trim(),
        };
        try {
          onReplay(recompute(values), values);
        } catch (error) {
          onError(error instanceof Error ? error.message : String(error));
        }
      },
    },
    h("h2", null, t("verify.form.title")),
    h(
      "div",
      { class: "form-grid" },
      field("dv-f-server", "verify.form.serverSeed", serverSeed),
      field("dv-f-hash", "verify.form.serverSeedHash", hash),
      field("dv-f-client", "verify.form.clientSeed", clientSeed),
      field("dv-f-nonce", "verify.form.nonce", nonce),
      field("dv-f-game", "verify.form.gameCode", gameCode),
      field("dv-f-bet", "verify.form.bet", bet),
    ),
    problem,
    h("button", { type: "submit", class: "btn gold", "data-testid": "dv-verify-submit" }, t("verify.form.submit")),
  );

  return {
    root,
    fill(round: RoundResponse) {
      serverSeed.value = round.serverSeed ?? "";
      hash.value = round.serverSeedHash;
      clientSeed.value = round.clientSeed;
      nonce.value = String(round.nonce);
      gameCode.value = round.gameCode;
      bet.value = JSON.stringify(round.bet);
    },
  };
}
