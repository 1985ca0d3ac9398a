import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader, SectionHeading } from "../../../components/ui/page-header";
import { useVipLevels } from "../api/get-vip-levels";
import { formatPercent } from "../utils/format-vnd";
import { VipComparisonTable } from "./vip-comparison-table";
import { VipLevelCards } from "./vip-level-cards";
import { VipMemberPanel } from "./vip-member-panel";
import { VipMedallion } from "./vip-medallion";
import { VipSkeleton } from "./vip-skeleton";

const STEPS = ["accumulate", "upgrade", "enjoy"] as const;

/** /vip: the member's own level and progress, the ladder of levels, what each one asks and gives, and how players climb it. */
export function VipOverview() {
  const { t, i18n } = useTranslation("vip");
  const vipLevels = useVipLevels();
  const levels = vipLevels.data ?? [];
  const topRebate = levels.reduce((best, level) => Math.max(best, level.rebatePercent), 0);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader className="mb-10" eyebrow={t("eyebrow")} title={t("title")} subtitle={t("subtitle")}>
        {levels.length > 0 && (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
            <div className="flex -space-x-3" aria-hidden="true">
              {levels.map((level) => (
                <VipMedallion
                  key={level.level}
                  level={level.level}
                  className="size-8 text-sm sm:size-10 sm:text-base"
                />
              ))}
            </div>
            <p className="text-sm text-fg-muted">
              {t("heroStats", { count: levels.length, rebate: formatPercent(topRebate, i18n.language) })}
            </p>
          </div>
        )}
      </PageHeader>

      <VipMemberPanel />

      <section aria-labelledby="vip-levels-heading" className="mb-14">
        <SectionHeading id="vip-levels-heading" title={t("levelsHeading")} />
        {vipLevels.isPending ? (
          <VipSkeleton label={t("loading")} />
        ) : vipLevels.isError ? (
          <div role="alert">
            <EmptyState
              title={t("error.title")}
              description={t("error.text")}
              action={<Button onClick={() => void vipLevels.refetch()}>{t("error.retry")}</Button>}
            />
          </div>
        ) : levels.length === 0 ? (
          <EmptyState title={t("empty.title")} description={t("empty.text")} />
        ) : (
          <>
            <div className="hidden lg:block">
              <VipComparisonTable levels={levels} />
            </div>
            <div className="lg:hidden">
              <VipLevelCards levels={levels} />
            </div>
            <p className="mt-4 text-sm text-fg-muted">{t("amountsNote")}</p>
          </>
        )}
      </section>

      <section aria-labelledby="vip-steps-heading">
        <SectionHeading id="vip-steps-heading" title={t("steps.heading")} />
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step}>
              <Card className="h-full p-6">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-gold/15 font-display text-lg font-bold text-gold"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-fg">{t(`steps.${step}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-fg-muted">{t(`steps.${step}.text`)}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
