import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PointsConvertRate, PointsRate } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { Switch } from "../../../components/ui/switch";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { errorText } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd, minorToVndInput, parseVndInput } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { usePointsRates, useUpdateRates } from "../api/points";

/** The comparison table (one point per amount of valid bet per category, and of deposits) and the conversion rate. */
export function PointsRatesPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = usePointsRates();
  const update = useUpdateRates();
  const [rates, setRates] = useState<(PointsRate & { input: string })[]>([]);
  const [convert, setConvert] = useState<PointsConvertRate & { cashInput: string }>({
    points: "",
    cash: "0",
    minPoints: "",
    enabled: true,
    cashInput: "",
  });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!query.data) return;
    setRates(query.data.rates.map((r) => ({ ...r, input: minorToVndInput(r.perAmount) })));
    setConvert({ ...query.data.convert, cashInput: minorToVndInput(query.data.convert.cash) });
  }, [query.data]);

  function save() {
    const parsed = rates.map((r) => ({ ...r, parsed: parseVndInput(r.input) }));
    if (parsed.some((r) => !r.parsed.ok)) return setError(t("points.rates.amountInvalid"));
    const cash = parseVndInput(convert.cashInput);
    if (!cash.ok || !/^[1-9][0-9]{0,14}$/.test(convert.points) || !/^[1-9][0-9]{0,14}$/.test(convert.minPoints)) {
      return setError(t("points.rates.convertInvalid"));
    }
    setError(null);
    update.mutate(
      {
        rates: parsed.map((r) => ({ kind: r.kind, perAmount: r.parsed.ok ? r.parsed.minor : "0", enabled: r.enabled })),
        convert: { points: convert.points, cash: cash.minor, minPoints: convert.minPoints, enabled: convert.enabled },
      },
      {
        onSuccess: () => notify("success", t("points.rates.saved")),
        onError: (failure) => setError(errorText(failure, t)),
      },
    );
  }

  return (
    <>
      <PageHeader
        title={t("nav.pointsRates")}
        description={canChange ? t("points.rates.description") : t("points.readOnly")}
        actions={<RefreshButton query={query} />}
      />
      <Panel title={t("points.rates.table")}>
        <TableStates query={query} isEmpty={false} emptyTitle="" errorHidesData>
          {() => (
            <DataTable
              caption={t("points.rates.table")}
              columns={[t("points.col.kind"), t("points.rates.per"), t("points.col.enabled")]}
            >
              <tbody>
                {rates.map((rate, i) => (
                  <tr key={rate.kind}>
                    <th scope="row" data-label={t("points.col.kind")}>
                      {t(`points.kinds.${rate.kind}`)}
                    </th>
                    <td data-label={t("points.rates.per")}>
                      {canChange ? (
                        <TextField
                          label={
                            <span className="sr-only">
                              {t("points.rates.perFor", { kind: t(`points.kinds.${rate.kind}`) })}
                            </span>
                          }
                          inputMode="decimal"
                          value={rate.input}
                          onChange={(e) =>
                            setRates(rates.map((r, j) => (j === i ? { ...r, input: e.target.value } : r)))
                          }
                          className="max-w-48"
                        />
                      ) : (
                        formatVnd(rate.perAmount, language)
                      )}
                    </td>
                    <td data-label={t("points.col.enabled")}>
                      <Switch
                        checked={rate.enabled}
                        disabled={!canChange}
                        label={<span className="sr-only">{t(`points.kinds.${rate.kind}`)}</span>}
                        onChange={(enabled) => setRates(rates.map((r, j) => (j === i ? { ...r, enabled } : r)))}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </TableStates>
      </Panel>
      <Panel title={t("points.rates.convertTitle")} className="mt-4">
        <div className="grid gap-3 p-3 sm:grid-cols-3">
          <TextField
            label={t("points.rates.convertPoints")}
            inputMode="numeric"
            value={convert.points}
            disabled={!canChange}
            onChange={(e) => setConvert({ ...convert, points: e.target.value.replace(/\D/g, "") })}
          />
          <TextField
            label={t("points.rates.convertCash")}
            inputMode="decimal"
            value={convert.cashInput}
            disabled={!canChange}
            onChange={(e) => setConvert({ ...convert, cashInput: e.target.value })}
          />
          <TextField
            label={t("points.rates.convertMin")}
            inputMode="numeric"
            value={convert.minPoints}
            disabled={!canChange}
            onChange={(e) => setConvert({ ...convert, minPoints: e.target.value.replace(/\D/g, "") })}
          />
          <Switch
            checked={convert.enabled}
            disabled={!canChange}
            label={t("points.rates.convertEnabled")}
            onChange={(enabled) => setConvert({ ...convert, enabled })}
          />
        </div>
        {error && (
          <p role="alert" className="px-3 pb-2 text-sm text-danger">
            {error}
          </p>
        )}
        {canChange && (
          <div className="p-3">
            <Button variant="primary" busy={update.isPending} onClick={save} data-testid="points-rates-save">
              {t("actions.save")}
            </Button>
          </div>
        )}
      </Panel>
    </>
  );
}
