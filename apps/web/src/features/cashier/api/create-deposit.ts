import { PATHS, type DepositOrder, type DepositRequest } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Opens a bank-transfer deposit order; the same requestId returns the same order. */
export function createDeposit(request: DepositRequest): Promise<DepositOrder> {
  return apiSend<DepositOrder>("POST", PATHS.deposit, { body: request });
}
