import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/i18n";
import { SystemPage } from "./system-page";

function countryName(code: string, language: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Status 2 (spec §4): the visitor's region is restricted; shows the IP and country we saw. */
export function AccessDeniedPage({ location }: { location: { ip: string; country: string } }) {
  const { t } = useTranslation("system");
  const language = useLanguage();
  const country = location.country
    ? `${countryName(location.country, language)} (${location.country})`
    : t("denied.unknown");
  return (
    <SystemPage art="/media/system/denied.svg" textKey="denied">
      <dl className="mt-8 grid gap-3 text-left sm:grid-cols-2">
        <div className="rounded-xl border border-line bg-surface px-4 py-3">
          <dt className="text-xs font-bold tracking-widest text-fg-muted uppercase">{t("denied.ip")}</dt>
          <dd className="mt-1 font-mono text-lg font-semibold text-fg">{location.ip || t("denied.unknown")}</dd>
        </div>
        <div className="rounded-xl border border-line bg-surface px-4 py-3">
          <dt className="text-xs font-bold tracking-widest text-fg-muted uppercase">{t("denied.country")}</dt>
          <dd className="mt-1 text-lg font-semibold text-fg">{country}</dd>
        </div>
      </dl>
    </SystemPage>
  );
}
