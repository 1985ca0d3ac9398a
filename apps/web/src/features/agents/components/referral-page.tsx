import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../../lib/date-time";
import { useReferral } from "../api/get-referral";
import { CopyButton } from "./copy-button";

/**
 * Member centre "referral" (spec §2): the member's invite code and link (/register?referralCode=),
 * its QR code, the members it invited (accounts masked) and the rewards.
 */
export default function ReferralPage() {
  const { t, i18n } = useTranslation(["agents", "common"]);
  const language = i18n.language;
  const referral = useReferral();
  const value = referral.data;
  if (referral.isError && !value) {
    return (
      <div role="alert">
        <EmptyState
          title={t("list.error")}
          action={<Button onClick={() => void referral.refetch()}>{t("common:actions.retry")}</Button>}
        />
      </div>
    );
  }
  if (!value) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{t("centre.loading")}</span>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  return (
    <div className="grid gap-5" data-testid="referral-page">
      <p className="text-sm text-fg-muted">{t("referral.intro")}</p>
      <Card className="grid gap-5 p-4 sm:grid-cols-[1fr_auto] sm:p-6">
        <div className="grid content-start gap-4">
          <div className="grid gap-1">
            <span className="text-xs font-medium text-fg-muted">{t("referral.code")}</span>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-mono text-2xl font-bold tracking-wider text-gold" data-testid="referral-code">
                {value.code}
              </span>
              <CopyButton text={value.code} label={t("referral.copyCode")} />
            </div>
          </div>
          <div className="grid gap-1">
            <span className="text-xs font-medium text-fg-muted">{t("referral.link")}</span>
            <p className="font-mono text-sm break-all" data-testid="referral-link">
              {value.link}
            </p>
            <div>
              <CopyButton text={value.link} label={t("referral.copyLink")} />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-card border border-line bg-surface px-4 py-3">
              <dt className="text-xs text-fg-muted">{t("referral.invited")}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value.invitees.length}</dd>
            </div>
            <div className="rounded-card border border-line bg-surface px-4 py-3">
              <dt className="text-xs text-fg-muted">{t("referral.rewards")}</dt>
              <dd className="text-lg font-semibold tabular-nums">
                {formatMinor(value.rewards, language)}
                <span className="ml-1 text-[10px] font-bold text-fg-muted">VND</span>
              </dd>
            </div>
          </dl>
        </div>
        <figure className="grid justify-items-center gap-2">
          <img
            src={`/media/qr.svg?text=${encodeURIComponent(value.link)}`}
            alt={t("referral.qrAlt")}
            width={168}
            height={168}
            className="size-42 rounded-xl bg-white p-2"
          />
          <figcaption className="text-xs text-fg-muted">{t("referral.qrHint")}</figcaption>
        </figure>
      </Card>
      <section aria-labelledby="referral-invitees" className="grid gap-3">
        <h3 id="referral-invitees" className="font-semibold text-fg">
          {t("referral.invitees")}
        </h3>
        {value.invitees.length === 0 ? (
          <EmptyState title={t("referral.none")} description={t("referral.noneHint")} />
        ) : (
          <ul className="grid gap-2" data-testid="referral-invitees">
            {value.invitees.map((invitee, index) => (
              <li
                key={`${invitee.account}-${index}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface px-4 py-2.5 text-sm"
              >
                <span className="font-medium">{invitee.account}</span>
                <span className="text-xs text-fg-muted">
                  {t("referral.registeredAt", { at: formatDateTime(invitee.registeredAt, language) })}
                  {" · "}
                  {invitee.firstDepositAt
                    ? t("referral.depositedAt", { at: formatDateTime(invitee.firstDepositAt, language) })
                    : t("referral.noDeposit")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
