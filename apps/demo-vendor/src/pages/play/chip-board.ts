import { h } from "../shared/dom.ts";
import { chipValues, formatChip, formatMoney } from "../shared/money.ts";
import type { BetChoice, GameView, ViewContext } from "./view.ts";

/*
 * Chips on bet spots, shared by Tài Xỉu, Bầu Cua and the virtual matches: pick a chip value (a radio
 * group), press spots to stack chips, clear or repeat the last bet. The bet is { selections }.
 */
export type ChipBoard = ReturnType<typeof createChipBoard>;

export function createChipBoard(ctx: ViewContext) {
  const { t, lang } = ctx;
  const values = chipValues(ctx.limits);
  let chip = values[0] ?? ctx.limits.min;
  const amounts = new Map<string, bigint>();
  const spots = new Map<string, { button: HTMLButtonElement; badge: HTMLElement; label: string }>();
  let last: Map<string, bigint> | null = null;
  let locked = false;

  const chipInputs = values.map((value, index) => {
    const id = `dv-chip-${index}`;
    const input = h("input", {
      type: "radio",
      name: "dv-chip",
      id,
      class: "chip-input",
      value: value.toString(),
      "data-testid": `dv-chip-${value}`,
      checked: index === 0,
      onchange: () => {
        chip = value;
      },
    });
    return {
      input,
      label: h(
        "label",
        { for: id, class: `chip chip-${index}`, title: t("chips.chip", { amount: formatMoney(value, lang) }) },
        h("span", { class: "sr-only" }, t("chips.chip", { amount: formatMoney(value, lang) })),
        h("span", { "aria-hidden": "true" }, formatChip(value, lang)),
      ),
    };
  });
  const clear = h(
    "button",
    { type: "button", class: "btn ghost", "data-testid": "dv-clear", onclick: () => setAll(new Map()) },
    t("action.clear"),
  );
  const rebet = h(
    "button",
    {
      type: "button",
      class: "btn ghost",
      "data-testid": "dv-rebet",
      disabled: true,
      onclick: () => last && setAll(new Map(last)),
    },
    t("action.rebet"),
  );
  const bar = h(
    "div",
    { class: "chip-bar" },
    h(
      "fieldset",
      { class: "chips" },
      h("legend", { class: "field-label" }, t("chips.label")),
      ...chipInputs.flatMap(({ input, label }) => [input, label]),
    ),
    h("div", { class: "chip-actions" }, clear, rebet),
    h(
      "p",
      { class: "hint" },
      t("limits.range", { min: formatMoney(ctx.limits.min, lang), max: formatMoney(ctx.limits.max, lang) }),
    ),
  );

  function total(): bigint {
    let sum = 0n;
    for (const amount of amounts.values()) sum += amount;
    return sum;
  }

  function paint(id: string) {
    const spot = spots.get(id);
    if (!spot) return;
    const amount = amounts.get(id) ?? 0n;
    spot.badge.textContent = amount > 0n ? formatChip(amount, lang) : "";
    spot.badge.hidden = amount === 0n;
    spot.button.classList.toggle("has-chips", amount > 0n);
    spot.button.setAttribute(
      "aria-label",
      amount > 0n ? `${spot.label}, ${t("chips.onSpot", { amount: formatMoney(amount, lang) })}` : spot.label,
    );
  }

  function setAll(next: Map<string, bigint>) {
    amounts.clear();
    for (const [id, amount] of next) if (spots.has(id) && amount > 0n) amounts.set(id, amount);
    for (const id of spots.keys()) paint(id);
    ctx.onStakeChange();
  }

  function refreshButtons() {
    clear.disabled = locked;
    rebet.disabled = locked || last === null;
    for (const { input } of chipInputs) input.disabled = locked;
    for (const { button } of spots.values()) button.disabled = locked;
  }

  return {
    bar,
    /** Makes `button` a bet spot for option `id`; `label` is its accessible name without chips. */
    bindSpot(id: string, button: HTMLButtonElement, label: string) {
      const badge = h("span", { class: "spot-chips", "aria-hidden": "true", hidden: true });
      button.appendChild(badge);
      spots.set(id, { button, badge, label });
      button.addEventListener("click", () => {
        if (locked) return;
        const next = total() + chip;
        if (next > ctx.limits.max) {
          ctx.showError(t("error.overMax", { max: formatMoney(ctx.limits.max, lang) }));
          return;
        }
        amounts.set(id, (amounts.get(id) ?? 0n) + chip);
        paint(id);
        ctx.onStakeChange();
      });
      paint(id);
    },
    total,
    bet(): BetChoice {
      const stake = total();
      if (stake === 0n) return { ok: false, error: "error.noSelection" };
      if (stake > ctx.limits.max)
        return { ok: false, error: "error.overMax", vars: { max: formatMoney(ctx.limits.max, lang) } };
      const selections = [...amounts].map(([id, amount]) => ({ id, amount: amount.toString() }));
      return { ok: true, bet: { selections }, stake };
    },
    /** After a played round: remember it for "rebet" and clear the table for the next one. */
    settle() {
      last = new Map(amounts);
      refreshButtons();
    },
    clearTable() {
      setAll(new Map());
    },
    amountOn: (id: string) => amounts.get(id) ?? 0n,
    setLocked(value: boolean) {
      locked = value;
      refreshButtons();
    },
  };
}

/**
 * What every chip-board game's view has alike: the "play" action and its idle hint, no side panels,
 * and the stake, the bet and the lock taken from the board.
 */
export function chipBoardView(
  board: ChipBoard,
  stage: HTMLElement,
  controls: HTMLElement,
): Pick<GameView, "action" | "idleHint" | "stage" | "controls" | "panels" | "stake" | "bet" | "setLocked"> {
  return {
    action: "play",
    idleHint: "result.idleChips",
    stage,
    controls,
    panels: [],
    stake: () => board.total(),
    bet: () => board.bet(),
    setLocked: (locked) => board.setLocked(locked),
  };
}
