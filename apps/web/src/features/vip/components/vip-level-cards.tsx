import { useTranslation } from "react-i18next";
import type { VipLevel } from "@lotus/contracts/web";
import { Card } from "../../../components/ui/card";
import { useVipFigures, VIP_FIGURES } from "../hooks/use-vip-figures";
import { VipMedallion } from "./vip-medallion";

/** Phones and tablets: one card per level, its figures and benefits stacked. */
export function VipLevelCards({ levels }: { levels: VipLevel[] }) {
  const { t } = useTranslation("vip");
  const figures = useVipFigures();

  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {levels.map((level) => (
        <li key={level.level}>
          <Card className="h-full overflow-hidden">
            <div className="flex items-center gap-4 border-b border-line bg-surface-2 px-5 py-4">
              <VipMedallion level={level.level} />
              <div>
                <h3 className="text-lg font-semibold text-fg">{level.name}</h3>
                <p className="text-sm text-fg-muted">{t("levelNumber", { level: level.level })}</p>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-5 py-4 text-sm">
              {VIP_FIGURES.map((figure) => (
                <div key={figure}>
                  <dt className="text-fg-muted">{t(`figures.${figure}`)}</dt>
                  <dd className="mt-0.5 font-semibold text-fg tabular-nums">{figures(level, figure)}</dd>
                </div>
              ))}
            </dl>
            {level.benefits.length > 0 && (
              <div className="border-t border-line px-5 py-4">
                <h4 className="text-xs font-bold tracking-[0.15em] text-gold uppercase">{t("table.benefits")}</h4>
                <ul className="mt-2.5 space-y-2 text-sm text-fg">
                  {level.benefits.map((benefit) => (
                    <li key={benefit} className="flex items-start gap-2.5">
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className="mt-0.5 size-4 shrink-0 text-jade"
                        fill="currentColor"
                      >
                        <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm-1.2 12.3L5 10l1.4-1.4 2.4 2.4 4.8-4.8L15 7.6z" />
                      </svg>
                      {benefit}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </Card>
        </li>
      ))}
    </ol>
  );
}
