import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLanguage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/format";
import { formatVnd } from "../../../lib/money";
import { Badge } from "../../../components/ui/badge";
import { MemberStatusBadge } from "./member-status-badge";
import { PageHeader, Panel } from "../../../components/ui/page";
import { DataTable, SearchForm, TablePager, TableStates } from "../../../components/ui/table-parts";
import { MEMBER_PAGE_SIZE, useMemberSearch } from "../api/members";

/** Member search by account, mobile, e-mail or id; the query lives in the URL so Back returns to it. */
export function MembersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const query = useMemberSearch(q, page);
  const list = query.data?.list ?? [];

  function go(nextQ: string, nextPage: number) {
    const next = new URLSearchParams();
    if (nextQ) next.set("q", nextQ);
    if (nextPage > 1) next.set("page", String(nextPage));
    setParams(next);
  }

  return (
    <>
      <PageHeader title={t("nav.members")} description={t("members.description")} />
      <Panel>
        <SearchForm
          label={t("members.search")}
          name="q"
          value={q}
          placeholder={t("members.searchPlaceholder")}
          onSearch={(text) => go(text, 1)}
        />
        <p role="status" className="sr-only">
          {query.data ? t("members.resultCount", { count: query.data.total }) : ""}
        </p>
        <div aria-busy={query.isFetching}>
          <TableStates
            query={query}
            isEmpty={list.length === 0}
            emptyTitle={q ? t("members.noResults", { q }) : t("members.none")}
          >
            {() => (
              <DataTable
                caption={t("members.caption")}
                columns={[
                  t("members.col.account"),
                  t("members.col.contact"),
                  t("members.col.payee"),
                  { label: t("members.col.main"), num: true },
                  { label: t("members.col.vendor"), num: true },
                  { label: t("members.col.hold"), num: true },
                  t("members.col.lastLogin"),
                  t("common.status"),
                ]}
              >
                <tbody>
                  {list.map((member) => (
                    <tr key={member.id} data-testid={`member-row-${member.account}`}>
                      <td data-label={t("members.col.account")} className="wide">
                        <Link
                          to={`/members/${member.id}`}
                          className="font-semibold text-brand underline-offset-2 hover:underline"
                        >
                          {member.account}
                        </Link>
                        <span className="ml-1 text-xs text-fg-muted">#{member.id}</span>
                        {member.isAgent === 1 && (
                          <span className="ml-1">
                            <Badge tone="info">{t("members.agent")}</Badge>
                          </span>
                        )}
                        {member.nickname && <span className="block text-xs text-fg-muted">{member.nickname}</span>}
                      </td>
                      <td data-label={t("members.col.contact")} className="text-xs">
                        {member.mobile || "—"}
                        <span className="block text-fg-muted">{member.email}</span>
                      </td>
                      <td data-label={t("members.col.payee")} className="text-xs">
                        {member.payeeName || "—"}
                      </td>
                      <td data-label={t("members.col.main")} className="num font-semibold">
                        {formatVnd(member.mainBalance, language)}
                      </td>
                      <td data-label={t("members.col.vendor")} className="num">
                        {formatVnd(member.vendorBalance, language)}
                      </td>
                      <td data-label={t("members.col.hold")} className="num">
                        {formatVnd(member.withdrawalHold, language)}
                      </td>
                      <td data-label={t("members.col.lastLogin")} className="text-xs whitespace-nowrap">
                        {formatDateTime(member.lastLoginAt, language)}
                      </td>
                      <td data-label={t("common.status")}>
                        <MemberStatusBadge status={member.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </TableStates>
          <TablePager page={page} size={MEMBER_PAGE_SIZE} total={query.data?.total} onChange={(next) => go(q, next)} />
        </div>
      </Panel>
    </>
  );
}
