import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type KycLevelState, type KycState } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { RequestError, SubmitButton, TextField } from "../../../components/ui/form-parts";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { useKycState, useSendSubmission } from "../api/kyc";
import { fileProblem, normalizeIdNumber } from "../utils/documents";

type Status = KycLevelState["status"] | "verified" | "missing" | "locked";

/**
 * The security centre's "Verification" section (issue 16 item 7): the member's tier, each level's
 * state (verified phone; identity and address waiting, verified or refused with the reason), the
 * forms that send documents, and what the brand's withdrawal rule asks for.
 */
export function VerificationSection() {
  const { t } = useTranslation("kyc");
  const state = useKycState();
  const titleId = useId();

  let body: ReactNode;
  if (state.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (state.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-sm text-fg-muted">{t("loadError")}</p>
        <Button variant="secondary" size="sm" onClick={() => void state.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  } else {
    body = <VerificationContent state={state.data} />;
  }

  return (
    <Card className="p-5 sm:p-6" data-testid="kyc-section">
      <section aria-labelledby={titleId} className="grid gap-5">
        <div>
          <h2 id={titleId} className="font-display text-xl font-bold text-fg">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{t("subtitle")}</p>
        </div>
        {body}
      </section>
    </Card>
  );
}

function VerificationContent({ state }: { state: KycState }) {
  const { t } = useTranslation("kyc");
  const language = useLanguage();
  const [open, setOpen] = useState<2 | 3 | null>(null);
  const [level2, level3] = state.levels as [KycLevelState, KycLevelState];
  const rule = state.withdrawalRule;

  const statusOf = (level: KycLevelState, reachable: boolean): Status => {
    if (level.status === "approved") return "verified";
    if (level.status === "none" && !reachable) return "locked";
    return level.status;
  };

  return (
    <div className="grid gap-5">
      <TierMeter tier={state.tier} />
      <ol className="grid gap-3">
        <LevelRow
          level={1}
          title={t("levels.1.title")}
          description={t("levels.1.description")}
          status={state.phoneVerified ? "verified" : "missing"}
        >
          {!state.phoneVerified && <p className="text-sm text-fg-muted">{t("levels.1.how")}</p>}
        </LevelRow>
        <LevelRow
          level={2}
          title={t("levels.2.title")}
          description={t("levels.2.description")}
          status={statusOf(level2, state.tier >= 1)}
          detail={level2}
        >
          {(level2.status === "none" || level2.status === "rejected") &&
            state.tier >= 1 &&
            (open === 2 ? (
              <IdentityForm onDone={() => setOpen(null)} onCancel={() => setOpen(null)} />
            ) : (
              <Button variant="gold" size="sm" onClick={() => setOpen(2)}>
                {t(level2.status === "rejected" ? "sendAgain" : "send")}
              </Button>
            ))}
        </LevelRow>
        <LevelRow
          level={3}
          title={t("levels.3.title")}
          description={t("levels.3.description")}
          status={statusOf(level3, state.tier >= 2)}
          detail={level3}
        >
          {(level3.status === "none" || level3.status === "rejected") &&
            state.tier >= 2 &&
            (open === 3 ? (
              <AddressForm onDone={() => setOpen(null)} onCancel={() => setOpen(null)} />
            ) : (
              <Button variant="gold" size="sm" onClick={() => setOpen(3)}>
                {t(level3.status === "rejected" ? "sendAgain" : "send")}
              </Button>
            ))}
        </LevelRow>
      </ol>
      {(BigInt(rule.amountThreshold) > 0n || rule.countThreshold > 0) && (
        <div className="rounded-xl border border-gold/40 bg-gold/10 p-4 text-sm">
          <p className="font-semibold text-fg">{t("rule.title")}</p>
          <ul className="mt-1.5 grid list-disc gap-1 pl-5 text-fg-muted">
            {BigInt(rule.amountThreshold) > 0n && (
              <li>
                {t("rule.amount", {
                  amount: formatMinor(rule.amountThreshold, language, { decimals: 0 }),
                  tier: rule.amountTier,
                })}
              </li>
            )}
            {rule.countThreshold > 0 && (
              <li>{t("rule.count", { count: rule.countThreshold, tier: rule.countTier, made: state.withdrawals })}</li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}

function TierMeter({ tier }: { tier: number }) {
  const { t } = useTranslation("kyc");
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold text-fg" data-testid="kyc-tier">
        {t("tier", { tier })}
      </p>
      <div
        role="meter"
        aria-label={t("tierLabel")}
        aria-valuemin={0}
        aria-valuemax={3}
        aria-valuenow={tier}
        className="grid grid-cols-3 gap-1.5"
      >
        {[1, 2, 3].map((step) => (
          <span key={step} className={cn("h-2 rounded-full", step <= tier ? "bg-jade-fill" : "bg-surface-2")} />
        ))}
      </div>
    </div>
  );
}

const STATUS_CLASSES: Record<Status, string> = {
  verified: "bg-jade-fill text-on-jade",
  approved: "bg-jade-fill text-on-jade",
  pending: "bg-gold-fill text-on-gold",
  rejected: "bg-brand text-on-brand",
  none: "border border-line text-fg",
  missing: "border border-line text-fg",
  locked: "border border-line text-fg-muted",
};

function LevelRow({
  level,
  title,
  description,
  status,
  detail,
  children,
}: {
  level: 1 | 2 | 3;
  title: string;
  description: string;
  status: Status;
  detail?: KycLevelState;
  children?: ReactNode;
}) {
  const { t } = useTranslation("kyc");
  const language = useLanguage();
  return (
    <li className="grid gap-3 rounded-xl border border-line bg-bg-elevated/60 p-4" data-kyc-level={level}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-fg">
            <span className="text-gold">{t("levelShort", { level })}</span> · {title}
          </h3>
          <p className="mt-0.5 text-sm text-fg-muted">{description}</p>
        </div>
        <span className={cn("rounded-full px-2.5 py-1 text-xs font-bold", STATUS_CLASSES[status])}>
          {t(`status.${status}`)}
        </span>
      </div>
      {detail && detail.status !== "none" && (
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {detail.detail && (
            <>
              <dt className="text-fg-muted">{t(level === 2 ? "fields.idNumber" : "fields.address")}</dt>
              <dd className="break-words text-fg">{detail.detail}</dd>
            </>
          )}
          {detail.submittedAt && (
            <>
              <dt className="text-fg-muted">{t("submittedAt")}</dt>
              <dd className="text-fg">{formatDateTime(detail.submittedAt, language)}</dd>
            </>
          )}
          {detail.status === "rejected" && detail.reason && (
            <>
              <dt className="text-fg-muted">{t("reason")}</dt>
              <dd className="font-medium text-danger">{detail.reason}</dd>
            </>
          )}
        </dl>
      )}
      {detail?.status === "pending" && <p className="text-sm text-fg-muted">{t("pendingNote")}</p>}
      {children}
    </li>
  );
}

type FormProps = { onDone: () => void; onCancel: () => void };

function FileField({
  label,
  file,
  onChange,
  error,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation("kyc");
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {/* The browser's own file button speaks its own language: a label in the page's language stands in for it. */}
      <div className="flex min-w-0 items-center gap-3 rounded-xl border border-dashed border-line bg-surface p-2">
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className="shrink-0 cursor-pointer rounded-full bg-surface-2 px-3 py-1.5 text-sm font-semibold text-fg peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus hover:brightness-110"
        >
          {t("chooseFile")}
        </label>
        <span className="min-w-0 truncate text-sm text-fg-muted">{file ? file.name : t("noFile")}</span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {t("fileHint")}
        </p>
      )}
    </div>
  );
}

function useFileErrors<K extends string>(files: Record<K, File | null>, shown: boolean) {
  const { t } = useTranslation("kyc");
  return (key: K) => {
    if (!shown) return null;
    const problem = fileProblem(files[key]);
    return problem ? t(`fileErrors.${problem}`) : null;
  };
}

function IdentityForm({ onDone, onCancel }: FormProps) {
  const { t } = useTranslation("kyc");
  const send = useSendSubmission();
  const [idNumber, setIdNumber] = useState("");
  const [files, setFiles] = useState<Record<"front" | "back" | "selfie", File | null>>({
    front: null,
    back: null,
    selfie: null,
  });
  const [checked, setChecked] = useState(false);
  const fileError = useFileErrors(files, checked);
  const normalized = normalizeIdNumber(idNumber);

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!normalized || fileProblem(files.front) || fileProblem(files.back) || fileProblem(files.selfie)) return;
    send.mutate(
      { level: 2, idNumber: normalized, files: { front: files.front!, back: files.back!, selfie: files.selfie! } },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("levels.2.formLabel")}>
      <TextField
        label={t("fields.idNumber")}
        hint={t("fields.idNumberHint")}
        value={idNumber}
        onChange={(event) => setIdNumber(event.target.value)}
        maxLength={14}
        autoComplete="off"
        inputMode="text"
        error={checked && !normalized ? t("fields.idNumberInvalid") : null}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {(["front", "back", "selfie"] as const).map((key) => (
          <FileField
            key={key}
            label={t(`fields.${key}`)}
            file={files[key]}
            onChange={(file) => setFiles((current) => ({ ...current, [key]: file }))}
            error={fileError(key)}
          />
        ))}
      </div>
      <RequestError request={send} />
      <FormButtons pending={send.isPending} onCancel={onCancel} />
    </form>
  );
}

function AddressForm({ onDone, onCancel }: FormProps) {
  const { t } = useTranslation("kyc");
  const send = useSendSubmission();
  const [address, setAddress] = useState("");
  const [files, setFiles] = useState<Record<"proof", File | null>>({ proof: null });
  const [checked, setChecked] = useState(false);
  const fileError = useFileErrors(files, checked);
  const trimmed = address.trim();
  const addressOk = trimmed.length >= 5 && trimmed.length <= 200;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!addressOk || fileProblem(files.proof)) return;
    send.mutate({ level: 3, address: trimmed, files: { proof: files.proof! } }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("levels.3.formLabel")}>
      <TextField
        label={t("fields.address")}
        hint={t("fields.addressHint")}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        maxLength={200}
        autoComplete="street-address"
        error={checked && !addressOk ? t("fields.addressInvalid") : null}
      />
      <FileField
        label={t("fields.proof")}
        file={files.proof}
        onChange={(file) => setFiles({ proof: file })}
        error={fileError("proof")}
      />
      <RequestError request={send} />
      <FormButtons pending={send.isPending} onCancel={onCancel} />
    </form>
  );
}

function FormButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation("kyc");
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton pending={pending}>{t("submit")}</SubmitButton>
      <Button variant="ghost" onClick={onCancel} disabled={pending}>
        {t("cancel")}
      </Button>
    </div>
  );
}
