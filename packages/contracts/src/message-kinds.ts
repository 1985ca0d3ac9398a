/* Messages (issue 16): the zod-free lists shared by the server, the web and the console. */

/** system: the site's own notices; personal: about the member's own money and account; marketing: offers (suppressed for protected members). */
export const MESSAGE_CATEGORIES = ["system", "personal", "marketing"] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/**
 * The event templates; each has `message.<template>.title` and `message.<template>.body` in the
 * server catalogue of every language, with the {params} listed in MESSAGE_TEMPLATE_PARAMS.
 */
export const MESSAGE_TEMPLATES = [
  "welcome",
  "deposit_arrived",
  "withdrawal_approved",
  "withdrawal_rejected",
  "contract_offered",
  "contract_accepted",
  "contract_cancelled",
  "bonus_issued",
  "bonus_expiring",
  "vip_level_changed",
  "feedback_answered",
  "kyc_approved",
  "kyc_rejected",
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/** The parameters each template's texts use (all strings; amounts in minor units are formatted on read). */
export const MESSAGE_TEMPLATE_PARAMS: Record<MessageTemplate, readonly string[]> = {
  welcome: ["account"],
  deposit_arrived: ["amount", "orderNo"],
  withdrawal_approved: ["amount", "orderNo"],
  withdrawal_rejected: ["amount", "orderNo", "reason"],
  contract_offered: ["agent", "kind"],
  contract_accepted: ["member", "kind"],
  contract_cancelled: ["by", "kind"],
  bonus_issued: ["amount", "title"],
  bonus_expiring: ["amount", "title", "expiresAt"],
  vip_level_changed: ["from", "to"],
  feedback_answered: ["subject", "answer"],
  kyc_approved: ["level"],
  kyc_rejected: ["level", "reason"],
};

/** Template parameters holding an amount in minor units (formatted in the reader's language). */
export const MESSAGE_AMOUNT_PARAMS = ["amount"] as const;

/** Who an operator's message goes to. */
export const MESSAGE_SEGMENT_KINDS = ["member", "vip", "agentTeam", "all"] as const;
export type MessageSegmentKind = (typeof MESSAGE_SEGMENT_KINDS)[number];
