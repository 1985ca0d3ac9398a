import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ConsoleGameRound, ConsoleVendorTransaction } from "@lotus/contracts/web";
import { ApiError } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/format";
import { formatVnd } from "../../../lib/money";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { CopyButton } from "../../../components/ui/copy-button";
import { inputClasses, SelectField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/ui/states";
import { DataTable, SearchForm, TablePager } from "../../../components/ui/table-parts";
import { ROUND_PAGE_SIZE, useGameVendors, useMemberRounds, useVendorTransaction } from "../api/games";
import { prettyJson } from "../utils/filters";

const STATUS_TONE: Record<ConsoleGameRound["status"], BadgeTone> = {
  open: "info",
  settled: "success",
  rolled_back: "warn",
};
const KIND_TONE: Record<ConsoleVendorTransaction["kind"], BadgeTone> = {
  bet: "neutral",
  win: "success",
  rollback: "warn",
};

const isNotFound = (error: unknown) => error instanceof ApiError && error.code === "not_found";

/**
 * For a player's complaint: the player's rounds by account (newest first) and one seamless wallet
 * transaction by vendor and transaction id, with the answer the vendor got. Both in the URL.
 */
export function RoundsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("nav.rounds")} description={t("rounds.description")} />
      <div className="space-y-4">
        <MemberRounds />
        <TransactionLookup />
      </div>
    </>
  );
}

function MemberRounds() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const account = (params.get("account") ?? "").trim().slice(0, 64);
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(params.get("page") ?? "1")) || 1));
  const query = useMemberRounds(account, page);
  const list = query.data?.list ?? [];

  function go(nextAccount: string, nextPage: number) {
    const next = new URLSearchParams(params);
    next.delete("account");
    next.delete("page");
    if (nextAccount) next.set("account", nextAccount);
    if (nextPage > 1) next.set("page", String(nextPage));
    setParams(next);
  }

  return (
    <Panel title={t("rounds.memberTitle")}>
      <SearchForm
        label={t("rounds.account")}
        name="account"
        value={account}
        placeholder={t("rounds.accountPlaceholder")}
        onSearch={(text) => go(text, 1)}
        required
        autoComplete="off"
      />
      <p role="status" className="sr-only">
        {query.data ? t("rounds.resultCount", { count: query.data.total, account: query.data.member.account }) : ""}
      </p>
      <div aria-busy={query.isFetching}>
        {account === "" ? (
          <EmptyState title={t("rounds.prompt")} />
        ) : query.isPending ? (
          <TableSkeleton />
        ) : query.isError && isNotFound(query.error) ? (
          <EmptyState title={t("rounds.noMember", { account })} />
        ) : query.isError && !query.data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title={t("rounds.none", { account: query.data?.member.account ?? account })} />
        ) : (
          <DataTable
            caption={t("rounds.caption", { account: query.data?.member.account ?? account })}
            className="relative overflow-x-auto"
            columns={[
              t("rounds.col.started"),
              t("rounds.col.round"),
              t("rounds.col.game"),
              { label: t("rounds.col.bet"), num: true },
              { label: t("rounds.col.win"), num: true },
              t("common.status"),
              t("rounds.col.ended"),
            ]}
          >
            <tbody>
              {list.map((round) => (
                <tr key={round.id} data-testid={`round-row-${round.roundId}`}>
                  <td data-label={t("rounds.col.started")} className="text-xs whitespace-nowrap">
                    {formatDateTime(round.startedAt, language)}
                  </td>
                  <th scope="row" data-label={t("rounds.col.round")} className="font-mono text-xs break-all">
                    {round.roundId}
                    <CopyButton value={round.roundId} label={t("rounds.col.round")} />
                  </th>
                  <td data-label={t("rounds.col.game")} className="text-xs">
                    {round.gameName} <span className="text-fg-muted">#{round.gameId}</span>
                    <span className="block text-fg-muted">
                      {round.vendorName} · <span className="font-mono">{round.vendorCode}</span>
                    </span>
                  </td>
                  <td data-label={t("rounds.col.bet")} className="num">
                    {formatVnd(round.bet, language)}
                  </td>
                  <td data-label={t("rounds.col.win")} className="num font-semibold">
                    {formatVnd(round.win, language)}
                  </td>
                  <td data-label={t("common.status")}>
                    <Badge tone={STATUS_TONE[round.status]}>{t(`rounds.status.${round.status}`)}</Badge>
                  </td>
                  <td data-label={t("rounds.col.ended")} className="text-xs whitespace-nowrap">
                    {formatDateTime(round.endedAt, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        {account !== "" && (
          <TablePager
            page={page}
            size={ROUND_PAGE_SIZE}
            total={query.data?.total}
            onChange={(next) => go(account, next)}
          />
        )}
      </div>
    </Panel>
  );
}

const TRANSACTION_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

function TransactionLookup() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const vendors = useGameVendors();
  const vendor = params.get("vendor") ?? "";
  const transactionId = (params.get("tx") ?? "").trim();
  const valid = TRANSACTION_ID.test(transactionId);
  const query = useVendorTransaction(vendor, valid ? transactionId : "");
  const [draftVendor, setDraftVendor] = useState(vendor);
  const [draftTx, setDraftTx] = useState(transactionId);
  const [touched, setTouched] = useState(false);
  const txId = useId();
  const txErrorId = useId();
  const draftInvalid = draftTx.trim() !== "" && !TRANSACTION_ID.test(draftTx.trim());

  useEffect(() => setDraftVendor(vendor), [vendor]);
  useEffect(() => setDraftTx(transactionId), [transactionId]);

  function submit() {
    setTouched(true);
    if (!draftVendor || !TRANSACTION_ID.test(draftTx.trim())) return;
    const next = new URLSearchParams(params);
    next.set("vendor", draftVendor);
    next.set("tx", draftTx.trim());
    setParams(next);
  }

  const tx = query.data;
  return (
    <Panel title={t("rounds.transactionTitle")}>
      <form
        role="search"
        className="grid grid-cols-1 items-end gap-2 border-b border-line p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SelectField
          label={t("rounds.vendor")}
          value={draftVendor}
          required
          onChange={(event) => setDraftVendor(event.target.value)}
          error={touched && !draftVendor ? t("rounds.vendorRequired") : null}
        >
          <option value="">{t("rounds.chooseVendor")}</option>
          {(vendors.data ?? []).map((v) => (
            <option key={v.code} value={v.code}>
              {v.name} ({v.code})
            </option>
          ))}
        </SelectField>
        <div className="min-w-0">
          <label htmlFor={txId} className="mb-1 block text-sm font-medium">
            {t("rounds.transactionId")}
          </label>
          <input
            id={txId}
            type="search"
            name="tx"
            required
            maxLength={64}
            autoComplete="off"
            value={draftTx}
            onChange={(event) => setDraftTx(event.target.value)}
            aria-invalid={(touched && draftTx.trim() === "") || draftInvalid ? true : undefined}
            aria-describedby={draftInvalid || (touched && draftTx.trim() === "") ? txErrorId : undefined}
            className={`${inputClasses} font-mono`}
          />
          {(draftInvalid || (touched && draftTx.trim() === "")) && (
            <p id={txErrorId} className="mt-1 text-xs text-danger">
              {t("rounds.transactionIdInvalid")}
            </p>
          )}
        </div>
        <Button type="submit" variant="primary" className={draftInvalid ? "sm:mb-5" : undefined}>
          {t("rounds.lookUp")}
        </Button>
      </form>
      <div aria-busy={query.isFetching} aria-live="polite">
        {!vendor || !valid ? (
          <EmptyState title={t("rounds.transactionPrompt")} />
        ) : query.isPending ? (
          <TableSkeleton rows={4} />
        ) : query.isError && isNotFound(query.error) ? (
          <EmptyState title={t("rounds.noTransaction", { id: transactionId, vendor })} />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : tx ? (
          <div className="grid gap-4 p-4 lg:grid-cols-2" data-testid="vendor-transaction">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-fg-muted">{t("rounds.tx.id")}</dt>
              <dd className="font-mono break-all">{tx.transactionId}</dd>
              <dt className="text-fg-muted">{t("rounds.tx.kind")}</dt>
              <dd>
                <Badge tone={KIND_TONE[tx.kind]}>{t(`rounds.kind.${tx.kind}`)}</Badge>
              </dd>
              <dt className="text-fg-muted">{t("rounds.tx.outcome")}</dt>
              <dd>
                <Badge tone={tx.outcome === "ok" ? "success" : "danger"}>
                  {tx.outcome === "ok" ? t("rounds.tx.accepted") : tx.outcome}
                </Badge>
              </dd>
              <dt className="text-fg-muted">{t("rounds.tx.amount")}</dt>
              <dd className="font-semibold tabular-nums">{formatVnd(tx.amount, language)}</dd>
              <dt className="text-fg-muted">{t("rounds.tx.member")}</dt>
              <dd>
                {tx.memberAccount} <span className="text-fg-muted">#{tx.memberId}</span>
              </dd>
              <dt className="text-fg-muted">{t("rounds.col.game")}</dt>
              <dd>
                {tx.gameName} <span className="text-fg-muted">#{tx.gameId}</span>
              </dd>
              <dt className="text-fg-muted">{t("rounds.col.round")}</dt>
              <dd className="font-mono break-all">{tx.roundId}</dd>
              {tx.referenceTransactionId && (
                <>
                  <dt className="text-fg-muted">{t("rounds.tx.reference")}</dt>
                  <dd className="font-mono break-all">{tx.referenceTransactionId}</dd>
                </>
              )}
              <dt className="text-fg-muted">{t("rounds.tx.operation")}</dt>
              <dd className="font-mono">{tx.operationId ?? t("rounds.tx.noOperation")}</dd>
              <dt className="text-fg-muted">{t("rounds.tx.at")}</dt>
              <dd>{formatDateTime(tx.createdAt, language)}</dd>
            </dl>
            <div className="min-w-0">
              <div className="mb-1 flex items-center justify-between gap-2">
                <h3 className="text-sm font-medium">{t("rounds.tx.answer")}</h3>
                <CopyButton value={prettyJson(tx.answer)} label={t("rounds.tx.answer")} />
              </div>
              <pre
                tabIndex={0}
                aria-label={t("rounds.tx.answer")}
                className="max-h-80 overflow-auto rounded-md border border-line bg-surface-2 p-3 font-mono text-xs"
              >
                {prettyJson(tx.answer)}
              </pre>
            </div>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
