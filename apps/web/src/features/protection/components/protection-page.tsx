import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  PROTECTION_EXCLUSION_TERMS,
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  PROTECTION_TIMEOUT_TERMS,
  REALITY_CHECK_MINUTES,
  dongInputToMinor,
  formatMinor,
  type ProtectionLimitKind,
  type ProtectionLimitView,
  type ProtectionPeriod,
  type ProtectionState,
} from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { inputClasses, useErrorText } from "../../../components/ui/form-parts";
import { Modal } from "../../../components/ui/modal";
import { Skeleton } from "../../../components/ui/skeleton";
import { closeMemberCentre } from "../../../lib/account-dialogs";
import { formatDateTime } from "../../../lib/date-time";
import { toast } from "../../../lib/toast";
import {
  useCancelLimit,
  useConfirmLimit,
  useProtectionState,
  useRealityCheck,
  useRequestReopen,
  useSetLimit,
  useStartBlock,
  type BlockInput,
} from "../api/protection";

/**
 * Member centre "responsibleGaming" (issue 16 item 6): the member's limits with what is used and
 * left in each rolling window, pending raises with the time they can be confirmed, the reality
 * check, a break (time-out) and self-exclusion, and the history of every change.
 */
export default function ProtectionPage() {
  const { t } = useTranslation("protection");
  const state = useProtectionState();
  if (state.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
    );
  }
  if (state.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("error")}
          description={t("errorText")}
          action={<Button onClick={() => void state.refetch()}>{t("retry")}</Button>}
        />
      </div>
    );
  }
  const value = state.data;
  return (
    <div className="grid gap-6" data-testid="protection-page">
      <Card className="grid gap-2 p-5">
        <p className="text-sm text-fg-muted">{t("intro")}</p>
        <Link
          to="/responsible-gaming"
          onClick={closeMemberCentre}
          className="w-fit text-sm font-semibold text-gold underline-offset-4 hover:underline"
        >
          {t("readMore")}
        </Link>
      </Card>
      {value.block && <BlockBanner state={value} />}
      <LimitsSection state={value} />
      <RealityCheckSection minutes={value.realityCheckMinutes} />
      {!value.block && <BreakSection />}
      <HistorySection state={value} />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h3>
      {children}
    </section>
  );
}

function BlockBanner({ state }: { state: ProtectionState }) {
  const { t, i18n } = useTranslation("protection");
  const reopen = useRequestReopen();
  const explain = useErrorText();
  const block = state.block!;
  return (
    <Card className="grid gap-2 border-danger/40 bg-danger/5 p-5" role="status" data-testid="protection-block">
      <span className="font-semibold text-fg">
        {t(`block.${block.kind}`, {
          until: block.endsAt ? formatDateTime(block.endsAt, i18n.language) : t("block.permanent"),
        })}
      </span>
      <span className="text-sm text-fg-muted">{t("block.withdrawStill")}</span>
      {state.reopen &&
        (state.reopen.reopensAt ? (
          <span className="text-sm text-fg">
            {t("block.reopensAt", { time: formatDateTime(state.reopen.reopensAt, i18n.language) })}
          </span>
        ) : (
          <Button
            variant="secondary"
            className="w-fit"
            disabled={reopen.isPending}
            onClick={() =>
              reopen.mutate(undefined, {
                onError: (error) => toast({ tone: "error", title: t("block.reopen"), body: explain(error) }),
              })
            }
          >
            {t("block.reopen")}
          </Button>
        ))}
    </Card>
  );
}

const isMoney = (kind: ProtectionLimitKind) => kind !== "session";

function LimitAmount({ kind, value }: { kind: ProtectionLimitKind; value: string | null }) {
  const { t, i18n } = useTranslation("protection");
  if (value === null) return <>{t("limits.none")}</>;
  return (
    <>
      {isMoney(kind)
        ? `${formatMinor(value, i18n.language, { decimals: 0 })} ₫`
        : t("limits.minutes", { count: Number(value) })}
    </>
  );
}

function LimitsSection({ state }: { state: ProtectionState }) {
  const { t } = useTranslation("protection");
  return (
    <Section id="protection-limits" title={t("limits.title")}>
      <p className="text-sm text-fg-muted">{t("limits.rules")}</p>
      {state.limits.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-3 text-sm text-fg-muted">
          {t("limits.empty")}
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="protection-limits">
          {state.limits.map((limit) => (
            <li key={`${limit.kind}-${limit.period}`}>
              <LimitRow limit={limit} />
            </li>
          ))}
        </ul>
      )}
      <LimitForm />
    </Section>
  );
}

function LimitRow({ limit }: { limit: ProtectionLimitView }) {
  const { t, i18n } = useTranslation("protection");
  const confirm = useConfirmLimit();
  const cancel = useCancelLimit();
  const setLimit = useSetLimit();
  const explain = useErrorText();
  const key = { kind: limit.kind, period: limit.period };
  const usedPercent =
    limit.effective && BigInt(limit.effective) > 0n
      ? Math.min(100, Number((BigInt(limit.used) * 100n) / BigInt(limit.effective)))
      : 100;
  const onError = (error: unknown) => toast({ tone: "error", title: t("limits.failed"), body: explain(error) });
  const pending = limit.pending;
  const confirmable = pending !== null && new Date(pending.confirmableAt).getTime() <= Date.now();
  return (
    <Card className="grid gap-3 p-4" data-testid={`protection-limit-${limit.kind}-${limit.period}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-fg">
          {t(`kinds.${limit.kind}`)} · {t(`periods.${limit.period}`)}
        </span>
        <span className="font-display text-lg font-bold text-fg">
          <LimitAmount kind={limit.kind} value={limit.effective} />
        </span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-line"
        role="progressbar"
        aria-label={t("limits.usedLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={usedPercent}
      >
        <div
          className={cn("h-full rounded-full", usedPercent >= 100 ? "bg-danger" : "bg-jade")}
          style={{ width: `${usedPercent}%` }}
        />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-fg-muted">{t("limits.used")}</dt>
          <dd className="font-medium text-fg">
            <LimitAmount kind={limit.kind} value={limit.used} />
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t("limits.remaining")}</dt>
          <dd className="font-medium text-fg" data-testid="protection-remaining">
            <LimitAmount kind={limit.kind} value={limit.remaining} />
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t("limits.yours")}</dt>
          <dd className="font-medium text-fg">
            <LimitAmount kind={limit.kind} value={limit.self} />
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t("limits.operator")}</dt>
          <dd className="font-medium text-fg">
            <LimitAmount kind={limit.kind} value={limit.operator} />
          </dd>
        </div>
      </dl>
      {pending && (
        <div className="grid gap-2 rounded-xl bg-gold/10 px-3 py-2 text-sm" data-testid="protection-pending">
          <span className="text-fg">
            {pending.remove
              ? t("limits.pendingRemove", { time: formatDateTime(pending.confirmableAt, i18n.language) })
              : t("limits.pendingRaise", { time: formatDateTime(pending.confirmableAt, i18n.language) })}{" "}
            {!pending.remove && (
              <strong>
                <LimitAmount kind={limit.kind} value={pending.amount} />
              </strong>
            )}
          </span>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="gold"
              disabled={!confirmable || confirm.isPending}
              onClick={() => confirm.mutate(key, { onError })}
            >
              {t("limits.confirm")}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(key, { onError })}
            >
              {t("limits.cancelChange")}
            </Button>
          </div>
        </div>
      )}
      {limit.self !== null && !pending && (
        <Button
          size="sm"
          variant="ghost"
          className="w-fit"
          disabled={setLimit.isPending}
          onClick={() =>
            setLimit.mutate(
              { ...key, amount: null },
              { onSuccess: () => toast({ tone: "success", title: t("limits.removeAsked") }), onError },
            )
          }
        >
          {t("limits.remove")}
        </Button>
      )}
    </Card>
  );
}

function LimitForm() {
  const { t } = useTranslation("protection");
  const id = useId();
  const [kind, setKind] = useState<ProtectionLimitKind>("deposit");
  const [period, setPeriod] = useState<ProtectionPeriod>("day");
  const [amount, setAmount] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const setLimit = useSetLimit();
  const explain = useErrorText();
  const submit = () => {
    const value = isMoney(kind) ? dongInputToMinor(amount) : /^[0-9]{1,6}$/.test(amount.trim()) ? amount.trim() : null;
    if (value === null) {
      setProblem(t("form.invalid"));
      return;
    }
    setProblem(null);
    setLimit.mutate(
      { kind, period, amount: value },
      {
        onSuccess: (result) => {
          setAmount("");
          toast({
            tone: "success",
            title: result.applied ? t("form.applied") : t("form.waiting"),
          });
        },
        onError: (error) => setProblem(explain(error)),
      },
    );
  };
  return (
    <Card className="grid gap-3 p-4">
      <span className="font-semibold text-fg">{t("form.title")}</span>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="grid gap-1 text-sm" htmlFor={`${id}-kind`}>
          <span className="text-fg-muted">{t("form.kind")}</span>
          <select
            id={`${id}-kind`}
            className={inputClasses}
            value={kind}
            onChange={(e) => setKind(e.target.value as ProtectionLimitKind)}
            data-testid="protection-kind"
          >
            {PROTECTION_LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm" htmlFor={`${id}-period`}>
          <span className="text-fg-muted">{t("form.period")}</span>
          <select
            id={`${id}-period`}
            className={inputClasses}
            value={period}
            onChange={(e) => setPeriod(e.target.value as ProtectionPeriod)}
            data-testid="protection-period"
          >
            {PROTECTION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm" htmlFor={`${id}-amount`}>
          <span className="text-fg-muted">{isMoney(kind) ? t("form.amountDong") : t("form.amountMinutes")}</span>
          <input
            id={`${id}-amount`}
            className={inputClasses}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            data-testid="protection-amount"
          />
        </label>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <Button className="w-fit" onClick={submit} disabled={setLimit.isPending} data-testid="protection-save-limit">
        {t("form.save")}
      </Button>
    </Card>
  );
}

function RealityCheckSection({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation("protection");
  const change = useRealityCheck();
  const explain = useErrorText();
  const options: (15 | 30 | 60 | null)[] = [...REALITY_CHECK_MINUTES, null];
  return (
    <Section id="protection-reality" title={t("reality.title")}>
      <p className="text-sm text-fg-muted">{t("reality.text")}</p>
      <div role="radiogroup" aria-labelledby="protection-reality" className="flex flex-wrap gap-2">
        {options.map((m) => (
          <button
            key={m ?? "off"}
            type="button"
            role="radio"
            aria-checked={minutes === m}
            disabled={change.isPending}
            onClick={() =>
              change.mutate(m, {
                onError: (error) => toast({ tone: "error", title: t("reality.title"), body: explain(error) }),
              })
            }
            className={cn(
              "rounded-full border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-focus",
              minutes === m ? "border-gold bg-gold/15 text-fg" : "border-line text-fg-muted hover:border-gold/60",
            )}
          >
            {m === null ? t("reality.off") : t("limits.minutes", { count: m })}
          </button>
        ))}
      </div>
    </Section>
  );
}

function BreakSection() {
  const { t } = useTranslation("protection");
  const id = useId();
  const [timeout, setTimeoutTerm] = useState<string>(PROTECTION_TIMEOUT_TERMS[0]);
  const [exclusion, setExclusion] = useState<string>(PROTECTION_EXCLUSION_TERMS[0]);
  const [reason, setReason] = useState("");
  const [asked, setAsked] = useState<BlockInput | null>(null);
  const start = useStartBlock();
  const explain = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const go = () => {
    if (!asked) return;
    start.mutate(asked, {
      onSuccess: () => {
        setAsked(null);
        closeMemberCentre();
        toast({ tone: "success", title: t("block.started"), body: t("block.loggedOut") });
      },
      onError: (error) => setProblem(explain(error)),
    });
  };
  return (
    <>
      <Section id="protection-break" title={t("break.title")}>
        <Card className="grid gap-3 p-4">
          <p className="text-sm text-fg-muted">{t("break.text")}</p>
          <div className="flex flex-wrap items-end gap-2">
            <label className="grid gap-1 text-sm" htmlFor={`${id}-timeout`}>
              <span className="text-fg-muted">{t("break.term")}</span>
              <select
                id={`${id}-timeout`}
                className={inputClasses}
                value={timeout}
                onChange={(e) => setTimeoutTerm(e.target.value)}
              >
                {PROTECTION_TIMEOUT_TERMS.map((term) => (
                  <option key={term} value={term}>
                    {t(`terms.${term}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="secondary" onClick={() => setAsked({ kind: "timeout", term: timeout })}>
              {t("break.start")}
            </Button>
          </div>
        </Card>
        <Card className="grid gap-3 p-4">
          <span className="font-semibold text-fg">{t("exclusion.title")}</span>
          <p className="text-sm text-fg-muted">{t("exclusion.text")}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="grid gap-1 text-sm" htmlFor={`${id}-exclusion`}>
              <span className="text-fg-muted">{t("break.term")}</span>
              <select
                id={`${id}-exclusion`}
                className={inputClasses}
                value={exclusion}
                onChange={(e) => setExclusion(e.target.value)}
                data-testid="protection-exclusion-term"
              >
                {PROTECTION_EXCLUSION_TERMS.map((term) => (
                  <option key={term} value={term}>
                    {t(`terms.${term}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1 text-sm" htmlFor={`${id}-reason`}>
              <span className="text-fg-muted">{t("exclusion.reason")}</span>
              <input
                id={`${id}-reason`}
                className={inputClasses}
                maxLength={200}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
          </div>
          <Button
            variant="secondary"
            className="w-fit"
            onClick={() => setAsked({ kind: "self_exclusion", term: exclusion, reason: reason.trim() || undefined })}
            data-testid="protection-self-exclude"
          >
            {t("exclusion.start")}
          </Button>
        </Card>
      </Section>
      <Modal
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        size="dialog"
        closable
        title={asked?.kind === "self_exclusion" ? t("exclusion.confirmTitle") : t("break.confirmTitle")}
        description={asked ? t("confirmText", { term: t(`terms.${asked.term}`) }) : undefined}
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setAsked(null)}>
              {t("cancel")}
            </Button>
            <Button variant="primary" onClick={go} disabled={start.isPending} data-testid="protection-confirm-block">
              {t("confirm")}
            </Button>
          </div>
        }
      >
        <ul className="grid list-disc gap-1 pl-5 text-sm text-fg-muted">
          <li>{t("effects.logout")}</li>
          <li>{t("effects.bonus")}</li>
          <li>{t("effects.lottery")}</li>
          <li>{t("effects.marketing")}</li>
          <li>{t("effects.withdraw")}</li>
        </ul>
        {problem && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {problem}
          </p>
        )}
      </Modal>
    </>
  );
}

function HistorySection({ state }: { state: ProtectionState }) {
  const { t, i18n } = useTranslation("protection");
  if (state.history.length === 0) return null;
  return (
    <Section id="protection-history" title={t("history.title")}>
      <ul className="grid divide-y divide-line rounded-card border border-line bg-surface">
        {state.history.map((h, i) => (
          <li key={`${h.at}-${i}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span className="font-medium text-fg">
              {t(`history.actions.${h.action}`, { defaultValue: h.action })}
              {typeof h.detail.kind === "string" && typeof h.detail.period === "string"
                ? ` · ${t(`kinds.${h.detail.kind}`)} · ${t(`periods.${h.detail.period}`)}`
                : ""}
            </span>
            <span className="text-xs text-fg-muted">
              {h.actor === "member" ? t("history.you") : t("history.operator")} · {formatDateTime(h.at, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
