import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AgentContractKind } from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/page";
import { ErrorState, TableSkeleton } from "../../../components/ui/states";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { useContractTemplates, useHouseContracts } from "../api/agents";
import { ppmToPercent } from "../utils/terms";
import { CapDialog, OfferDialog } from "./contract-dialogs";
import { TermsView } from "./terms-view";

/** A top agent's caps per kind and its contracts with the house; the operator sets caps and offers. */
export function HouseContractsPanel({ memberId, account }: { memberId: string; account: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useHouseContracts(memberId, true);
  const templates = useContractTemplates();
  const [capKind, setCapKind] = useState<AgentContractKind | null>(null);
  const [offering, setOffering] = useState(false);
  if (query.isPending)
    return (
      <Panel title={t("agents.contracts.house")}>
        <TableSkeleton rows={3} />
      </Panel>
    );
  if (query.isError || !query.data)
    return (
      <Panel title={t("agents.contracts.house")}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Panel>
    );
  const { caps, contracts, topAgent } = query.data;
  if (!topAgent) return null;
  return (
    <Panel
      title={t("agents.contracts.house")}
      actions={
        <Button size="sm" variant="primary" onClick={() => setOffering(true)} data-testid="house-offer">
          {t("agents.contracts.offer")}
        </Button>
      }
    >
      <div className="border-b border-line p-4">
        <h3 className="mb-2 text-xs font-semibold text-fg-muted uppercase">{t("agents.contracts.caps")}</h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {caps.map((cap) => (
            <li
              key={cap.kind}
              className="flex items-center justify-between gap-2 rounded-md border border-line px-3 py-2"
            >
              <span className="text-sm">
                {t(`agents.kinds.${cap.kind}`)}
                <span className="block text-xs font-semibold">
                  {cap.maxRatioPpm === null ? t("agents.contracts.noCap") : `${ppmToPercent(cap.maxRatioPpm)} %`}
                </span>
              </span>
              <Button
                size="sm"
                onClick={() => setCapKind(cap.kind)}
                aria-label={t("agents.contracts.capTitle", { kind: t(`agents.kinds.${cap.kind}`) })}
              >
                {t("actions.edit")}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      {contracts.length === 0 ? (
        <p className="px-4 py-6 text-sm text-fg-muted">{t("agents.contracts.noHouseContracts")}</p>
      ) : (
        <ul className="divide-y divide-line">
          {contracts.map((contract) => (
            <li key={contract.id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[1fr_auto]">
              <div>
                <p className="font-semibold">
                  {t(`agents.kinds.${contract.kind}`)} · {ppmToPercent(contract.ratioPpm)} % ·{" "}
                  {t(`agents.periods.${contract.period}`)}
                  <span className="ml-1 text-xs font-normal text-fg-muted">
                    #{contract.id} v{contract.version}
                  </span>
                </p>
                <TermsView terms={contract.terms} />
              </div>
              <div className="text-xs sm:text-right">
                <Badge
                  tone={contract.status === "signed" ? "success" : contract.status === "offered" ? "warn" : "neutral"}
                >
                  {t(`agents.contractStatus.${contract.status}`)}
                </Badge>
                <span className="mt-1 block text-fg-muted">
                  {formatDateTime(contract.signedAt ?? contract.createdAt, language)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {capKind && (
        <CapDialog
          memberId={memberId}
          kind={capKind}
          current={caps.find((cap) => cap.kind === capKind)?.maxRatioPpm ?? null}
          onClose={() => setCapKind(null)}
        />
      )}
      {offering && (
        <OfferDialog
          memberId={memberId}
          account={account}
          templates={templates.data ?? []}
          onClose={() => setOffering(false)}
        />
      )}
    </Panel>
  );
}
