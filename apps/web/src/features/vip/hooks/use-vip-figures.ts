import { useTranslation } from "react-i18next";
import type { VipLevel } from "@lotus/contracts/web";
import { formatPercent, formatVnd } from "../utils/format-vnd";

/** The figures every level states, in the order the table and the cards show them. */
export const VIP_FIGURES = [
  "depositRequirement",
  "betRequirement",
  "upgradeBonus",
  "monthlyBonus",
  "rebatePercent",
  "dailyWithdrawals",
] as const;
export type VipFigure = (typeof VIP_FIGURES)[number];

/** Formats one figure of a level in the current language; a bonus of zero reads "none". */
export function useVipFigures() {
  const { t, i18n } = useTranslation("vip");
  const language = i18n.language;
  return (level: VipLevel, figure: VipFigure): string => {
    switch (figure) {
      case "depositRequirement":
      case "betRequirement":
        return formatVnd(level[figure], language);
      case "upgradeBonus":
      case "monthlyBonus":
        return level[figure] === 0 ? t("none") : formatVnd(level[figure], language);
      case "rebatePercent":
        return formatPercent(level.rebatePercent, language);
      case "dailyWithdrawals":
        return t("timesPerDay", { count: level.dailyWithdrawals });
    }
  };
}
