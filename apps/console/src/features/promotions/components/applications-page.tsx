import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ConsoleApplication } from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextField } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, TablePager, TableStates } from "../../../components/ui/table-parts";
import { Tabs } from "../../../components/ui/tabs";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { parseVndInput } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import {
  PROMOTIONS_PAGE_SIZE,
  useApplicationImage,
  useApprovePromotionApplication,
  usePromotionApplications,
  useRejectPromotionApplication,
  type ApplicationStateFilter,
} from "../api/promotions";

const FILTERS: readonly ApplicationStateFilter[] = ["applying", "issued", "rejected", "all"];
const STATE_TONE: Record<ConsoleApplication["state"], BadgeTone> = {
  applying: "warn",
  issued: "success",
  rejected: "neutral",
};

/** Members' promotion applications: the remark and pictures, approve (optionally another amount) or reject with a reason. */
export function PromotionApplicationsPage({ canReview }: { canReview: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const state = (FILTERS as readonly string[]).includes(params.get("state") ?? "")
    ? (params.get("state") as ApplicationStateFilter)
    : "applying";
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const query = usePromotionApplications(state, page);
  const list = query.data?.list ?? [];
  const [approving, setApproving] = useState<ConsoleApplication | null>(null);
  const [rejecting, setRejecting] = useState<ConsoleApplication | null>(null);
  const reject = useRejectPromotionApplication();

  function go(nextState: ApplicationStateFilter, nextPage: number) {
    const next = new URLSearchParams();
    if (nextState !== "applying") next.set("state", nextState);
    if (nextPage > 1) next.set("page", String(nextPage));
    setParams(next);
  }

  return (
    <>
      <PageHeader
        title={t("nav.promotionApplications")}
        description={t("promotions.applications.description")}
        actions={<RefreshButton query={query} />}
      />
      <Panel>
        <div className="border-b border-line p-3">
          <Tabs
            tabs={FILTERS.map((value) => ({ value, label: t(`promotions.applications.tabs.${value}`) }))}
            value={state}
            onChange={(value) => go(value, 1)}
            label={t("promotions.applications.filter")}
            panelId={panelId}
          />
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${state}`} aria-busy={query.isFetching}>
          <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("promotions.applications.empty")}>
            {() => (
              <DataTable
                caption={t("nav.promotionApplications")}
                columns={[
                  t("promotions.applications.col.received"),
                  t("promotions.applications.col.member"),
                  t("promotions.applications.col.promotion"),
                  t("promotions.applications.col.remark"),
                  t("promotions.applications.col.images"),
                  t("common.status"),
                  canReview && t("common.actions"),
                ]}
              >
                <tbody>
                  {list.map((application) => (
                    <tr key={application.id} data-testid={`promotion-application-${application.id}`}>
                      <td data-label={t("promotions.applications.col.received")} className="text-xs whitespace-nowrap">
                        {formatDateTime(application.createdAt, language)}
                      </td>
                      <td data-label={t("promotions.applications.col.member")}>
                        <span className="font-semibold">{application.memberAccount}</span>
                        <span className="block text-xs text-fg-muted">#{application.memberId}</span>
                      </td>
                      <td data-label={t("promotions.applications.col.promotion")} className="text-xs">
                        {application.promotionTitle}
                        <span className="block text-fg-muted">#{application.promotionId}</span>
                      </td>
                      <td data-label={t("promotions.applications.col.remark")} className="max-w-64 text-xs break-words">
                        {application.remark || "—"}
                      </td>
                      <td data-label={t("promotions.applications.col.images")}>
                        {application.imageIds.length === 0 ? (
                          "—"
                        ) : (
                          <ul className="flex gap-1.5">
                            {application.imageIds.map((imageId, index) => (
                              <li key={imageId}>
                                <ApplicationImage applicationId={application.id} imageId={imageId} n={index + 1} />
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td data-label={t("common.status")}>
                        <Badge tone={STATE_TONE[application.state]}>
                          {t(`promotions.applications.state.${application.state}`)}
                        </Badge>
                        {application.state !== "applying" && (
                          <span className="mt-1 block text-xs text-fg-muted">
                            {application.reason && <span className="block">{application.reason}</span>}
                            {application.reviewedBy} · {formatDateTime(application.reviewedAt, language)}
                          </span>
                        )}
                      </td>
                      {canReview && (
                        <td data-label={t("common.actions")}>
                          {application.state === "applying" && (
                            <div className="flex flex-wrap gap-1.5">
                              <Button
                                size="sm"
                                variant="success"
                                onClick={() => setApproving(application)}
                                data-testid="promotion-application-approve"
                              >
                                {t("promotions.applications.approve")}
                              </Button>
                              <Button
                                size="sm"
                                variant="danger"
                                onClick={() => setRejecting(application)}
                                data-testid="promotion-application-reject"
                              >
                                {t("promotions.applications.reject")}
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
            size={PROMOTIONS_PAGE_SIZE}
            total={query.data?.total}
            onChange={(next) => go(state, next)}
          />
        </div>
      </Panel>
      {approving && <ApproveDialog application={approving} onClose={() => setApproving(null)} />}
      <ConfirmDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t("promotions.applications.rejectTitle", { account: rejecting?.memberAccount ?? "" })}
        confirmLabel={t("promotions.applications.reject")}
        variant="danger"
        reason="required"
        testId="promotion-application-reject-confirm"
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await reject.mutateAsync({ id: rejecting.id, reason });
          notify("success", t("promotions.applications.rejected", { account: rejecting.memberAccount }));
        }}
      />
    </>
  );
}

/** A picture of the application, read with the operator's token; a click opens it full size. */
function ApplicationImage({ applicationId, imageId, n }: { applicationId: string; imageId: string; n: number }) {
  const { t } = useTranslation();
  const image = useApplicationImage(applicationId, imageId);
  const url = image.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url)
    return (
      <span className="grid size-14 place-items-center rounded border border-line text-[10px] text-fg-muted">
        {image.isError ? t("promotions.applications.imageError") : "…"}
      </span>
    );
  return (
    <a href={url} target="_blank" rel="noreferrer" data-testid="promotion-application-image">
      <img
        src={url}
        alt={t("promotions.applications.image", { n })}
        className="size-14 rounded border border-line object-cover"
      />
    </a>
  );
}

function ApproveDialog({ application, onClose }: { application: ConsoleApplication; onClose: () => void }) {
  const { t } = useTranslation();
  const approve = useApprovePromotionApplication();
  const [amount, setAmount] = useState("");
  const [remark, setRemark] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = amount.trim() === "" ? null : parseVndInput(amount);
  const amountProblem = parsed && !parsed.ok ? t("promotions.applications.amountInvalid") : null;

  async function submit() {
    setTouched(true);
    if (amountProblem) return;
    setError(null);
    try {
      await approve.mutateAsync({
        id: application.id,
        amount: parsed?.ok ? parsed.minor : undefined,
        remark: remark.trim() || undefined,
      });
      notify("success", t("promotions.applications.approved", { account: application.memberAccount }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("promotions.applications.approveTitle", { account: application.memberAccount })}
      description={application.promotionTitle}
      busy={approve.isPending}
      submitLabel={t("promotions.applications.approve")}
      submitVariant="success"
      onSubmit={() => void submit()}
      error={error}
      testId="promotion-application-approve-submit"
    >
      <TextField
        label={t("promotions.applications.amount")}
        hint={t("promotions.applications.amountHint")}
        inputMode="decimal"
        value={amount}
        error={touched ? amountProblem : null}
        onChange={(e) => setAmount(e.target.value)}
        data-autofocus
      />
      <TextField
        label={t("promotions.applications.remark")}
        maxLength={200}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
      />
    </FormDialog>
  );
}
