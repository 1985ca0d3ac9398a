import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleAgentNode } from "@lotus/contracts/web";
import { Pagination } from "../../../components/ui/pagination";
import { Spinner } from "../../../components/ui/spinner";
import { ErrorState } from "../../../components/ui/states";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { DOWNLINE_PAGE_SIZE, useAgentDownlines } from "../api/agents";
import { AccountStatusBadge, AccountTypeBadge } from "./agent-badges";

/**
 * The direct downlines of a member as nested lists: each node loads its own downlines when expanded
 * (a disclosure button with aria-expanded), a page at a time, so a team of any size costs one small
 * read per opened node.
 */
export function DownlineTree({ root, onSelect }: { root: ConsoleAgentNode; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  if (root.directCount === 0) return <p className="px-4 py-6 text-sm text-fg-muted">{t("agents.tree.noDownlines")}</p>;
  return (
    <ul aria-label={t("agents.tree.downlinesOf", { account: root.account })} className="p-2 text-sm">
      <Downlines parentId={root.id} level={1} onSelect={onSelect} />
    </ul>
  );
}

function Downlines({ parentId, level, onSelect }: { parentId: string; level: number; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useAgentDownlines(parentId, page, true);
  if (query.isPending)
    return (
      <li className="flex items-center gap-2 px-2 py-1.5 text-fg-muted">
        <Spinner className="size-3.5" /> {t("common.loading")}
      </li>
    );
  if (query.isError && !query.data)
    return (
      <li>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </li>
    );
  const data = query.data!;
  return (
    <>
      {data.list.map((node) => (
        <TreeNode key={node.id} node={node} level={level} onSelect={onSelect} />
      ))}
      {data.total > DOWNLINE_PAGE_SIZE && (
        <li className="py-1" style={{ paddingLeft: `${level * 1.25}rem` }}>
          <Pagination page={page} size={DOWNLINE_PAGE_SIZE} total={data.total} onChange={setPage} />
        </li>
      )}
    </>
  );
}

function TreeNode({
  node,
  level,
  onSelect,
}: {
  node: ConsoleAgentNode;
  level: number;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const hasChildren = node.directCount > 0;
  return (
    <li data-testid={`tree-node-${node.account}`}>
      <div
        className="flex min-h-10 flex-wrap items-center gap-x-2 gap-y-1 rounded-md px-1 py-1 hover:bg-surface-2"
        style={{ paddingLeft: `${(level - 1) * 1.25 + 0.25}rem` }}
      >
        {hasChildren ? (
          <button
            type="button"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-label={t("agents.tree.toggle", { account: node.account })}
            className="grid size-8 shrink-0 cursor-pointer place-items-center rounded border border-line bg-surface"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path
                d={open ? "M6 9l6 6 6-6" : "M9 6l6 6-6 6"}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : (
          <span className="size-8 shrink-0" aria-hidden="true" />
        )}
        <button
          type="button"
          onClick={() => onSelect(node.id)}
          className="cursor-pointer font-semibold text-brand underline-offset-2 hover:underline"
        >
          {node.account}
        </button>
        <AccountTypeBadge isAgent={node.isAgent} />
        {node.status !== "active" && <AccountStatusBadge status={node.status} />}
        <span className="text-xs text-fg-muted">
          {t("agents.tree.teamLine", { team: node.teamSize, direct: node.directCount })}
        </span>
        <span className="ml-auto text-xs tabular-nums">{formatVnd(node.balance, language)}</span>
      </div>
      {hasChildren && open && (
        <ul aria-label={t("agents.tree.downlinesOf", { account: node.account })}>
          <Downlines parentId={node.id} level={level + 1} onSelect={onSelect} />
        </ul>
      )}
    </li>
  );
}
