import type {
  EligibilityRule,
  PromotionEligibility,
  PromotionEntry,
  PromotionState,
  PromotionTemplate,
} from "@lotus/contracts";

/*
 * The activity state a member sees on a promotion (spec §4), decided from the promotion's window and
 * entry, the member's participation in the current period, the grants it gave and the eligibility
 * facts. Pure: the repository reads the inputs, the routes answer the result.
 */

export type PromotionWindow = {
  template: PromotionTemplate;
  entry: PromotionEntry;
  startsAt: Date;
  endsAt: Date | null;
  registrationEndsAt: Date | null;
  eligibility: PromotionEligibility;
  /** deposit_match: which deposit qualifies (1 = the first). */
  nth: number | null;
};

/** What is known of the member for the eligibility rules. */
export type MemberFacts = {
  verifiedPhone: boolean;
  zaloLinked: boolean;
  boundBank: boolean;
  vipLevel: number;
  /** Credited deposits so far. */
  deposits: number;
  accountAgeDays: number;
  /** Another member already took part from the same IP address (or the same device). */
  ipUsed: boolean;
  deviceUsed: boolean;
};

export type Participation = {
  state: "signed" | "applying" | "issued" | "rejected" | "claimed";
};

/** Each rule the promotion sets with its value and whether the member passes it. */
export function eligibilityChecks(
  rules: PromotionEligibility,
  facts: MemberFacts | null,
): { rule: EligibilityRule; value: number; passed: boolean | null }[] {
  const checks: { rule: EligibilityRule; value: number; passed: boolean | null }[] = [];
  const add = (rule: EligibilityRule, value: number, passes: (f: MemberFacts) => boolean) =>
    checks.push({ rule, value, passed: facts ? passes(facts) : null });
  if (rules.verifiedPhone) add("verifiedPhone", 1, (f) => f.verifiedPhone);
  if (rules.zaloLinked) add("zaloLinked", 1, (f) => f.zaloLinked);
  if (rules.boundBank) add("boundBank", 1, (f) => f.boundBank);
  if (rules.minVipLevel !== undefined) add("minVipLevel", rules.minVipLevel, (f) => f.vipLevel >= rules.minVipLevel!);
  if (rules.minDeposits !== undefined) add("minDeposits", rules.minDeposits, (f) => f.deposits >= rules.minDeposits!);
  if (rules.maxDeposits !== undefined) add("maxDeposits", rules.maxDeposits, (f) => f.deposits <= rules.maxDeposits!);
  if (rules.maxAccountAgeDays !== undefined) {
    add("maxAccountAgeDays", rules.maxAccountAgeDays, (f) => f.accountAgeDays <= rules.maxAccountAgeDays!);
  }
  if (rules.onePerIp) add("onePerIp", 1, (f) => !f.ipUsed);
  if (rules.onePerDevice) add("onePerDevice", 1, (f) => !f.deviceUsed);
  return checks;
}

/** The first rule the member fails, or null when every rule passes. */
export function failedRule(rules: PromotionEligibility, facts: MemberFacts): EligibilityRule | null {
  return eligibilityChecks(rules, facts).find((check) => check.passed === false)?.rule ?? null;
}

/** Whether a deposit_match can still pay this member: the qualifying deposit is still to come. */
function depositStillAhead(p: PromotionWindow, facts: MemberFacts): boolean {
  return p.template !== "deposit_match" || p.nth === null || facts.deposits < p.nth;
}

/**
 * The state: the window first (coming soon, closed), then what the member already did (applying,
 * rejected, issued/claimed — processing while a grant from it is still being wagered — or signed),
 * then whether they may still start (registration closed, application forbidden) and what they can
 * do (join, claim). A visitor (facts null) sees what a new member would.
 */
export function promotionState(
  p: PromotionWindow,
  now: Date,
  facts: MemberFacts | null,
  participation: Participation | null,
  grants: { active: number; total: number },
): PromotionState {
  if (now < p.startsAt) return "coming_soon";
  if (grants.active > 0) return "processing";
  if (participation) {
    if (participation.state === "signed") {
      return p.endsAt !== null && now >= p.endsAt ? "closed" : "signed";
    }
    return participation.state;
  }
  if (grants.total > 0) return p.entry === "claim" || p.entry === "code" ? "claimed" : "issued";
  if (p.endsAt !== null && now >= p.endsAt) return "closed";
  if (p.registrationEndsAt !== null && now >= p.registrationEndsAt) return "registration_closed";
  if (facts && (failedRule(p.eligibility, facts) !== null || !depositStillAhead(p, facts))) {
    return "application_forbidden";
  }
  switch (p.entry) {
    case "auto":
      // Nothing to do: the rule pays when it applies (the next qualifying deposit, the daily rebate).
      return facts ? "signed" : "join";
    case "claim":
      return "claim";
    default:
      return "join";
  }
}
