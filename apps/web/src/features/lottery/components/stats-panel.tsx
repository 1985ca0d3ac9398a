import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LotteryStats } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { useLotteryStats } from "../api/get-lottery-stats";
import { LoadError, LoadingBlock } from "./lottery-parts";

const DRAW_CHOICES = [30, 60, 100] as const;
const TOP = 10;

/** The numbers seen most often, and the numbers absent longest (lô gan). */
export function hotAndGan(stats: LotteryStats) {
  const hot = [...stats.numbers].sort((a, b) => b.hits - a.hits || a.number.localeCompare(b.number)).slice(0, TOP);
  const gan = [...stats.numbers].sort((a, b) => b.gan - a.gan || a.number.localeCompare(b.number)).slice(0, TOP);
  return { hot, gan };
}

function FrequencyBars({ title, values, testId }: { title: string; values: readonly number[]; testId: string }) {
  const { t } = useTranslation("lottery");
  const max = Math.max(1, ...values);
  return (
    <figure className="grid gap-2" data-testid={testId}>
      <figcaption className="text-sm font-semibold text-fg">{title}</figcaption>
      <ul className="grid gap-1">
        {values.map((value, digit) => (
          <li key={digit} className="grid grid-cols-[1.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm">
            <span className="font-mono font-bold text-brand">{digit}</span>
            <span className="h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
              <span className="block h-full rounded-full bg-gold-fill" style={{ width: `${(value / max) * 100}%` }} />
            </span>
            <span className="text-right tabular-nums text-fg-muted">
              <span className="sr-only">{t("stats.digitTimes", { digit, count: value })}</span>
              <span aria-hidden="true">{value}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

function NumberList({
  title,
  rows,
  value,
  testId,
}: {
  title: string;
  rows: { number: string; hits: number; gan: number }[];
  value: (row: { hits: number; gan: number }) => string;
  testId: string;
}) {
  return (
    <div className="grid content-start gap-2" data-testid={testId}>
      <h3 className="text-sm font-semibold text-fg">{title}</h3>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {rows.map((row) => (
          <li
            key={row.number}
            className="grid justify-items-center rounded-xl border border-line bg-surface-2/60 px-2 py-1.5"
          >
            <span className="font-mono text-lg font-bold text-fg">{row.number}</span>
            <span className="text-xs text-fg-muted">{value(row)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Statistics of a game's last draws: hot numbers, lô gan, đầu and đuôi frequencies. */
export function StatsPanel({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation("lottery");
  const [draws, setDraws] = useState<number>(DRAW_CHOICES[0]);
  const stats = useLotteryStats(gameCode, draws);
  return (
    <div className="grid gap-5" data-testid="lottery-stats">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("stats.drawsLegend")}</legend>
        {DRAW_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={choice === draws}
            onClick={() => setDraws(choice)}
            className={cn(
              "h-9 cursor-pointer rounded-full border px-3 text-sm font-semibold",
              choice === draws ? "border-gold bg-gold-fill text-on-gold" : "border-line text-fg-muted hover:text-fg",
            )}
          >
            {t("stats.lastDraws", { count: choice })}
          </button>
        ))}
      </fieldset>
      {!stats.data ? (
        stats.isError ? (
          <LoadError title={t("errors.stats")} onRetry={() => void stats.refetch()} />
        ) : (
          <LoadingBlock className="h-60" />
        )
      ) : (
        <StatsBody stats={stats.data} />
      )}
    </div>
  );
}

function StatsBody({ stats }: { stats: LotteryStats }) {
  const { t } = useTranslation("lottery");
  const { hot, gan } = hotAndGan(stats);
  return (
    <div className={cn("grid gap-6", stats.numbers.length === 0 && "opacity-60")}>
      <p className="text-sm text-fg-muted">{t("stats.basis", { count: stats.draws })}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <NumberList
          title={t("stats.hot")}
          rows={hot}
          value={(row) => t("stats.hits", { count: row.hits })}
          testId="stats-hot"
        />
        <NumberList
          title={t("stats.gan")}
          rows={gan}
          value={(row) => t("stats.ganDraws", { count: row.gan })}
          testId="stats-gan"
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <FrequencyBars title={t("stats.headFrequency")} values={stats.heads} testId="stats-heads" />
        <FrequencyBars title={t("stats.tailFrequency")} values={stats.tails} testId="stats-tails" />
      </div>
    </div>
  );
}
