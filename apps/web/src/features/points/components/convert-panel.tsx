import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { FormError, SubmitButton, TextField, useErrorText } from "../../../components/ui/form-parts";
import { PaymentPasswordField } from "../../../components/ui/payment-password-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatRecordTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { useRequestId } from "../../../lib/use-request-id";
import { useConvertPoints } from "../api/points-mutations";
import { usePointsBalance, usePointsConfig, usePointsConversions } from "../api/points-queries";
import { formatPoints } from "../utils/format";

/** Points → cash at the brand's fixed rate (whole multiples, a minimum), payment password; the cash is a bonus with 1× turnover. */
export function ConvertPanel() {
  const { t } = useTranslation("points");
  const language = useLanguage();
  const errorText = useErrorText();
  const config = usePointsConfig();
  const balance = usePointsBalance();
  const conversions = usePointsConversions(1);
  const convert = useConvertPoints();
  const requestId = useRequestId();
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  if (config.isPending) return <Skeleton className="h-64 rounded-card" />;
  if (config.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("error.title")}
          description={t("error.text")}
          action={<Button onClick={() => void config.refetch()}>{t("error.retry")}</Button>}
        />
      </div>
    );
  }
  const rate = config.data.convert;
  const step = BigInt(rate.points);
  const points = /^[0-9]{1,15}$/.test(amount) ? BigInt(amount) : 0n;
  const cash = (points * BigInt(rate.cash)) / step;
  const have = balance.data ? BigInt(balance.data.balance) : 0n;
  const most = (have / step) * step;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (points < BigInt(rate.minPoints) || points % step !== 0n) {
      setProblem(
        t("convert.invalid", {
          min: formatPoints(rate.minPoints, language),
          step: formatPoints(rate.points, language),
        }),
      );
      return;
    }
    if (points > have) {
      setProblem(t("convert.short"));
      return;
    }
    if (password.length === 0) {
      setProblem(t("exchange.passwordRequired"));
      return;
    }
    setProblem(null);
    convert.mutate(
      { points: points.toString(), paymentPassword: password, requestId: requestId.idFor(points.toString()) },
      {
        onSuccess: (done) => {
          requestId.done();
          setAmount("");
          setPassword("");
          toast({
            tone: "success",
            title: t("convert.successToast"),
            body: t("convert.successBody", {
              points: formatPoints(done.points, language),
              cash: formatMinor(done.cash, language),
            }),
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="p-5 sm:p-6">
        <h2 className="mb-1 text-lg font-semibold">{t("convert.title")}</h2>
        <p className="mb-4 text-sm text-fg-muted">
          {t("convert.rate", { points: formatPoints(rate.points, language), cash: formatMinor(rate.cash, language) })}{" "}
          {t("convert.turnover", { turnover: config.data.convertTurnover })}
        </p>
        {!rate.enabled ? (
          <p className="text-sm text-fg-muted">{t("convert.off")}</p>
        ) : (
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <TextField
              label={t("convert.points")}
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value.replace(/[^0-9]/g, "").slice(0, 15))}
              hint={t("convert.hint", {
                min: formatPoints(rate.minPoints, language),
                step: formatPoints(rate.points, language),
                most: formatPoints(most, language),
              })}
              data-testid="points-convert-amount"
              trailing={
                <Button variant="secondary" onClick={() => setAmount(most.toString())} disabled={most <= 0n}>
                  {t("convert.all")}
                </Button>
              }
            />
            <p className="rounded-xl bg-surface-2 px-4 py-3 text-sm" aria-live="polite">
              {t("convert.youGet", { cash: formatMinor(cash, language) })}
            </p>
            <PaymentPasswordField
              label={t("exchange.password")}
              hint={t("exchange.passwordHint")}
              value={password}
              onChange={setPassword}
              testId="points-convert-password"
            />
            <FormError message={problem ?? (convert.isError ? errorText(convert.error) : null)} />
            <SubmitButton pending={convert.isPending} variant="gold">
              {t("convert.submit")}
            </SubmitButton>
          </form>
        )}
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="mb-3 text-lg font-semibold">{t("convert.history")}</h2>
        {conversions.isPending ? (
          <Skeleton className="h-40" />
        ) : conversions.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t("error.text")}
          </p>
        ) : conversions.data.list.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("convert.none")}</p>
        ) : (
          <ul className="grid gap-2 text-sm" data-testid="points-conversions">
            {conversions.data.list.map((row) => (
              <li key={row.orderNo} className="flex flex-wrap justify-between gap-2 border-b border-line pb-2">
                <span className="text-fg-muted">
                  {row.orderNo} · {formatRecordTime(row.applyTime, language)}
                </span>
                <span className="font-semibold tabular-nums">
                  {t("convert.row", {
                    points: formatPoints(row.points, language),
                    cash: formatMinor(row.cash, language),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
