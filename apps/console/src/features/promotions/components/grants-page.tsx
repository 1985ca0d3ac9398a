import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ConsoleGrant } from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, SearchForm, TablePager, TableStates } from "../../../components/ui/table-parts";
import { Tabs } from "../../../components/ui/tabs";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { PROMOTIONS_PAGE_SIZE, useBonusGrants, useForfeitGrant, type GrantStatusFilter } from "../api/promotions";
import { progressPercent } from "../utils/grants";

const FILTERS: readonly GrantStatusFilter[] = ["active", "converted", "expired", "forfeited", "all"];
const STATUS_TONE: Record<ConsoleGrant["status"], BadgeTone> = {
  active: "info",
  converted: "success",
  expired: "neutral",
  forfeited: "danger",
};

/** Bonus grants by status and member: progress against the requirement; admins forfeit one with a reason. */
export function BonusGrantsPage({ canForfeit }: { canForfeit: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const status = (FILTERS as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as GrantStatusFilter)
    : "active";
  const member = params.get("member") ?? "";
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const query = useBonusGrants(status, member, page);
  const list = query.data?.list ?? [];
  const [forfeiting, setForfeiting] = useState<ConsoleGrant | null>(null);
  const forfeit = useForfeitGrant();
  const money = (minor: string) => formatVnd(minor, language);

  function go(next: { status?: GrantStatusFilter; member?: string; page?: number }) {
    const search = new URLSearchParams();
    const s = next.status ?? status;
    const m = next.member ?? member;
    if (s !== "active") search.set("status", s);
    if (m) search.set("member", m);
    if ((next.page ?? 1) > 1) search.set("page", String(next.page));
    setParams(search);
  }

  return (
    <>
      <PageHeader
        title={t("nav.bonusGrants")}
        description={t("promotions.grants.description")}
        actions={<RefreshButton query={query} />}
      />
      <Panel>
        <SearchForm
          label={t("promotions.grants.member")}
          name="member"
          value={member}
          placeholder={t("promotions.grants.memberPlaceholder")}
          onSearch={(text) => go({ member: text })}
          autoComplete="off"
        />
        <div className="border-b border-line p-3">
          <Tabs
            tabs={FILTERS.map((value) => ({ value, label: t(`promotions.grants.status.${value}`) }))}
            value={status}
            onChange={(value) => go({ status: value })}
            label={t("promotions.grants.filter")}
            panelId={panelId}
          />
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${status}`} aria-busy={query.isFetching}>
          <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("promotions.grants.empty")}>
            {() => (
              <DataTable
                caption={t("nav.bonusGrants")}
                columns={[
                  t("promotions.grants.col.member"),
                  t("promotions.grants.col.grant"),
                  { label: t("promotions.grants.col.bonus"), num: true },
                  t("promotions.grants.col.progress"),
                  t("promotions.grants.col.expires"),
                  t("common.status"),
                  canForfeit && t("common.actions"),
                ]}
              >
                <tbody>
                  {list.map((grant) => (
                    <tr key={grant.id} data-testid={`bonus-grant-${grant.id}`}>
                      <td data-label={t("promotions.grants.col.member")}>
                        <span className="font-semibold">{grant.memberAccount}</span>
                        <span className="block text-xs text-fg-muted">#{grant.memberId}</span>
                      </td>
                      <td data-label={t("promotions.grants.col.grant")} className="text-xs">
                        {grant.title}
                        <span className="block text-fg-muted">
                          #{grant.id} · {grant.source} · {formatDateTime(grant.createdAt, language)}
                        </span>
                      </td>
                      <td data-label={t("promotions.grants.col.bonus")} className="num text-xs">
                        {money(grant.granted)}
                        <span className="block text-fg-muted">
                          {t("promotions.grants.balance", { amount: money(grant.balance) })}
                        </span>
                        {grant.paid !== null && (
                          <span className="block text-jade">
                            {t("promotions.grants.paid", { amount: money(grant.paid) })}
                          </span>
                        )}
                        {grant.forfeited !== null && grant.status !== "converted" && (
                          <span className="block text-danger">
                            {t("promotions.grants.forfeited", { amount: money(grant.forfeited) })}
                          </span>
                        )}
                      </td>
                      <td data-label={t("promotions.grants.col.progress")} className="min-w-40 text-xs">
                        <div
                          role="progressbar"
                          aria-valuemin={0}
                          aria-valuemax={100}
                          aria-valuenow={progressPercent(grant.progress, grant.required)}
                          aria-label={t("promotions.grants.col.progress")}
                          className="h-1.5 w-full overflow-hidden rounded-full bg-surface-2"
                        >
                          <div
                            className="h-full bg-brand"
                            style={{ width: `${progressPercent(grant.progress, grant.required)}%` }}
                          />
                        </div>
                        <span className="mt-1 block tabular-nums">
                          {money(grant.progress)} / {money(grant.required)} (
                          {progressPercent(grant.progress, grant.required)} %)
                        </span>
                        <span className="block text-fg-muted">
                          {t("promotions.grants.terms", {
                            multiple: grant.multiplier,
                            base: t(`promotions.grants.base.${grant.base}`),
                          })}
                        </span>
                      </td>
                      <td data-label={t("promotions.grants.col.expires")} className="text-xs whitespace-nowrap">
                        {formatDateTime(grant.endedAt ?? grant.expiresAt, language)}
                        {grant.endReason && <span className="block text-fg-muted">{grant.endReason}</span>}
                      </td>
                      <td data-label={t("common.status")}>
                        <Badge tone={STATUS_TONE[grant.status]}>{t(`promotions.grants.status.${grant.status}`)}</Badge>
                      </td>
                      {canForfeit && (
                        <td data-label={t("common.actions")}>
                          {grant.status === "active" && (
                            <Button
                              size="sm"
                              variant="danger"
                              onClick={() => setForfeiting(grant)}
                              data-testid="bonus-grant-forfeit"
                            >
                              {t("promotions.grants.forfeit")}
                            </Button>
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
            onChange={(next) => go({ page: next })}
          />
        </div>
      </Panel>
      <ConfirmDialog
        open={forfeiting !== null}
        onClose={() => setForfeiting(null)}
        title={t("promotions.grants.forfeitTitle", { account: forfeiting?.memberAccount ?? "" })}
        confirmLabel={t("promotions.grants.forfeit")}
        variant="danger"
        reason="required"
        onConfirm={async (reason) => {
          if (!forfeiting) return;
          await forfeit.mutateAsync({ id: forfeiting.id, reason });
          notify("success", t("promotions.grants.forfeitDone", { account: forfeiting.memberAccount }));
        }}
      >
        {forfeiting && (
          <p className="text-sm">
            {t("promotions.grants.forfeitBody", { amount: money(forfeiting.balance), title: forfeiting.title })}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
