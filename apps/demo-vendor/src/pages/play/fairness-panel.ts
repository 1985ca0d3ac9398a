import type { Fairness, SeedsResponse } from "../../protocol.ts";
import { h, replace } from "../shared/dom.ts";
import type { Translate } from "../shared/i18n.ts";
import { isValidClientSeed, newClientSeed } from "./url.ts";

/* The fairness panel: published hash, client seed (editable, applied at rotation), nonce, rotation. */

export type FairnessPanel = ReturnType<typeof createFairnessPanel>;

export function createFairnessPanel(options: {
  t: Translate;
  fairness: Fairness;
  /** Rotates the pair; resolves with the answer or null when it failed (the controller shows why). */
  rotate: (clientSeed: string | undefined) => Promise<SeedsResponse | null>;
  /** The verification link of the last round played with the revealed pair, if any. */
  lastRoundHref: (revealedHash: string) => string | null;
}) {
  const { t } = options;
  let current = options.fairness;
  let locked = false;
  let rotating = false;

  const hash = h("code", { class: "mono wrap", "data-testid": "dv-server-hash" });
  const nonce = h("code", { class: "mono", "data-testid": "dv-nonce" });
  const seedInput = h("input", {
    id: "dv-client-seed",
    class: "input mono",
    type: "text",
    maxlength: 64,
    autocomplete: "off",
    spellcheck: "false",
    "data-testid": "dv-client-seed",
    "aria-describedby": "dv-client-seed-hint",
    oninput: () => validate(),
  });
  const seedHint = h("p", { class: "hint", id: "dv-client-seed-hint" }, t("fairness.clientSeedHint"));
  const randomize = h(
    "button",
    {
      type: "button",
      class: "btn ghost small",
      onclick: () => {
        seedInput.value = newClientSeed();
        validate();
      },
    },
    t("fairness.randomize"),
  );
  const rotateButton = h(
    "button",
    {
      type: "button",
      class: "btn gold",
      "data-testid": "dv-rotate-seeds",
      onclick: () => void doRotate(),
    },
    t("fairness.rotate"),
  );
  const revealed = h("div", { class: "revealed", "data-testid": "dv-revealed", hidden: true, "aria-live": "polite" });

  const root = h(
    "section",
    { class: "panel fairness", "aria-labelledby": "dv-fairness-title" },
    h("h2", { id: "dv-fairness-title" }, t("fairness.title")),
    h("p", { class: "hint" }, t("fairness.intro")),
    h(
      "dl",
      { class: "facts" },
      h("dt", null, t("fairness.serverHash")),
      h("dd", null, hash),
      h("dt", null, t("fairness.nonce")),
      h("dd", null, nonce),
    ),
    h("label", { class: "field-label", for: "dv-client-seed" }, t("fairness.clientSeed")),
    h("div", { class: "seed-row" }, seedInput, randomize),
    seedHint,
    rotateButton,
    revealed,
  );

  function validate(): boolean {
    const ok = isValidClientSeed(seedInput.value.trim());
    seedInput.setAttribute("aria-invalid", String(!ok));
    seedHint.textContent = ok ? t("fairness.clientSeedHint") : t("fairness.clientSeedInvalid");
    seedHint.classList.toggle("invalid", !ok);
    rotateButton.disabled = locked || rotating || !ok;
    return ok;
  }

  async function doRotate() {
    if (locked || rotating || !validate()) return;
    rotating = true;
    validate();
    const seed = seedInput.value.trim();
    const answer = await options.rotate(seed === current.clientSeed ? undefined : seed);
    rotating = false;
    if (answer) {
      const href = options.lastRoundHref(answer.revealed.serverSeedHash);
      replace(
        revealed,
        h("h3", null, t("fairness.revealed")),
        h(
          "dl",
          { class: "facts" },
          h("dt", null, t("fairness.revealedServerSeed")),
          h(
            "dd",
            null,
            h("code", { class: "mono wrap", "data-testid": "dv-revealed-seed" }, answer.revealed.serverSeed),
          ),
          h("dt", null, t("fairness.serverHash")),
          h("dd", null, h("code", { class: "mono wrap" }, answer.revealed.serverSeedHash)),
          h("dt", null, t("fairness.clientSeed")),
          h("dd", null, h("code", { class: "mono wrap" }, answer.revealed.clientSeed)),
        ),
        h("p", { class: "hint" }, t("fairness.revealedHint", { nonce: answer.revealed.lastNonce })),
        href
          ? h(
              "a",
              { class: "btn ghost small", href, target: "_blank", rel: "noopener", "data-testid": "dv-verify-last" },
              t("fairness.verifyLast"),
            )
          : null,
      );
      revealed.hidden = false;
      update(answer.next);
    }
    validate();
  }

  function update(next: Fairness) {
    const unedited = seedInput.value.trim() === current.clientSeed || seedInput.value === "";
    current = next;
    hash.textContent = next.serverSeedHash;
    nonce.textContent = String(next.nonce);
    if (unedited) seedInput.value = next.clientSeed;
  }

  update(current);
  validate();

  return {
    root,
    update,
    setLocked(value: boolean) {
      locked = value;
      seedInput.disabled = value;
      randomize.disabled = value;
      validate();
    },
  };
}
