import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  DEFAULT_NOTICE_TYPES,
  NOTICE_DEFAULT_EXECUTION,
  NOTICE_PLATFORM_WEB,
  PATHS,
  type AnnouncementsValue,
} from "@lotus/contracts/web";
import { apiGet } from "../api-client";
import { currentLanguage } from "../language";

/** Announcements (spec §3 notice fetch); refetched when the login state changes (issue 3). */
export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: ["announcements", currentLanguage()],
    queryFn: ({ signal }) =>
      apiGet<AnnouncementsValue>(
        PATHS.announcements,
        { types: DEFAULT_NOTICE_TYPES.join(","), platform: NOTICE_PLATFORM_WEB, execution: NOTICE_DEFAULT_EXECUTION },
        signal,
      ),
  });

export const useAnnouncements = () => useQuery(announcementsQueryOptions());
