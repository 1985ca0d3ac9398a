/*
 * The query of /lottery (spec §3 lottery launch and the betting record's links): which page it
 * opens and, on a game's board, which tab and which draw. Anything malformed is ignored rather
 * than trusted: the board then opens as it would without it.
 */

export const BOARD_TABS = ["bet", "tickets", "results"] as const;
export type BoardTab = (typeof BOARD_TABS)[number];

/** A draw's issue as the server writes it: YYYYMMDD (traditional) or YYYYMMDD-NNNN (fast). */
const ISSUE = /^[0-9]{8}(-[0-9]{4})?$/;
const GAME_CODE = /^[A-Z0-9_]{2,16}$/;

export type LotteryQuery =
  | { page: "verify"; drawId: string }
  | { page: "board"; code: string; tab: BoardTab; issue: string | null; view: string | null; backUrl: string | null }
  | { page: "chooser" };

/** A draw's issue from the query, or null when absent or malformed. */
export function issueParam(value: string | null): string | null {
  const issue = value?.trim() ?? "";
  return ISSUE.test(issue) ? issue : null;
}

/**
 * The tab a board opens on: `tab` when it names one; else the results for a linked draw (`issue`)
 * or the lobby view (`view=lobby`); else the betting board.
 */
export function boardTab(tab: string | null, issue: string | null, view: string | null): BoardTab {
  if ((BOARD_TABS as readonly (string | null)[]).includes(tab)) return tab as BoardTab;
  return issue !== null || view === "lobby" ? "results" : "bet";
}

/**
 * /lottery's query: `?verify=<drawId>` the verification page; `?game=<code>` a game's board with
 * `tab=bet|tickets|results`, `issue=` (the results focused on that draw), `view=betting|lobby`
 * and `backUrl=`; otherwise the game chooser.
 */
export function readLotteryQuery(params: URLSearchParams): LotteryQuery {
  const verify = params.get("verify");
  if (verify !== null) return { page: "verify", drawId: verify };
  const code = (params.get("game") ?? "").toUpperCase();
  if (!GAME_CODE.test(code)) return { page: "chooser" };
  const issue = issueParam(params.get("issue"));
  const view = params.get("view");
  return {
    page: "board",
    code,
    tab: boardTab(params.get("tab"), issue, view),
    issue,
    view,
    backUrl: params.get("backUrl"),
  };
}
