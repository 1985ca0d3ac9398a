import { useTranslation } from "react-i18next";
import type { ContractTerms } from "@lotus/contracts/web";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { termsSummary } from "../utils/terms";

/** Terms as short lines: each tier's thresholds and rate, or the real-time rates. */
export function TermsView({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = termsSummary(terms, (minor) => formatVnd(minor, language));
  if (summary.realtime)
    return (
      <span className="text-xs">
        {t("agents.terms.realtimeLine", {
          loss: summary.realtime.loss,
          win: summary.realtime.win,
          minBet: summary.realtime.minBet,
        })}
      </span>
    );
  return (
    <ul className="text-xs">
      {summary.tiers.map((tier, index) => (
        <li key={index}>
          {t("agents.terms.tierLine", { minTeamBet: tier.minTeamBet, minActive: tier.minActive, rate: tier.rate })}
        </li>
      ))}
    </ul>
  );
}
