import { useTranslation } from "react-i18next";
import type { TeamMemberRow } from "@lotus/contracts/web";
import { formatRate } from "../utils/rate";

/** A member's contracts as small chips: kind, rate and (when not signed) its state. */
export function ContractChips({ contracts }: { contracts: TeamMemberRow["contracts"] }) {
  const { t, i18n } = useTranslation("agents");
  if (contracts.length === 0) return <span className="text-xs text-fg-muted">{t("team.noContract")}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {contracts.map((contract) => (
        <li
          key={contract.kind}
          className="rounded-full border border-line bg-surface-2 px-2 py-0.5 text-xs whitespace-nowrap"
        >
          {t(`kinds.${contract.kind}`)} {formatRate(contract.ratioPpm, i18n.language)}
          {contract.status !== "signed" && (
            <span className="text-fg-muted"> · {t(`contractStatuses.${contract.status}`, contract.status)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
