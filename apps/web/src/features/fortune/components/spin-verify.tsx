import { useMemo } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { chancePercent, FORTUNE_ROUTES, verifySpin, wheelChances, type FortuneSpin } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { formatDateTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { newRequestId } from "../../../lib/request-id";
import { useSpin } from "../api/get-spins";
import { useRotateWheelSeed } from "../api/wheel-seed";
import { Check, Field, LoadError, LoadingBlock, Money, Panel } from "./fortune-parts";

function prizeLabel(amount: string, nothing: string) {
  return amount === "0" ? nothing : <Money minor={amount} />;
}

function Verdict({ spin }: { spin: FortuneSpin & { serverSeed: string } }) {
  const { t } = useTranslation("fortune");
  const verdict = useMemo(() => verifySpin(spin), [spin]);
  const chances = wheelChances(spin.weights);
  return (
    <div className="grid gap-5">
      <section
        aria-labelledby="spin-verdict"
        className={cn(
          "grid gap-3 rounded-card border p-5",
          verdict.match ? "border-jade/50 bg-jade/10" : "border-danger/50 bg-danger/10",
        )}
      >
        <h2
          id="spin-verdict"
          className="font-display text-2xl font-bold text-fg"
          data-testid="verify-verdict"
          data-match={String(verdict.match)}
        >
          {verdict.match ? t("verify.match") : t("verify.mismatch")}
        </h2>
        <ul className="grid gap-1.5">
          <Check ok={verdict.seedOk} label={t("verify.seedCheck")} testId="verify-seed-check" />
          <Check ok={verdict.segmentOk} label={t("verify.segmentCheck")} testId="verify-segment-check" />
        </ul>
        <p className="text-sm text-fg-muted">
          {t("verify.recomputedSegment", { segment: (verdict.recomputed ?? -1) + 1 })}{" "}
          {verdict.recomputed !== null && prizeLabel(spin.amounts[verdict.recomputed] ?? "0", t("wheel.nothing"))}
        </p>
      </section>
      <Panel id="spin-inputs" title={t("verify.inputs")}>
        <dl className="grid gap-3">
          <Field label={t("seed.server")} value={spin.serverSeed} testId="verify-server-seed" />
          <Field label={t("seed.hash")} value={spin.seedHash} testId="verify-seed-hash" />
          <Field label={t("seed.client")} value={spin.clientSeed} />
          <Field label={t("seed.nonce")} value={spin.nonce} />
        </dl>
      </Panel>
      <Panel id="spin-table" title={t("verify.table")}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("verify.table")}</caption>
          <thead>
            <tr className="border-b border-line text-xs text-fg-muted">
              <th scope="col" className="py-1.5 pr-2">
                #
              </th>
              <th scope="col" className="py-1.5 pr-2">
                {t("wheel.prize")}
              </th>
              <th scope="col" className="py-1.5 text-right">
                {t("wheel.chance")}
              </th>
            </tr>
          </thead>
          <tbody>
            {spin.amounts.map((amount, i) => (
              <tr
                key={i}
                className={cn("border-b border-line/60", i === spin.segment && "bg-gold-soft/20 font-semibold")}
                aria-current={i === spin.segment ? "true" : undefined}
              >
                <td className="py-1.5 pr-2">{i + 1}</td>
                <td className="py-1.5 pr-2">{prizeLabel(amount, t("wheel.nothing"))}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {chancePercent(chances[i]!.numerator, chances[i]!.denominator)} %
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
    </div>
  );
}

function Unrevealed({ spin }: { spin: FortuneSpin }) {
  const { t } = useTranslation("fortune");
  const rotate = useRotateWheelSeed();
  return (
    <Panel id="spin-unrevealed" title={t("verify.notYet")}>
      <p className="text-sm text-fg-muted">{t("verify.notYetBody")}</p>
      <dl className="mt-3 grid gap-2">
        <Field label={t("seed.hash")} value={spin.seedHash} />
        <Field label={t("seed.client")} value={spin.clientSeed} />
        <Field label={t("seed.nonce")} value={spin.nonce} />
      </dl>
      <Button
        className="mt-4"
        variant="gold"
        disabled={rotate.isPending}
        data-testid="verify-reveal"
        onClick={() =>
          rotate.mutate(newRequestId().slice(0, 16), {
            onError: () => toast({ tone: "error", title: t("errors.generic") }),
          })
        }
      >
        {t("verify.reveal")}
      </Button>
    </Panel>
  );
}

/** /luckyWheel?verify=<spin>: one of the member's spins recomputed in this browser. */
export function SpinVerifyPage({ spinId }: { spinId: string }) {
  const { t } = useTranslation("fortune");
  const language = useLanguage();
  const session = useSession();
  const valid = /^[0-9]{1,18}$/.test(spinId);
  const spin = useSpin(valid ? spinId : null);
  const s = spin.data;
  let body;
  if (!valid) body = <EmptyState title={t("verify.notFound")} />;
  else if (!session) {
    body = (
      <EmptyState
        title={t("verify.login")}
        action={<Button onClick={() => openAccountDialog({ kind: "login" })}>{t("wheel.login")}</Button>}
      />
    );
  } else if (!s) {
    body = spin.isError ? (
      <LoadError title={t("verify.notFound")} onRetry={() => void spin.refetch()} />
    ) : (
      <LoadingBlock lines={2} className="h-40" />
    );
  } else body = s.serverSeed ? <Verdict spin={{ ...s, serverSeed: s.serverSeed }} /> : <Unrevealed spin={s} />;
  return (
    <PageContainer className="grid gap-5" data-testid="spin-verify-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-fg">{t("verify.title")}</h1>
          {s && (
            <p className="mt-1 text-sm text-fg-muted">
              {s.campaignTitle} · {formatDateTime(s.at, language)} · {prizeLabel(s.amount, t("wheel.nothing"))}
            </p>
          )}
        </div>
        <Link to={FORTUNE_ROUTES.wheel} className="text-sm font-semibold text-gold underline-offset-4 hover:underline">
          {t("verify.back")}
        </Link>
      </div>
      {body}
      <Panel id="spin-help" title={t("verify.helpTitle")}>
        <div className="grid gap-2 text-sm text-fg-muted">
          <p>{t("verify.help1")}</p>
          <p>{t("verify.help2")}</p>
        </div>
      </Panel>
    </PageContainer>
  );
}
