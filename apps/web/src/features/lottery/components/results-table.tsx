import { useTranslation } from "react-i18next";
import { LOTTERY_PRIZES, type LotteryBetStructure, type LotteryResultLike } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { cellKey, headTailTable } from "../utils/highlights";

/**
 * The classic Vietnamese results table: one row per prize (ĐB, G1 … G7 / G8), its numbers side
 * by side, the 2-digit ending of each emphasised. Numbers not yet revealed show as "…".
 * `highlights` (cell → matched trailing digits) marks the cells a bet or a ticket hit.
 */
export function ResultsTable({
  structure,
  result,
  highlights,
  caption,
  testId = "results-table",
  withHeadTail = false,
}: {
  structure: LotteryBetStructure;
  result: LotteryResultLike | null;
  highlights?: ReadonlyMap<string, number>;
  caption: string;
  testId?: string;
  withHeadTail?: boolean;
}) {
  const { t } = useTranslation("lottery");
  const rows = LOTTERY_PRIZES[structure];
  const published = new Map((result?.prizes ?? []).map((row) => [row.prize, row.numbers]));
  return (
    <div className={cn("grid gap-3", withHeadTail && "lg:grid-cols-[minmax(0,1fr)_12rem]")}>
      <table className="w-full table-fixed border-collapse overflow-hidden rounded-xl text-center" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("results.prize")}</th>
            <th scope="col">{t("results.numbers")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const numbers = published.get(row.prize) ?? [];
            return (
              <tr key={row.prize} className="border-b border-line last:border-b-0 odd:bg-surface-2/50">
                <th
                  scope="row"
                  className={cn(
                    "w-16 px-2 py-2 text-xs font-bold sm:w-20 sm:text-sm",
                    row.prize === "DB" ? "text-brand dark:text-brand-strong" : "text-fg-muted",
                  )}
                >
                  {t(`prize.${row.prize}`)}
                </th>
                <td className="px-1 py-1.5">
                  <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1">
                    {Array.from({ length: row.count }, (_, index) => {
                      const number = numbers[index];
                      const hit = (highlights?.get(cellKey(row.prize, index)) ?? 0) > 0;
                      return (
                        <li
                          key={index}
                          data-testid={`result-cell-${row.prize}-${index}`}
                          data-hit={hit ? "true" : undefined}
                          className={cn(
                            "min-w-[3.5rem] rounded-md px-1.5 py-0.5 font-mono text-base tabular-nums sm:text-lg",
                            row.prize === "DB" && "text-xl font-bold sm:text-2xl",
                            hit
                              ? "bg-gold-fill text-on-gold ring-2 ring-gold"
                              : row.prize === "DB"
                                ? "text-brand dark:text-brand-strong"
                                : "text-fg",
                          )}
                        >
                          {number === undefined ? (
                            <span className="text-fg-muted" aria-label={t("results.pending")}>
                              …
                            </span>
                          ) : (
                            <>
                              <span className={hit ? "text-on-gold/75" : "text-fg-muted"}>{number.slice(0, -2)}</span>
                              <strong>{number.slice(-2)}</strong>
                              {hit && <span className="sr-only"> {t("results.hit")}</span>}
                            </>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {withHeadTail && result && <HeadTailTable result={result} />}
    </div>
  );
}

/** Đầu | Lô tô: the endings of the draw grouped by their tens digit. */
export function HeadTailTable({ result }: { result: LotteryResultLike }) {
  const { t } = useTranslation("lottery");
  const table = headTailTable(result);
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t("results.headTailCaption")}</caption>
      <thead>
        <tr className="border-b border-line text-fg-muted">
          <th scope="col" className="w-12 py-1">
            {t("stats.head")}
          </th>
          <th scope="col" className="py-1 text-left">
            {t("results.loto")}
          </th>
        </tr>
      </thead>
      <tbody>
        {table.map((tails, head) => (
          <tr key={head} className="border-b border-line/60 last:border-b-0">
            <th scope="row" className="py-1 font-mono font-bold text-brand">
              {head}
            </th>
            <td className="py-1 font-mono tracking-wide">{tails.map((tail) => `${head}${tail}`).join(", ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
