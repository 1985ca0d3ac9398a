import type { DbClient } from "../db/pool.ts";
import { AppError } from "../errors.ts";
import { hitThrottle, readThrottle, refundThrottle } from "./request-throttle.repository.ts";

export {
  clearThrottle,
  hitThrottle,
  pruneThrottles,
  readThrottle,
  refundThrottle,
} from "./request-throttle.repository.ts";

/** A budget of wrong answers to one secret (a payment password): `limit` per key per window. */
export type SecretBudget = { scope: string; limit: number; windowSeconds: number };

/** How long a check waits for a slot while the budget is full of checks still in flight. */
const SLOT_WAIT_MS = 15_000;
const SLOT_POLL_MS = 25;

/**
 * Checks a secret under a budget of WRONG answers, so that right answers never use it up, however
 * many arrive at once, and guesses in parallel still cannot exceed it. Two counters per key:
 *  - `<scope>:wrong`, the wrong answers of the window: at the limit, every check is refused
 *    (too_many_attempts) before the secret is looked at;
 *  - `<scope>`, the slots: a check takes one BEFORE looking at the secret and gives it back when the
 *    answer was right (a wrong answer keeps it). At most `limit` checks are in flight or wrong, so
 *    parallel guesses cannot all slip under the limit while their failures are still being verified.
 * A check that finds every slot taken while the wrong answers are under the limit gives its slot back
 * and waits for one (the others are right answers still being verified): it is not a failure.
 * Returns whether the secret was right; `check` throwing gives the slot back. Refusals are
 * too_many_attempts.
 */
export async function checkSecret(
  db: DbClient,
  budget: SecretBudget,
  key: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const tooMany = () => new AppError("too_many_attempts", { minutes: Math.ceil(budget.windowSeconds / 60) });
  const wrongScope = `${budget.scope}:wrong`;
  const deadline = Date.now() + SLOT_WAIT_MS;
  for (;;) {
    if ((await readThrottle(db, wrongScope, key, budget.windowSeconds)) >= budget.limit) throw tooMany();
    if ((await hitThrottle(db, budget.scope, key, budget.windowSeconds)) <= budget.limit) break;
    await refundThrottle(db, budget.scope, key);
    if (Date.now() > deadline) throw tooMany();
    await new Promise((resolve) => setTimeout(resolve, SLOT_POLL_MS + Math.random() * SLOT_POLL_MS));
  }
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await refundThrottle(db, budget.scope, key);
    throw error;
  }
  if (right) await refundThrottle(db, budget.scope, key);
  else await hitThrottle(db, wrongScope, key, budget.windowSeconds);
  return right;
}
