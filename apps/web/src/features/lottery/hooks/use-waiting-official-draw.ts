import { useQuery } from "@tanstack/react-query";
import type { LotteryDrawSummary, LotteryGame } from "@lotus/contracts/web";
import { todayInBrandZone } from "../../../lib/date-time";
import { lotteryOpenedQueryOptions } from "../api/get-lottery-opened";
import { awaitsOfficialResult, traditionalIssueOn } from "../utils/countdown";

/**
 * The draw of a game with official results that is past its time and still waits for its
 * approved result, or null. `game.next` only names draws still taking bets, so today's draw is
 * read by its issue (YYYYMMDD) and read again every 30 s until its result is out.
 */
export function useWaitingOfficialDraw(
  game: Pick<LotteryGame, "code" | "kind" | "resultSource" | "next">,
  now: number,
): LotteryDrawSummary | null {
  const watch = game.kind === "traditional" && game.resultSource === "official";
  const issue = traditionalIssueOn(todayInBrandZone(new Date(now)));
  const today = useQuery({
    ...lotteryOpenedQueryOptions(game.code, issue),
    enabled: watch,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && awaitsOfficialResult(game, query.state.data, now) ? 30_000 : false,
  });
  if (!watch) return null;
  if (awaitsOfficialResult(game, game.next, now)) return game.next;
  return today.data && awaitsOfficialResult(game, today.data, now) ? today.data : null;
}
