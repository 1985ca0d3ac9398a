import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@lotus/contracts";
import { AppError } from "../../errors.ts";

// The argon2 primitives are shared with operator sign-in, so they live in lib (one pool of hash slots).
export {
  ARGON2_PARAMS,
  burnVerifyTime,
  hashPassword,
  parseArgon2Hash,
  verifyPassword,
} from "../../lib/password-hash.ts";

/**
 * The floor for every new password (issue 3): 8 to 128 characters, never truncated. Field
 * rules may ask for more; `ruleMin`/`ruleMax` come from the password rule when there is one.
 */
export function assertNewPasswordLength(plain: string, ruleMin = 0, ruleMax = PASSWORD_MAX_LENGTH): void {
  const min = Math.max(PASSWORD_MIN_LENGTH, ruleMin);
  const max = Math.min(PASSWORD_MAX_LENGTH, Math.max(ruleMax, min));
  const length = [...plain].length;
  if (length < min || length > max) throw new AppError("invalid_password", { min, max });
}
