import { useTranslation } from "react-i18next";
import { formatMinor, type TeamMemberRow } from "@lotus/contracts/web";
import { Modal } from "../../../components/ui/modal";
import { RequestError } from "../../../components/ui/form-parts";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../../lib/date-time";
import { useTeamMember } from "../api/get-team-member";
import { useTransferToDownline } from "../api/transfer-to-downline";
import { ContractChips } from "./contract-chips";
import { TransferForm } from "./transfer-form";

/**
 * One member of the team: its figures, its upline chain inside the agent's team and its
 * contracts; a direct downline (level 1) can receive a transfer from here (spec §8).
 */
export function MemberDetailsDialog({ row, onClose }: { row: TeamMemberRow; onClose: () => void }) {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  const detail = useTeamMember(row.id);
  const member = detail.data;
  const transfer = useTransferToDownline();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      closable
      title={t("member.title", { account: row.account })}
    >
      <div className="grid gap-5" data-testid="team-member-dialog">
        {member ? (
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Item label={t("columns.level")} value={String(member.level)} />
            <Item label={t("columns.balance")} value={formatMinor(member.balance, language)} />
            <Item label={t("columns.status")} value={t(`statuses.${member.status}`)} />
            <Item label={t("member.teamSize")} value={member.teamSize.toLocaleString(language)} />
            <Item label={t("member.direct")} value={member.directCount.toLocaleString(language)} />
            <Item label={t("member.registered")} value={formatDateTime(member.createdAt, language)} />
            <Item
              label={t("columns.lastLogin")}
              value={member.lastLoginAt ? formatDateTime(member.lastLoginAt, language) : t("team.never")}
            />
            <div className="col-span-2">
              <dt className="text-xs text-fg-muted">{t("member.upline")}</dt>
              <dd>
                <ol className="flex flex-wrap items-center gap-1 text-sm" aria-label={t("member.upline")}>
                  {[...member.uplineChain.map((u) => u.account), member.account].map((account, index, all) => (
                    <li key={`${account}-${index}`} className="flex items-center gap-1">
                      <span className={index === all.length - 1 ? "font-semibold" : ""}>{account}</span>
                      {index < all.length - 1 && <span aria-hidden="true">›</span>}
                    </li>
                  ))}
                </ol>
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="mb-1 text-xs text-fg-muted">{t("columns.contracts")}</dt>
              <dd>
                <ContractChips contracts={member.contracts} />
              </dd>
            </div>
          </dl>
        ) : detail.isError ? (
          <RequestError request={detail} />
        ) : (
          <div role="status" className="grid gap-2">
            <span className="sr-only">{t("centre.loading")}</span>
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        {row.level === 1 ? (
          <section className="grid gap-3 border-t border-line pt-4">
            <h3 className="font-semibold text-fg">{t("transfer.heading")}</h3>
            <TransferForm
              to={row.account}
              testId="downline-transfer-form"
              mutation={{
                ...transfer,
                mutate: (request, options) => transfer.mutate({ ...request, toMemberId: row.id }, options),
              }}
            />
          </section>
        ) : (
          <p className="text-xs text-fg-muted">{t("transfer.directOnly")}</p>
        )}
      </div>
    </Modal>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="truncate font-medium tabular-nums">{value}</dd>
    </div>
  );
}
