import { PATHS, type WithdrawalOrder, type WithdrawRequest } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Requests a withdrawal (the amount moves to a hold); the same requestId returns the same order. */
export function createWithdrawal(request: WithdrawRequest): Promise<WithdrawalOrder> {
  return apiSend<WithdrawalOrder>("POST", PATHS.withdraw, { body: request });
}
