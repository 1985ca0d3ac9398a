import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ConsoleAgentNode } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { ErrorState, TableSkeleton } from "../../../components/ui/states";
import { DataTable, SearchForm, TablePager, TableStates } from "../../../components/ui/table-parts";
import { notify } from "../../../lib/notify";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { AGENT_PAGE_SIZE, useAgentDetail, useAgentSearch, usePromoteMember } from "../api/agents";
import { ACCOUNT_TYPES, accountMeaningKey, accountTypeKey, promotionTarget } from "../utils/agent-types";
import { AccountStatusBadge, AccountTypeBadge } from "./agent-badges";
import { DownlineTree } from "./downline-tree";
import { HouseContractsPanel } from "./house-contracts-panel";

/**
 * The agent tree: find a member (or start from the top-level agents), see its upline chain and open
 * its downlines level by level; a plain member can be promoted to agent. The search and the chosen
 * member live in the URL, so Back returns to them.
 */
export function AgentTreePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const selected = params.get("id") ?? "";

  function go(next: { q?: string; page?: number; id?: string }) {
    const merged = { q, page, id: selected, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set("q", merged.q);
    if (merged.page > 1) search.set("page", String(merged.page));
    if (merged.id) search.set("id", merged.id);
    setParams(search);
  }

  return (
    <>
      <PageHeader title={t("nav.agents")} description={t("agents.tree.description")} />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <SearchPanel q={q} page={page} selected={selected} go={go} />
        {selected ? (
          <MemberPanel id={selected} onSelect={(id) => go({ id })} />
        ) : (
          <Panel title={t("agents.types.title")}>
            <TypeLegend />
          </Panel>
        )}
      </div>
    </>
  );
}

function SearchPanel({
  q,
  page,
  selected,
  go,
}: {
  q: string;
  page: number;
  selected: string;
  go: (next: { q?: string; page?: number; id?: string }) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useAgentSearch(q, page);
  const list = query.data?.list ?? [];
  return (
    <Panel className="min-w-0 self-start">
      <SearchForm
        label={t("agents.tree.search")}
        name="q"
        value={q}
        placeholder={t("agents.tree.searchPlaceholder")}
        onSearch={(text) => go({ q: text, page: 1 })}
      />
      <p className="px-3 pt-2 text-xs text-fg-muted">{q ? t("agents.tree.results") : t("agents.tree.roots")}</p>
      <div aria-busy={query.isFetching}>
        <TableStates
          query={query}
          isEmpty={list.length === 0}
          emptyTitle={q ? t("agents.tree.noResults", { q }) : t("agents.tree.noRoots")}
        >
          {() => (
            <DataTable
              caption={q ? t("agents.tree.results") : t("agents.tree.roots")}
              columns={[
                t("agents.col.account"),
                t("agents.col.type"),
                { label: t("agents.col.team"), num: true },
                { label: t("agents.col.balance"), num: true },
              ]}
            >
              <tbody>
                {list.map((node) => (
                  <tr key={node.id} aria-current={node.id === selected ? "true" : undefined}>
                    <td data-label={t("agents.col.account")} className="wide">
                      <button
                        type="button"
                        onClick={() => go({ id: node.id })}
                        className="cursor-pointer font-semibold text-brand underline-offset-2 hover:underline"
                        data-testid={`agent-row-${node.account}`}
                      >
                        {node.account}
                      </button>
                      <span className="ml-1 text-xs text-fg-muted">#{node.id}</span>
                      {node.status !== "active" && (
                        <span className="ml-1">
                          <AccountStatusBadge status={node.status} />
                        </span>
                      )}
                    </td>
                    <td data-label={t("agents.col.type")}>
                      <AccountTypeBadge isAgent={node.isAgent} />
                    </td>
                    <td data-label={t("agents.col.team")} className="num">
                      {node.teamSize}
                    </td>
                    <td data-label={t("agents.col.balance")} className="num">
                      {formatVnd(node.balance, language)}
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
          onChange={(next) => go({ page: next })}
        />
      </div>
    </Panel>
  );
}

function MemberPanel({ id, onSelect }: { id: string; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  const query = useAgentDetail(id);
  if (query.isPending)
    return (
      <Panel>
        <TableSkeleton rows={4} />
      </Panel>
    );
  if (query.isError || !query.data)
    return (
      <Panel>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Panel>
    );
  const { member, chain } = query.data;
  return (
    <div className="min-w-0 space-y-4">
      <Panel title={member.account} actions={<PromoteButton member={member} chain={chain} />}>
        <nav aria-label={t("agents.tree.chain")} className="border-b border-line px-4 py-2 text-sm">
          {chain.length === 0 ? (
            <span className="text-fg-muted">{t("agents.tree.noUpline")}</span>
          ) : (
            <ol className="flex flex-wrap items-center gap-1">
              {chain.map((node) => (
                <li key={node.id} className="flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => onSelect(node.id)}
                    className="cursor-pointer text-brand underline-offset-2 hover:underline"
                  >
                    {node.account}
                  </button>
                  <span aria-hidden="true" className="text-fg-muted">
                    ›
                  </span>
                </li>
              ))}
              <li aria-current="page" className="font-semibold">
                {member.account}
              </li>
            </ol>
          )}
        </nav>
        <MemberFacts member={member} />
      </Panel>
      {(member.isAgent === 1 || member.isAgent === 41) && (
        <HouseContractsPanel key={member.id} memberId={member.id} account={member.account} />
      )}
      <Panel title={t("agents.tree.downlines", { count: member.directCount })}>
        <DownlineTree key={member.id} root={member} onSelect={onSelect} />
      </Panel>
    </div>
  );
}

function MemberFacts({ member }: { member: ConsoleAgentNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts: [string, ReactNode][] = [
    [t("agents.col.type"), <AccountTypeBadge key="type" isAgent={member.isAgent} />],
    [t("common.status"), <AccountStatusBadge key="status" status={member.status} />],
    [t("agents.col.balance"), formatVnd(member.balance, language)],
    [t("agents.col.team"), member.teamSize],
    [t("agents.col.direct"), member.directCount],
    [t("agents.col.created"), formatDateTime(member.createdAt, language)],
    [t("agents.col.lastLogin"), formatDateTime(member.lastLoginAt, language)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 p-4 text-sm sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-2 sm:block">
          <dt className="text-xs text-fg-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
      <p className="text-xs text-fg-muted sm:col-span-2">{t(accountMeaningKey(member.isAgent))}</p>
    </dl>
  );
}

function PromoteButton({ member, chain }: { member: ConsoleAgentNode; chain: ConsoleAgentNode[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const promote = usePromoteMember();
  const target = promotionTarget(member, chain);
  if (target === null) return null;
  return (
    <>
      <Button size="sm" variant="primary" onClick={() => setOpen(true)} data-testid="agent-promote">
        {t("agents.promote.action")}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("agents.promote.title", { account: member.account })}
        confirmLabel={t("agents.promote.confirm")}
        reason="required"
        onConfirm={async (reason) => {
          const result = await promote.mutateAsync({ id: member.id, reason });
          notify(
            "success",
            t("agents.promote.done", {
              account: result.member.account,
              type: t(accountTypeKey(result.member.isAgent)),
            }),
          );
        }}
      >
        <p>{t("agents.promote.explain", { type: t(accountTypeKey(target)) })}</p>
        <p className="text-fg-muted">{t(accountMeaningKey(target))}</p>
      </ConfirmDialog>
    </>
  );
}

/** What each account type means (design: 0, 1, 2, 41, 42 and the trial account 4). */
export function TypeLegend() {
  const { t } = useTranslation();
  return (
    <dl className="divide-y divide-line text-sm">
      {ACCOUNT_TYPES.map((type) => (
        <div key={type} className="flex flex-wrap items-start gap-x-3 gap-y-1 px-4 py-2.5">
          <dt className="flex w-48 shrink-0 items-center gap-2">
            <span className="w-6 text-right text-xs text-fg-muted tabular-nums">{type}</span>
            <AccountTypeBadge isAgent={type} />
          </dt>
          <dd className="min-w-0 flex-1 text-fg-muted">{t(accountMeaningKey(type))}</dd>
        </div>
      ))}
    </dl>
  );
}
