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
import { getSession, useSession } from "../session";

/**
 * Who the announcements are for: the logged-in account, or null for a visitor. It is part of the
 * query key, so a login, a logout or an ended session (spec §4: announcements are fetched at start-up
 * and again when the login state changes) fetches the viewer's own notices at once, and an answer
 * meant for a visitor is never shown to a member (or the other way round).
 */
export type NoticeViewerKey = string | null;
export const noticeViewerKey = (session: { account: string } | null): NoticeViewerKey => session?.account ?? null;

const fetchAnnouncements = (types: readonly string[], signal: AbortSignal) =>
  apiGet<AnnouncementsValue>(
    PATHS.announcements,
    { types: types.join(","), platform: NOTICE_PLATFORM_WEB, execution: NOTICE_DEFAULT_EXECUTION },
    signal,
  );

/** Announcements (spec §3 notice fetch) for the viewer: player marquee, banners, popup, promotion. */
export const announcementsQueryOptions = (
  language: Language = currentLanguage(),
  viewer: NoticeViewerKey = noticeViewerKey(getSession()),
) =>
  queryOptions({
    queryKey: ["announcements", language, viewer],
    queryFn: ({ signal }) => fetchAnnouncements(DEFAULT_NOTICE_TYPES, signal),
    placeholderData: keepPreviousData,
  });

export const useAnnouncements = () => useQuery(announcementsQueryOptions(useLanguage(), noticeViewerKey(useSession())));

/** The help notices (type H) shown atop the help centre, for the viewer. */
export const helpNoticesQueryOptions = (language: Language, viewer: NoticeViewerKey) =>
  queryOptions({
    queryKey: ["announcements", language, viewer, "H"],
    queryFn: ({ signal }) => fetchAnnouncements(["H"], signal),
    select: (value: AnnouncementsValue) => value.help,
    staleTime: 60_000,
  });

export const useHelpNotices = () => useQuery(helpNoticesQueryOptions(useLanguage(), noticeViewerKey(useSession())));
