import { useTranslation } from "react-i18next";
import type { ConsoleDashboard, ConsoleDashboardDay } from "@lotus/contracts/web";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { cn } from "../../../components/ui/cn";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { ErrorState, TableSkeleton } from "../../../components/ui/states";
import { useDashboard } from "../api/dashboard";
import { BarChart } from "./bar-chart";

type MoneyKey = "deposits" | "withdrawals" | "bets" | "wins" | "ggr";
type CountKey = "activeMembers" | "newMembers";
const MONEY: readonly MoneyKey[] = ["deposits", "withdrawals", "bets", "wins", "ggr"];
const COUNTS: readonly CountKey[] = ["activeMembers", "newMembers"];

/** The console's landing page: today's figures and the last 30 days (days of the brand's time zone). */
export function DashboardPage() {
  const { t } = useTranslation();
  const query = useDashboard();

  return (
    <>
      <PageHeader
        title={t("nav.dashboard")}
        description={
          query.data ? t("dashboard.description", { day: query.data.today.day, timeZone: query.data.timeZone }) : null
        }
        actions={<RefreshButton query={query} />}
      />
      {query.isPending ? (
        <TableSkeleton rows={8} />
      ) : query.isError && !query.data ? (
        <Panel>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </Panel>
      ) : (
        <DashboardBody data={query.data} />
      )}
    </>
  );
}

function DashboardBody({ data }: { data: ConsoleDashboard }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: bigint | string) => formatVnd(value, language);
  const count = (value: bigint | number) => new Intl.NumberFormat(language).format(value);
  const days = data.days.map((d) => d.day);
  const column = <K extends MoneyKey | CountKey>(key: K) => data.days.map((d: ConsoleDashboardDay) => BigInt(d[key]));
  const empty = data.days.every((d) => MONEY.every((k) => d[k] === "0") && COUNTS.every((k) => d[k] === 0));

  return (
    <div className="space-y-4">
      <section aria-labelledby="dashboard-today">
        <h2 id="dashboard-today" className="mb-2 text-sm font-semibold">
          {t("dashboard.today")}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7" data-testid="dashboard-today">
          {[...MONEY, ...COUNTS].map((key) => {
            const today = data.today[key];
            const negative = typeof today === "string" && today.startsWith("-");
            return (
              <div
                key={key}
                className="min-w-0 rounded-lg border border-line bg-surface p-3"
                data-testid={`kpi-${key}`}
              >
                <dt className="text-xs text-fg-muted">{t(`dashboard.kpi.${key}`)}</dt>
                <dd
                  className={cn("mt-1 text-base font-bold break-words tabular-nums", negative && "text-danger")}
                  data-testid={`today-${key}`}
                >
                  {typeof today === "string" ? money(today) : count(today)}
                </dd>
                <dd className="mt-1 text-[11px] text-fg-muted">
                  {t("dashboard.last30", {
                    value: typeof data.total[key] === "string" ? money(data.total[key]) : count(data.total[key]),
                  })}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
      {empty && <p className="text-sm text-fg-muted">{t("dashboard.empty")}</p>}
      <div className="grid gap-4 xl:grid-cols-3">
        <Panel title={t("dashboard.chart.cash")}>
          <BarChart
            testId="chart-cash"
            title={t("dashboard.chart.cash")}
            summary={t("dashboard.chart.cashSummary", {
              deposits: money(data.total.deposits),
              withdrawals: money(data.total.withdrawals),
            })}
            days={days}
            series={[
              { label: t("dashboard.kpi.deposits"), values: column("deposits"), fill: "fill-jade", swatch: "bg-jade" },
              {
                label: t("dashboard.kpi.withdrawals"),
                values: column("withdrawals"),
                fill: "fill-info",
                swatch: "bg-info",
              },
            ]}
            format={money}
          />
        </Panel>
        <Panel title={t("dashboard.chart.games")}>
          <BarChart
            testId="chart-games"
            title={t("dashboard.chart.games")}
            summary={t("dashboard.chart.gamesSummary", {
              bets: money(data.total.bets),
              wins: money(data.total.wins),
              ggr: money(data.total.ggr),
            })}
            days={days}
            series={[
              { label: t("dashboard.kpi.bets"), values: column("bets"), fill: "fill-info", swatch: "bg-info" },
              { label: t("dashboard.kpi.wins"), values: column("wins"), fill: "fill-warn", swatch: "bg-warn" },
              { label: t("dashboard.kpi.ggr"), values: column("ggr"), fill: "fill-brand", swatch: "bg-brand" },
            ]}
            format={money}
          />
        </Panel>
        <Panel title={t("dashboard.chart.members")}>
          <BarChart
            testId="chart-members"
            title={t("dashboard.chart.members")}
            summary={t("dashboard.chart.membersSummary", {
              active: count(data.total.activeMembers),
              joined: count(data.total.newMembers),
            })}
            days={days}
            series={[
              {
                label: t("dashboard.kpi.activeMembers"),
                values: column("activeMembers"),
                fill: "fill-jade",
                swatch: "bg-jade",
              },
              {
                label: t("dashboard.kpi.newMembers"),
                values: column("newMembers"),
                fill: "fill-brand",
                swatch: "bg-brand",
              },
            ]}
            format={count}
          />
        </Panel>
      </div>
    </div>
  );
}
