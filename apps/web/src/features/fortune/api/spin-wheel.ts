import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FORTUNE_PATHS, type FortuneSpinResult } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateMoney } from "../../../lib/queries/money";
import { invalidateFortune } from "./fortune-keys";

/** Spins a wheel with one ticket (idempotent by requestId: a retry spins once). */
export function spinWheel(input: { wheelId: string; requestId: string }): Promise<FortuneSpinResult> {
  return apiSend<FortuneSpinResult>("POST", FORTUNE_PATHS.wheelSpin.replace(":id", input.wheelId), {
    body: { requestId: input.requestId },
  });
}

/** The caches are refreshed by the page once the wheel stops (the result is not shown before). */
export function useSpinWheel() {
  const queryClient = useQueryClient();
  return {
    mutation: useMutation({ mutationFn: spinWheel }),
    refresh: () => {
      void invalidateMoney(queryClient);
      void invalidateFortune(queryClient);
    },
  };
}
