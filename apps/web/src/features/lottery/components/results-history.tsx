import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type {
  LotteryBetStructure,
  LotteryDrawSummary,
  LotteryResultLike,
  LotteryResultSource,
} from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { formatDateTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { useLotteryOpened } from "../api/get-lottery-opened";
import { useLotteryResults } from "../api/get-lottery-results";
import { awaitsOfficialResult } from "../utils/countdown";
import { AwaitingOfficial, DrawStateBadge, LoadError, LoadingBlock, verifyHref } from "./lottery-parts";
import { ResultsTable } from "./results-table";

const PAGE_SIZE = 10;
const hasResult = (draw: LotteryDrawSummary) => draw.result !== null && draw.revealed > 0;

/**
 * One draw's header, its classic table and its verification link. A draw of a game with official
 * results past its time without a result says it waits for the official result.
 */
export function DrawResult({
  draw,
  structure,
  resultSource = "chain",
  highlights,
  withHeadTail = true,
}: {
  draw: LotteryDrawSummary;
  structure: LotteryBetStructure;
  resultSource?: LotteryResultSource;
  highlights?: (result: LotteryResultLike) => ReadonlyMap<string, number>;
  withHeadTail?: boolean;
}) {
  const { t } = useTranslation("lottery");
  const language = useLanguage();
  const complete = draw.state === "drawn" || draw.state === "settled";
  const awaiting = awaitsOfficialResult({ resultSource }, draw, Date.now());
  return (
    <article className="grid content-start gap-3" data-testid="draw-result" data-issue={draw.issue}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold text-fg">{t("results.issue", { issue: draw.issue })}</h3>
        <span className="text-sm text-fg-muted">{formatDateTime(draw.drawAt, language)}</span>
        <DrawStateBadge state={draw.state} />
        {complete && (
          <Link
            to={verifyHref(draw.drawId)}
            className="ml-auto text-sm font-semibold text-gold underline-offset-4 hover:underline"
            data-testid="verify-link"
          >
            {t("verify.link")}
          </Link>
        )}
      </header>
      {draw.result ? (
        <ResultsTable
          structure={structure}
          result={draw.result}
          highlights={highlights?.(draw.result)}
          caption={t("results.caption", { issue: draw.issue })}
          withHeadTail={withHeadTail}
        />
      ) : awaiting ? (
        <div className="grid gap-1" data-testid="draw-awaiting-official">
          <AwaitingOfficial />
          <p className="text-sm text-fg-muted">{t("results.awaitingOfficialBody")}</p>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">
          {draw.state === "cancelled" ? t("results.cancelled") : t("results.notYet")}
        </p>
      )}
    </article>
  );
}

/**
 * A game's results: the draws newest first as a date/issue list with paging, and the chosen
 * draw's table. `focusIssue` opens one issue (a ticket's, a betting record link's) whatever page it
 * is on, read with the opened-draw call; an issue the game does not have is said so.
 */
export function ResultsHistory({
  gameCode,
  structure,
  resultSource,
  highlights,
  focusIssue,
}: {
  gameCode: string;
  structure: LotteryBetStructure;
  resultSource?: LotteryResultSource;
  highlights?: (result: LotteryResultLike) => ReadonlyMap<string, number>;
  focusIssue?: string;
}) {
  const { t } = useTranslation(["lottery", "common"]);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const results = useLotteryResults(gameCode, page, PAGE_SIZE);
  const focused = useLotteryOpened(focusIssue && !chosen ? gameCode : "", focusIssue);

  if (!results.data) {
    return results.isError ? (
      <LoadError title={t("errors.results")} onRetry={() => void results.refetch()} />
    ) : (
      <LoadingBlock className="h-72" />
    );
  }
  const list = results.data.list;
  const focusing = focusIssue !== undefined && !chosen;
  if (focusing && focused.isPending) return <LoadingBlock className="h-72" />;
  const focusMissing = focusing && focused.isError && (
    <p className="text-sm text-fg-muted" role="status" data-testid="results-issue-missing">
      {t("results.issueNotFound", { issue: focusIssue })}
    </p>
  );
  if (list.length === 0 && !(focusing && focused.data)) {
    return (
      <div className="grid gap-3">
        {focusMissing}
        <EmptyState title={t("results.emptyTitle")} description={t("results.emptyBody")} />
      </div>
    );
  }
  const selected =
    (chosen ? list.find((d) => d.drawId === chosen) : undefined) ??
    (focusIssue && !chosen ? focused.data : undefined) ??
    list.find(hasResult) ??
    list[0] ??
    focused.data!;
  const pageCount = Math.max(1, Math.ceil(results.data.total / PAGE_SIZE));

  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <nav aria-label={t("results.listLabel")} className="grid content-start gap-2">
        <ul
          className="lotus-scroll-x flex gap-2 overflow-x-auto pb-1 lg:grid lg:overflow-visible"
          data-testid="results-list"
        >
          {list.map((draw) => {
            const current = draw.drawId === selected.drawId;
            return (
              <li key={draw.drawId} className="shrink-0">
                <button
                  type="button"
                  aria-current={current ? "true" : undefined}
                  onClick={() => setChosen(draw.drawId)}
                  data-testid={`results-item-${draw.issue}`}
                  className={cn(
                    "grid w-full cursor-pointer gap-0.5 rounded-xl border px-3 py-2 text-left text-sm transition-colors",
                    current ? "border-gold bg-gold-soft/20" : "border-line bg-surface hover:border-gold/50",
                  )}
                >
                  <span className="font-semibold text-fg">{draw.issue}</span>
                  <span className="text-xs text-fg-muted">
                    {formatDateTime(draw.drawAt, language)} · {t(`state.${draw.state}`)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => {
            setPage(next);
            setChosen(null);
          }}
          disabled={results.isFetching}
          labels={{
            nav: t("results.pagesLabel"),
            previous: t("pagination.previous"),
            next: t("pagination.next"),
            page: (n) => t("pagination.page", { page: n }),
          }}
        />
      </nav>
      <div className="grid content-start gap-3">
        {focusMissing}
        <DrawResult draw={selected} structure={structure} resultSource={resultSource} highlights={highlights} />
      </div>
    </div>
  );
}
