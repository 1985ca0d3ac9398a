import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type PointsConversion, type PointsExchange } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateMoney } from "../../../lib/queries/money";

export type RedeemBody = {
  goodsId: string;
  quantity: number;
  address: string;
  phone: string;
  paymentPassword: string;
  requestId: string;
};
export type ConvertBody = { points: string; paymentPassword: string; requestId: string };

/** Exchanges points for goods (redeem, payment password checked); refreshes the money queries and goods. */
export function useRedeemPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeemBody) => apiSend<PointsExchange>("POST", PATHS.pointsRedeem, { body }),
    onSettled: () =>
      Promise.all([invalidateMoney(queryClient), queryClient.invalidateQueries({ queryKey: ["points-goods"] })]),
  });
}

/** Converts points to cash (convert, payment password checked). */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConvertBody) => apiSend<PointsConversion>("POST", PATHS.pointsConvert, { body }),
    onSettled: () => invalidateMoney(queryClient),
  });
}
