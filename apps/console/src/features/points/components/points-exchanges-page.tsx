import { useState } from "react";
import { useTranslation } from "react-i18next";
import { POINTS_EXCHANGE_STATES, type ConsolePointsExchange, type PointsExchangeState } from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { SelectField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, SearchForm, TablePager, TableStates } from "../../../components/ui/table-parts";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { EXCHANGE_PAGE_SIZE, usePointsExchanges, useReviewExchange, type ExchangeFilters } from "../api/points";

const TONE: Record<PointsExchangeState, BadgeTone> = { applying: "warn", approved: "success", rejected: "danger" };

/** Exchanges of the points mall: applying ones first to review (approve, or reject with a reason: points and cash back). */
export function PointsExchangesPage({ canReview }: { canReview: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filters, setFilters] = useState<ExchangeFilters>({ status: "applying", account: "", page: 1 });
  const query = usePointsExchanges(filters);
  const review = useReviewExchange();
  const [deciding, setDeciding] = useState<{ row: ConsolePointsExchange; action: "approve" | "reject" } | null>(null);
  const list = query.data?.list ?? [];
  return (
    <>
      <PageHeader
        title={t("nav.pointsExchanges")}
        description={canReview ? t("points.exchanges.description") : t("points.readOnly")}
        actions={<RefreshButton query={query} />}
      />
      <Panel>
        <div className="flex flex-wrap items-end gap-3 p-3">
          <SelectField
            label={t("common.status")}
            value={filters.status}
            onChange={(e) => setFilters({ ...filters, status: e.target.value as PointsExchangeState | "", page: 1 })}
            className="w-48"
          >
            <option value="">{t("points.exchanges.all")}</option>
            {POINTS_EXCHANGE_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`points.states.${state}`)}
              </option>
            ))}
          </SelectField>
          <SearchForm
            label={t("points.col.account")}
            name="account"
            value={filters.account}
            placeholder={t("points.exchanges.accountPlaceholder")}
            onSearch={(account) => setFilters({ ...filters, account, page: 1 })}
          />
        </div>
        <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("points.exchanges.none")}>
          {() => (
            <DataTable
              caption={t("nav.pointsExchanges")}
              columns={[
                t("points.col.orderNo"),
                t("points.col.account"),
                t("points.col.goods"),
                { label: t("points.col.points"), num: true },
                { label: t("points.col.cash"), num: true },
                t("points.col.delivery"),
                t("points.col.applied"),
                t("common.status"),
                canReview && t("common.actions"),
              ]}
            >
              <tbody>
                {list.map((row) => (
                  <tr key={row.id} data-testid={`points-exchange-${row.orderNo}`}>
                    <th scope="row" data-label={t("points.col.orderNo")} className="font-mono text-xs">
                      {row.orderNo}
                    </th>
                    <td data-label={t("points.col.account")}>{row.account}</td>
                    <td data-label={t("points.col.goods")} className="wide">
                      {row.productName} × {row.quantity}
                      <span className="block text-xs text-fg-muted">{t(`points.types.${row.exchangeType}`)}</span>
                    </td>
                    <td className="num" data-label={t("points.col.points")}>
                      {new Intl.NumberFormat(language).format(BigInt(row.needPoints))}
                    </td>
                    <td className="num" data-label={t("points.col.cash")}>
                      {row.payAmount === "0" ? "—" : formatVnd(row.payAmount, language)}
                    </td>
                    <td data-label={t("points.col.delivery")} className="text-xs">
                      {row.address}
                      <span className="block text-fg-muted">{row.phone}</span>
                    </td>
                    <td data-label={t("points.col.applied")} className="text-xs whitespace-nowrap">
                      {formatDateTime(row.applyTime, language)}
                    </td>
                    <td data-label={t("common.status")}>
                      <Badge tone={TONE[row.status]}>{t(`points.states.${row.status}`)}</Badge>
                      {row.reviewedBy && (
                        <span className="block text-xs text-fg-muted">
                          {row.reviewedBy}
                          {row.remark && ` · ${row.remark}`}
                        </span>
                      )}
                    </td>
                    {canReview && (
                      <td data-label={t("common.actions")}>
                        {row.status === "applying" && (
                          <div className="flex flex-wrap gap-2">
                            <Button
                              size="sm"
                              variant="primary"
                              onClick={() => setDeciding({ row, action: "approve" })}
                              data-testid="points-approve"
                            >
                              {t("points.exchanges.approve")}
                            </Button>
                            <Button size="sm" variant="danger" onClick={() => setDeciding({ row, action: "reject" })}>
                              {t("points.exchanges.reject")}
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
          page={filters.page}
          size={EXCHANGE_PAGE_SIZE}
          total={query.data?.total}
          onChange={(page) => setFilters({ ...filters, page })}
        />
      </Panel>
      {deciding && (
        <ConfirmDialog
          open
          onClose={() => setDeciding(null)}
          title={t(`points.exchanges.${deciding.action}Title`, { orderNo: deciding.row.orderNo })}
          confirmLabel={t(`points.exchanges.${deciding.action}`)}
          variant={deciding.action === "approve" ? "primary" : "danger"}
          reason={deciding.action === "reject" ? "required" : undefined}
          reasonLabel={t("points.exchanges.reason")}
          testId="points-review-confirm"
          onConfirm={async (reason) => {
            await review.mutateAsync({ id: deciding.row.id, action: deciding.action, reason });
            notify("success", t(`points.exchanges.${deciding.action}d`, { orderNo: deciding.row.orderNo }));
          }}
        >
          <p>
            {t(`points.exchanges.${deciding.action}Text`, {
              account: deciding.row.account,
              goods: deciding.row.productName,
              points: deciding.row.needPoints,
            })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
