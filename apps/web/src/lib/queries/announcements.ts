import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  DEFAULT_NOTICE_TYPES,
  NOTICE_DEFAULT_EXECUTION,
  NOTICE_PLATFORM_WEB,
  PATHS,
  type AnnouncementsValue,
  type Language,
} from "@lotus/contracts/web";
import { apiGet } from "../api-client";
import { currentLanguage } from "../language";
import { useLanguage } from "../i18n";

/** Announcements (spec §3 notice fetch); refetched when the login state changes (issue 3). */
export const announcementsQueryOptions = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ["announcements", language],
    queryFn: ({ signal }) =>
      apiGet<AnnouncementsValue>(
        PATHS.announcements,
        { types: DEFAULT_NOTICE_TYPES.join(","), platform: NOTICE_PLATFORM_WEB, execution: NOTICE_DEFAULT_EXECUTION },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useAnnouncements = () => useQuery(announcementsQueryOptions(useLanguage()));
