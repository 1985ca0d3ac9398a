import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type AgentContract, type AgentContractKind, type ContractListValue } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { RequestError } from "../../../components/ui/form-parts";
import { Modal } from "../../../components/ui/modal";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../../lib/date-time";
import { signedAmount } from "../../../lib/signed-amount";
import { toast } from "../../../lib/toast";
import { useContractAction, useContractList, usePreviewContract } from "../api/contract-call";
import { contractMoves, type ContractMove, type ContractSide } from "../utils/contract-view";
import { formatRate } from "../utils/rate";
import { ContractTermsView } from "./contract-terms";
import { OfferContractForm } from "./offer-contract-form";

type Listed = ContractListValue["asDownline"][number];

/**
 * A contract page (dividend, daily, hourly or real-time salary; spec §2, §4, §7): the contracts
 * offered to me (sign — after seeing which of my contracts signing would end — or reject), the
 * ones I gave my downlines, termination requests to answer, and a new offer to a direct downline.
 */
export default function ContractsPage({ kind }: { kind: AgentContractKind }) {
  const { t } = useTranslation(["agents", "common"]);
  const list = useContractList(kind);
  const [signing, setSigning] = useState<Listed | null>(null);
  if (list.isError && !list.data) {
    return (
      <div role="alert">
        <EmptyState
          title={t("list.error")}
          action={<Button onClick={() => void list.refetch()}>{t("common:actions.retry")}</Button>}
        />
      </div>
    );
  }
  if (!list.data) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t("centre.loading")}</span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const { asDownline, asUpline } = list.data;
  return (
    <div className="grid gap-6" data-testid={`contracts-${kind}`}>
      <section className="grid gap-3" aria-labelledby="contracts-mine">
        <h3 id="contracts-mine" className="font-semibold text-fg">
          {t("contracts.asDownline")}
        </h3>
        {asDownline.length === 0 ? (
          <EmptyState title={t("contracts.noneAsDownline")} />
        ) : (
          <ul className="grid gap-3">
            {asDownline.map((contract) => (
              <ContractCard key={contract.id} kind={kind} contract={contract} side="downline" onSign={setSigning} />
            ))}
          </ul>
        )}
      </section>
      <section className="grid gap-3" aria-labelledby="contracts-given">
        <h3 id="contracts-given" className="font-semibold text-fg">
          {t("contracts.asUpline")}
        </h3>
        {asUpline.length === 0 ? (
          <EmptyState title={t("contracts.noneAsUpline")} />
        ) : (
          <ul className="grid gap-3">
            {asUpline.map((contract) => (
              <ContractCard key={contract.id} kind={kind} contract={contract} side="upline" onSign={setSigning} />
            ))}
          </ul>
        )}
      </section>
      <OfferContractForm kind={kind} />
      {signing && <SignDialog kind={kind} contract={signing} onClose={() => setSigning(null)} />}
    </div>
  );
}

function ContractCard({
  kind,
  contract,
  side,
  onSign,
}: {
  kind: AgentContractKind;
  contract: Listed;
  side: ContractSide;
  onSign: (contract: Listed) => void;
}) {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  const action = useContractAction(kind);
  const me = side === "downline" ? contract.downlineId : (contract.uplineId ?? "");
  const moves = contractMoves(contract, side, me);
  const party = side === "downline" ? (contract.uplineAccount ?? t("contracts.house")) : contract.downlineAccount;
  const run = (move: ContractMove) => {
    if (move === "sign") {
      onSign(contract);
      return;
    }
    action.mutate(
      { action: move, contractId: contract.id },
      { onSuccess: () => toast({ tone: "success", title: t(`contracts.done.${move}`) }) },
    );
  };
  return (
    <li className="grid gap-3 rounded-card border border-line bg-surface p-4" data-testid="contract-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-fg">
          {t(side === "downline" ? "contracts.from" : "contracts.to", { account: party })}
        </span>
        <span className="rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-bold">
          {formatRate(contract.ratioPpm, language)} · {t(`contractStatuses.${contract.status}`)}
        </span>
      </div>
      <p className="text-xs text-fg-muted">
        {t("contracts.version", { version: contract.version })} · {t(`periods.${contract.period}`)}
        {contract.effectiveFrom &&
          ` · ${t("contracts.effectiveFrom", { at: formatDateTime(contract.effectiveFrom, language) })}`}
        {contract.endedAt && ` · ${t("contracts.endsAt", { at: formatDateTime(contract.endedAt, language) })}`}
      </p>
      <ContractTermsView terms={contract.terms} />
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-surface-2/60 px-3 py-2 text-sm">
        <div>
          <dt className="text-xs text-fg-muted">{t("contracts.periodValidBet")}</dt>
          <dd className="tabular-nums">{formatMinor(contract.figures.validBet, language)}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("overview.profitLoss")}</dt>
          <dd className="tabular-nums">{signedAmount(contract.figures.profitLoss, language).text}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("overview.activeMembers")}</dt>
          <dd className="tabular-nums">{contract.figures.activeUsers}</dd>
        </div>
      </dl>
      {moves.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {moves.map((move) => (
            <Button
              key={move}
              size="sm"
              variant={move === "sign" || move === "agreeTermination" ? "gold" : "secondary"}
              disabled={action.isPending}
              onClick={() => run(move)}
              data-testid={`contract-${move}`}
            >
              {t(`contracts.moves.${move}`)}
            </Button>
          ))}
        </div>
      )}
      <RequestError request={action} />
    </li>
  );
}

/**
 * Signing: the contracts it would end are listed first (spec §4), as the server's preview for this
 * offer says (the rule signing applies); nothing is signed until confirmed, and not before the list is known.
 */
function SignDialog({
  kind,
  contract,
  onClose,
}: {
  kind: AgentContractKind;
  contract: AgentContract;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("agents");
  const action = useContractAction(kind);
  const preview = usePreviewContract(kind, contract.id);
  const wouldEnd = preview.data?.wouldEnd;
  return (
    <Modal
      open
      closable
      onOpenChange={(open) => !open && onClose()}
      title={t("contracts.signTitle", { rate: formatRate(contract.ratioPpm, i18n.language) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("contracts.cancel")}
          </Button>
          <Button
            variant="gold"
            disabled={action.isPending || !wouldEnd}
            data-testid="contract-sign-confirm"
            onClick={() =>
              action.mutate(
                { action: "sign", contractId: contract.id },
                {
                  onSuccess: () => {
                    toast({ tone: "success", title: t("contracts.done.sign") });
                    onClose();
                  },
                },
              )
            }
          >
            {t("contracts.moves.sign")}
          </Button>
        </>
      }
    >
      <div className="grid gap-3" data-testid="contract-sign-preview">
        <ContractTermsView terms={contract.terms} />
        {!wouldEnd ? (
          preview.isError ? (
            <RequestError request={preview} />
          ) : (
            <div role="status">
              <span className="sr-only">{t("centre.loading")}</span>
              <Skeleton className="h-10 w-full" />
            </div>
          )
        ) : wouldEnd.length === 0 ? (
          <p className="rounded-xl border border-jade/40 bg-jade/10 px-3 py-2 text-sm">{t("contracts.endsNone")}</p>
        ) : (
          <div className="grid gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm">
            <p className="font-semibold">{t("contracts.endsSome", { count: wouldEnd.length })}</p>
            <ul className="grid gap-1" data-testid="contract-would-end">
              {wouldEnd.map((c) => (
                <li key={c.id}>
                  {t("contracts.to", { account: c.downlineAccount })} — {formatRate(c.ratioPpm, i18n.language)} (
                  {t(`contractStatuses.${c.status}`)})
                </li>
              ))}
            </ul>
          </div>
        )}
        <RequestError request={action} />
      </div>
    </Modal>
  );
}
