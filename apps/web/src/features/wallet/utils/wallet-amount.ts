import { dongInputToMinor, formatMinor, MINOR_UNITS_PER_DONG } from "@lotus/contracts/web";

export type AmountProblem = "empty" | "invalid" | "zero" | "aboveBalance";
export type AmountCheck = { ok: true; minor: bigint } | { ok: false; problem: AmountProblem };

/**
 * What the member typed in a transfer amount (đồng, with "." "," or spaces as thousands
 * separators and up to 2 decimals) against the balance of the wallet it comes from. The amount
 * stays a bigint of minor units all the way; nothing goes through a float.
 */
export function checkTransferAmount(input: string, available: bigint | null): AmountCheck {
  if (input.trim() === "") return { ok: false, problem: "empty" };
  const minor = dongInputToMinor(input);
  if (minor === null) return { ok: false, problem: "invalid" };
  const value = BigInt(minor);
  if (value === 0n) return { ok: false, problem: "zero" };
  if (available !== null && value > available) return { ok: false, problem: "aboveBalance" };
  return { ok: true, minor: value };
}

/**
 * A balance written back into the amount field (the "all" shortcut), in the page language's
 * separators, and read back by dongInputToMinor as the same minor units. Whole đồng carry no
 * decimals ("1.000.000"), so the field looks like what a member types.
 */
export function minorToAmountInput(minor: bigint, language: string): string {
  const whole = minor % MINOR_UNITS_PER_DONG === 0n;
  return formatMinor(minor, language, { decimals: whole ? 0 : 2 });
}

/**
 * A retry of the same submission must reuse its idempotency key (architecture.md §4), so that a
 * request whose answer was lost moves money once; any other submission gets a fresh key. `settle`
 * forgets the key once the server has answered for good (success), so the next transfer of the
 * same amount is a new one.
 */
export function createRequestIdKeeper(makeId: () => string = newRequestId) {
  let last: { fingerprint: string; id: string } | null = null;
  return {
    idFor(fingerprint: string): string {
      if (last?.fingerprint !== fingerprint) last = { fingerprint, id: makeId() };
      return last.id;
    },
    settle() {
      last = null;
    },
  };
}

/** 32 hex digits from the CSPRNG (crypto.randomUUID needs a secure context; this does not). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
