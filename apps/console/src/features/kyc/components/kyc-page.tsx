import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ConsoleKycSubmission, KycWithdrawalRule } from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { SelectField, TextField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { ErrorState, TableSkeleton } from "../../../components/ui/states";
import { DataTable, TablePager, TableStates } from "../../../components/ui/table-parts";
import { Tabs } from "../../../components/ui/tabs";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd, minorToVndInput } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { dongInputToMinor } from "@lotus/contracts/web";
import {
  KYC_PAGE_SIZE,
  useKycDocument,
  useKycQueue,
  useKycSettings,
  useReviewKyc,
  useSaveKycSettings,
  type KycStatusFilter,
} from "../api/kyc";

const FILTERS: readonly KycStatusFilter[] = ["pending", "approved", "rejected", "all"];
export const KYC_STATUS_TONE: Record<ConsoleKycSubmission["status"], BadgeTone> = {
  pending: "warn",
  approved: "success",
  rejected: "danger",
};

/**
 * Know your customer: the review queue (pending first, oldest first) with each submission's document
 * images, approve or reject with the reason the member reads (audited); the withdrawal rule below.
 */
export function KycPage({ canReview, canChangeRule }: { canReview: boolean; canChangeRule: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const status = (FILTERS as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as KycStatusFilter)
    : "pending";
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const query = useKycQueue(status, page);
  const list = query.data?.list ?? [];
  const [rejecting, setRejecting] = useState<ConsoleKycSubmission | null>(null);
  const [approving, setApproving] = useState<ConsoleKycSubmission | null>(null);
  const review = useReviewKyc();

  function go(nextStatus: KycStatusFilter, nextPage: number) {
    const next = new URLSearchParams();
    if (nextStatus !== "pending") next.set("status", nextStatus);
    if (nextPage > 1) next.set("page", String(nextPage));
    setParams(next);
  }

  return (
    <>
      <PageHeader title={t("nav.kyc")} description={t("kyc.description")} actions={<RefreshButton query={query} />} />
      <Panel>
        <div className="border-b border-line p-3">
          <Tabs
            tabs={FILTERS.map((value) => ({ value, label: t(`kyc.tabs.${value}`) }))}
            value={status}
            onChange={(value) => go(value, 1)}
            label={t("kyc.filter")}
            panelId={panelId}
          />
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${status}`} aria-busy={query.isFetching}>
          <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("kyc.empty")}>
            {() => (
              <DataTable
                caption={t("nav.kyc")}
                columns={[
                  t("kyc.col.received"),
                  t("kyc.col.member"),
                  t("kyc.col.level"),
                  t("kyc.col.detail"),
                  t("kyc.col.documents"),
                  t("common.status"),
                  canReview && t("common.actions"),
                ]}
              >
                <tbody>
                  {list.map((submission) => (
                    <tr key={submission.id} data-testid={`kyc-submission-${submission.id}`}>
                      <td data-label={t("kyc.col.received")} className="text-xs whitespace-nowrap">
                        {formatDateTime(submission.submittedAt, language)}
                      </td>
                      <td data-label={t("kyc.col.member")}>
                        <span className="font-semibold">{submission.memberAccount}</span>
                        <span className="block text-xs text-fg-muted">#{submission.memberId}</span>
                      </td>
                      <td data-label={t("kyc.col.level")}>{t(`kyc.level.${submission.level}`)}</td>
                      <td data-label={t("kyc.col.detail")} className="max-w-64 text-xs break-words">
                        {submission.idNumber ?? submission.address}
                      </td>
                      <td data-label={t("kyc.col.documents")}>
                        <ul className="flex flex-wrap gap-1.5">
                          {submission.documents.map((document) => (
                            <li key={document.id}>
                              <KycDocumentImage id={document.id} label={t(`kyc.kind.${document.kind}`)} />
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td data-label={t("common.status")}>
                        <Badge tone={KYC_STATUS_TONE[submission.status]}>{t(`kyc.status.${submission.status}`)}</Badge>
                        {submission.status !== "pending" && (
                          <span className="mt-1 block text-xs text-fg-muted">
                            {submission.reason && <span className="block">{submission.reason}</span>}
                            {submission.reviewedBy} · {formatDateTime(submission.reviewedAt, language)}
                          </span>
                        )}
                      </td>
                      {canReview && (
                        <td data-label={t("common.actions")}>
                          {submission.status === "pending" && (
                            <div className="flex flex-wrap gap-1.5">
                              <Button
                                size="sm"
                                variant="success"
                                onClick={() => setApproving(submission)}
                                data-testid="kyc-approve"
                              >
                                {t("kyc.approve")}
                              </Button>
                              <Button
                                size="sm"
                                variant="danger"
                                onClick={() => setRejecting(submission)}
                                data-testid="kyc-reject"
                              >
                                {t("kyc.reject")}
                              </Button>
                            </div>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </TableStates>
          <TablePager
            page={page}
            size={KYC_PAGE_SIZE}
            total={query.data?.total}
            onChange={(next) => go(status, next)}
          />
        </div>
      </Panel>
      <WithdrawalRulePanel canChange={canChangeRule} />
      <ConfirmDialog
        open={approving !== null}
        onClose={() => setApproving(null)}
        title={t("kyc.approveTitle", {
          account: approving?.memberAccount ?? "",
          level: approving ? t(`kyc.level.${approving.level}`) : "",
        })}
        confirmLabel={t("kyc.approve")}
        variant="success"
        testId="kyc-approve-confirm"
        onConfirm={async () => {
          if (!approving) return;
          await review.mutateAsync({ id: approving.id, review: { decision: "approve" } });
          notify("success", t("kyc.approved", { account: approving.memberAccount }));
        }}
      />
      <ConfirmDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t("kyc.rejectTitle", { account: rejecting?.memberAccount ?? "" })}
        confirmLabel={t("kyc.reject")}
        variant="danger"
        reason="required"
        reasonLabel={t("kyc.reasonLabel")}
        testId="kyc-reject-confirm"
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await review.mutateAsync({ id: rejecting.id, review: { decision: "reject", reason } });
          notify("success", t("kyc.rejected", { account: rejecting.memberAccount }));
        }}
      />
    </>
  );
}

/** A document image, read with the operator's token; a click opens it full size. */
export function KycDocumentImage({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation();
  const image = useKycDocument(id);
  const url = image.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <figure className="grid justify-items-center gap-0.5">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" data-testid="kyc-document">
          <img src={url} alt={label} className="size-16 rounded border border-line object-cover" />
        </a>
      ) : (
        <span className="grid size-16 place-items-center rounded border border-line text-[10px] text-fg-muted">
          {image.isError ? t("kyc.imageError") : "…"}
        </span>
      )}
      <figcaption className="text-[10px] text-fg-muted">{label}</figcaption>
    </figure>
  );
}

/** The operator's rule: the tier a withdrawal needs above an amount, and after a number of withdrawals. */
function WithdrawalRulePanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useKycSettings();
  return (
    <Panel title={t("kyc.rule.title")} className="mt-4">
      <div className="p-4">
        {settings.isPending ? (
          <TableSkeleton rows={2} />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : canChange ? (
          <RuleForm rule={settings.data} />
        ) : (
          <p className="text-sm">
            {BigInt(settings.data.amountThreshold) > 0n
              ? t("kyc.rule.amountText", {
                  amount: formatVnd(settings.data.amountThreshold, language),
                  tier: settings.data.amountTier,
                })
              : t("kyc.rule.amountOff")}
            <br />
            {settings.data.countThreshold > 0
              ? t("kyc.rule.countText", { count: settings.data.countThreshold, tier: settings.data.countTier })
              : t("kyc.rule.countOff")}
          </p>
        )}
      </div>
    </Panel>
  );
}

function RuleForm({ rule }: { rule: KycWithdrawalRule }) {
  const { t } = useTranslation();
  const save = useSaveKycSettings();
  const [amount, setAmount] = useState(rule.amountThreshold === "0" ? "0" : minorToVndInput(rule.amountThreshold));
  const [amountTier, setAmountTier] = useState(rule.amountTier);
  const [count, setCount] = useState(String(rule.countThreshold));
  const [countTier, setCountTier] = useState(rule.countTier);
  const [error, setError] = useState<string | null>(null);
  const amountMinor = amount.trim() === "" || amount.trim() === "0" ? "0" : dongInputToMinor(amount);
  const countValue = /^\d{1,5}$/.test(count.trim()) ? Number(count.trim()) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (amountMinor === null || countValue === null || countValue > 10_000) return;
    setError(null);
    try {
      await save.mutateAsync({ amountThreshold: amountMinor, amountTier, countThreshold: countValue, countTier });
      notify("success", t("kyc.rule.saved"));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  const tiers = [1, 2, 3].map((tier) => (
    <option key={tier} value={tier}>
      {t(`kyc.level.${tier}`)}
    </option>
  ));

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2" noValidate>
      <TextField
        label={t("kyc.rule.amount")}
        hint={t("kyc.rule.amountHint")}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountMinor === null ? t("kyc.rule.amountInvalid") : null}
      />
      <SelectField
        label={t("kyc.rule.amountTier")}
        value={amountTier}
        onChange={(event) => setAmountTier(Number(event.target.value))}
      >
        {tiers}
      </SelectField>
      <TextField
        label={t("kyc.rule.count")}
        hint={t("kyc.rule.countHint")}
        inputMode="numeric"
        value={count}
        onChange={(event) => setCount(event.target.value)}
        error={countValue === null || countValue > 10_000 ? t("kyc.rule.countInvalid") : null}
      />
      <SelectField
        label={t("kyc.rule.countTier")}
        value={countTier}
        onChange={(event) => setCountTier(Number(event.target.value))}
      >
        {tiers}
      </SelectField>
      {error && (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {error}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending} data-testid="kyc-rule-save">
          {t("kyc.rule.save")}
        </Button>
      </div>
    </form>
  );
}
