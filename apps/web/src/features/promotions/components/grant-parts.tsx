import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type BonusGrant } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { FormError } from "../../../components/ui/form-parts";
import { Modal } from "../../../components/ui/modal";
import { formatDateTime } from "../../../lib/date-time";
import { newRequestId } from "../../../lib/request-id";
import { toast } from "../../../lib/toast";
import { useForfeitBonus } from "../api/forfeit-bonus";
import { useNow } from "../hooks/use-now";
import { usePromotionError } from "../hooks/use-promotion-error";
import { meterPercent, remainingWagering, timeLeft, weightRows } from "../utils/meter";

/** A progress bar of the wagering requirement (role progressbar with the percent). */
export function WageringBar({
  progress,
  required,
  label,
  className,
}: {
  progress: string;
  required: string;
  label: string;
  className?: string;
}) {
  const percent = meterPercent(progress, required);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent} %`}
      data-testid="wagering-bar"
      data-percent={percent}
      className={cn("h-2.5 w-full overflow-hidden rounded-full bg-surface-2", className)}
    >
      <div
        className={cn(
          "h-full rounded-full transition-[width] duration-500",
          percent >= 100 ? "bg-jade" : "bg-gold-fill",
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** "2 ngày 3 giờ" / "4 giờ 12 phút" / "38 phút 5 giây" until the grant expires. */
export function Countdown({ to }: { to: string }) {
  const { t } = useTranslation("promotions");
  const now = useNow();
  const left = timeLeft(to, now);
  if (left.over) return <span>{t("time.over")}</span>;
  const text =
    left.days > 0
      ? t("time.daysHours", { days: left.days, hours: left.hours })
      : left.hours > 0
        ? t("time.hoursMinutes", { hours: left.hours, minutes: left.minutes })
        : t("time.minutesSeconds", { minutes: left.minutes, seconds: left.seconds });
  return <time dateTime={to}>{text}</time>;
}

/** The weights of a grant's terms as a small table (category, vendor and game rows apart). */
export function WeightsTable({ weights, caption }: { weights: BonusGrant["weights"]; caption: string }) {
  const { t } = useTranslation("promotions");
  const rows = weightRows(weights);
  return (
    <table className="w-full text-sm" data-testid="weights-table">
      <caption className="mb-1 text-left text-xs font-semibold text-fg-muted">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("weights.scope")}</th>
          <th scope="col">{t("weights.weight")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.scope}:${row.key}`} className="border-t border-line first:border-t-0">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal text-fg-muted">
              {row.scope === "default"
                ? t("weights.default")
                : row.scope === "category"
                  ? t(`categories.${row.key}`, { defaultValue: row.key })
                  : row.scope === "vendor"
                    ? t("weights.vendor", { code: row.key })
                    : t("weights.game", { id: row.key })}
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums text-fg">{row.weight} %</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One grant's figures: progress against the requirement, balance, expiry, max bet, conversion cap. */
export function GrantSummary({ grant, showWeights = true }: { grant: BonusGrant; showWeights?: boolean }) {
  const { t, i18n } = useTranslation("promotions");
  const money = (minor: string) => formatMinor(minor, i18n.language);
  const percent = meterPercent(grant.progress, grant.required);
  const active = grant.status === "active";
  return (
    <div className="grid gap-3">
      {active && (
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="text-fg-muted">{t("grant.wagering")}</span>
            <span className="font-semibold tabular-nums text-fg" data-testid="grant-progress-text">
              {t("grant.progressOf", { progress: money(grant.progress), required: money(grant.required), percent })}
            </span>
          </div>
          <WageringBar progress={grant.progress} required={grant.required} label={t("grant.wagering")} />
          {percent < 100 && (
            <p className="text-xs text-fg-muted">
              {t("grant.remaining", { amount: money(remainingWagering(grant.progress, grant.required)) })}
            </p>
          )}
        </div>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Figure label={t("grant.granted")} value={money(grant.granted)} />
        {active && <Figure label={t("grant.balance")} value={money(grant.balance)} testId="grant-balance" />}
        <Figure
          label={t("grant.requirement")}
          value={t(grant.base === "bonus" ? "grant.multipleBonus" : "grant.multipleBonusDeposit", {
            multiple: grant.multiplier,
          })}
        />
        <Figure label={t("grant.maxBet")} value={grant.maxBet ? money(grant.maxBet) : t("grant.none")} />
        <Figure
          label={t("grant.maxConversion")}
          value={grant.maxConversion ? money(grant.maxConversion) : t("grant.none")}
        />
        {active ? (
          <Figure
            label={t("grant.expiresIn")}
            value={
              <span>
                <Countdown to={grant.expiresAt} />
                <span className="block text-xs font-normal text-fg-muted">
                  {formatDateTime(grant.expiresAt, i18n.language)}
                </span>
              </span>
            }
          />
        ) : (
          <Figure label={t("grant.endedAt")} value={formatDateTime(grant.endedAt, i18n.language)} />
        )}
        {grant.status === "converted" && grant.paid !== null && (
          <Figure label={t("grant.paid")} value={money(grant.paid)} testId="grant-paid" />
        )}
        {(grant.status === "expired" || grant.status === "forfeited") && grant.forfeited !== null && (
          <Figure label={t("grant.forfeitedAmount")} value={money(grant.forfeited)} />
        )}
      </dl>
      {active && (
        <p className="rounded-xl border border-gold/30 bg-gold/5 px-3 py-2 text-xs text-fg-muted">
          {t("grant.expiryNote", {
            amount: money(grant.balance),
            date: formatDateTime(grant.expiresAt, i18n.language),
          })}
        </p>
      )}
      {grant.endReason && <p className="text-xs text-fg-muted">{t("grant.reason", { reason: grant.endReason })}</p>}
      {showWeights && <WeightsTable weights={grant.weights} caption={t("weights.caption")} />}
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="font-semibold break-words text-fg tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export const GRANT_STATUS_TONES = {
  active: "bg-gold-fill text-on-gold",
  converted: "bg-jade-fill text-on-jade",
  expired: "bg-surface-2 text-fg",
  forfeited: "bg-brand text-on-brand",
} as const;

export function GrantStatus({ status }: { status: BonusGrant["status"] }) {
  const { t } = useTranslation("promotions");
  return (
    <span
      data-testid="grant-status"
      data-status={status}
      className={cn("rounded-full px-2.5 py-0.5 text-xs font-bold", GRANT_STATUS_TONES[status])}
    >
      {t(`grantStatus.${status}`)}
    </span>
  );
}

/** Giving a grant up: the dialog says what is lost and asks for an explicit yes. */
export function ForfeitDialog({ grant, onClose }: { grant: BonusGrant; onClose: () => void }) {
  const { t, i18n } = useTranslation("promotions");
  const forfeit = useForfeitBonus();
  const errorText = usePromotionError();
  const [requestId] = useState(newRequestId);
  const [understood, setUnderstood] = useState(false);
  return (
    <Modal
      open
      closable
      size="dialog"
      onOpenChange={(open) => !open && onClose()}
      title={t("forfeit.title")}
      description={t("forfeit.body", { amount: formatMinor(grant.balance, i18n.language), title: grant.title })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("forfeit.keep")}
          </Button>
          <Button
            data-testid="forfeit-confirm"
            disabled={!understood || forfeit.isPending}
            aria-busy={forfeit.isPending || undefined}
            onClick={() =>
              forfeit.mutate(
                { id: grant.id, requestId },
                {
                  onSuccess: (value) => {
                    toast({
                      tone: "info",
                      title: t("forfeit.done", { amount: formatMinor(value.forfeited, i18n.language) }),
                    });
                    onClose();
                  },
                },
              )
            }
          >
            {t("forfeit.confirm")}
          </Button>
        </>
      }
    >
      <label className="flex cursor-pointer items-start gap-2 text-sm text-fg">
        <input
          type="checkbox"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
          data-testid="forfeit-understood"
          className="mt-0.5 size-4 accent-[var(--lt-brand)]"
        />
        {t("forfeit.understood")}
      </label>
      <div className="mt-3">
        <FormError message={forfeit.isError ? errorText(forfeit.error) : null} />
      </div>
    </Modal>
  );
}
