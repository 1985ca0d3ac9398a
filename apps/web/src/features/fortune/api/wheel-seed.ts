import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FORTUNE_PATHS, type FortuneSeed } from "@lotus/contracts/web";
import { apiGet, apiSend } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { fortuneKeys, invalidateFortune } from "./fortune-keys";

export type SeedRotation = {
  previous: { serverSeed: string; seedHash: string; clientSeed: string; spins: number };
  current: FortuneSeed;
};

export function getWheelSeed(signal?: AbortSignal): Promise<FortuneSeed> {
  return apiGet<FortuneSeed>(FORTUNE_PATHS.wheelSeed, {}, signal);
}

/** The committed seed pair: the server seed's hash, the client seed and the next nonce (login). */
export function useWheelSeed() {
  const token = useSession()?.token ?? "";
  return useQuery({
    queryKey: fortuneKeys.of("seed", token),
    queryFn: ({ signal }) => getWheelSeed(signal),
    enabled: token !== "",
  });
}

/** Sets a new client seed: the old server seed is revealed (its spins become verifiable). */
export function rotateWheelSeed(clientSeed: string): Promise<SeedRotation> {
  return apiSend<SeedRotation>("PUT", FORTUNE_PATHS.wheelSeed, { body: { clientSeed } });
}

export function useRotateWheelSeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rotateWheelSeed, onSuccess: () => void invalidateFortune(queryClient) });
}
