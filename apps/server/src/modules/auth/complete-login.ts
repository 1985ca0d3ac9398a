import type { FastifyRequest } from "fastify";
import type { LoginDone } from "@lotus/contracts";

export type LoginMethod = "username" | "sms" | "register" | "free_play" | "social" | "phone_reset" | "second_verification";

/**
 * Finishes a login that passed every check: trusts the IP, rotates in a new session, updates the
 * last login, records the event and builds the response. (Stub: implemented by the session work.)
 */
export async function completeLogin(
  request: FastifyRequest,
  input: { memberId: bigint; method: LoginMethod },
): Promise<LoginDone> {
  void request;
  void input;
  throw new Error("not implemented yet");
}
