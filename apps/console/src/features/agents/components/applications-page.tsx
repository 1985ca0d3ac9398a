import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ConsoleAffiliateApplication, ConsoleAffiliateApproveValue } from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { CopyButton } from "../../../components/ui/copy-button";
import { Dialog } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, TablePager, TableStates } from "../../../components/ui/table-parts";
import { Tabs } from "../../../components/ui/tabs";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import {
  AGENT_PAGE_SIZE,
  useApplications,
  useApproveApplication,
  useRejectApplication,
  type ApplicationStatusFilter,
} from "../api/agents";
import { accountTypeKey } from "../utils/agent-types";
import { suggestAccount, validAccount } from "../utils/applications";

const FILTERS: readonly ApplicationStatusFilter[] = ["pending", "approved", "rejected", "all"];
const STATUS_TONE: Record<ConsoleAffiliateApplication["status"], BadgeTone> = {
  pending: "warn",
  approved: "success",
  rejected: "neutral",
};
const CONTACT_KEYS = ["email", "mobile", "telegram", "zalo"] as const;

/** Affiliate applications from /join: approve (creates or promotes the partner) or reject with a reason. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const status = (FILTERS as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as ApplicationStatusFilter)
    : "pending";
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const query = useApplications(status, page);
  const list = query.data?.list ?? [];
  const [approving, setApproving] = useState<ConsoleAffiliateApplication | null>(null);
  const [rejecting, setRejecting] = useState<ConsoleAffiliateApplication | null>(null);
  const [approved, setApproved] = useState<ConsoleAffiliateApproveValue | null>(null);
  const reject = useRejectApplication();

  function go(nextStatus: ApplicationStatusFilter, nextPage: number) {
    const next = new URLSearchParams();
    if (nextStatus !== "pending") next.set("status", nextStatus);
    if (nextPage > 1) next.set("page", String(nextPage));
    setParams(next);
  }

  return (
    <>
      <PageHeader
        title={t("nav.agentApplications")}
        description={t("agents.applications.description")}
        actions={<RefreshButton query={query} />}
      />
      <Panel>
        <div className="border-b border-line p-3">
          <Tabs
            tabs={FILTERS.map((value) => ({ value, label: t(`agents.applications.tabs.${value}`) }))}
            value={status}
            onChange={(value) => go(value, 1)}
            label={t("agents.applications.filter")}
            panelId={panelId}
          />
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${status}`} aria-busy={query.isFetching}>
          <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t(`agents.applications.empty.${status}`)}>
            {() => (
              <DataTable
                caption={t("nav.agentApplications")}
                columns={[
                  t("agents.applications.col.received"),
                  t("agents.applications.col.applicant"),
                  t("agents.applications.col.contact"),
                  t("agents.applications.col.message"),
                  t("common.status"),
                  t("common.actions"),
                ]}
              >
                <tbody>
                  {list.map((application) => (
                    <tr key={application.id} data-testid={`application-${application.id}`}>
                      <td data-label={t("agents.applications.col.received")} className="text-xs whitespace-nowrap">
                        {formatDateTime(application.createdAt, language)}
                        {application.ip && <span className="block text-fg-muted">{application.ip}</span>}
                      </td>
                      <td data-label={t("agents.applications.col.applicant")} className="wide">
                        <span className="font-semibold">{application.name}</span>
                        <span className="block text-xs text-fg-muted">
                          {t(`agents.applications.channel.${application.channel}`, {
                            defaultValue: application.channel,
                          })}
                        </span>
                      </td>
                      <td data-label={t("agents.applications.col.contact")} className="text-xs">
                        <ul>
                          {CONTACT_KEYS.filter((key) => application.contact[key]).map((key) => (
                            <li key={key}>
                              <span className="text-fg-muted">{t(`agents.applications.contact.${key}`)}: </span>
                              {application.contact[key]}
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td data-label={t("agents.applications.col.message")} className="max-w-72 text-xs break-words">
                        {application.message || "—"}
                      </td>
                      <td data-label={t("common.status")}>
                        <Badge tone={STATUS_TONE[application.status]}>
                          {t(`agents.applications.status.${application.status}`)}
                        </Badge>
                        <ReviewLine application={application} />
                      </td>
                      <td data-label={t("common.actions")}>
                        {application.status === "pending" && (
                          <div className="flex flex-wrap gap-1.5">
                            <Button
                              size="sm"
                              variant="success"
                              onClick={() => setApproving(application)}
                              data-testid="application-approve"
                            >
                              {t("agents.applications.approve")}
                            </Button>
                            <Button size="sm" variant="danger" onClick={() => setRejecting(application)}>
                              {t("agents.applications.reject")}
                            </Button>
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </TableStates>
          <TablePager
            page={page}
            size={AGENT_PAGE_SIZE}
            total={query.data?.total}
            onChange={(next) => go(status, next)}
          />
        </div>
      </Panel>
      {approving && (
        <ApproveDialog
          application={approving}
          onClose={() => setApproving(null)}
          onApproved={(value) => {
            setApproving(null);
            setApproved(value);
          }}
        />
      )}
      <ConfirmDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t("agents.applications.rejectTitle", { name: rejecting?.name ?? "" })}
        confirmLabel={t("agents.applications.reject")}
        variant="danger"
        reason="required"
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await reject.mutateAsync({ id: rejecting.id, reason });
          notify("success", t("agents.applications.rejected", { name: rejecting.name }));
        }}
      />
      {approved && <ApprovedDialog value={approved} onClose={() => setApproved(null)} />}
    </>
  );
}

function ReviewLine({ application }: { application: ConsoleAffiliateApplication }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (application.status === "pending") return null;
  return (
    <span className="mt-1 block text-xs text-fg-muted">
      {application.member && (
        <span className="block">
          {application.member.account} · {t(accountTypeKey(application.member.isAgent))}
        </span>
      )}
      {application.reason && <span className="block">{application.reason}</span>}
      {application.reviewedBy} · {formatDateTime(application.reviewedAt, language)}
    </span>
  );
}

function ApproveDialog({
  application,
  onClose,
  onApproved,
}: {
  application: ConsoleAffiliateApplication;
  onClose: () => void;
  onApproved: (value: ConsoleAffiliateApproveValue) => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveApplication();
  const [account, setAccount] = useState(() => suggestAccount(application.name));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invalid = !validAccount(account);

  async function submit() {
    setTouched(true);
    if (invalid) return;
    setError(null);
    try {
      onApproved(await approve.mutateAsync({ id: application.id, account: account.trim().toLowerCase() }));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("agents.applications.approveTitle", { name: application.name })}
      description={t("agents.applications.approveExplain")}
      busy={approve.isPending}
      submitLabel={t("agents.applications.approve")}
      submitVariant="success"
      onSubmit={() => void submit()}
      error={error}
      testId="application-approve-submit"
    >
      <TextField
        label={t("agents.applications.account")}
        hint={t("agents.applications.accountHint")}
        error={touched && invalid ? t("agents.applications.accountInvalid") : null}
        name="account"
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        required
        data-autofocus
        value={account}
        onChange={(event) => setAccount(event.target.value)}
      />
    </FormDialog>
  );
}

/** The result to pass on: the account and, when it was created, its temporary password. */
function ApprovedDialog({ value, onClose }: { value: ConsoleAffiliateApproveValue; onClose: () => void }) {
  const { t } = useTranslation();
  const member = value.application.member;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("agents.applications.approvedTitle")}
      footer={
        <Button variant="primary" onClick={onClose} data-autofocus>
          {t("actions.close")}
        </Button>
      }
    >
      <div className="space-y-3 text-sm" data-testid="application-approved">
        <p>
          {value.created
            ? t("agents.applications.createdText", { type: t(accountTypeKey(member?.isAgent ?? 41)) })
            : t("agents.applications.promotedText", { type: t(accountTypeKey(member?.isAgent ?? 41)) })}
        </p>
        <dl className="space-y-2 rounded-md border border-line bg-surface-2 p-3">
          <div className="flex items-center justify-between gap-2">
            <dt className="text-fg-muted">{t("agents.applications.account")}</dt>
            <dd className="flex items-center gap-1 font-mono font-semibold">
              {member?.account}
              <CopyButton value={member?.account ?? ""} label={t("agents.applications.account")} />
            </dd>
          </div>
          {value.temporaryPassword && (
            <div className="flex items-center justify-between gap-2">
              <dt className="text-fg-muted">{t("agents.applications.temporaryPassword")}</dt>
              <dd className="flex items-center gap-1 font-mono font-semibold">
                {value.temporaryPassword}
                <CopyButton value={value.temporaryPassword} label={t("agents.applications.temporaryPassword")} />
              </dd>
            </div>
          )}
        </dl>
        {value.temporaryPassword && <p className="text-fg-muted">{t("agents.applications.mustChange")}</p>}
      </div>
    </Dialog>
  );
}
