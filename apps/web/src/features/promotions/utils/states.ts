import type { PromotionEntry, PromotionState, PromotionTemplate } from "@lotus/contracts/web";

/** What a card offers the member: an action button, or a label for a state with nothing to press. */
export type StateAction = "join" | "claim" | "raffle" | "apply" | "code";
export type StateView =
  { kind: "action"; action: StateAction } | { kind: "label"; tone: "done" | "waiting" | "refused" | "muted" | "info" };

const LABEL_TONES: Record<Exclude<PromotionState, "join" | "claim">, StateView & { kind: "label" }> = {
  signed: { kind: "label", tone: "done" },
  issued: { kind: "label", tone: "done" },
  claimed: { kind: "label", tone: "done" },
  processing: { kind: "label", tone: "waiting" },
  applying: { kind: "label", tone: "waiting" },
  rejected: { kind: "label", tone: "refused" },
  application_forbidden: { kind: "label", tone: "refused" },
  coming_soon: { kind: "label", tone: "info" },
  closed: { kind: "label", tone: "muted" },
  registration_closed: { kind: "label", tone: "muted" },
};

/**
 * The member's state (spec §4) as what the card shows: "join" is the entry's own action (join, the
 * application form, the code field; an automatic promotion needs nothing: "signed"), "claim" a claim
 * button (a raffle's claim draws the prize); every other state a label.
 */
export function stateView(card: {
  state: PromotionState;
  entry: PromotionEntry;
  template: PromotionTemplate;
}): StateView {
  if (card.state === "claim") return { kind: "action", action: card.template === "raffle" ? "raffle" : "claim" };
  if (card.state === "join") {
    switch (card.entry) {
      case "apply":
        return { kind: "action", action: "apply" };
      case "code":
        return { kind: "action", action: "code" };
      case "claim":
        return { kind: "action", action: card.template === "raffle" ? "raffle" : "claim" };
      case "join":
        return { kind: "action", action: "join" };
      case "auto":
        return { kind: "label", tone: "info" };
    }
  }
  return LABEL_TONES[card.state as keyof typeof LABEL_TONES];
}

/**
 * Which deposit promotion the form picks first: the one the member already joined, else "no bonus" —
 * a bonus holds the deposit until it is wagered, so nobody gets one without choosing it
 * (docs/ARCHITECTURE.md, decision 69).
 */
export function defaultDepositChoice<C extends { id: string; state: string }>(choices: C[]): string {
  return choices.find((card) => card.state === "signed")?.id ?? "none";
}
