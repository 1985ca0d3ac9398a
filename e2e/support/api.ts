import type { APIRequestContext } from "@playwright/test";
import {
  DEFAULT_NOTICE_TYPES,
  NOTICE_DEFAULT_EXECUTION,
  NOTICE_PLATFORM_WEB,
  PATHS,
  type AnnouncementsValue,
  type GameVendorValue,
  type Lane,
  type LotteryMenu,
} from "@lotus/contracts/web";

/** Reads a call of the e2e server the way the web client does, so tests compare the page with the data. */
async function call<V>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string> = {},
  language = "vi",
): Promise<V> {
  const response = await request.get(path, { params, headers: { Language: language } });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  const body = (await response.json()) as { success: boolean; value: V };
  if (!body.success) throw new Error(`${path} answered success=false`);
  return body.value;
}

export function announcements(request: APIRequestContext, language = "vi"): Promise<AnnouncementsValue> {
  const params = {
    types: DEFAULT_NOTICE_TYPES.join(","),
    platform: NOTICE_PLATFORM_WEB,
    execution: NOTICE_DEFAULT_EXECUTION,
  };
  return call(request, PATHS.announcements, params, language);
}

export async function vendorLanes(request: APIRequestContext): Promise<Lane[]> {
  return (await call<GameVendorValue>(request, PATHS.gameVendor)).data.lanes;
}

/** The lottery menu's fast games (the ELOTT group, as /elott lists them). */
export async function elottGames(request: APIRequestContext): Promise<LotteryMenu["gameMenus"][number]["games"]> {
  const menu = await call<LotteryMenu>(request, PATHS.lotteryMenu);
  return menu.gameMenus.find((group) => group.gameGroupCode === "ELOTT")?.games ?? [];
}
