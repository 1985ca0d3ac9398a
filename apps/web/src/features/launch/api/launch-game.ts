import { PATHS, type LaunchGameRequest, type LaunchGameValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/**
 * /wps/game/launchGame (spec §7). The api client sends the `Language` header the server passes on
 * to the vendor as the game page's language, and the session's Bearer token.
 */
export function launchGame(body: LaunchGameRequest, signal?: AbortSignal): Promise<LaunchGameValue> {
  return apiSend<LaunchGameValue>("POST", PATHS.launchGame, { body, signal });
}
