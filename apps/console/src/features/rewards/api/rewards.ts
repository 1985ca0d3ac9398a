import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsoleMemberRewards,
  type ConsoleMission,
  type ConsoleMissionCreate,
  type ConsoleRace,
  type ConsoleRaceCreate,
  type ConsoleRaceDetail,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

/*
 * Rewards in the console (issue 15): missions, races with their standings and payout, a member's
 * rewards. Every change is audited on the server; lists refresh after each change.
 */
const keys = {
  all: consoleKey("rewards"),
  missions: consoleKey("rewards", "missions"),
  races: consoleKey("rewards", "races"),
  race: (id: string) => consoleKey("rewards", "race", id),
  member: (account: string) => consoleKey("rewards", "member", account),
};

export const useMissions = () =>
  useQuery({
    queryKey: keys.missions,
    queryFn: ({ signal }) => api.get<ConsoleMission[]>(CONSOLE_PATHS.rewardMissions, {}, signal),
  });

export function useCreateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleMissionCreate) => api.send<ConsoleMission>("POST", CONSOLE_PATHS.rewardMissions, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.missions }),
  });
}

export function useSetMissionEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api.send<{ id: string; enabled: boolean }>("PUT", pathOf(CONSOLE_PATHS.rewardMission, { id }), { enabled }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.missions }),
  });
}

export const useRaces = () =>
  useQuery({
    queryKey: keys.races,
    queryFn: ({ signal }) => api.get<ConsoleRace[]>(CONSOLE_PATHS.rewardRaces, {}, signal),
  });

export function useCreateRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleRaceCreate) => api.send<ConsoleRace>("POST", CONSOLE_PATHS.rewardRaces, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.races }),
  });
}

export const useRace = (id: string | null) =>
  useQuery({
    queryKey: keys.race(id ?? ""),
    queryFn: ({ signal }) => api.get<ConsoleRaceDetail>(pathOf(CONSOLE_PATHS.rewardRace, { id: id! }), {}, signal),
    enabled: id !== null,
  });

export function usePayRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.send<{ offered: number }>("POST", pathOf(CONSOLE_PATHS.rewardRacePayout, { id }), {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useMemberRewards = (account: string) =>
  useQuery({
    queryKey: keys.member(account),
    queryFn: ({ signal }) => api.get<ConsoleMemberRewards>(CONSOLE_PATHS.rewardMemberRewards, { account }, signal),
    enabled: account !== "",
  });
