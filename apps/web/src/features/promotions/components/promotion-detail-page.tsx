import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMinor, type PromotionDetail } from "@lotus/contracts/web";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { ChevronLeftIcon } from "../../../components/ui/icons";
import { PageContainer } from "../../../components/ui/page-container";
import { Skeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/date-time";
import { useApplicationImage } from "../api/get-application-image";
import { usePromotion } from "../api/get-promotion";
import { chancePercent } from "../utils/meter";
import { checkRaffle } from "../utils/raffle";
import { GrantStatus, GrantSummary, WeightsTable } from "./grant-parts";
import { PromotionAction } from "./promotion-action";
import { PromotionImage, PromotionTags, PromotionWindow } from "./promotion-parts";

/**
 * /promoDetail?id= (spec §2): one promotion — its terms, the template's figures (percent, caps,
 * wagering and weights, raffle prizes with their exact chances), each eligibility rule with whether
 * the member passes it, the action for the member's state, the member's application and the grants
 * it gave with their wagering progress.
 */
export function PromotionDetailPage({ id }: { id: string | null }) {
  const { t, i18n } = useTranslation("promotions");
  const promotion = usePromotion(id);
  const back = (
    <Link
      to="/promotions"
      className={buttonClasses({ variant: "ghost", size: "sm", className: "-ml-2 justify-self-start" })}
    >
      <ChevronLeftIcon className="size-4" />
      {t("detail.back")}
    </Link>
  );

  if (id === null || (promotion.isError && promotion.error instanceof ApiError && promotion.error.status === 404)) {
    return (
      <PageContainer className="grid gap-4 py-6">
        {back}
        <h1 className="sr-only">{t("detail.notFound")}</h1>
        <EmptyState
          title={t("detail.notFound")}
          description={t("detail.notFoundText")}
          action={
            <Link to="/promotions" className={buttonClasses()}>
              {t("detail.allPromotions")}
            </Link>
          }
        />
      </PageContainer>
    );
  }
  if (promotion.isPending) {
    return (
      <PageContainer className="grid gap-4 py-6" role="status">
        <span className="sr-only">{t("detail.loading")}</span>
        <Skeleton className="aspect-[16/6] w-full rounded-card" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </PageContainer>
    );
  }
  if (promotion.isError) {
    return (
      <PageContainer className="grid gap-4 py-6">
        {back}
        <div role="alert">
          <EmptyState
            title={t("detail.error")}
            description={t("centre.errorText")}
            action={<Button onClick={() => void promotion.refetch()}>{t("centre.retry")}</Button>}
          />
        </div>
      </PageContainer>
    );
  }
  const detail = promotion.data;
  return (
    <PageContainer className="grid gap-6 py-6 sm:py-8" data-testid="promotion-detail" data-state={detail.state}>
      {back}
      <Card className="grid overflow-hidden lg:grid-cols-[3fr_2fr]">
        <PromotionImage path={detail.imageUrl} className="aspect-[16/9] w-full lg:h-full" />
        <div className="flex flex-col gap-4 p-5 sm:p-7">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand px-2.5 py-0.5 text-[11px] font-bold tracking-wide text-on-brand uppercase">
              {t(`types.${detail.type}`)}
            </span>
            <PromotionTags tags={detail.tags} />
          </div>
          <h1 className="font-display text-2xl leading-tight font-bold text-fg sm:text-3xl">{detail.title}</h1>
          <p className="text-fg-muted">{detail.summary}</p>
          <PromotionWindow card={detail} />
          <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
            <PromotionAction card={detail} className="min-w-40" />
          </div>
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          <Section title={t("detail.terms")}>
            <div className="grid gap-3 text-sm leading-relaxed text-fg" data-testid="promotion-terms">
              {detail.terms
                .split(/\n\s*\n/)
                .filter((p) => p.trim() !== "")
                .map((paragraph, i) => (
                  <p key={i} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
            </div>
          </Section>
          {detail.application && <ApplicationView application={detail.application} />}
          {detail.grants.length > 0 && (
            <Section title={t("detail.grants")}>
              <ul className="grid gap-4">
                {detail.grants.map((grant) => (
                  <li
                    key={grant.id}
                    className="grid gap-3 rounded-xl border border-line p-4"
                    data-testid="detail-grant"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="text-sm text-fg-muted">{formatDateTime(grant.createdAt, i18n.language)}</span>
                      <GrantStatus status={grant.status} />
                    </div>
                    <GrantSummary grant={grant} showWeights={false} />
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>
        <div className="grid content-start gap-6">
          <Figures detail={detail} />
          {detail.raffle && <RaffleFairness detail={detail} raffle={detail.raffle} />}
          <Eligibility rules={detail.eligibility} />
        </div>
      </div>
    </PageContainer>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card className="grid gap-4 p-5" data-testid={testId}>
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      {children}
    </Card>
  );
}

function Figures({ detail }: { detail: PromotionDetail }) {
  const { t, i18n } = useTranslation("promotions");
  const money = (minor: string) => formatMinor(minor, i18n.language);
  const p = detail.params;
  const rows: [string, string][] = [];
  if (p.percent !== null) rows.push([t("figures.percent"), `${p.percent} %`]);
  if (p.nth !== null) rows.push([t("figures.nth"), t("figures.nthValue", { count: p.nth, ordinal: true })]);
  if (p.minDeposit !== null) rows.push([t("figures.minDeposit"), money(p.minDeposit)]);
  if (p.amount !== null) rows.push([t("figures.amount"), money(p.amount)]);
  if (p.maxBonus !== null) rows.push([t("figures.maxBonus"), money(p.maxBonus)]);
  const money0 = detail.template !== "info";
  if (money0) {
    rows.push([
      t("figures.wagering"),
      p.multiplier === 0
        ? t("figures.noWagering")
        : t(p.base === "bonus" ? "grant.multipleBonus" : "grant.multipleBonusDeposit", { multiple: p.multiplier }),
    ]);
    rows.push([t("grant.maxBet"), p.maxBet ? money(p.maxBet) : t("grant.none")]);
    rows.push([t("grant.maxConversion"), p.maxConversion ? money(p.maxConversion) : t("grant.none")]);
    rows.push([t("figures.validDays"), t("figures.days", { count: p.validDays })]);
  }
  return (
    <Section title={t("detail.figures")} testId="promotion-figures">
      {rows.length > 0 && (
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b border-line/60 pb-2 last:border-b-0">
              <dt className="text-fg-muted">{label}</dt>
              <dd className="text-right font-semibold text-fg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {money0 && p.multiplier > 0 && <WeightsTable weights={p.weights} caption={t("weights.caption")} />}
      {p.prizes.length > 0 && (
        <table className="w-full text-sm" data-testid="raffle-prizes">
          <caption className="mb-1 text-left text-xs font-semibold text-fg-muted">{t("figures.prizes")}</caption>
          <thead>
            <tr className="text-xs text-fg-muted">
              <th scope="col" className="py-1 text-left font-medium">
                {t("figures.prize")}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t("figures.chance")}
              </th>
            </tr>
          </thead>
          <tbody>
            {p.prizes.map((prize, i) => (
              <tr key={i} className="border-t border-line">
                <td className="py-1.5 font-semibold tabular-nums">
                  {prize.amount === "0" ? t("figures.noPrize") : money(prize.amount)}
                </td>
                <td className="py-1.5 text-right tabular-nums">
                  {prize.numerator}/{prize.denominator}{" "}
                  <span className="text-fg-muted">
                    ({chancePercent(prize.numerator, prize.denominator, i18n.language)})
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function Eligibility({ rules }: { rules: PromotionDetail["eligibility"] }) {
  const { t } = useTranslation("promotions");
  return (
    <Section title={t("detail.eligibility")} testId="promotion-eligibility">
      {rules.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("eligibility.none")}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {rules.map((rule) => (
            <li
              key={rule.rule}
              className="flex items-start gap-2"
              data-testid={`eligibility-${rule.rule}`}
              data-passed={String(rule.passed)}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold",
                  rule.passed === true && "bg-jade/20 text-jade",
                  rule.passed === false && "bg-danger/20 text-danger",
                  rule.passed === null && "bg-surface-2 text-fg-muted",
                )}
              >
                {rule.passed === true ? "✓" : rule.passed === false ? "✕" : "•"}
              </span>
              <span className="flex-1 text-fg">
                {t(`eligibility.${rule.rule}`, { value: rule.value, count: rule.value })}
              </span>
              <span
                className={cn(
                  "shrink-0 text-xs font-semibold",
                  rule.passed === true ? "text-jade" : rule.passed === false ? "text-danger" : "text-fg-muted",
                )}
              >
                {rule.passed === true
                  ? t("eligibility.passed")
                  : rule.passed === false
                    ? t("eligibility.failed")
                    : t("eligibility.unknown")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ApplicationView({ application }: { application: NonNullable<PromotionDetail["application"]> }) {
  const { t, i18n } = useTranslation("promotions");
  return (
    <Section title={t("detail.application")} testId="promotion-application">
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-fg-muted">{t("detail.applicationState")}</dt>
          <dd className="font-semibold" data-testid="application-state" data-state={application.state}>
            {t(`states.${application.state}`)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-fg-muted">{t("detail.appliedAt")}</dt>
          <dd>{formatDateTime(application.createdAt, i18n.language)}</dd>
        </div>
        {application.reviewedAt && (
          <div className="flex justify-between gap-3">
            <dt className="text-fg-muted">{t("detail.reviewedAt")}</dt>
            <dd>{formatDateTime(application.reviewedAt, i18n.language)}</dd>
          </div>
        )}
        {application.remark && (
          <div className="grid gap-1">
            <dt className="text-fg-muted">{t("apply.remark.label")}</dt>
            <dd className="break-words whitespace-pre-line">{application.remark}</dd>
          </div>
        )}
        {application.reason && (
          <div className="grid gap-1">
            <dt className="text-fg-muted">{t("detail.reason")}</dt>
            <dd className="break-words text-danger">{application.reason}</dd>
          </div>
        )}
      </dl>
      {application.imageIds.length > 0 && (
        <ul className="grid grid-cols-3 gap-2" aria-label={t("apply.images.label")}>
          {application.imageIds.map((imageId, index) => (
            <li key={imageId}>
              <ApplicationImage id={imageId} n={index + 1} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ApplicationImage({ id, n }: { id: string; n: number }) {
  const { t } = useTranslation("promotions");
  const image = useApplicationImage(id);
  if (!image.data) {
    return (
      <div className="grid aspect-square place-items-center rounded-xl border border-line bg-surface-2 text-xs text-fg-muted">
        {image.isError ? t("apply.images.unavailable") : <Skeleton className="size-full" />}
      </div>
    );
  }
  return (
    <a
      href={image.data}
      target="_blank"
      rel="noreferrer"
      className="block overflow-hidden rounded-xl border border-line"
    >
      <img src={image.data} alt={t("apply.images.preview", { n })} className="aspect-square w-full object-cover" />
    </a>
  );
}

function RaffleFairness({
  detail,
  raffle,
}: {
  detail: PromotionDetail;
  raffle: NonNullable<PromotionDetail["raffle"]>;
}) {
  const { t, i18n } = useTranslation("promotions");
  const prizes = detail.params.prizes;
  const check = checkRaffle(
    raffle,
    prizes.map((prize) => prize.numerator),
  );
  const prize = check.kind === "verified" && check.prizeIndex !== null ? prizes[check.prizeIndex] : undefined;
  return (
    <Section title={t("raffle.title")} testId="raffle-fairness">
      <p className="text-sm text-fg-muted">{t("raffle.explain")}</p>
      <dl className="grid gap-2 text-xs">
        <div className="grid gap-0.5">
          <dt className="text-fg-muted">{t("raffle.seedHash")}</dt>
          <dd className="font-mono break-all text-fg">{raffle.seedHash}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-fg-muted">{t("raffle.seed")}</dt>
          <dd className="font-mono break-all text-fg">{raffle.seed ?? t("raffle.seedHidden")}</dd>
        </div>
        {raffle.clientSeed && (
          <div className="grid gap-0.5">
            <dt className="text-fg-muted">{t("raffle.clientSeed")}</dt>
            <dd className="font-mono break-all text-fg">
              {raffle.clientSeed} · {t("raffle.nonce", { nonce: raffle.nonce })}
            </dd>
          </div>
        )}
      </dl>
      <p
        role="status"
        data-testid="raffle-check"
        data-state={check.kind}
        className={cn(
          "rounded-xl border px-3 py-2 text-sm",
          check.kind === "mismatch" ? "border-danger/40 bg-danger/10 text-danger" : "border-line bg-surface-2 text-fg",
        )}
      >
        {check.kind === "committed"
          ? t("raffle.committed")
          : check.kind === "mismatch"
            ? t("raffle.mismatch")
            : prize
              ? t("raffle.verified", {
                  prize: prize.amount === "0" ? t("figures.noPrize") : formatMinor(prize.amount, i18n.language),
                })
              : t("raffle.verifiedSeed")}
      </p>
    </Section>
  );
}
