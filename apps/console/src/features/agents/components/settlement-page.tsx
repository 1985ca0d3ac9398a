import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { AgentContractKind, ConsoleSettlementRun, ConsoleStatement } from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { SelectField, TextField } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { ErrorState, TableSkeleton } from "../../../components/ui/states";
import { DataTable, TablePager, TableStates } from "../../../components/ui/table-parts";
import { errorText } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd, formatSignedMinor } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import {
  AGENT_PAGE_SIZE,
  useComputeRun,
  useHoldStatement,
  usePayRun,
  useReleaseStatement,
  useSettlementRun,
  useSettlementRuns,
  type RunFilters,
} from "../api/agents";
import { formatPeriod } from "../utils/period";
import { CONTRACT_KINDS } from "../utils/terms";

const RUN_STATUSES: readonly ConsoleSettlementRun["status"][] = ["computed", "held", "paid"];
const RUN_TONE: Record<ConsoleSettlementRun["status"], BadgeTone> = { computed: "warn", held: "info", paid: "success" };

/**
 * Settlement runs per kind and period: compute one for review, open it to read each statement
 * (inputs, tier, deductions, amount, hash, ledger operation), hold or release statements and pay it.
 */
export function SettlementPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get("kind") ?? "";
  const statusParam = params.get("status") ?? "";
  const filters: RunFilters = {
    kind: (CONTRACT_KINDS as readonly string[]).includes(kindParam) ? (kindParam as AgentContractKind) : "",
    status: (RUN_STATUSES as readonly string[]).includes(statusParam)
      ? (statusParam as ConsoleSettlementRun["status"])
      : "",
  };
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const selected = params.get("run") ?? "";
  const query = useSettlementRuns(filters, page);
  const list = query.data?.list ?? [];
  const [computing, setComputing] = useState(false);

  function go(next: Partial<RunFilters> & { page?: number; run?: string }) {
    const merged = { ...filters, page, run: selected, ...next };
    const search = new URLSearchParams();
    if (merged.kind) search.set("kind", merged.kind);
    if (merged.status) search.set("status", merged.status);
    if (merged.page > 1) search.set("page", String(merged.page));
    if (merged.run) search.set("run", merged.run);
    setParams(search);
  }

  return (
    <>
      <PageHeader
        title={t("nav.agentSettlement")}
        description={t("agents.settlement.description")}
        actions={
          <Button variant="primary" onClick={() => setComputing(true)} data-testid="run-compute">
            {t("agents.settlement.compute")}
          </Button>
        }
      />
      <div className="grid gap-4 2xl:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <Panel className="min-w-0 self-start">
          <div className="grid gap-2 border-b border-line p-3 sm:grid-cols-2">
            <SelectField
              label={t("agents.contracts.kind")}
              value={filters.kind}
              onChange={(event) => go({ kind: event.target.value as RunFilters["kind"], page: 1 })}
            >
              <option value="">{t("agents.settlement.allKinds")}</option>
              {CONTRACT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`agents.kinds.${kind}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t("common.status")}
              value={filters.status}
              onChange={(event) => go({ status: event.target.value as RunFilters["status"], page: 1 })}
            >
              <option value="">{t("agents.settlement.allStatuses")}</option>
              {RUN_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`agents.settlement.status.${status}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div aria-busy={query.isFetching}>
            <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("agents.settlement.noRuns")}>
              {() => (
                <DataTable
                  caption={t("agents.settlement.runs")}
                  columns={[
                    t("agents.settlement.period"),
                    t("agents.contracts.kind"),
                    { label: t("agents.settlement.statements"), num: true },
                    { label: t("agents.settlement.amount"), num: true },
                    t("common.status"),
                  ]}
                >
                  <tbody>
                    {list.map((run) => (
                      <tr key={run.id} aria-current={run.id === selected ? "true" : undefined}>
                        <td data-label={t("agents.settlement.period")} className="wide text-xs">
                          <button
                            type="button"
                            onClick={() => go({ run: run.id })}
                            className="cursor-pointer text-left font-semibold text-brand underline-offset-2 hover:underline"
                            data-testid={`run-${run.id}`}
                          >
                            {formatPeriod(run.periodStart, run.periodEnd, language)}
                          </button>
                        </td>
                        <td data-label={t("agents.contracts.kind")}>{t(`agents.kinds.${run.kind}`)}</td>
                        <td data-label={t("agents.settlement.statements")} className="num">
                          {run.statements}
                        </td>
                        <td data-label={t("agents.settlement.amount")} className="num">
                          {formatVnd(run.amount, language)}
                        </td>
                        <td data-label={t("common.status")}>
                          <Badge tone={RUN_TONE[run.status]}>{t(`agents.settlement.status.${run.status}`)}</Badge>
                          {run.held > 0 && (
                            <span className="ml-1 text-xs text-fg-muted">
                              {t("agents.settlement.heldCount", { count: run.held })}
                            </span>
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
              onChange={(next) => go({ page: next })}
            />
          </div>
        </Panel>
        {selected ? (
          <RunPanel id={selected} />
        ) : (
          <Panel>
            <p className="px-4 py-10 text-center text-sm text-fg-muted">{t("agents.settlement.pickRun")}</p>
          </Panel>
        )}
      </div>
      {computing && <ComputeDialog onClose={() => setComputing(false)} onComputed={(id) => go({ run: id })} />}
    </>
  );
}

function ComputeDialog({ onClose, onComputed }: { onClose: () => void; onComputed: (id: string) => void }) {
  const { t } = useTranslation();
  const compute = useComputeRun();
  const [kind, setKind] = useState<AgentContractKind>("daily_salary");
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const realtime = kind === "realtime_salary";
  const missing = day === "" || (realtime && time === "");

  async function submit() {
    setTouched(true);
    if (missing) return;
    setError(null);
    try {
      const value = await compute.mutateAsync({ kind, period: realtime ? `${day}T${time}` : day });
      notify("success", t("agents.settlement.computed", { count: value.run.statements }));
      onComputed(value.run.id);
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("agents.settlement.compute")}
      description={t("agents.settlement.computeExplain")}
      busy={compute.isPending}
      submitLabel={t("agents.settlement.computeSubmit")}
      onSubmit={() => void submit()}
      error={error}
      testId="run-compute-submit"
    >
      <SelectField
        label={t("agents.contracts.kind")}
        value={kind}
        onChange={(event) => setKind(event.target.value as AgentContractKind)}
      >
        {CONTRACT_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`agents.kinds.${value}`)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("agents.settlement.day")}
          type="date"
          required
          value={day}
          error={touched && day === "" ? t("agents.settlement.dayRequired") : null}
          onChange={(event) => setDay(event.target.value)}
        />
        {realtime && (
          <TextField
            label={t("agents.settlement.time")}
            type="time"
            step={300}
            required
            value={time}
            error={touched && time === "" ? t("agents.settlement.dayRequired") : null}
            onChange={(event) => setTime(event.target.value)}
          />
        )}
      </div>
    </FormDialog>
  );
}

type StatementAction = { kind: "hold" | "release"; statement: ConsoleStatement } | { kind: "pay" };

function RunPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useSettlementRun(id);
  const pay = usePayRun();
  const hold = useHoldStatement();
  const release = useReleaseStatement();
  const [action, setAction] = useState<StatementAction | null>(null);
  if (query.isPending)
    return (
      <Panel>
        <TableSkeleton rows={5} />
      </Panel>
    );
  if (query.isError || !query.data)
    return (
      <Panel>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Panel>
    );
  const { run, statements } = query.data;
  return (
    <Panel
      className="min-w-0"
      title={t("agents.settlement.runTitle", { kind: t(`agents.kinds.${run.kind}`), id: run.id })}
      actions={
        run.status === "computed" && (
          <Button size="sm" variant="success" onClick={() => setAction({ kind: "pay" })} data-testid="run-pay">
            {t("agents.settlement.pay")}
          </Button>
        )
      }
    >
      <dl className="grid gap-2 border-b border-line p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-fg-muted">{t("agents.settlement.period")}</dt>
          <dd>{formatPeriod(run.periodStart, run.periodEnd, language)}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("common.status")}</dt>
          <dd>
            <Badge tone={RUN_TONE[run.status]}>{t(`agents.settlement.status.${run.status}`)}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("agents.settlement.operation")}</dt>
          <dd>{run.operationId ? `#${run.operationId}` : "—"}</dd>
        </div>
      </dl>
      {statements.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-fg-muted">{t("agents.settlement.noStatements")}</p>
      ) : (
        <DataTable
          caption={t("agents.settlement.statementsOf", { id: run.id })}
          columns={[
            t("agents.settlement.agent"),
            { label: t("agents.settlement.gross"), num: true },
            { label: t("agents.settlement.deductions"), num: true },
            { label: t("agents.settlement.amount"), num: true },
            t("common.status"),
            t("common.actions"),
          ]}
        >
          <tbody>
            {statements.map((statement) => {
              const deducted = BigInt(statement.gross) - BigInt(statement.amount);
              return (
                <tr key={statement.id} data-testid={`statement-${statement.agent.account}`}>
                  <td data-label={t("agents.settlement.agent")} className="wide">
                    <span className="font-semibold">{statement.agent.account}</span>
                    <span className="block text-xs text-fg-muted">
                      {t("agents.settlement.contractLine", {
                        id: statement.contractId,
                        version: statement.contractVersion,
                      })}
                    </span>
                    <StatementDetails statement={statement} />
                  </td>
                  <td data-label={t("agents.settlement.gross")} className="num">
                    {formatVnd(statement.gross, language)}
                  </td>
                  <td data-label={t("agents.settlement.deductions")} className="num">
                    {formatSignedMinor(-deducted, language)}
                  </td>
                  <td data-label={t("agents.settlement.amount")} className="num font-semibold">
                    {formatVnd(statement.amount, language)}
                  </td>
                  <td data-label={t("common.status")} className="text-xs">
                    {statement.hold ? (
                      <>
                        <Badge tone="warn">{t("agents.settlement.held")}</Badge>
                        <span className="mt-1 block text-fg-muted">
                          {statement.hold.reason} · {statement.hold.by}
                        </span>
                      </>
                    ) : statement.operationId ? (
                      <Badge tone="success">{t("agents.settlement.paidBy", { id: statement.operationId })}</Badge>
                    ) : statement.amount === "0" ? (
                      <Badge>{t("agents.settlement.zero")}</Badge>
                    ) : (
                      <Badge tone="warn">{t("agents.settlement.due")}</Badge>
                    )}
                  </td>
                  <td data-label={t("common.actions")}>
                    {statement.hold ? (
                      <Button size="sm" onClick={() => setAction({ kind: "release", statement })}>
                        {t("agents.settlement.release")}
                      </Button>
                    ) : (
                      run.status === "computed" &&
                      statement.amount !== "0" && (
                        <Button size="sm" variant="danger" onClick={() => setAction({ kind: "hold", statement })}>
                          {t("agents.settlement.hold")}
                        </Button>
                      )
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      <ConfirmDialog
        open={action?.kind === "pay"}
        onClose={() => setAction(null)}
        title={t("agents.settlement.payTitle", { amount: formatVnd(run.amount, language) })}
        confirmLabel={t("agents.settlement.pay")}
        variant="success"
        testId="run-pay-confirm"
        onConfirm={async () => {
          await pay.mutateAsync(run.id);
          notify("success", t("agents.settlement.paid"));
        }}
      >
        <p>{t("agents.settlement.payExplain")}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={action?.kind === "hold"}
        onClose={() => setAction(null)}
        title={t("agents.settlement.holdTitle", {
          account: action?.kind === "hold" ? action.statement.agent.account : "",
        })}
        confirmLabel={t("agents.settlement.hold")}
        variant="danger"
        reason="required"
        onConfirm={async (reason) => {
          if (action?.kind !== "hold") return;
          await hold.mutateAsync({ id: action.statement.id, reason });
        }}
      />
      <ConfirmDialog
        open={action?.kind === "release"}
        onClose={() => setAction(null)}
        title={t("agents.settlement.releaseTitle", {
          account: action?.kind === "release" ? action.statement.agent.account : "",
        })}
        confirmLabel={t("agents.settlement.release")}
        reason="optional"
        onConfirm={async (reason) => {
          if (action?.kind !== "release") return;
          await release.mutateAsync({ id: action.statement.id, reason });
        }}
      >
        <p>{run.status === "computed" ? t("agents.settlement.releaseWithRun") : t("agents.settlement.releasePays")}</p>
      </ConfirmDialog>
    </Panel>
  );
}

/** The statement's figures as they were computed (inputs, tier, deductions, carried amounts, hash). */
function StatementDetails({ statement }: { statement: ConsoleStatement }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lines: [string, string][] = [
    ...Object.entries(statement.inputs).map(([key, value]): [string, string] => [key, String(value)]),
    [t("agents.settlement.clawback"), formatVnd(statement.clawback, language)],
    [t("agents.settlement.carriedIn"), formatSignedMinor(statement.carriedIn, language)],
    [t("agents.settlement.carriedOut"), formatSignedMinor(statement.carriedOut, language)],
  ];
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer text-brand">{t("agents.settlement.details")}</summary>
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        {lines.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
        <dt className="text-fg-muted">{t("agents.settlement.tier")}</dt>
        <dd className="break-all">{statement.tier ? JSON.stringify(statement.tier) : "—"}</dd>
        <dt className="text-fg-muted">{t("agents.settlement.deductions")}</dt>
        <dd className="break-all">{statement.deductions.length ? JSON.stringify(statement.deductions) : "—"}</dd>
        <dt className="text-fg-muted">{t("agents.settlement.hash")}</dt>
        <dd className="font-mono break-all">{statement.hash}</dd>
      </dl>
    </details>
  );
}
