import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  type ProtectionLimitKind,
  type ProtectionMemberView,
  type ProtectionPeriod,
} from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { SelectField, TextField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { QueryStates } from "../../../components/ui/states";
import { DataTable, SearchForm, TablePager, TableStates } from "../../../components/ui/table-parts";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd, parseVndInput } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import {
  downloadExclusionsCsv,
  useExclusions,
  useFindings,
  useProtectionMember,
  useSetOperatorLimit,
} from "../api/protection";

/**
 * Responsible gaming (issue 16): time-outs and self-exclusions with the regulators' CSV export, one
 * member's limits (self, operator, effective, used) with operator-imposed limits that can only
 * reduce, and the deposits credited past a limit by a path that could not refuse them. Changes and
 * exports are audited on the server.
 */
export function ProtectionPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const [memberId, setMemberId] = useState("");
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadExclusionsCsv();
    } catch (failure) {
      notify("error", errorText(failure, t));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <PageHeader
        title={t("nav.protection")}
        description={t("protection.description")}
        actions={
          <Button onClick={() => void exportCsv()} disabled={exporting} data-testid="protection-export">
            {t("protection.export")}
          </Button>
        }
      />
      <div className="space-y-4">
        <MemberPanel memberId={memberId} onSearch={setMemberId} canChange={canChange} />
        <ExclusionsPanel onOpen={setMemberId} />
        <FindingsPanel onOpen={setMemberId} />
      </div>
    </>
  );
}

function ExclusionsPanel({ onOpen }: { onOpen: (memberId: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [kind, setKind] = useState("");
  const [active, setActive] = useState("true");
  const [page, setPage] = useState(1);
  const query = useExclusions({ kind, active, page });
  return (
    <Panel title={t("protection.exclusions.title")}>
      <div className="flex flex-wrap gap-3 border-b border-line p-3">
        <SelectField
          label={t("protection.exclusions.kind")}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t("protection.all")}</option>
          <option value="timeout">{t("protection.kinds.timeout")}</option>
          <option value="self_exclusion">{t("protection.kinds.self_exclusion")}</option>
        </SelectField>
        <SelectField
          label={t("protection.exclusions.state")}
          value={active}
          onChange={(e) => {
            setActive(e.target.value);
            setPage(1);
          }}
        >
          <option value="true">{t("protection.exclusions.running")}</option>
          <option value="false">{t("protection.exclusions.ended")}</option>
          <option value="">{t("protection.all")}</option>
        </SelectField>
      </div>
      <TableStates query={query} isEmpty={query.data?.list.length === 0} emptyTitle={t("protection.exclusions.empty")}>
        {() => (
          <DataTable
            caption={t("protection.exclusions.title")}
            columns={[
              t("protection.columns.member"),
              t("protection.columns.type"),
              t("protection.columns.term"),
              t("protection.columns.start"),
              t("protection.columns.end"),
              t("protection.columns.reason"),
              "",
            ]}
          >
            <tbody>
              {query.data!.list.map((row) => (
                <tr key={row.id} data-testid={`exclusion-row-${row.memberId}`}>
                  <td>
                    {row.account} <span className="text-fg-muted">#{row.memberId}</span>
                  </td>
                  <td>
                    <Badge tone={row.kind === "self_exclusion" ? "danger" : "warn"}>
                      {t(`protection.kinds.${row.kind}`)}
                    </Badge>
                  </td>
                  <td>{t(`protection.terms.${row.term}`, { defaultValue: row.term })}</td>
                  <td>{formatDateTime(row.startedAt, language)}</td>
                  <td>{row.endsAt ? formatDateTime(row.endsAt, language) : t("protection.terms.permanent")}</td>
                  <td className="max-w-64 truncate">{row.reason || "—"}</td>
                  <td>
                    <Button size="sm" variant="secondary" onClick={() => onOpen(row.memberId)}>
                      {t("protection.open")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </TableStates>
      <TablePager page={page} size={20} total={query.data?.total} onChange={setPage} />
    </Panel>
  );
}

function FindingsPanel({ onOpen }: { onOpen: (memberId: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const query = useFindings(page);
  return (
    <Panel title={t("protection.findings.title")}>
      <p className="px-4 pt-3 text-sm text-fg-muted">{t("protection.findings.text")}</p>
      <TableStates query={query} isEmpty={query.data?.list.length === 0} emptyTitle={t("protection.findings.empty")}>
        {() => (
          <DataTable
            caption={t("protection.findings.title")}
            columns={[
              t("protection.columns.member"),
              t("protection.columns.at"),
              t("protection.columns.reference"),
              { label: t("protection.columns.amount"), num: true },
              t("protection.columns.why"),
              "",
            ]}
          >
            <tbody>
              {query.data!.list.map((row) => (
                <tr key={row.id}>
                  <td>{row.account}</td>
                  <td>{formatDateTime(row.at, language)}</td>
                  <td>{row.reference}</td>
                  <td className="num">{formatVnd(row.amount, language)}</td>
                  <td>{t(`protection.findingKinds.${row.kind}`, { defaultValue: row.kind })}</td>
                  <td>
                    <Button size="sm" variant="secondary" onClick={() => onOpen(row.memberId)}>
                      {t("protection.open")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </TableStates>
      <TablePager page={page} size={20} total={query.data?.total} onChange={setPage} />
    </Panel>
  );
}

function MemberPanel({
  memberId,
  onSearch,
  canChange,
}: {
  memberId: string;
  onSearch: (id: string) => void;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const query = useProtectionMember(memberId);
  return (
    <Panel title={t("protection.member.title")}>
      <SearchForm
        label={t("protection.member.search")}
        name="memberId"
        value={memberId}
        placeholder={t("protection.member.placeholder")}
        onSearch={onSearch}
      />
      {/^[0-9]{1,18}$/.test(memberId) ? (
        <QueryStates query={query} rows={3}>
          {(view) => <MemberView view={view} canChange={canChange} />}
        </QueryStates>
      ) : (
        <p className="p-4 text-sm text-fg-muted">{t("protection.member.hint")}</p>
      )}
    </Panel>
  );
}

function amountText(
  kind: ProtectionLimitKind,
  value: string | null,
  language: string,
  t: (k: string, o: { count: number }) => string,
) {
  if (value === null) return "—";
  return kind === "session" ? t("protection.minutes", { count: Number(value) }) : formatVnd(value, language);
}

function MemberView({ view, canChange }: { view: ProtectionMemberView; canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="space-y-4 p-4" data-testid="protection-member">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {view.account} <span className="text-fg-muted">#{view.memberId}</span>
        </span>
        {view.block ? (
          <Badge tone="danger">
            {t(`protection.kinds.${view.block.kind}`)} ·{" "}
            {view.block.endsAt ? formatDateTime(view.block.endsAt, language) : t("protection.terms.permanent")}
          </Badge>
        ) : (
          <Badge tone="success">{t("protection.member.open")}</Badge>
        )}
        <Badge>
          {t("protection.member.reality", {
            value: view.realityCheckMinutes
              ? t("protection.minutes", { count: view.realityCheckMinutes })
              : t("protection.off"),
          })}
        </Badge>
      </div>
      {view.limits.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("protection.member.noLimits")}</p>
      ) : (
        <DataTable
          caption={t("protection.member.limits")}
          columns={[
            t("protection.columns.limit"),
            { label: t("protection.columns.self"), num: true },
            { label: t("protection.columns.operator"), num: true },
            { label: t("protection.columns.effective"), num: true },
            { label: t("protection.columns.used"), num: true },
            t("protection.columns.pending"),
          ]}
        >
          <tbody>
            {view.limits.map((l) => (
              <tr key={`${l.kind}-${l.period}`}>
                <td>
                  {t(`protection.limitKinds.${l.kind}`)} · {t(`protection.periods.${l.period}`)}
                </td>
                <td className="num">{amountText(l.kind, l.self, language, t)}</td>
                <td className="num">{amountText(l.kind, l.operator, language, t)}</td>
                <td className="num">{amountText(l.kind, l.effective, language, t)}</td>
                <td className="num">{amountText(l.kind, l.used, language, t)}</td>
                <td>
                  {l.pending
                    ? `${l.pending.remove ? t("protection.member.removal") : amountText(l.kind, l.pending.amount, language, t)} · ${formatDateTime(l.pending.confirmableAt, language)}`
                    : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {canChange && <OperatorLimitForm memberId={view.memberId} />}
      {view.exclusions.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t("protection.member.exclusions")}</h3>
          <ul className="space-y-1 text-sm">
            {view.exclusions.map((e) => (
              <li key={e.id}>
                {t(`protection.kinds.${e.kind}`)} · {t(`protection.terms.${e.term}`, { defaultValue: e.term })} ·{" "}
                {formatDateTime(e.startedAt, language)} →{" "}
                {e.endsAt ? formatDateTime(e.endsAt, language) : t("protection.terms.permanent")}
              </li>
            ))}
          </ul>
        </div>
      )}
      {view.history.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t("protection.member.history")}</h3>
          <ul className="space-y-1 text-sm text-fg-muted">
            {view.history.slice(0, 20).map((h, i) => (
              <li key={`${h.at}-${i}`}>
                {formatDateTime(h.at, language)} · {h.actor} · {h.action}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function OperatorLimitForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const save = useSetOperatorLimit(memberId);
  const [kind, setKind] = useState<ProtectionLimitKind>("deposit");
  const [period, setPeriod] = useState<ProtectionPeriod>("day");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent, remove: boolean) {
    event.preventDefault();
    setError(null);
    let value: string | null = null;
    if (!remove) {
      if (kind === "session") {
        if (!/^[0-9]{1,6}$/.test(amount.trim())) return setError(t("protection.form.invalid"));
        value = amount.trim();
      } else {
        const parsed = parseVndInput(amount);
        if (!parsed.ok) return setError(t("protection.form.invalid"));
        value = parsed.minor;
      }
    }
    if (reason.trim() === "") return setError(t("protection.form.reasonRequired"));
    try {
      await save.mutateAsync({ kind, period, amount: value, reason: reason.trim() });
      notify("success", t("protection.form.saved"));
      setAmount("");
      setReason("");
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }
  return (
    <form onSubmit={(e) => void submit(e, false)} noValidate className="space-y-3 rounded-md border border-line p-3">
      <h3 className="text-sm font-semibold">{t("protection.form.title")}</h3>
      <p className="text-xs text-fg-muted">{t("protection.form.text")}</p>
      <div className="grid gap-3 sm:grid-cols-4">
        <SelectField
          label={t("protection.columns.limit")}
          value={kind}
          onChange={(e) => setKind(e.target.value as ProtectionLimitKind)}
        >
          {PROTECTION_LIMIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`protection.limitKinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("protection.form.period")}
          value={period}
          onChange={(e) => setPeriod(e.target.value as ProtectionPeriod)}
        >
          {PROTECTION_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`protection.periods.${p}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={kind === "session" ? t("protection.form.minutes") : t("protection.form.amount")}
          value={amount}
          inputMode="numeric"
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          label={t("protection.form.reason")}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t("protection.form.save")}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={save.isPending}
          onClick={(e) => void submit(e as unknown as FormEvent, true)}
        >
          {t("protection.form.remove")}
        </Button>
      </div>
    </form>
  );
}
