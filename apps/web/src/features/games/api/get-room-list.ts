import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type Language, type Room, type RoomListValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/language";
import { useLanguage } from "../../../lib/i18n";

/** PVP rooms (GLS2_roomList), all vendors or one. */
export const getRoomList = (vassalage: string | undefined, signal?: AbortSignal) =>
  apiGet<RoomListValue>(PATHS.roomList, { vassalage }, signal).then((value) => value.list);

/** Occupancy changes, so the list refreshes every 30 s. */
export const roomListQueryOptions = (vassalage: string | undefined, language: Language = currentLanguage()) =>
  queryOptions<Room[]>({
    queryKey: ["games", "rooms", vassalage ?? "", language],
    queryFn: ({ signal }) => getRoomList(vassalage, signal),
    staleTime: 20_000,
    refetchInterval: 30_000,
  });

export const useRoomList = (vassalage?: string, enabled = true) =>
  useQuery({ ...roomListQueryOptions(vassalage, useLanguage()), enabled });
