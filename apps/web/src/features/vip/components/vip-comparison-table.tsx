import { useTranslation } from "react-i18next";
import type { VipLevel } from "@lotus/contracts/web";
import { allBenefits } from "../utils/all-benefits";
import { VipMedallion } from "./vip-medallion";
import { useVipFigures, VIP_FIGURES } from "../hooks/use-vip-figures";

/** Desktop: levels side by side, one row per figure and per benefit. */
export function VipComparisonTable({ levels }: { levels: VipLevel[] }) {
  const { t } = useTranslation("vip");
  const figures = useVipFigures();
  const benefits = allBenefits(levels);

  return (
    // Ten levels are wider than the page: the table scrolls sideways, so the region takes keyboard focus.
    <div
      className="overflow-x-auto rounded-card border border-line bg-surface shadow-card focus-visible:outline-2 focus-visible:outline-gold"
      tabIndex={0}
      role="region"
      aria-label={t("table.caption")}
    >
      <table className="w-full min-w-[60rem] border-collapse text-sm">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead>
          <tr className="bg-surface-2">
            <th scope="col" className="sticky left-0 z-10 bg-surface-2 px-5 py-4 text-left font-semibold text-fg-muted">
              {t("table.level")}
            </th>
            {levels.map((level) => (
              <th key={level.level} scope="col" className="px-3 py-4 text-center align-bottom">
                <span className="flex flex-col items-center gap-2">
                  <VipMedallion level={level.level} />
                  <span className="font-semibold text-fg">{level.name}</span>
                  <span className="text-xs font-medium text-fg-muted">{t("levelNumber", { level: level.level })}</span>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {VIP_FIGURES.map((figure) => (
            <tr key={figure} className="border-t border-line">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-surface px-5 py-3.5 text-left font-medium whitespace-nowrap text-fg"
              >
                {t(`figures.${figure}`)}
              </th>
              {levels.map((level) => (
                <td key={level.level} className="px-3 py-3.5 text-center whitespace-nowrap text-fg tabular-nums">
                  {figures(level, figure)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="border-t border-line bg-surface-2">
            <th
              scope="rowgroup"
              colSpan={levels.length + 1}
              className="px-5 py-2.5 text-left text-xs font-bold tracking-[0.15em] text-gold uppercase"
            >
              {t("table.benefits")}
            </th>
          </tr>
          {benefits.map((benefit) => (
            <tr key={benefit} className="border-t border-line">
              <th scope="row" className="sticky left-0 z-10 bg-surface px-5 py-3 text-left font-medium text-fg">
                {benefit}
              </th>
              {levels.map((level) => (
                <td key={level.level} className="px-3 py-3 text-center">
                  {level.benefits.includes(benefit) ? (
                    <>
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className="mx-auto size-5 text-jade"
                        fill="currentColor"
                      >
                        <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm-1.2 12.3L5 10l1.4-1.4 2.4 2.4 4.8-4.8L15 7.6z" />
                      </svg>
                      <span className="sr-only">{t("included")}</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true" className="text-fg-muted">
                        —
                      </span>
                      <span className="sr-only">{t("notIncluded")}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
