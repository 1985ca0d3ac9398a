import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  PATHS,
  type GameEntry,
  type GameListValue,
  type Language,
  type Room,
  type RoomListValue,
} from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/language";
import { useLanguage } from "../../../lib/i18n";

/** One vendor's games (GCSGAME_gameList?vassalage=…): the sub-game list of a vendor card. */
export const vendorGamesQueryOptions = (vassalage: string, language: Language = currentLanguage()) =>
  queryOptions<GameEntry[]>({
    queryKey: ["games", "vendor", vassalage, language],
    queryFn: ({ signal }) => apiGet<GameListValue>(PATHS.gameList, { vassalage }, signal).then((value) => value.list),
    staleTime: 10 * 60_000,
  });

export const useVendorGames = (vassalage: string | null) =>
  useQuery({ ...vendorGamesQueryOptions(vassalage ?? "", useLanguage()), enabled: vassalage !== null });

/** PVP rooms (GLS2_roomList), all vendors or one; occupancy changes, so it refreshes every 30 s. */
export const roomListQueryOptions = (vassalage: string | undefined, language: Language = currentLanguage()) =>
  queryOptions<Room[]>({
    queryKey: ["games", "rooms", vassalage ?? "", language],
    queryFn: ({ signal }) => apiGet<RoomListValue>(PATHS.roomList, { vassalage }, signal).then((value) => value.list),
    staleTime: 20_000,
    refetchInterval: 30_000,
  });

export const useRoomList = (vassalage?: string, enabled = true) =>
  useQuery({ ...roomListQueryOptions(vassalage, useLanguage()), enabled });
