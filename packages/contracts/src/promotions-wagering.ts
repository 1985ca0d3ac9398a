/*
 * Bonus grants and their wagering requirement (issue 15; features-research.md part c.2): the rules as
 * pure integer arithmetic, and an in-memory wallet that applies them event by event. The wallet is the
 * model the database implementation is tested against (the same bets, wins and rollbacks must leave
 * the same balances, progress and entries); the browser uses the same functions for the live
 * wagering meter. Money is minor units (bigint); percentages are whole numbers 0–100.
 *
 * Rules:
 * - requirement = multiplier × base, base = the bonus ("bonus") or bonus + deposit ("bonus_deposit");
 *   the multiplier is at most MAX_WAGERING_MULTIPLIER (10×, the UK cap on bonus funds).
 * - a bet's contribution = stake × weight / 100 (rounded down); the weight is the most specific of
 *   game, vendor, category, default in the grant's terms (copied at grant time, never read live).
 * - funding: real money first, the bonus of ONE grant for the shortfall; one bet feeds exactly one
 *   grant — the active grant that expires first (then the oldest): its progress grows by the whole
 *   stake's contribution, whether the stake was real or bonus.
 * - while a grant is active, a stake above its max bet is refused (whatever pays it).
 * - wins and rollbacks return in the stake's proportion: the bonus share is
 *   floor(amount × bonusStake / stake), the rest is real. A rollback also takes back its contribution
 *   from a grant that is still active.
 * - a met requirement converts the grant: its bonus balance, up to the conversion cap, becomes real
 *   money; the rest is forfeited. Expiry and forfeit are one path: the balance is forfeited.
 * - a win or rollback whose grant is no longer active: the bonus share is real money when the grant
 *   converted, and is forfeited when it expired or was forfeited (a bonus stake cannot come back
 *   as a bonus that no longer exists).
 */

/** The most a requirement may multiply its base (UK LCCP SR 5.1.1 from 19 January 2026: ≤ 10× bonus). */
export const MAX_WAGERING_MULTIPLIER = 10;

export type WageringBase = "bonus" | "bonus_deposit";

/** Contribution weights (0–100 %): the most specific match wins. */
export type ContributionWeights = {
  default: number;
  category?: Readonly<Record<string, number>>;
  vendor?: Readonly<Record<string, number>>;
  game?: Readonly<Record<string, number>>;
};

/** What a bet is, for its weight. */
export type BetScope = { category: string; vendor: string; game: string };

/** The terms of a grant, snapshotted when it is granted. */
export type BonusTerms = {
  multiplier: number;
  base: WageringBase;
  weights: ContributionWeights;
  /** Largest stake while the grant is active (minor units); null: no limit. */
  maxBet: bigint | null;
  /** Most real money a conversion pays (minor units); null: the whole balance. */
  maxConversion: bigint | null;
  /** Milliseconds since the epoch. */
  expiresAt: number;
};

export type BonusTermsError = "multiplier" | "weight" | "max_bet" | "max_conversion";

/** Why terms cannot be granted, or null: multiplier a whole number 0–10, weights 0–100, caps positive. */
export function bonusTermsError(terms: BonusTerms): BonusTermsError | null {
  if (!Number.isInteger(terms.multiplier) || terms.multiplier < 0 || terms.multiplier > MAX_WAGERING_MULTIPLIER) {
    return "multiplier";
  }
  const weights = [
    terms.weights.default,
    ...Object.values(terms.weights.category ?? {}),
    ...Object.values(terms.weights.vendor ?? {}),
    ...Object.values(terms.weights.game ?? {}),
  ];
  if (weights.some((w) => !Number.isInteger(w) || w < 0 || w > 100)) return "weight";
  if (terms.maxBet !== null && terms.maxBet <= 0n) return "max_bet";
  if (terms.maxConversion !== null && terms.maxConversion <= 0n) return "max_conversion";
  return null;
}

/** The wagering requirement of a grant: multiplier × (bonus, or bonus + deposit). */
export function wageringRequirement(
  terms: Pick<BonusTerms, "multiplier" | "base">,
  bonus: bigint,
  deposit = 0n,
): bigint {
  const base = terms.base === "bonus_deposit" ? bonus + deposit : bonus;
  return BigInt(Math.min(terms.multiplier, MAX_WAGERING_MULTIPLIER)) * base;
}

/** The weight (0–100) of a bet: its game's, else its vendor's, else its category's, else the default. */
export function contributionWeight(weights: ContributionWeights, scope: BetScope): number {
  return (
    weights.game?.[scope.game] ??
    weights.vendor?.[scope.vendor] ??
    weights.category?.[scope.category] ??
    weights.default
  );
}

/** A stake's contribution to a requirement: stake × weight / 100, rounded down. */
export const wageringContribution = (stake: bigint, weight: number): bigint => (stake * BigInt(weight)) / 100n;

/** The bonus share of an amount returned on a stake funded `bonusStake` of `stake` (rounded down). */
export const bonusShare = (amount: bigint, stake: bigint, bonusStake: bigint): bigint =>
  stake === 0n ? 0n : (amount * bonusStake) / stake;

/* ---- The in-memory wallet (the model) ---- */

export type GrantStatus = "active" | "converted" | "expired" | "forfeited";

export type GrantEntryKind = "grant" | "bet" | "win" | "rollback" | "convert" | "expire" | "forfeit";

/** One entry of a grant: signed bonus and real movements, the contribution, the bonus balance after. */
export type GrantEntry = {
  kind: GrantEntryKind;
  round?: string;
  bonus: bigint;
  real: bigint;
  wagering: bigint;
  balanceAfter: bigint;
};

export type Grant = {
  id: string;
  terms: BonusTerms;
  granted: bigint;
  balance: bigint;
  required: bigint;
  progress: bigint;
  status: GrantStatus;
  /** Order of granting (the tiebreak between grants that expire together). */
  seq: number;
  entries: GrantEntry[];
};

type OpenRound = {
  grantId: string | null;
  stake: bigint;
  bonusStake: bigint;
  contribution: bigint;
  settled: boolean;
};

export type BetOutcome =
  | { ok: true; real: bigint; bonus: bigint; grantId: string | null; contribution: bigint }
  | { ok: false; reason: "insufficient" | "max_bet" | "duplicate" };

/**
 * A member's real balance and bonus grants, changed only by the events below. Every change of a grant
 * is one entry; `check()` proves the identities the ledger verifier will check on the real tables.
 */
export class BonusWallet {
  real: bigint;
  readonly grants = new Map<string, Grant>();
  private readonly rounds = new Map<string, OpenRound>();
  private seq = 0;
  /** Real money from outside (the opening balance and deposits). */
  private realIn: bigint;
  /** Bonus money that left by expiry, forfeit, a conversion's cap or a return on a closed grant. */
  forfeited = 0n;
  /** Σ stakes and Σ returns (wins and rollbacks) of every round. */
  private staked = 0n;
  private returned = 0n;

  constructor(real = 0n) {
    this.real = real;
    this.realIn = real;
  }

  /** A new grant of `bonus` (its terms snapshotted), with the deposit its base may include. */
  grant(id: string, bonus: bigint, terms: BonusTerms, deposit = 0n): Grant {
    if (this.grants.has(id)) throw new Error(`grant ${id} exists`);
    const error = bonusTermsError(terms);
    if (error) throw new Error(`terms: ${error}`);
    if (bonus <= 0n) throw new Error("a grant is positive");
    const grant: Grant = {
      id,
      terms,
      granted: bonus,
      balance: bonus,
      required: wageringRequirement(terms, bonus, deposit),
      progress: 0n,
      status: "active",
      seq: this.seq++,
      entries: [{ kind: "grant", bonus, real: 0n, wagering: 0n, balanceAfter: bonus }],
    };
    this.grants.set(id, grant);
    // A requirement of 0 (a free bonus without wagering) is met at once.
    if (grant.required === 0n) this.convert(grant);
    return grant;
  }

  /** The active grants in feeding order: the first to expire, then the oldest. */
  activeGrants(): Grant[] {
    return [...this.grants.values()]
      .filter((g) => g.status === "active")
      .sort((a, b) => a.terms.expiresAt - b.terms.expiresAt || a.seq - b.seq);
  }

  /** The bonus balance of every active grant. */
  get bonusBalance(): bigint {
    return this.activeGrants().reduce((sum, g) => sum + g.balance, 0n);
  }

  /** A bet of `stake` on `scope` in round `round` at `now`: real first, one grant for the shortfall. */
  bet(round: string, stake: bigint, scope: BetScope, now: number): BetOutcome {
    if (stake <= 0n) throw new Error("a stake is positive");
    if (this.rounds.has(round)) return { ok: false, reason: "duplicate" };
    this.expireDue(now);
    const grant = this.activeGrants()[0] ?? null;
    if (grant?.terms.maxBet != null && stake > grant.terms.maxBet) return { ok: false, reason: "max_bet" };
    const real = stake <= this.real ? stake : this.real;
    const bonus = stake - real;
    if (bonus > 0n && (!grant || grant.balance < bonus)) return { ok: false, reason: "insufficient" };
    this.real -= real;
    this.staked += stake;
    let contribution = 0n;
    if (grant) {
      contribution = wageringContribution(stake, contributionWeight(grant.terms.weights, scope));
      grant.balance -= bonus;
      grant.progress = grant.progress + contribution > grant.required ? grant.required : grant.progress + contribution;
      grant.entries.push({
        kind: "bet",
        round,
        bonus: -bonus,
        real: -real,
        wagering: contribution,
        balanceAfter: grant.balance,
      });
    }
    this.rounds.set(round, { grantId: grant?.id ?? null, stake, bonusStake: bonus, contribution, settled: false });
    if (grant && grant.progress >= grant.required) this.convert(grant);
    return { ok: true, real, bonus, grantId: grant?.id ?? null, contribution };
  }

  /** A win of `amount` on an open round: back in the stake's proportion. A second settlement is ignored. */
  win(round: string, amount: bigint): { real: bigint; bonus: bigint } | null {
    return this.settle(round, amount, "win");
  }

  /** A rollback: the stake comes back in its proportion, and its contribution is taken back. */
  rollback(round: string): { real: bigint; bonus: bigint } | null {
    const open = this.rounds.get(round);
    if (!open) return null;
    return this.settle(round, open.stake, "rollback");
  }

  private settle(round: string, amount: bigint, kind: "win" | "rollback"): { real: bigint; bonus: bigint } | null {
    const open = this.rounds.get(round);
    if (!open || open.settled || amount < 0n) return null;
    open.settled = true;
    this.returned += amount;
    const bonusPart = bonusShare(amount, open.stake, open.bonusStake);
    const realPart = amount - bonusPart;
    const grant = open.grantId ? this.grants.get(open.grantId) : undefined;
    this.real += realPart;
    if (!grant) return { real: realPart, bonus: 0n };
    if (grant.status === "active") {
      const taken =
        kind === "rollback" ? (open.contribution < grant.progress ? open.contribution : grant.progress) : 0n;
      grant.balance += bonusPart;
      grant.progress -= taken;
      grant.entries.push({
        kind,
        round,
        bonus: bonusPart,
        real: realPart,
        wagering: -taken,
        balanceAfter: grant.balance,
      });
      return { real: realPart, bonus: bonusPart };
    }
    if (grant.status === "converted") {
      this.real += bonusPart;
      grant.entries.push({
        kind,
        round,
        bonus: 0n,
        real: realPart + bonusPart,
        wagering: 0n,
        balanceAfter: grant.balance,
      });
      return { real: realPart + bonusPart, bonus: 0n };
    }
    this.forfeited += bonusPart;
    grant.entries.push({ kind, round, bonus: 0n, real: realPart, wagering: 0n, balanceAfter: grant.balance });
    return { real: realPart, bonus: 0n };
  }

  private convert(grant: Grant): void {
    const paid =
      grant.terms.maxConversion !== null && grant.balance > grant.terms.maxConversion
        ? grant.terms.maxConversion
        : grant.balance;
    const lost = grant.balance - paid;
    this.real += paid;
    this.forfeited += lost;
    grant.entries.push({ kind: "convert", bonus: -grant.balance, real: paid, wagering: 0n, balanceAfter: 0n });
    grant.balance = 0n;
    grant.status = "converted";
  }

  /** Expiry and forfeit: one path — the balance leaves as a forfeit entry and the grant is closed. */
  end(grantId: string, kind: "expire" | "forfeit"): boolean {
    const grant = this.grants.get(grantId);
    if (!grant || grant.status !== "active") return false;
    this.forfeited += grant.balance;
    grant.entries.push({ kind, bonus: -grant.balance, real: 0n, wagering: 0n, balanceAfter: 0n });
    grant.balance = 0n;
    grant.status = kind === "expire" ? "expired" : "forfeited";
    return true;
  }

  /** Ends every active grant whose expiry has passed. */
  expireDue(now: number): void {
    for (const grant of this.activeGrants()) if (grant.terms.expiresAt <= now) this.end(grant.id, "expire");
  }

  /** Deposits (real money from outside the games). */
  deposit(amount: bigint): void {
    if (amount <= 0n) throw new Error("a deposit is positive");
    this.real += amount;
    this.realIn += amount;
  }

  /**
   * The identities every state keeps (the ledger verifier checks the same on the tables): each grant's
   * entries sum to its balance and its progress stays within 0 … required; a closed grant holds
   * nothing; balances are never negative; and no money appears or vanishes — real in + granted =
   * real + bonus balances + forfeited + (stakes − returns) of every round.
   */
  check(): string[] {
    const problems: string[] = [];
    if (this.real < 0n) problems.push(`real ${this.real} < 0`);
    let granted = 0n;
    for (const g of this.grants.values()) {
      granted += g.granted;
      const sum = g.entries.reduce((s, e) => s + e.bonus, 0n);
      if (sum !== g.balance) problems.push(`grant ${g.id}: entries ${sum} ≠ balance ${g.balance}`);
      if (g.balance < 0n) problems.push(`grant ${g.id}: balance ${g.balance} < 0`);
      if (g.progress < 0n || g.progress > g.required)
        problems.push(`grant ${g.id}: progress ${g.progress} out of 0…${g.required}`);
      if (g.status !== "active" && g.balance !== 0n) problems.push(`grant ${g.id}: ${g.status} with ${g.balance}`);
      const last = g.entries.at(-1);
      if (last && last.balanceAfter !== g.balance)
        problems.push(`grant ${g.id}: last entry after ${last.balanceAfter}`);
    }
    const held = this.real + this.bonusBalance + this.forfeited + (this.staked - this.returned);
    if (this.realIn + granted !== held) problems.push(`money: in ${this.realIn + granted} ≠ held ${held}`);
    return problems;
  }
}
