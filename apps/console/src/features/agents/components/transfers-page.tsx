import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { SelectField, TextField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { DataTable, TablePager, TableStates } from "../../../components/ui/table-parts";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { AGENT_PAGE_SIZE, useAgentTransfers, type TransferFilters } from "../api/agents";
import { AccountTypeBadge } from "./agent-badges";

const DIRECTIONS: readonly TransferFilters["direction"][] = ["all", "down", "up"];

function filtersOf(params: URLSearchParams): TransferFilters {
  const direction = params.get("direction");
  return {
    account: params.get("account") ?? "",
    direction: direction === "down" || direction === "up" ? direction : "all",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
}

/** Transfers between uplines and downlines (agent_transfer), newest first, with their sum. */
export function TransfersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const query = useAgentTransfers(filters, page);
  const list = query.data?.list ?? [];
  function go(next: TransferFilters, nextPage: number) {
    const search = new URLSearchParams();
    if (next.account.trim()) search.set("account", next.account.trim());
    if (next.direction !== "all") search.set("direction", next.direction);
    if (next.from) search.set("from", next.from);
    if (next.to) search.set("to", next.to);
    if (nextPage > 1) search.set("page", String(nextPage));
    setParams(search);
  }

  return (
    <>
      <PageHeader title={t("nav.agentTransfers")} description={t("agents.transfers.description")} />
      <Panel>
        <FilterForm key={params.toString()} initial={filters} onSearch={(next) => go(next, 1)} />
        {query.data && (
          <p role="status" className="px-3 pt-3 text-sm">
            {t("agents.transfers.summary", { count: query.data.total, sum: formatVnd(query.data.sum, language) })}
          </p>
        )}
        <div aria-busy={query.isFetching}>
          <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("agents.transfers.empty")}>
            {() => (
              <DataTable
                caption={t("nav.agentTransfers")}
                columns={[
                  t("agents.transfers.col.time"),
                  t("agents.transfers.col.from"),
                  t("agents.transfers.col.to"),
                  t("agents.transfers.direction"),
                  { label: t("agents.transfers.col.amount"), num: true },
                  t("agents.transfers.col.operation"),
                ]}
              >
                <tbody>
                  {list.map((row) => (
                    <tr key={row.operationId}>
                      <td data-label={t("agents.transfers.col.time")} className="text-xs whitespace-nowrap">
                        {formatDateTime(row.createdAt, language)}
                      </td>
                      <td data-label={t("agents.transfers.col.from")} className="wide">
                        <span className="font-semibold">{row.from.account}</span>{" "}
                        <AccountTypeBadge isAgent={row.from.isAgent} />
                      </td>
                      <td data-label={t("agents.transfers.col.to")}>
                        <span className="font-semibold">{row.to.account}</span>{" "}
                        <AccountTypeBadge isAgent={row.to.isAgent} />
                      </td>
                      <td data-label={t("agents.transfers.direction")}>
                        {t(`agents.transfers.directions.${row.direction}`)}
                      </td>
                      <td data-label={t("agents.transfers.col.amount")} className="num font-semibold">
                        {formatVnd(row.amount, language)}
                      </td>
                      <td data-label={t("agents.transfers.col.operation")} className="text-xs text-fg-muted">
                        #{row.operationId}
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
            onChange={(next) => go(filters, next)}
          />
        </div>
      </Panel>
    </>
  );
}

/** The filters as typed; the list follows them when the form is sent (the page remounts it on a URL change). */
function FilterForm({ initial, onSearch }: { initial: TransferFilters; onSearch: (filters: TransferFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const rangeInvalid = draft.from !== "" && draft.to !== "" && draft.from > draft.to;
  return (
    <form
      role="search"
      className="grid gap-2 border-b border-line p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!rangeInvalid) onSearch(draft);
      }}
    >
      <TextField
        label={t("agents.transfers.account")}
        name="account"
        type="search"
        maxLength={64}
        autoComplete="off"
        placeholder={t("agents.transfers.accountPlaceholder")}
        value={draft.account}
        onChange={(event) => setDraft({ ...draft, account: event.target.value })}
      />
      <SelectField
        label={t("agents.transfers.direction")}
        name="direction"
        value={draft.direction}
        onChange={(event) => setDraft({ ...draft, direction: event.target.value as TransferFilters["direction"] })}
      >
        {DIRECTIONS.map((direction) => (
          <option key={direction} value={direction}>
            {t(`agents.transfers.directions.${direction}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("agents.transfers.from")}
        name="from"
        type="date"
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label={t("agents.transfers.to")}
        name="to"
        type="date"
        value={draft.to}
        error={rangeInvalid ? t("agents.transfers.rangeInvalid") : null}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <Button type="submit" variant="primary">
        {t("actions.search")}
      </Button>
    </form>
  );
}
