import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, MEMBER_STATUSES, type MemberStatus, type TeamMembersValue } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { inputClasses } from "../../../components/ui/form-parts";
import { formatDateTime } from "../../../lib/date-time";
import { useTeamMembersFeed, useTeamMembersPage } from "../api/get-team-members";
import { AgentCard, AgentList, AgentTable } from "./agent-list";
import { FilterSelect } from "./agent-parts";
import { ContractChips } from "./contract-chips";
import { MemberDetailsDialog } from "./member-details-dialog";
import { SummaryLine } from "./summary-line";

type Row = TeamMembersValue["list"][number];

/**
 * Team management (spec §2): search by account or nickname, filter by level and status; each
 * member with its level, balance, status, last login and contracts; "details" opens the member
 * (its upline chain, and a transfer when it is a direct downline).
 */
export default function TeamManagementPage() {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [level, setLevel] = useState("");
  const [status, setStatus] = useState<MemberStatus | "">("");
  const [open, setOpen] = useState<Row | null>(null);
  const term = useDeferredValue(search.trim());
  const params = { search: term || undefined, level: level || undefined, status: status || undefined };
  const typeName = (isAgent: number) =>
    t(`accountTypes.${isAgent === 1 || isAgent === 2 || isAgent === 41 || isAgent === 42 ? isAgent : 0}`);
  const details = (row: Row) => (
    <Button variant="secondary" size="sm" onClick={() => setOpen(row)} data-testid="team-member-details">
      {t("team.details")}
    </Button>
  );
  const head = [
    t("columns.account"),
    t("columns.level"),
    t("columns.type"),
    t("columns.balance"),
    t("columns.status"),
    t("columns.lastLogin"),
    t("columns.contracts"),
    "",
  ];
  return (
    <div className="grid gap-5">
      <Card className="grid gap-3 p-4 sm:grid-cols-[2fr_1fr_1fr] sm:p-5">
        <div className="grid gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-fg">
            {t("team.search")}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={inputClasses}
            data-testid="team-search"
          />
        </div>
        <FilterSelect
          label={t("columns.level")}
          value={level}
          onChange={setLevel}
          all={t("team.allLevels")}
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t("team.levelN", { level: n }) }))}
        />
        <FilterSelect
          label={t("columns.status")}
          value={status}
          onChange={(value) => setStatus(value as MemberStatus | "")}
          all={t("team.allStatuses")}
          options={MEMBER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
      </Card>
      <AgentList<TeamMembersValue, Row>
        params={params}
        usePage={useTeamMembersPage}
        useFeed={useTeamMembersFeed}
        testId="team-members"
        summary={(value) => <SummaryLine count={value.total} />}
        table={(rows, dimmed) => (
          <AgentTable caption={t("pages.teamManagement")} head={head} dimmed={dimmed}>
            {rows.map((row) => (
              <tr key={row.id} data-testid="team-member-row">
                <td className="px-3 py-2.5">
                  <span className="block font-medium">{row.account}</span>
                  {row.nickname && <span className="block text-xs text-fg-muted">{row.nickname}</span>}
                </td>
                <td className="px-3 py-2.5 tabular-nums">{row.level}</td>
                <td className="px-3 py-2.5 whitespace-nowrap">{typeName(row.isAgent)}</td>
                <td className="px-3 py-2.5 tabular-nums">{formatMinor(row.balance, language)}</td>
                <td className="px-3 py-2.5">{t(`statuses.${row.status}`)}</td>
                <td className="px-3 py-2.5 whitespace-nowrap">
                  {row.lastLoginAt ? formatDateTime(row.lastLoginAt, language) : t("team.never")}
                </td>
                <td className="px-3 py-2.5">
                  <ContractChips contracts={row.contracts} />
                </td>
                <td className="px-3 py-2.5 text-right">{details(row)}</td>
              </tr>
            ))}
          </AgentTable>
        )}
        cards={(rows) => (
          <ul className="grid gap-3">
            {rows.map((row) => (
              <AgentCard
                key={row.id}
                title={row.account}
                aside={<span className="text-xs text-fg-muted">{t("team.levelN", { level: row.level })}</span>}
                items={[
                  { label: t("columns.type"), value: typeName(row.isAgent) },
                  { label: t("columns.balance"), value: formatMinor(row.balance, language) },
                  { label: t("columns.status"), value: t(`statuses.${row.status}`) },
                  {
                    label: t("columns.lastLogin"),
                    value: row.lastLoginAt ? formatDateTime(row.lastLoginAt, language) : t("team.never"),
                  },
                ]}
                footer={
                  <div className="flex flex-wrap items-end justify-between gap-2">
                    <div className="grid gap-1">
                      <span className="text-xs text-fg-muted">{t("columns.contracts")}</span>
                      <ContractChips contracts={row.contracts} />
                    </div>
                    {details(row)}
                  </div>
                }
              />
            ))}
          </ul>
        )}
      />
      {open && <MemberDetailsDialog row={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
