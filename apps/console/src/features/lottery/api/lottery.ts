import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsoleLotteryDraw,
  type ConsoleLotteryExposure,
  type ConsoleLotteryOdds,
  type LotteryBetStructure,
  type LotteryChain,
  type LotteryDrawState,
  type LotteryGame,
  type LotteryPrizeMode,
  type LotteryResultSource,
  type LotteryResultWire,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";
import type { OddsUpdate } from "../utils/odds";
import { EXPOSURE_REFRESH_MS } from "../utils/exposure";

export const DRAW_PAGE_SIZE = 20;
/** Upcoming draws offered on the exposure page, per state. */
export const UPCOMING_DRAWS_SIZE = 50;
/** Numbers with the highest liability shown on the exposure page. */
export const EXPOSURE_LIMIT = 50;

export type DrawFilters = { gameCode: string; state: LotteryDrawState | ""; page: number };
export type DrawsPage = { total: number; page: number; size: number; list: ConsoleLotteryDraw[] };
export type GameUpdate = {
  code: string;
  enabled: boolean;
  cutoffSeconds: number;
  /** Unchanged when absent. */
  resultSource?: LotteryResultSource;
};

export function useLotteryGames() {
  return useQuery({
    queryKey: consoleKey("lottery", "games"),
    queryFn: ({ signal }) => api.get<LotteryGame[]>(CONSOLE_PATHS.lotteryGames, {}, signal),
  });
}

export function useLotteryDraws(filters: DrawFilters, size = DRAW_PAGE_SIZE) {
  return useQuery({
    queryKey: consoleKey("lottery", "draws", filters, size),
    queryFn: ({ signal }) =>
      api.get<DrawsPage>(
        CONSOLE_PATHS.lotteryDraws,
        { gameCode: filters.gameCode || undefined, state: filters.state || undefined, page: filters.page, size },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useLotteryOdds(prizeMode: LotteryPrizeMode, structure: LotteryBetStructure) {
  return useQuery({
    queryKey: consoleKey("lottery", "odds", prizeMode, structure),
    queryFn: ({ signal }) => api.get<ConsoleLotteryOdds[]>(CONSOLE_PATHS.lotteryOdds, { prizeMode, structure }, signal),
  });
}

/** The numbers with the highest liability of one draw, read again every 10 s while shown. */
export function useLotteryExposure(drawId: string) {
  return useQuery({
    queryKey: consoleKey("lottery", "exposure", drawId),
    queryFn: ({ signal }) =>
      api.get<ConsoleLotteryExposure>(CONSOLE_PATHS.lotteryExposure, { drawId, limit: EXPOSURE_LIMIT }, signal),
    enabled: drawId !== "",
    refetchInterval: EXPOSURE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useLotteryChains() {
  return useQuery({
    queryKey: consoleKey("lottery", "chains"),
    queryFn: ({ signal }) => api.get<LotteryChain[]>(CONSOLE_PATHS.lotteryChains, {}, signal),
  });
}

/** Every change refreshes what the lottery screens show. */
function useLotteryMutation<B, V>(run: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("lottery") }),
  });
}

export const useUpdateLotteryGame = () =>
  useLotteryMutation(({ code, ...body }: GameUpdate) =>
    api.send<GameUpdate>("PUT", pathOf(CONSOLE_PATHS.lotteryGame, { code }), body),
  );

/** The refund of a cancelled draw: members refunded and the total (minor units). */
export type CancelOutcome = { members: number; refunded: string };

export const useCancelDraw = () =>
  useLotteryMutation(({ id, reason }: { id: string; reason: string }) =>
    api.send<CancelOutcome>("POST", pathOf(CONSOLE_PATHS.lotteryDrawCancel, { id }), { reason }),
  );

export const useEnterOfficialResult = () =>
  useLotteryMutation(({ id, result }: { id: string; result: LotteryResultWire }) =>
    api.send<{ drawId: string }>("POST", pathOf(CONSOLE_PATHS.lotteryDrawOfficial, { id }), { result }),
  );

export const useApproveOfficialResult = () =>
  useLotteryMutation(({ id }: { id: string }) =>
    api.send<{ drawId: string }>("POST", pathOf(CONSOLE_PATHS.lotteryDrawOfficialApprove, { id }), {}),
  );

export const useUpdateOdds = () =>
  useLotteryMutation((body: OddsUpdate) =>
    api.send<{ betType: string; rtpBp: number }>("PUT", CONSOLE_PATHS.lotteryOdds, body),
  );
