import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { FORTUNE_ROUTES, verifyEnvelope, type FortuneEnvelope, type FortuneGrabResult } from "@lotus/contracts/web";
import { Button, buttonClasses } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { PageHeader } from "../../../components/ui/page-header";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { ApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { useRequestId } from "../../../lib/use-request-id";
import { useSession } from "../../../lib/session";
import { useEnvelope, useEnvelopes } from "../api/get-envelopes";
import { useGrabEnvelope } from "../api/grab-envelope";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { Check, Field, LoadError, LoadingBlock, Money, Panel } from "./fortune-parts";

const DROPS = 14;

/** Red envelopes falling behind an open rain (Web Animations; none for reduced motion). */
function RainLayer() {
  const reduced = useReducedMotion();
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reduced || !layer.current) return;
    const animations = Array.from(layer.current.children).map((child, i) =>
      child.animate(
        [{ transform: "translateY(-3rem) rotate(-12deg)" }, { transform: "translateY(26rem) rotate(18deg)" }],
        {
          duration: 3_200 + ((i * 733) % 2_400),
          delay: (i * 419) % 3_000,
          iterations: Infinity,
          easing: "linear",
        },
      ),
    );
    return () => animations.forEach((a) => a.cancel());
  }, [reduced]);
  if (reduced) return null;
  return (
    <div ref={layer} aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {Array.from({ length: DROPS }, (_, i) => (
        <span
          key={i}
          className="absolute top-0 block h-7 w-5 rounded-[3px] bg-brand shadow-[inset_0_-8px_0_var(--lt-brand-strong)] after:absolute after:top-2 after:left-1/2 after:size-2 after:-translate-x-1/2 after:rounded-full after:bg-gold"
          style={{ left: `${(i * 71) % 96}%`, opacity: 0.55 + ((i * 37) % 40) / 100 }}
        />
      ))}
    </div>
  );
}

function StateBadge({ state }: { state: FortuneEnvelope["state"] }) {
  const { t } = useTranslation("fortune");
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-0.5 text-xs font-bold",
        state === "open" && "bg-brand text-on-brand",
        state === "scheduled" && "bg-gold-fill text-on-gold",
        state === "ended" && "bg-surface-2 text-fg-muted",
      )}
    >
      {t(`envelopes.state.${state}`)}
    </span>
  );
}

function Eligibility({ e }: { e: FortuneEnvelope }) {
  const { t } = useTranslation("fortune");
  const { minDeposit, minValidBet, match, lookbackDays } = e.eligibility;
  if (minDeposit === "0" && minValidBet === "0")
    return <p className="text-sm text-fg-muted">{t("envelopes.everyone")}</p>;
  return (
    <p className="text-sm text-fg-muted">
      {t("envelopes.tier", { days: lookbackDays })}{" "}
      {minDeposit !== "0" && (
        <>
          {t("envelopes.tierDeposit")} <Money minor={minDeposit} className="font-semibold text-fg" />
        </>
      )}
      {minDeposit !== "0" && minValidBet !== "0" && ` ${t(`envelopes.${match}`)} `}
      {minValidBet !== "0" && (
        <>
          {t("envelopes.tierBet")} <Money minor={minValidBet} className="font-semibold text-fg" />
        </>
      )}
    </p>
  );
}

function Reveal({ result }: { result: FortuneGrabResult }) {
  const { t } = useTranslation("fortune");
  const reduced = useReducedMotion();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reduced || !card.current) return;
    card.current.animate(
      [
        { transform: "scale(0.6) rotate(-6deg)", opacity: 0 },
        { transform: "scale(1.08) rotate(2deg)", opacity: 1 },
        { transform: "scale(1) rotate(0)", opacity: 1 },
      ],
      { duration: 700, easing: "ease-out" },
    );
  }, [reduced]);
  return (
    <div
      ref={card}
      role="status"
      className="grid justify-items-center gap-1 rounded-card border-2 border-gold bg-brand px-6 py-5 text-center text-on-brand"
      data-testid="envelope-reveal"
    >
      <p className="text-sm font-semibold">{result.replayed ? t("envelopes.already") : t("envelopes.got")}</p>
      <p className="font-display text-3xl font-bold text-gold-soft" data-testid="envelope-amount">
        <Money minor={result.amount} />
      </p>
      <p className="text-xs opacity-90">
        {t("envelopes.position", { position: result.position })} ·{" "}
        {result.wagering > 0 ? t("envelopes.asBonus", { times: result.wagering }) : t("envelopes.asCash")}
      </p>
    </div>
  );
}

function GrabArea({ e }: { e: FortuneEnvelope }) {
  const { t } = useTranslation("fortune");
  const session = useSession();
  const grab = useGrabEnvelope();
  const { idFor, done } = useRequestId();
  const [result, setResult] = useState<FortuneGrabResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mine = result ?? (e.mine ? { campaignId: e.id, ...e.mine, wagering: e.wagering, replayed: true } : null);
  if (mine) return <Reveal result={mine} />;
  if (e.state !== "open") return null;
  if (!session) {
    return (
      <Button variant="gold" size="lg" onClick={() => openAccountDialog({ kind: "login" })}>
        {t("envelopes.login")}
      </Button>
    );
  }
  if (e.taken >= e.packets) return <p className="text-sm font-semibold text-fg-muted">{t("envelopes.allTaken")}</p>;
  if (e.eligible === false) return <p className="text-sm font-semibold text-danger">{t("envelopes.notEligible")}</p>;
  return (
    <div className="grid justify-items-center gap-2">
      <button
        type="button"
        onClick={() => {
          setError(null);
          grab.mutate(
            { id: e.id, requestId: idFor(`grab:${e.id}`) },
            {
              onSuccess: (value) => {
                done();
                setResult(value);
              },
              onError: (err) => {
                done();
                setError(err instanceof ApiError && err.message ? err.message : t("errors.generic"));
              },
            },
          );
        }}
        disabled={grab.isPending}
        className="group relative grid h-36 w-28 cursor-pointer place-items-center rounded-xl border-2 border-gold bg-brand text-on-brand shadow-[0_14px_30px_-12px_var(--lt-brand)] transition-transform hover:-translate-y-1 focus-visible:outline-4 focus-visible:outline-focus disabled:cursor-wait motion-reduce:transition-none"
        data-testid="envelope-grab"
      >
        <span
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-12 rounded-t-xl rounded-b-[50%] bg-brand-strong"
        />
        <span className="relative mt-6 grid size-14 place-items-center rounded-full bg-gold font-display text-lg font-bold text-on-gold">
          {t("envelopes.grabShort")}
        </span>
        <span className="sr-only">{t("envelopes.grab", { title: e.title })}</span>
      </button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function Proof({ e }: { e: FortuneEnvelope }) {
  const { t } = useTranslation("fortune");
  const detail = useEnvelope(e.state === "ended" ? e.id : null);
  const verdict = useMemo(() => {
    const d = detail.data;
    if (!d || !d.serverSeed || !d.amounts) return null;
    return verifyEnvelope({
      split: { total: BigInt(d.total), packets: d.packets, minimum: BigInt(d.minimum), mode: d.mode },
      seedHash: d.seedHash,
      splitHash: d.splitHash,
      serverSeed: d.serverSeed,
      amounts: d.amounts.map(BigInt),
      taken: d.grabs.map((g) => ({ position: g.position, amount: BigInt(g.amount) })),
    });
  }, [detail.data]);
  return (
    <details className="rounded-lg border border-line/70 bg-surface-2/40 p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-fg">{t("envelopes.fairness")}</summary>
      <dl className="mt-3 grid gap-2">
        <Field label={t("envelopes.seedHash")} value={e.seedHash} />
        <Field label={t("envelopes.splitHash")} value={e.splitHash} />
        {e.serverSeed && <Field label={t("seed.server")} value={e.serverSeed} />}
      </dl>
      {e.state !== "ended" ? (
        <p className="mt-3 text-fg-muted">{t("envelopes.revealLater")}</p>
      ) : !verdict ? (
        <p className="mt-3 text-fg-muted">{detail.isError ? t("errors.generic") : t("envelopes.checking")}</p>
      ) : (
        <div className="mt-3 grid gap-2">
          <p
            className="font-display text-lg font-bold text-fg"
            data-testid="envelope-verdict"
            data-match={String(verdict.match)}
          >
            {verdict.match ? t("verify.match") : t("verify.mismatch")}
          </p>
          <ul className="grid gap-1">
            <Check ok={verdict.seedOk} label={t("verify.seedCheck")} testId="envelope-seed-check" />
            <Check ok={verdict.splitOk} label={t("envelopes.splitCheck")} testId="envelope-split-check" />
            <Check ok={verdict.packetsOk} label={t("envelopes.packetsCheck")} testId="envelope-packets-check" />
          </ul>
          <h3 className="mt-2 text-xs font-semibold text-fg-muted">{t("envelopes.amounts")}</h3>
          <ol className="flex max-h-40 flex-wrap gap-1.5 overflow-y-auto text-xs" data-testid="envelope-amounts">
            {detail.data!.amounts!.map((amount, i) => {
              const grab = detail.data!.grabs.find((g) => g.position === i + 1);
              return (
                <li
                  key={i}
                  className={cn(
                    "rounded-full border px-2 py-0.5 tabular-nums",
                    grab ? "border-gold/60 bg-gold-soft/20 text-fg" : "border-line text-fg-muted",
                  )}
                  title={grab ? grab.account : undefined}
                >
                  {i + 1}. <Money minor={amount} />
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </details>
  );
}

function EnvelopeCard({ e }: { e: FortuneEnvelope }) {
  const { t } = useTranslation("fortune");
  const language = useLanguage();
  const raining = e.state === "open" && e.taken < e.packets && !e.mine;
  return (
    <article
      aria-labelledby={`envelope-${e.id}`}
      className={cn(
        "relative isolate grid gap-4 overflow-hidden rounded-card border bg-surface p-4 shadow-card sm:p-5",
        e.state === "open" ? "border-brand/60" : "border-line",
      )}
      data-testid="envelope-card"
      data-state={e.state}
      data-id={e.id}
    >
      {raining && <RainLayer />}
      <div className="relative flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id={`envelope-${e.id}`} className="font-display text-xl font-bold text-fg">
            {e.title}
          </h2>
          <p className="text-xs text-fg-muted">
            {formatDateTime(e.startsAt, language)} – {formatDateTime(e.endsAt, language)} (GMT+7)
          </p>
        </div>
        <StateBadge state={e.state} />
      </div>
      <div className="relative grid gap-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid gap-2">
          <p className="text-sm text-fg">
            {t("envelopes.pool")} <Money minor={e.total} className="font-bold text-gold" /> ·{" "}
            {t("envelopes.packets", { taken: e.taken, packets: e.packets })}
          </p>
          <p className="text-sm text-fg-muted">
            {e.mode === "random" ? t("envelopes.random") : t("envelopes.fixed")} · {t("envelopes.minimum")}{" "}
            <Money minor={e.minimum} />
            {e.repeatDaily && ` · ${t("envelopes.daily")}`}
          </p>
          <Eligibility e={e} />
        </div>
        <div className="justify-self-center">
          <GrabArea e={e} />
        </div>
      </div>
      <div className="relative">
        <Proof e={e} />
      </div>
    </article>
  );
}

/** /redEnvelope: the rains open now, coming and just ended; grab a packet; check a finished split. */
export function EnvelopePage() {
  const { t } = useTranslation("fortune");
  const envelopes = useEnvelopes();
  // The next two rains of the schedule are enough to show what is coming.
  const nextIds = (envelopes.data ?? []).filter((e) => e.state === "scheduled").map((e) => e.id);
  let body;
  if (!envelopes.data) {
    body = envelopes.isError ? (
      <LoadError title={t("errors.envelopes")} onRetry={() => void envelopes.refetch()} />
    ) : (
      <LoadingBlock lines={2} className="h-48" />
    );
  } else if (envelopes.data.length === 0) {
    body = <EmptyState title={t("envelopes.none")} description={t("envelopes.noneBody")} />;
  } else {
    body = (
      <div className="grid gap-5" data-testid="envelope-list">
        {envelopes.data
          .filter((e) => e.state !== "scheduled" || e.id === nextIds[0] || e.id === nextIds[1])
          .map((e) => (
            <EnvelopeCard key={e.id} e={e} />
          ))}
      </div>
    );
  }
  return (
    <PageContainer className="grid gap-5" data-testid="envelope-page">
      <PageHeader eyebrow={t("eyebrow")} title={t("envelopes.title")} subtitle={t("envelopes.subtitle")}>
        <Link to={FORTUNE_ROUTES.wheel} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          {t("wheel.title")}
        </Link>
      </PageHeader>
      {body}
      <Panel id="envelope-help" title={t("envelopes.howTitle")}>
        <ul className="grid list-disc gap-1.5 ps-5 text-sm text-fg-muted">
          <li>{t("envelopes.how1")}</li>
          <li>{t("envelopes.how2")}</li>
          <li>{t("envelopes.how3")}</li>
        </ul>
      </Panel>
    </PageContainer>
  );
}
