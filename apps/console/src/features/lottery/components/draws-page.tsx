import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LOTTERY_DRAW_STATES, type ConsoleLotteryDraw, type LotteryGame } from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { SelectField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, TablePager, TableStates } from "../../../components/ui/table-parts";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { useConsoleSession } from "../../../lib/session";
import { DRAW_PAGE_SIZE, useLotteryDraws, useLotteryGames, type DrawFilters } from "../api/lottery";
import {
  awaitsOfficialResult,
  drawActions,
  isDrawState,
  numbersInDraw,
  resultRows,
  stationName,
  structureOfDraw,
} from "../utils/draws";
import { ApproveDialog, CancelDrawDialog, OfficialResultDialog } from "./draw-dialogs";
import { Bar, DrawStateBadge, ResultList } from "./lottery-parts";

/** An action on a draw waiting for its dialog. */
export type DrawAction = { kind: "cancel" | "official" | "approve"; draw: ConsoleLotteryDraw };

function filtersFromParams(params: URLSearchParams): DrawFilters {
  const state = params.get("state") ?? "";
  return {
    gameCode: (params.get("game") ?? "").slice(0, 16),
    state: isDrawState(state) ? state : "",
    page: Math.max(1, Number(params.get("page") ?? "1") || 1),
  };
}

function filtersToParams(filters: DrawFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.gameCode) search.set("game", filters.gameCode);
  if (filters.state) search.set("state", filters.state);
  if (filters.page > 1) search.set("page", String(filters.page));
  return search;
}

/**
 * Draws of every game, filtered by game and state: tickets, stake and payouts per draw; a row opens
 * on its result by prize and the reveal progress. An admin cancels a draw (every ticket refunded),
 * enters the official result of a traditional draw and approves one entered by another operator.
 */
export function LotteryDrawsPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const games = useLotteryGames();
  const query = useLotteryDraws(filters);
  const username = useConsoleSession()?.operator.username;
  const [open, setOpen] = useState<string | null>(null);
  const [action, setAction] = useState<DrawAction | null>(null);
  const list = query.data?.list ?? [];
  const gameList = games.data ?? [];
  const gameOf = (code: string): LotteryGame | undefined => gameList.find((g) => g.code === code);
  const go = (next: DrawFilters) => setParams(filtersToParams(next));
  const columnCount = canChange ? 10 : 9;
  // The moment the list was read: a draw past its time whose game waits for an official result.
  const readAt = query.dataUpdatedAt || Date.now();

  return (
    <>
      <PageHeader
        title={t("nav.lotteryDraws")}
        description={canChange ? t("lottery.draws.description") : t("lottery.readOnly")}
        actions={<RefreshButton query={query} />}
      />
      <Panel>
        <div className="border-b border-line p-3">
          <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-2 lg:max-w-2xl">
            <SelectField
              label={t("lottery.col.game")}
              value={filters.gameCode}
              onChange={(event) => go({ ...filters, gameCode: event.target.value, page: 1 })}
            >
              <option value="">{t("lottery.draws.allGames")}</option>
              {gameList.map((game) => (
                <option key={game.code} value={game.code}>
                  {game.name} ({game.code})
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t("lottery.col.state")}
              value={filters.state}
              onChange={(event) =>
                go({ ...filters, state: isDrawState(event.target.value) ? event.target.value : "", page: 1 })
              }
            >
              <option value="">{t("lottery.draws.allStates")}</option>
              {LOTTERY_DRAW_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`lottery.state.${state}`)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <p role="status" className="sr-only">
          {query.data ? t("lottery.draws.count", { count: query.data.total }) : ""}
        </p>
        <div aria-busy={query.isFetching}>
          <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("lottery.draws.none")}>
            {() => (
              <DataTable
                caption={t("nav.lotteryDraws")}
                columns={[
                  t("lottery.col.issue"),
                  t("lottery.col.station"),
                  t("lottery.col.drawAt"),
                  t("lottery.col.state"),
                  { label: t("lottery.col.tickets"), num: true },
                  { label: t("lottery.col.stake"), num: true },
                  { label: t("lottery.col.paid"), num: true },
                  t("lottery.col.source"),
                  t("lottery.col.official"),
                  canChange && t("common.actions"),
                ]}
              >
                <tbody>
                  {list.map((draw) => {
                    const game = gameOf(draw.gameCode);
                    const expanded = open === draw.drawId;
                    const actions = drawActions(draw, {
                      canChange,
                      username,
                      traditional: game?.kind === "traditional",
                    });
                    const detailId = `lottery-draw-detail-${draw.drawId}`;
                    const awaiting = awaitsOfficialResult(draw, game, readAt);
                    return (
                      <Fragment key={draw.drawId}>
                        <tr data-testid={`lottery-draw-${draw.drawId}`}>
                          <th scope="row" className="wide" data-label={t("lottery.col.issue")}>
                            <button
                              type="button"
                              aria-expanded={expanded}
                              aria-controls={detailId}
                              onClick={() => setOpen(expanded ? null : draw.drawId)}
                              className="inline-flex cursor-pointer items-start gap-1.5 text-start"
                            >
                              <svg
                                viewBox="0 0 24 24"
                                className={`mt-0.5 size-4 shrink-0 transition-transform ${expanded ? "rotate-90" : ""}`}
                                aria-hidden="true"
                              >
                                <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
                              </svg>
                              <span>
                                <span className="font-mono font-semibold text-brand">{draw.issue}</span>
                                <span className="block text-xs font-normal text-fg-muted">
                                  {game?.name ?? draw.gameCode} · {draw.gameCode}
                                </span>
                              </span>
                            </button>
                          </th>
                          <td data-label={t("lottery.col.station")} className="text-xs">
                            {stationName(draw.stationCode)}
                          </td>
                          <td data-label={t("lottery.col.drawAt")} className="text-xs whitespace-nowrap">
                            {formatDateTime(draw.drawAt, language)}
                          </td>
                          <td data-label={t("lottery.col.state")}>
                            {awaiting ? (
                              <span className="grid justify-items-start gap-0.5" data-testid="lottery-draw-awaiting">
                                <Badge tone="warn">{t("lottery.draws.awaitingOfficial")}</Badge>
                                <span className="text-xs text-fg-muted">
                                  {t(draw.official ? "lottery.draws.awaitingApproval" : "lottery.draws.awaitingEntry")}
                                </span>
                              </span>
                            ) : (
                              <DrawStateBadge state={draw.state} />
                            )}
                          </td>
                          <td data-label={t("lottery.col.tickets")} className="num">
                            {draw.tickets}
                          </td>
                          <td data-label={t("lottery.col.stake")} className="num">
                            {formatVnd(draw.stake, language)}
                          </td>
                          <td data-label={t("lottery.col.paid")} className="num">
                            {formatVnd(draw.paid, language)}
                          </td>
                          <td data-label={t("lottery.col.source")}>
                            <Badge tone={draw.source === "official" ? "info" : "neutral"}>
                              {t(`lottery.source.${draw.source}`)}
                            </Badge>
                          </td>
                          <td data-label={t("lottery.col.official")} className="text-xs">
                            {draw.official === null ? (
                              "—"
                            ) : draw.official.approvedBy === null ? (
                              <Badge tone="warn">{t("lottery.official.pending")}</Badge>
                            ) : (
                              <Badge tone="success">{t("lottery.official.approved")}</Badge>
                            )}
                          </td>
                          {canChange && (
                            <td data-label={t("common.actions")} className="actions">
                              <span className="flex flex-wrap gap-1.5">
                                {actions.approve === "yes" && (
                                  <Button
                                    size="sm"
                                    variant="success"
                                    onClick={() => setAction({ kind: "approve", draw })}
                                    aria-label={t("lottery.official.approveFor", { issue: draw.issue })}
                                  >
                                    {t("lottery.official.approve")}
                                  </Button>
                                )}
                                {actions.enterOfficial && (
                                  <Button
                                    size="sm"
                                    onClick={() => setAction({ kind: "official", draw })}
                                    aria-label={t("lottery.official.enterFor", { issue: draw.issue })}
                                  >
                                    {draw.official ? t("lottery.official.correct") : t("lottery.official.enter")}
                                  </Button>
                                )}
                                {actions.cancel && (
                                  <Button
                                    size="sm"
                                    variant="danger"
                                    onClick={() => setAction({ kind: "cancel", draw })}
                                    aria-label={t("lottery.cancel.for", { issue: draw.issue })}
                                  >
                                    {t("lottery.cancel.action")}
                                  </Button>
                                )}
                                {actions.approve === "own" && (
                                  <span className="text-xs text-fg-muted">{t("lottery.official.waitingOther")}</span>
                                )}
                                {!actions.cancel && !actions.enterOfficial && actions.approve === "no" && "—"}
                              </span>
                            </td>
                          )}
                        </tr>
                        {expanded && (
                          <tr id={detailId}>
                            <td colSpan={columnCount} className="wide bg-surface-2/40">
                              <DrawDetail draw={draw} games={gameList} />
                            </td>
                          </tr>
                        )}
                      </Fragment>
                    );
                  })}
                </tbody>
              </DataTable>
            )}
          </TableStates>
          <TablePager
            page={filters.page}
            size={DRAW_PAGE_SIZE}
            total={query.data?.total}
            onChange={(page) => go({ ...filters, page })}
          />
        </div>
      </Panel>
      {action?.kind === "cancel" && <CancelDrawDialog draw={action.draw} onClose={() => setAction(null)} />}
      {action?.kind === "official" && (
        <OfficialResultDialog
          draw={action.draw}
          structure={structureOfDraw(action.draw, gameList) ?? "north"}
          onClose={() => setAction(null)}
        />
      )}
      {action?.kind === "approve" && (
        <ApproveDialog
          draw={action.draw}
          structure={structureOfDraw(action.draw, gameList)}
          onClose={() => setAction(null)}
        />
      )}
    </>
  );
}

/** The expanded row: result by prize, reveal progress, the official result's makers, a cancel reason. */
function DrawDetail({ draw, games }: { draw: ConsoleLotteryDraw; games: readonly LotteryGame[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const structure = structureOfDraw(draw, games);
  const total = structure ? numbersInDraw(structure) : draw.revealed;
  return (
    <div className="grid gap-4 py-1 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="min-w-0">
        <h3 className="mb-1 text-xs font-semibold text-fg-muted">{t("lottery.result.title")}</h3>
        {draw.result === null && draw.state !== "drawing" ? (
          <p className="text-sm text-fg-muted">{t("lottery.result.none")}</p>
        ) : (
          <ResultList
            rows={resultRows(draw.result, structure)}
            label={t("lottery.result.caption", { issue: draw.issue })}
          />
        )}
        {draw.official && (
          <>
            <h3 className="mt-3 mb-1 text-xs font-semibold text-fg-muted">{t("lottery.col.official")}</h3>
            <ResultList
              rows={resultRows(draw.official.result, structure)}
              label={t("lottery.result.caption", { issue: draw.issue })}
            />
          </>
        )}
      </div>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-xs text-fg-muted">{t("lottery.result.progress")}</dt>
          <dd className="space-y-1">
            <span className="block tabular-nums">
              {t("lottery.result.revealed", { revealed: draw.revealed, total })}
            </span>
            <Bar
              role="progressbar"
              percent={total > 0 ? Math.min(100, (draw.revealed * 100) / total) : 0}
              tone="bg-brand"
              label={t("lottery.result.progress")}
              valueText={t("lottery.result.revealed", { revealed: draw.revealed, total })}
            />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("lottery.col.window")}</dt>
          <dd className="text-xs">
            {formatDateTime(draw.opensAt, language)} – {formatDateTime(draw.closesAt, language)}
          </dd>
        </div>
        {draw.official && (
          <div>
            <dt className="text-xs text-fg-muted">{t("lottery.col.official")}</dt>
            <dd className="text-xs">
              {t("lottery.official.enteredBy", {
                operator: draw.official.enteredBy,
                time: formatDateTime(draw.official.enteredAt, language),
              })}
              <span className="block">
                {draw.official.approvedBy
                  ? t("lottery.official.approvedBy", { operator: draw.official.approvedBy })
                  : t("lottery.official.notApproved")}
              </span>
            </dd>
          </div>
        )}
        {draw.cancelReason && (
          <div>
            <dt className="text-xs text-fg-muted">{t("lottery.cancel.reason")}</dt>
            <dd className="text-xs">{draw.cancelReason}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
