import { useMissions } from "../api/get-missions";

/** The member-centre badge of missionLeaderboard: missions met and not yet claimed (0 while loading). */
export function useMissionBadge(enabled = true): number {
  return useMissions(enabled).data?.claimable ?? 0;
}
