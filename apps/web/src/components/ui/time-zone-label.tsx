import { useTranslation } from "react-i18next";
import { timeZoneLabel } from "../../lib/date-time";

/** "(GMT+7)" next to the times of a screen: they are in the brand's zone, not the device's. */
export function TimeZoneLabel() {
  const { t } = useTranslation("common");
  const zone = timeZoneLabel();
  return (
    <span className="whitespace-nowrap normal-case" title={t("timeZone.note", { zone })}>
      ({zone})
    </span>
  );
}
