import { useTranslation } from "react-i18next";
import { formatMinor, type ContractTerms } from "@lotus/contracts/web";
import { isRealtimeTerms } from "../utils/contract-view";
import { formatRate } from "../utils/rate";

/** A contract's terms: the tiers (team valid bet, active members, rate) or the real-time rates. */
export function ContractTermsView({ terms }: { terms: ContractTerms }) {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  if (isRealtimeTerms(terms)) {
    return (
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-fg-muted">{t("contracts.lossRate")}</dt>
          <dd className="font-semibold">{formatRate(terms.lossRatePpm, language)}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("contracts.winRate")}</dt>
          <dd className="font-semibold">{formatRate(terms.winRatePpm, language)}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("contracts.minBetPerWindow")}</dt>
          <dd className="font-semibold tabular-nums">{formatMinor(terms.minBetPerWindow, language)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-xs text-fg-muted">
        {t("contracts.activeMemberMinBet", { amount: formatMinor(terms.activeMemberMinBet, language) })}
        {terms.minBetPerHour !== undefined &&
          ` · ${t("contracts.minBetPerHourShort", { amount: formatMinor(terms.minBetPerHour, language) })}`}
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("contracts.tiers")}</caption>
        <thead className="text-xs text-fg-muted">
          <tr>
            <th scope="col" className="py-1 font-medium">
              {t("contracts.minTeamBet")}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t("contracts.minActive")}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t("contracts.rate")}
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier, index) => (
            <tr key={index} className="border-t border-line">
              <td className="py-1 tabular-nums">{formatMinor(tier.minTeamBet, language)}</td>
              <td className="py-1 tabular-nums">{tier.minActive}</td>
              <td className="py-1 font-semibold">{formatRate(tier.ratePpm, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
