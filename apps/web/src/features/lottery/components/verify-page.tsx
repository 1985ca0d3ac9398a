import { useMemo } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { LotteryVerification } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { formatDateTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { useLotteryChains } from "../api/get-lottery-chains";
import { useLotteryVerification } from "../api/get-lottery-verification";
import { verifyInBrowser } from "../utils/verdict";
import { bettingHref, LoadError, LoadingBlock, Panel } from "./lottery-parts";
import { ResultsTable } from "./results-table";

function Check({ ok, label, testId }: { ok: boolean | null; label: string; testId: string }) {
  const { t } = useTranslation("lottery");
  return (
    <li className="flex items-center gap-2 text-sm" data-testid={testId} data-ok={ok === null ? "na" : String(ok)}>
      <span
        aria-hidden="true"
        className={cn(
          "grid size-6 place-items-center rounded-full text-xs font-bold",
          ok === null ? "bg-surface-2 text-fg-muted" : ok ? "bg-jade-fill text-on-jade" : "bg-danger text-bg",
        )}
      >
        {ok === null ? "–" : ok ? "✓" : "✗"}
      </span>
      <span className="text-fg">{label}</span>
      <span className="font-semibold text-fg-muted">
        {ok === null ? t("verify.notApplicable") : ok ? t("verify.ok") : t("verify.failed")}
      </span>
    </li>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold text-fg-muted">{label}</dt>
      <dd className="font-mono text-xs break-all text-fg sm:text-sm" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Verification({ v }: { v: LotteryVerification }) {
  const { t } = useTranslation("lottery");
  const verdict = useMemo(() => verifyInBrowser(v), [v]);
  return (
    <div className="grid gap-5">
      <section
        aria-labelledby="verdict-heading"
        className={cn(
          "grid gap-3 rounded-card border p-5",
          verdict.match ? "border-jade/50 bg-jade/10" : "border-danger/50 bg-danger/10",
        )}
      >
        <h2
          id="verdict-heading"
          className="font-display text-2xl font-bold text-fg"
          data-testid="verify-verdict"
          data-match={String(verdict.match)}
        >
          {verdict.match ? t("verify.match") : t("verify.mismatch")}
        </h2>
        <ul className="grid gap-1.5">
          <Check ok={verdict.chainOk} label={t("verify.chainCheck")} testId="verify-chain-check" />
          <Check ok={verdict.resultOk} label={t("verify.resultCheck")} testId="verify-result-check" />
        </ul>
        {v.source === "official" && <p className="text-sm text-fg-muted">{t("verify.officialNote")}</p>}
      </section>
      <Panel id="verify-inputs" title={t("verify.inputs")}>
        <dl className="grid gap-3">
          <Field label={t("verify.drawKey")} value={v.drawKey} testId="verify-draw-key" />
          <Field label={t("verify.seed")} value={v.seed} testId="verify-seed" />
          <Field label={t("verify.previousLink")} value={v.previousLink} testId="verify-previous" />
          <Field label={t("verify.terminalHash")} value={v.terminalHash} testId="verify-terminal" />
          <Field
            label={t("verify.chainPosition")}
            value={t("verify.chainPositionValue", { chainNo: v.chainNo, index: v.chainIndex, length: v.chainLength })}
            testId="verify-position"
          />
        </dl>
      </Panel>
      <div className="grid gap-5 xl:grid-cols-2">
        <Panel id="verify-published" title={t("verify.published")}>
          <ResultsTable
            structure={v.structure}
            result={v.result}
            caption={t("verify.published")}
            testId="verify-published-table"
          />
        </Panel>
        <Panel id="verify-recomputed" title={t("verify.recomputed")}>
          {verdict.recomputed ? (
            <ResultsTable
              structure={v.structure}
              result={verdict.recomputed}
              caption={t("verify.recomputed")}
              testId="verify-recomputed-table"
            />
          ) : (
            <p className="text-sm text-danger">{t("verify.cannotRecompute")}</p>
          )}
        </Panel>
      </div>
    </div>
  );
}

function ChainHelp({ gameCode, chainNo }: { gameCode?: string; chainNo?: number }) {
  const { t } = useTranslation("lottery");
  const language = useLanguage();
  const chains = useLotteryChains();
  return (
    <Panel id="chain-help" title={t("verify.helpTitle")}>
      <div className="grid gap-3 text-sm text-fg-muted">
        <p>{t("verify.help1")}</p>
        <p>{t("verify.help2")}</p>
        <p>{t("verify.help3")}</p>
        <h3 className="mt-2 font-semibold text-fg">{t("verify.chainsTitle")}</h3>
        {!chains.data ? (
          chains.isError ? (
            <LoadError title={t("errors.chains")} onRetry={() => void chains.refetch()} />
          ) : (
            <LoadingBlock className="h-20" />
          )
        ) : chains.data.length === 0 ? (
          <p>{t("verify.noChains")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-xs" data-testid="chains-table">
              <caption className="sr-only">{t("verify.chainsTitle")}</caption>
              <thead>
                <tr className="border-b border-line text-fg-muted">
                  <th scope="col" className="py-1.5 pr-3">
                    {t("verify.game")}
                  </th>
                  <th scope="col" className="py-1.5 pr-3">
                    {t("verify.chainNo")}
                  </th>
                  <th scope="col" className="py-1.5 pr-3">
                    {t("verify.length")}
                  </th>
                  <th scope="col" className="py-1.5 pr-3">
                    {t("verify.terminalHash")}
                  </th>
                  <th scope="col" className="py-1.5">
                    {t("verify.published")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {chains.data.map((chain) => (
                  <tr
                    key={`${chain.gameCode}-${chain.chainNo}`}
                    className={cn(
                      "border-b border-line/60",
                      chain.gameCode === gameCode && chain.chainNo === chainNo && "bg-gold-soft/20 text-fg",
                    )}
                  >
                    <td className="py-1.5 pr-3 font-semibold">{chain.gameCode}</td>
                    <td className="py-1.5 pr-3">{chain.chainNo}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{chain.length}</td>
                    <td className="py-1.5 pr-3 font-mono break-all">{chain.terminalHash}</td>
                    <td className="py-1.5">{formatDateTime(chain.createdAt, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Panel>
  );
}

/** /lottery?verify=<drawId>: the draw recomputed in this browser, the verdict and the chain help. */
export function VerifyPage({ drawId }: { drawId: string }) {
  const { t } = useTranslation("lottery");
  const valid = /^[0-9]{1,18}$/.test(drawId);
  const verification = useLotteryVerification(valid ? drawId : "");
  const v = verification.data;
  let body;
  if (!valid) body = <EmptyState title={t("verify.notFound")} description={t("verify.notFoundBody")} />;
  else if (!v) {
    body = verification.isError ? (
      <LoadError title={t("verify.loadError")} onRetry={() => void verification.refetch()} />
    ) : (
      <LoadingBlock lines={2} className="h-40" />
    );
  } else body = <Verification v={v} />;
  return (
    <PageContainer className="grid gap-5" data-testid="verify-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-fg">{t("verify.title")}</h1>
          {v && (
            <p className="mt-1 text-sm text-fg-muted">
              {v.gameCode} · {t("results.issue", { issue: v.issue })}
            </p>
          )}
        </div>
        {v && (
          <Link
            to={bettingHref(v.gameCode, "lobby")}
            className="text-sm font-semibold text-gold underline-offset-4 hover:underline"
          >
            {t("verify.toGame")}
          </Link>
        )}
      </div>
      {body}
      <ChainHelp gameCode={v?.gameCode} chainNo={v?.chainNo} />
    </PageContainer>
  );
}
