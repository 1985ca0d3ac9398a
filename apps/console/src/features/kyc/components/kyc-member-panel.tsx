import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { Panel } from "../../../components/ui/page";
import { ErrorState, TableSkeleton } from "../../../components/ui/states";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { useKycMember } from "../api/kyc";
import { KYC_STATUS_TONE, KycDocumentImage } from "./kyc-page";

/** A member's verification in the member view: tier, phone, withdrawals made and every submission. */
export function KycMemberPanel({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kyc = useKycMember(memberId);
  return (
    <Panel title={t("kyc.member.title")}>
      <div className="grid gap-3 p-4 text-sm" data-testid="kyc-member-panel">
        {kyc.isPending ? (
          <TableSkeleton rows={2} />
        ) : kyc.isError ? (
          <ErrorState error={kyc.error} onRetry={() => void kyc.refetch()} />
        ) : (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-fg-muted">{t("kyc.member.tier")}</dt>
              <dd className="font-semibold" data-testid="kyc-member-tier">
                {t("kyc.member.tierValue", { tier: kyc.data.tier })}
              </dd>
              <dt className="text-fg-muted">{t("kyc.member.phone")}</dt>
              <dd>{kyc.data.phoneVerified ? t("kyc.member.phoneYes") : t("kyc.member.phoneNo")}</dd>
              <dt className="text-fg-muted">{t("kyc.member.withdrawals")}</dt>
              <dd>{kyc.data.withdrawals}</dd>
            </dl>
            {kyc.data.submissions.length === 0 ? (
              <p className="text-fg-muted">{t("kyc.member.none")}</p>
            ) : (
              <ul className="grid gap-3">
                {kyc.data.submissions.map((submission) => (
                  <li key={submission.id} className="grid gap-2 rounded-md border border-line p-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold">{t(`kyc.level.${submission.level}`)}</span>
                      <Badge tone={KYC_STATUS_TONE[submission.status]}>{t(`kyc.status.${submission.status}`)}</Badge>
                    </div>
                    <p className="text-xs break-words text-fg-muted">
                      {submission.idNumber ?? submission.address} · {formatDateTime(submission.submittedAt, language)}
                    </p>
                    {submission.reason && <p className="text-xs text-danger">{submission.reason}</p>}
                    <ul className="flex flex-wrap gap-1.5">
                      {submission.documents.map((document) => (
                        <li key={document.id}>
                          <KycDocumentImage id={document.id} label={t(`kyc.kind.${document.kind}`)} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Panel>
  );
}
