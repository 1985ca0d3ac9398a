import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLanguage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/format";
import { formatVnd } from "../../../lib/money";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { inputClasses } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { Pagination } from "../../../components/ui/pagination";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/ui/states";
import { MEMBER_PAGE_SIZE, useMemberSearch } from "../api/members";

/** Member search by account, mobile, e-mail or id; the query lives in the URL so Back returns to it. */
export function MembersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const [text, setText] = useState(q);
  const searchId = useId();
  const query = useMemberSearch(q, page);
  const list = query.data?.list ?? [];

  useEffect(() => setText(q), [q]);

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
        <form
          role="search"
          className="flex flex-wrap items-end gap-2 border-b border-line p-3"
          onSubmit={(event) => {
            event.preventDefault();
            go(text.trim(), 1);
          }}
        >
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
              {t("members.search")}
            </label>
            <input
              id={searchId}
              type="search"
              name="q"
              maxLength={64}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t("members.searchPlaceholder")}
              className={inputClasses}
            />
          </div>
          <Button type="submit" variant="primary">
            {t("actions.search")}
          </Button>
        </form>
        <p role="status" className="sr-only">
          {query.data ? t("members.resultCount", { count: query.data.total }) : ""}
        </p>
        <div aria-busy={query.isFetching}>
          {query.isPending ? (
            <TableSkeleton />
          ) : query.isError && !query.data ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState title={q ? t("members.noResults", { q }) : t("members.none")} />
          ) : (
            <div className="overflow-x-auto">
              <table className="console-table">
                <caption className="sr-only">{t("members.caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("members.col.account")}</th>
                    <th scope="col">{t("members.col.contact")}</th>
                    <th scope="col">{t("members.col.payee")}</th>
                    <th scope="col" className="num">
                      {t("members.col.main")}
                    </th>
                    <th scope="col" className="num">
                      {t("members.col.vendor")}
                    </th>
                    <th scope="col" className="num">
                      {t("members.col.hold")}
                    </th>
                    <th scope="col">{t("members.col.lastLogin")}</th>
                    <th scope="col">{t("common.status")}</th>
                  </tr>
                </thead>
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
                        <Badge tone={member.status === "active" ? "success" : "danger"}>
                          {t(`members.status.${member.status}`)}
                        </Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {query.data && (
            <div className="px-3 pb-3">
              <Pagination
                page={page}
                size={MEMBER_PAGE_SIZE}
                total={query.data.total}
                onChange={(next) => go(q, next)}
              />
            </div>
          )}
        </div>
      </Panel>
    </>
  );
}
