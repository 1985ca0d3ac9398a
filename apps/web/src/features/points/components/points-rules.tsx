import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLanguage } from "../../../lib/i18n";
import { usePointsConfig } from "../api/points-queries";
import { formatPoints } from "../utils/format";

const RULES = ["earn", "deposit", "settled", "never", "exchange", "review", "convert"] as const;

/** Points rules and the points-rate comparison table (spec §2, §9: points never expire). */
export function PointsRules() {
  const { t } = useTranslation("points");
  const language = useLanguage();
  const config = usePointsConfig();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-5 sm:p-6">
        <h2 className="mb-3 text-lg font-semibold">{t("rules.title")}</h2>
        <ol className="grid list-decimal gap-2 pl-5 text-sm text-fg">
          {RULES.map((rule) => (
            <li key={rule}>{t(`rules.${rule}`)}</li>
          ))}
        </ol>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="mb-3 text-lg font-semibold" id="points-rate-table">
          {t("rates.title")}
        </h2>
        {config.isPending ? (
          <Skeleton className="h-48" />
        ) : config.isError ? (
          <div role="alert">
            <EmptyState
              title={t("error.title")}
              action={<Button onClick={() => void config.refetch()}>{t("error.retry")}</Button>}
            />
          </div>
        ) : (
          <>
            <table className="w-full text-sm" aria-labelledby="points-rate-table">
              <thead className="text-left text-xs text-fg-muted uppercase">
                <tr>
                  <th scope="col" className="py-2">
                    {t("rates.kind")}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t("rates.per")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {config.data.rates.map((rate) => (
                  <tr key={rate.kind} className="border-t border-line" data-testid={`points-rate-${rate.kind}`}>
                    <th scope="row" className="py-2.5 text-left font-medium">
                      {t(`types.${rate.kind}`)}
                    </th>
                    <td className="py-2.5 text-right tabular-nums">
                      {rate.enabled
                        ? t("rates.value", { amount: formatMinor(rate.perAmount, language) })
                        : t("rates.off")}
                    </td>
                  </tr>
                ))}
                <tr className="border-t border-line">
                  <th scope="row" className="py-2.5 text-left font-medium">
                    {t("rates.convert")}
                  </th>
                  <td className="py-2.5 text-right tabular-nums">
                    {t("convert.rate", {
                      points: formatPoints(config.data.convert.points, language),
                      cash: formatMinor(config.data.convert.cash, language),
                    })}
                  </td>
                </tr>
              </tbody>
            </table>
            <p className="mt-3 text-xs text-fg-muted">{t("rates.note")}</p>
          </>
        )}
      </Card>
    </div>
  );
}
