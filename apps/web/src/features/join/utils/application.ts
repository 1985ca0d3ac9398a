import type { AffiliateApplicationRequest } from "@lotus/contracts/web";

/** How an applicant reaches its audience (contracts AFFILIATE_CHANNELS). */
export const JOIN_CHANNELS = ["website", "social", "community", "offline", "other"] as const;
export type JoinChannel = (typeof JOIN_CHANNELS)[number];

export type ApplicationDraft = {
  name: string;
  email: string;
  mobile: string;
  telegram: string;
  zalo: string;
  channel: JoinChannel;
  message: string;
};

type Field = keyof ApplicationDraft | "contact";
export type ApplicationProblem = "nameRequired" | "contactRequired" | "emailInvalid" | "mobileInvalid";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9]{6,16}$/;

/**
 * The form's fields as the request (trimmed, empty contacts left out), or what is wrong: a name,
 * at least one contact, and a readable e-mail and mobile when given (the server checks the same).
 */
export function checkApplication(draft: ApplicationDraft): {
  ok: boolean;
  problems: Partial<Record<Field, ApplicationProblem>>;
  request: Omit<AffiliateApplicationRequest, "humanVerification">;
} {
  const problems: Partial<Record<Field, ApplicationProblem>> = {};
  const name = draft.name.trim();
  const mobile = draft.mobile.replace(/[\s.-]/g, "");
  const contact = {
    email: draft.email.trim() || undefined,
    mobile: mobile || undefined,
    telegram: draft.telegram.trim() || undefined,
    zalo: draft.zalo.trim() || undefined,
  };
  if (name === "") problems.name = "nameRequired";
  if (Object.values(contact).every((value) => value === undefined)) problems.contact = "contactRequired";
  if (contact.email !== undefined && !EMAIL.test(contact.email)) problems.email = "emailInvalid";
  if (contact.mobile !== undefined && !MOBILE.test(contact.mobile)) problems.mobile = "mobileInvalid";
  const message = draft.message.trim();
  const cleanContact = Object.fromEntries(Object.entries(contact).filter(([, v]) => v !== undefined));
  return {
    ok: Object.keys(problems).length === 0,
    problems,
    request: { name, contact: cleanContact, channel: draft.channel, ...(message ? { message } : {}) },
  };
}
