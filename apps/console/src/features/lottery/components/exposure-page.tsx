import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ConsoleLotteryExposure } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { SelectField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/ui/states";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { EXPOSURE_LIMIT, UPCOMING_DRAWS_SIZE, useLotteryDraws, useLotteryExposure } from "../api/lottery";
import { stationName } from "../utils/draws";
import { barPercent, exposureLevel, upcomingDraws } from "../utils/exposure";
import { formatBp } from "../utils/odds";
import { Bar, betTypeName, DrawStateBadge } from "./lottery-parts";

const BAR_TONE = { low: "bg-jade", high: "bg-warn", full: "bg-danger" } as const;

/**
 * Exposure of an upcoming draw: the numbers with the highest liability (what one hit would pay),
 * each against its cap per number, read again every 10 s. "Số đã đầy" is refused at 100 %.
 */
export function LotteryExposurePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const open = useLotteryDraws({ gameCode: "", state: "open", page: 1 }, UPCOMING_DRAWS_SIZE);
  const scheduled = useLotteryDraws({ gameCode: "", state: "scheduled", page: 1 }, UPCOMING_DRAWS_SIZE);
  const draws = upcomingDraws([open.data?.list ?? [], scheduled.data?.list ?? []]);
  const chosen = params.get("draw") ?? "";
  const drawId = chosen || (draws[0]?.drawId ?? "");
  const exposure = useLotteryExposure(drawId);
  const loadingDraws = open.isPending || scheduled.isPending;
  const drawsError = open.isError ? open : scheduled.isError ? scheduled : null;

  return (
    <>
      <PageHeader
        title={t("nav.lotteryExposure")}
        description={t("lottery.exposure.description")}
        actions={drawId ? <RefreshButton query={exposure} /> : undefined}
      />
      <Panel>
        <div className="border-b border-line p-3">
          <div className="lg:max-w-2xl">
            {loadingDraws ? (
              <TableSkeleton rows={1} />
            ) : drawsError ? (
              <ErrorState error={drawsError.error} onRetry={() => void drawsError.refetch()} />
            ) : draws.length === 0 ? (
              <EmptyState title={t("lottery.exposure.noDraws")} />
            ) : (
              <SelectField
                label={t("lottery.exposure.draw")}
                value={drawId}
                hint={t("lottery.exposure.refresh")}
                onChange={(event) => setParams(new URLSearchParams({ draw: event.target.value }))}
              >
                {chosen && !draws.some((d) => d.drawId === chosen) && <option value={chosen}>#{chosen}</option>}
                {draws.map((draw) => (
                  <option key={draw.drawId} value={draw.drawId}>
                    {`${draw.gameCode} · ${draw.issue} · ${formatDateTime(draw.drawAt, language)} · ${t(`lottery.state.${draw.state}`)}`}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        </div>
        {drawId && <ExposureTable query={exposure} />}
      </Panel>
    </>
  );
}

function ExposureTable({ query }: { query: ReturnType<typeof useLotteryExposure> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const data: ConsoleLotteryExposure | undefined = query.data;
  const rows = data?.rows ?? [];
  const labelId = useId();
  return (
    <div aria-busy={query.isFetching}>
      {data && (
        <p id={labelId} className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-4 py-2 text-sm">
          <span className="font-semibold">
            {data.draw.gameCode} · <span className="font-mono">{data.draw.issue}</span>
          </span>
          {data.draw.stationCode && <span className="text-fg-muted">{stationName(data.draw.stationCode)}</span>}
          <span className="text-fg-muted">
            {t("lottery.exposure.closesAt", { time: formatDateTime(data.draw.closesAt, language) })}
          </span>
          <DrawStateBadge state={data.draw.state} />
        </p>
      )}
      <TableStates query={query} isEmpty={rows.length === 0} emptyTitle={t("lottery.exposure.none")} errorHidesData>
        {() => (
          <DataTable
            caption={t("lottery.exposure.caption", { count: EXPOSURE_LIMIT })}
            columns={[
              t("lottery.col.numbers"),
              t("lottery.col.betType"),
              { label: t("lottery.col.liability"), num: true },
              { label: t("lottery.col.cap"), num: true },
              t("lottery.col.used"),
            ]}
          >
            <tbody>
              {rows.map((row) => {
                const level = exposureLevel(row.usedBp);
                const key = `${row.betType}:${row.numbers.join("-")}`;
                return (
                  <tr key={key} data-testid={`lottery-exposure-${key}`}>
                    <th scope="row" data-label={t("lottery.col.numbers")} className="font-mono text-base">
                      {row.numbers.join(" · ")}
                    </th>
                    <td data-label={t("lottery.col.betType")} className="text-xs">
                      {betTypeName(row.betType, t)}
                    </td>
                    <td data-label={t("lottery.col.liability")} className="num">
                      {formatVnd(row.liability, language)}
                    </td>
                    <td data-label={t("lottery.col.cap")} className="num">
                      {formatVnd(row.cap, language)}
                    </td>
                    <td data-label={t("lottery.col.used")} className="wide min-w-48">
                      <span className="flex items-center gap-2">
                        <Bar
                          percent={barPercent(row.usedBp)}
                          tone={BAR_TONE[level]}
                          label={t("lottery.exposure.usedOf", { numbers: row.numbers.join(", ") })}
                          valueText={formatBp(row.usedBp, language)}
                        />
                        <span
                          className={cn(
                            "w-20 text-end text-xs tabular-nums",
                            level === "full" && "font-semibold text-danger",
                            level === "high" && "text-warn",
                          )}
                        >
                          {formatBp(row.usedBp, language)}
                        </span>
                      </span>
                      {level === "full" && <span className="text-xs text-danger">{t("lottery.exposure.full")}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        )}
      </TableStates>
    </div>
  );
}
