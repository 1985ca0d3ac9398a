import { useCallback, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  LOTTERY_BET_TYPES,
  type LotteryBetCode,
  type LotteryGame,
  type LotteryResultLike,
  type LotteryTicket,
} from "@lotus/contracts/web";
import { buttonClasses } from "../../../components/ui/button";
import { ChevronLeftIcon } from "../../../components/ui/icons";
import { PageContainer } from "../../../components/ui/page-container";
import { ApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { useLotteryGame } from "../api/get-lottery-game";
import { useServerNow } from "../hooks/use-server-now";
import { useWaitingOfficialDraw } from "../hooks/use-waiting-official-draw";
import type { BoardTab } from "../utils/board-params";
import { isTakingBets, serverOffsetMs } from "../utils/countdown";
import { highlightCells } from "../utils/highlights";
import { BetBoard } from "./bet-board";
import { initialBoard, pickedNumbers, type BoardState } from "../utils/board";
import { AwaitingOfficial, Countdown, DrawStateBadge, LoadError, LoadingBlock, lotteryKey } from "./lottery-parts";
import { LotteryTabs, TabPanel } from "./lottery-tabs";
import { MyTickets } from "./my-tickets";
import { ResultsHistory } from "./results-history";
import { EmptyState } from "../../../components/ui/empty-state";

type Focus = { betType: LotteryBetCode; numbers: number[]; issue?: string; label: string };

/** A same-site path to go back to (spec §3 backUrl); anything else is ignored. */
export function safeBackUrl(backUrl: string | null): string | null {
  return backUrl && backUrl.startsWith("/") && !backUrl.startsWith("//") && !backUrl.startsWith("/\\") ? backUrl : null;
}

/**
 * /lottery?game=<code>&view=betting|lobby&tab=bet|tickets|results&issue= (spec §3 lottery launch,
 * the betting record's links): the game header with the cut-off countdown on the server's clock,
 * and the tabs: the betting board, my tickets, results (the chosen bet type's pick or a ticket lit
 * in the classic table; `issue` opens on that draw).
 */
export function BettingPage({
  code,
  tab: initialTab,
  issue,
  backUrl,
}: {
  code: string;
  tab: BoardTab;
  issue: string | null;
  backUrl: string | null;
}) {
  const { t } = useTranslation("lottery");
  const language = useLanguage();
  const gameQuery = useLotteryGame(code);
  const detail = gameQuery.data;
  const now = useServerNow(detail ? serverOffsetMs(detail.serverTime, detail.receivedAt) : 0);
  const [tab, setTab] = useState<BoardTab>(initialTab);
  const [board, setBoardState] = useState<BoardState | null>(null);
  const [ticketFocus, setTicketFocus] = useState<Focus | null>(null);
  const setBoard = useCallback(
    (update: (board: BoardState) => BoardState) =>
      setBoardState((current) => (detail ? update(current ?? initialBoard(detail.game.structure)) : current)),
    [detail],
  );
  const back = safeBackUrl(backUrl);

  if (!detail) {
    return (
      <PageContainer>
        {gameQuery.isError ? (
          gameQuery.error instanceof ApiError && gameQuery.error.code === "lottery_game_not_found" ? (
            <EmptyState title={t("errors.gameNotFound")} description={t("errors.gameNotFoundBody")} />
          ) : (
            <LoadError title={t("errors.game")} onRetry={() => void gameQuery.refetch()} />
          )
        ) : (
          <LoadingBlock lines={2} className="h-48" />
        )}
      </PageContainer>
    );
  }

  const { game } = detail;
  const state = board ?? initialBoard(game.structure);
  const draw = game.next;
  const open = game.enabled && isTakingBets(draw, now);
  const boardType = LOTTERY_BET_TYPES[state.betCode];
  const boardFocus: Focus = {
    betType: state.betCode,
    numbers: pickedNumbers(boardType, state),
    label: t(lotteryKey(boardType.nameKey)),
  };
  const focus = ticketFocus ?? boardFocus;
  const highlights = (result: LotteryResultLike) =>
    highlightCells(game.structure, focus.betType, focus.numbers, result);
  const showTicket = (ticket: LotteryTicket) => {
    if (!Object.hasOwn(LOTTERY_BET_TYPES, ticket.betType)) return;
    setTicketFocus({
      betType: ticket.betType as LotteryBetCode,
      numbers: ticket.numbers.map(Number),
      issue: ticket.issue,
      label:
        `${t(lotteryKey(LOTTERY_BET_TYPES[ticket.betType as LotteryBetCode].nameKey))} ${ticket.numbers.join(" - ")}` +
        (ticket.partner ? ` ${t("tickets.partner", { name: ticket.partner.gameName })}` : ""),
    });
    setTab("results");
  };

  return (
    <PageContainer className="grid gap-4 py-4 lg:py-6" data-testid="lottery-board">
      <header className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={back ?? (game.kind === "fast" ? "/elott" : `/vnlottery?game=${encodeURIComponent(game.code)}`)}
              className="grid size-9 place-items-center rounded-full border border-line text-fg-muted hover:text-fg"
              aria-label={t("board.back")}
            >
              <ChevronLeftIcon className="size-4" />
            </Link>
            <h1 className="font-display text-2xl font-bold text-fg" data-testid="board-game-name">
              {game.name}
            </h1>
            {draw && <DrawStateBadge state={draw.state} />}
          </div>
          <p className="text-sm text-fg-muted">
            {draw ? (
              <>
                <span data-testid="board-issue">{t("game.issue", { issue: draw.issue })}</span> ·{" "}
                {t("game.drawAt", { time: formatDateTime(draw.drawAt, language) })}
              </>
            ) : (
              t("game.noDraw")
            )}
          </p>
        </div>
        <BoardClock game={game} now={now} open={open} />
      </header>

      <LotteryTabs
        label={t("board.sections")}
        base="board"
        value={tab}
        onChange={(next) => {
          setTab(next);
          if (next !== "results") setTicketFocus(null);
        }}
        className="max-w-xl"
        tabs={[
          { id: "bet", label: t("tabs.bet"), testId: "board-tab-bet" },
          { id: "tickets", label: t("tabs.tickets"), testId: "board-tab-tickets" },
          { id: "results", label: t("tabs.results"), testId: "board-tab-results" },
        ]}
      />
      <TabPanel base="board" value={tab}>
        {tab === "bet" && <BetBoard detail={detail} board={state} setBoard={setBoard} canBuy={open} />}
        {tab === "tickets" && <MyTickets gameCode={game.code} onShowResult={showTicket} />}
        {tab === "results" && (
          <div className="grid gap-3">
            <p className="text-sm text-fg-muted" data-testid="results-focus">
              {focus.numbers.length > 0
                ? t("results.highlighting", { label: focus.label, numbers: focus.numbers.length })
                : t("results.highlightHint")}
            </p>
            <ResultsHistory
              key={focus.issue ?? issue ?? "board"}
              gameCode={game.code}
              structure={game.structure}
              resultSource={game.resultSource}
              highlights={focus.numbers.length > 0 ? highlights : undefined}
              focusIssue={focus.issue ?? issue ?? undefined}
            />
          </div>
        )}
      </TabPanel>
      {back && (
        <Link to={back} className={buttonClasses({ variant: "ghost", size: "sm", className: "justify-self-start" })}>
          {t("board.backTo")}
        </Link>
      )}
    </PageContainer>
  );
}

/**
 * The header's clock: the cut-off countdown while the draw takes bets; a draw of an official-results
 * game past its time said as waiting for the official result (not a countdown at zero); else why
 * no bet is taken.
 */
function BoardClock({ game, now, open }: { game: LotteryGame; now: number; open: boolean }) {
  const { t } = useTranslation("lottery");
  const waiting = useWaitingOfficialDraw(game, now);
  const draw = game.next;
  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end sm:text-right">
      {waiting && <AwaitingOfficial issue={waiting.issue} testId="board-awaiting-official" />}
      {open && draw && waiting?.drawId !== draw.drawId ? (
        <>
          <span className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{t("game.closesIn")}</span>
          <Countdown
            until={draw.closesAt}
            now={now}
            label={t("game.closesIn")}
            className="text-3xl font-bold text-brand"
            testId="board-countdown"
          />
        </>
      ) : (
        !waiting && (
          <span className="text-sm font-semibold text-fg-muted" data-testid="board-closed">
            {game.enabled ? t("game.waitingNext") : t("game.disabled")}
          </span>
        )
      )}
    </div>
  );
}
