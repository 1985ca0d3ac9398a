import { useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  CLIENT_SEED_PATTERN,
  chancePercent,
  FORTUNE_ROUTES,
  type FortuneSpinResult,
  type FortuneWheel,
} from "@lotus/contracts/web";
import { Button, buttonClasses } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { PageHeader } from "../../../components/ui/page-header";
import { Pagination } from "../../../components/ui/pagination";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { ApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { useRequestId } from "../../../lib/use-request-id";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useSpins } from "../api/get-spins";
import { useWheels } from "../api/get-wheels";
import { useSpinWheel } from "../api/spin-wheel";
import { useRotateWheelSeed, useWheelSeed } from "../api/wheel-seed";
import { landingRotation } from "../utils/wheel-geometry";
import { Field, LoadError, LoadingBlock, Money, Panel } from "./fortune-parts";
import { SpinVerifyPage } from "./spin-verify";
import { WheelGraphic } from "./wheel-graphic";

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

function PrizeTable({ wheel }: { wheel: FortuneWheel }) {
  const { t } = useTranslation("fortune");
  return (
    <Panel id="wheel-prizes" title={t("wheel.prizes")}>
      <table className="w-full text-left text-sm" data-testid="wheel-prize-table">
        <caption className="sr-only">{t("wheel.prizes")}</caption>
        <thead>
          <tr className="border-b border-line text-xs text-fg-muted">
            <th scope="col" className="py-1.5 pr-2">
              {t("wheel.prize")}
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right">
              {t("wheel.chance")}
            </th>
            <th scope="col" className="py-1.5 text-right">
              {t("wheel.exact")}
            </th>
          </tr>
        </thead>
        <tbody>
          {wheel.prizes.map((p, i) => (
            <tr key={i} className="border-b border-line/60">
              <td className="py-1.5 pr-2 font-semibold text-fg">
                {p.amount === "0" ? t("wheel.nothing") : <Money minor={p.amount} />}
              </td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{chancePercent(p.numerator, p.denominator)} %</td>
              <td className="py-1.5 text-right text-fg-muted tabular-nums">
                {p.numerator}/{p.denominator}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-fg-muted">
        {wheel.wagering > 0 ? t("wheel.wagering", { times: wheel.wagering }) : t("wheel.realMoney")}
      </p>
    </Panel>
  );
}

function EarnRules({ wheel }: { wheel: FortuneWheel }) {
  const { t } = useTranslation("fortune");
  return (
    <Panel id="wheel-earn" title={t("wheel.earnTitle")}>
      <ul className="grid list-disc gap-1.5 ps-5 text-sm text-fg-muted">
        {wheel.depositPerTicket && (
          <li>
            {t("wheel.earnDeposit")} <Money minor={wheel.depositPerTicket} className="font-semibold text-fg" />
          </li>
        )}
        {wheel.betPerTicket && (
          <li>
            {t("wheel.earnBet")} <Money minor={wheel.betPerTicket} className="font-semibold text-fg" />
          </li>
        )}
        <li>{t("wheel.earnGrant")}</li>
      </ul>
    </Panel>
  );
}

function SeedPanel() {
  const { t } = useTranslation("fortune");
  const seed = useWheelSeed();
  const rotate = useRotateWheelSeed();
  const [clientSeed, setClientSeed] = useState("");
  const [revealed, setRevealed] = useState<string | null>(null);
  const inputId = useId();
  const valid = CLIENT_SEED_PATTERN.test(clientSeed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    rotate.mutate(clientSeed, {
      onSuccess: (value) => {
        setRevealed(value.previous.serverSeed);
        setClientSeed("");
        toast({ tone: "success", title: t("seed.rotated") });
      },
      onError: (error) => toast({ tone: "error", title: errorText(error, t("errors.generic")) }),
    });
  };
  return (
    <Panel id="wheel-seed" title={t("seed.title")}>
      <p className="mb-3 text-sm text-fg-muted">{t("seed.help")}</p>
      {!seed.data ? (
        seed.isError ? (
          <LoadError title={t("errors.seed")} onRetry={() => void seed.refetch()} />
        ) : (
          <LoadingBlock className="h-16" />
        )
      ) : (
        <dl className="grid gap-2">
          <Field label={t("seed.hash")} value={seed.data.seedHash} testId="seed-hash" />
          <Field label={t("seed.client")} value={seed.data.clientSeed} testId="seed-client" />
          <Field label={t("seed.nonce")} value={seed.data.nonce} testId="seed-nonce" />
        </dl>
      )}
      <form className="mt-4 grid gap-2" onSubmit={submit}>
        <label htmlFor={inputId} className="text-sm font-semibold text-fg">
          {t("seed.newClient")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            value={clientSeed}
            onChange={(e) => setClientSeed(e.target.value)}
            maxLength={64}
            aria-invalid={clientSeed !== "" && !valid}
            aria-describedby={`${inputId}-hint`}
            className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-bg-elevated px-3 font-mono text-sm text-fg"
            data-testid="seed-input"
          />
          <Button type="submit" variant="secondary" size="sm" className="h-10" disabled={!valid || rotate.isPending}>
            {t("seed.rotate")}
          </Button>
        </div>
        <p
          id={`${inputId}-hint`}
          className={cn("text-xs", clientSeed !== "" && !valid ? "text-danger" : "text-fg-muted")}
        >
          {t("seed.pattern")}
        </p>
      </form>
      {revealed && (
        <dl className="mt-3 rounded-lg border border-jade/40 bg-jade/10 p-3" aria-live="polite">
          <Field label={t("seed.revealed")} value={revealed} testId="seed-revealed" />
        </dl>
      )}
    </Panel>
  );
}

function SpinHistory() {
  const { t } = useTranslation("fortune");
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const spins = useSpins(page);
  return (
    <Panel id="wheel-history" title={t("history.title")}>
      {!spins.data ? (
        spins.isError ? (
          <LoadError title={t("errors.history")} onRetry={() => void spins.refetch()} />
        ) : (
          <LoadingBlock className="h-16" />
        )
      ) : spins.data.total === 0 ? (
        <p className="text-sm text-fg-muted">{t("history.empty")}</p>
      ) : (
        <>
          <ul className="grid gap-2" data-testid="spin-history">
            {spins.data.list.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line/70 bg-surface-2/50 px-3 py-2 text-sm"
              >
                <div className="grid">
                  <span className="font-semibold text-fg">
                    {s.amount === "0" ? t("wheel.nothing") : <Money minor={s.amount} />}
                  </span>
                  <span className="text-xs text-fg-muted">
                    {formatDateTime(s.at, language)} · {t("history.nonce", { nonce: s.nonce })}
                  </span>
                </div>
                <Link
                  to={`${FORTUNE_ROUTES.wheel}?verify=${s.id}`}
                  className="text-sm font-semibold text-gold underline-offset-4 hover:underline"
                >
                  {t("history.verify")}
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil(spins.data.total / 10)}
            onPageChange={setPage}
            labels={{
              nav: t("history.pages"),
              previous: t("history.previous"),
              next: t("history.next"),
              page: (n) => t("history.page", { page: n }),
            }}
            className="mt-3"
          />
        </>
      )}
    </Panel>
  );
}

function WheelBoard({ wheel }: { wheel: FortuneWheel }) {
  const { t } = useTranslation("fortune");
  const session = useSession();
  const { mutation, refresh } = useSpinWheel();
  const { idFor, done } = useRequestId();
  const [rotation, setRotation] = useState(0);
  const [pending, setPending] = useState<FortuneSpinResult | null>(null);
  const [result, setResult] = useState<FortuneSpinResult | null>(null);
  const spinning = mutation.isPending || pending !== null;
  const tickets = wheel.tickets;

  const spin = () => {
    if (!session) {
      openAccountDialog({ kind: "login" });
      return;
    }
    setResult(null);
    mutation.mutate(
      { wheelId: wheel.id, requestId: idFor(`spin:${wheel.id}`) },
      {
        onSuccess: (value) => {
          done();
          setPending(value);
          setRotation((current) => landingRotation(current, value.segment, wheel.prizes.length));
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status !== 0) done();
          toast({ tone: "error", title: errorText(error, t("errors.generic")) });
        },
      },
    );
  };

  const stopped = () => {
    setResult(pending);
    setPending(null);
    refresh();
  };

  return (
    <Panel id="wheel-board" title={wheel.title} className="grid content-start gap-4">
      <WheelGraphic amounts={wheel.prizes.map((p) => p.amount)} rotation={rotation} onStopped={stopped} />
      <div className="grid justify-items-center gap-2 text-center">
        <p className="text-sm text-fg-muted" data-testid="wheel-tickets">
          {session ? t("wheel.tickets", { count: tickets }) : t("wheel.loginToSpin")}
        </p>
        <Button
          variant="gold"
          size="lg"
          onClick={spin}
          disabled={spinning || (session !== null && tickets < 1)}
          aria-describedby="wheel-result"
          data-testid="wheel-spin"
        >
          {spinning ? t("wheel.spinning") : session ? t("wheel.spin") : t("wheel.login")}
        </Button>
        <div id="wheel-result" aria-live="polite" className="min-h-12" data-testid="wheel-result">
          {result && (
            <div className="grid gap-1">
              <p className="font-display text-xl font-bold text-fg">
                {result.amount === "0" ? (
                  t("wheel.resultNothing")
                ) : (
                  <>
                    {t("wheel.resultWin")} <Money minor={result.amount} className="text-gold" />
                  </>
                )}
              </p>
              <Link
                to={`${FORTUNE_ROUTES.wheel}?verify=${result.id}`}
                className="text-sm font-semibold text-gold underline-offset-4 hover:underline"
                data-testid="wheel-verify-link"
              >
                {t("history.verify")}
              </Link>
            </div>
          )}
        </div>
        {session && tickets < 1 && !spinning && <p className="text-xs text-fg-muted">{t("wheel.noTickets")}</p>}
      </div>
    </Panel>
  );
}

/** /luckyWheel: the running wheel, its exact chances and fairness, the member's spins; ?verify=<spin>. */
export function WheelPage() {
  const { t } = useTranslation("fortune");
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const wheels = useWheels();
  const verify = params.get("verify");
  const chosen = params.get("wheel");
  if (verify !== null) return <SpinVerifyPage spinId={verify} />;

  const list = wheels.data ?? [];
  const wheel = list.find((w) => w.id === chosen) ?? list[0];
  let body;
  if (!wheels.data) {
    body = wheels.isError ? (
      <LoadError title={t("errors.wheels")} onRetry={() => void wheels.refetch()} />
    ) : (
      <LoadingBlock lines={2} className="h-56" />
    );
  } else if (!wheel) {
    body = (
      <EmptyState
        title={t("wheel.none")}
        description={t("wheel.noneBody")}
        action={
          <Link to={FORTUNE_ROUTES.envelopes} className={buttonClasses({ variant: "secondary" })}>
            {t("envelopes.title")}
          </Link>
        }
      />
    );
  } else {
    body = (
      <div className="grid gap-5">
        {list.length > 1 && (
          <nav aria-label={t("wheel.choose")} className="flex flex-wrap gap-2">
            {list.map((w) => (
              <button
                key={w.id}
                type="button"
                aria-pressed={w.id === wheel.id}
                onClick={() => setParams({ wheel: w.id })}
                className={buttonClasses({ variant: w.id === wheel.id ? "primary" : "secondary", size: "sm" })}
              >
                {w.title}
              </button>
            ))}
          </nav>
        )}
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <WheelBoard key={wheel.id} wheel={wheel} />
          <div className="grid content-start gap-5">
            <PrizeTable wheel={wheel} />
            <EarnRules wheel={wheel} />
          </div>
        </div>
        {session && (
          <div className="grid gap-5 lg:grid-cols-2">
            <SeedPanel />
            <SpinHistory />
          </div>
        )}
      </div>
    );
  }
  return (
    <PageContainer className="grid gap-5" data-testid="wheel-page">
      <PageHeader eyebrow={t("eyebrow")} title={t("wheel.title")} subtitle={t("wheel.subtitle")}>
        <Link to={FORTUNE_ROUTES.envelopes} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          {t("envelopes.title")}
        </Link>
      </PageHeader>
      {body}
    </PageContainer>
  );
}
