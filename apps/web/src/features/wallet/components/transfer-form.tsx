import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MAIN_WALLET, formatMinor } from "@lotus/contracts/web";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { useWalletTransfer } from "../api/transfer-between-wallets";
import { checkTransferAmount, createRequestIdKeeper, minorToAmountInput } from "../utils/wallet-amount";
import { FormError, SubmitButton, inputClasses, useErrorText } from "../../../components/ui/form-parts";

export type WalletOption = { code: string; name: string; balance: bigint };

const selectClasses = cn(inputClasses, "cursor-pointer appearance-none pr-9");

/**
 * A transfer between the main wallet and one game wallet (GCS_walletTransfer): one side is always
 * MAIN. The amount is typed in đồng and sent as minor units; a retry of the same submission sends
 * the same requestId, so a request whose answer was lost moves the money once.
 */
export function TransferForm({ options }: { options: WalletOption[] }) {
  const { t, i18n } = useTranslation("wallet");
  const language = i18n.language;
  const errorText = useErrorText();
  const vendors = options.filter((o) => o.code !== MAIN_WALLET);
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(vendors[0]?.code ?? MAIN_WALLET);
  const [amount, setAmount] = useState("");
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState("");
  const requestIds = useRef(createRequestIdKeeper());
  const amountRef = useRef<HTMLInputElement>(null);
  const transfer = useWalletTransfer();
  const ids = { from: useId(), to: useId(), amount: useId(), hint: useId(), error: useId() };

  const nameOf = (code: string) => options.find((o) => o.code === code)?.name ?? code;
  const source = options.find((o) => o.code === from);
  const available = source?.balance ?? null;
  const check = checkTransferAmount(amount, available);
  const problem = touched && !check.ok ? check.problem : null;
  const toChoices = from === MAIN_WALLET ? vendors : options.filter((o) => o.code === MAIN_WALLET);

  function chooseFrom(code: string) {
    setFrom(code);
    if (code === MAIN_WALLET) setTo(to === MAIN_WALLET ? (vendors[0]?.code ?? MAIN_WALLET) : to);
    else setTo(MAIN_WALLET);
    edited();
  }

  function swap() {
    setFrom(to);
    setTo(from);
    edited();
  }

  function edited() {
    setDone("");
    if (transfer.isError) transfer.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!check.ok) {
      amountRef.current?.focus();
      return;
    }
    const minor = check.minor.toString();
    const requestId = requestIds.current.idFor(`${from}>${to}:${minor}`);
    setDone("");
    transfer.mutate(
      { from, to, amount: minor, requestId },
      {
        onSuccess: () => {
          requestIds.current.settle();
          setDone(
            t("transfer.done", { amount: formatMinor(check.minor, language), from: nameOf(from), to: nameOf(to) }),
          );
          setAmount("");
          setTouched(false);
        },
      },
    );
  }

  const problemText =
    problem === "aboveBalance"
      ? t("transfer.problems.aboveBalance", {
          amount: formatMinor(available ?? 0n, language),
          wallet: nameOf(from),
        })
      : problem
        ? t(`transfer.problems.${problem}`)
        : null;

  return (
    <Card className="p-4 sm:p-5">
      <h3 className="mb-4 text-lg font-semibold text-fg">{t("transfer.title")}</h3>
      <form noValidate onSubmit={submit} className="grid gap-4" data-testid="wallet-transfer-form">
        <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto_1fr]">
          <div className="grid gap-1.5">
            <label htmlFor={ids.from} className="text-sm font-medium text-fg">
              {t("transfer.from")}
            </label>
            <Select id={ids.from} value={from} onChange={chooseFrom}>
              {options.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name}
                </option>
              ))}
            </Select>
          </div>
          <button
            type="button"
            onClick={swap}
            aria-label={t("transfer.swap")}
            title={t("transfer.swap")}
            className="grid size-11 cursor-pointer place-items-center justify-self-center rounded-full border border-line bg-surface-2 text-fg hover:border-gold/60 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-5 rotate-90 sm:rotate-0"
            >
              <path d="M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4" />
            </svg>
          </button>
          <div className="grid gap-1.5">
            <label htmlFor={ids.to} className="text-sm font-medium text-fg">
              {t("transfer.to")}
            </label>
            <Select
              id={ids.to}
              value={to}
              onChange={(code) => {
                setTo(code);
                edited();
              }}
            >
              {toChoices.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name}
                </option>
              ))}
            </Select>
          </div>
        </div>

        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <label htmlFor={ids.amount} className="text-sm font-medium text-fg">
              {t("transfer.amount")}
            </label>
            <span className="text-xs text-fg-muted tabular-nums" data-testid="wallet-transfer-available">
              {t("transfer.available", { amount: formatMinor(available ?? 0n, language), wallet: nameOf(from) })}
            </span>
          </div>
          <div className="flex gap-2">
            <input
              ref={amountRef}
              id={ids.amount}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              placeholder={t("transfer.placeholder")}
              onChange={(event) => {
                setAmount(event.target.value);
                edited();
              }}
              onBlur={() => amount !== "" && setTouched(true)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={[ids.hint, problem ? ids.error : ""].filter(Boolean).join(" ")}
              className={cn(inputClasses, "flex-1 text-right tabular-nums")}
            />
            <button
              type="button"
              onClick={() => {
                setAmount(minorToAmountInput(available ?? 0n, language));
                setTouched(true);
                edited();
              }}
              title={t("transfer.allLabel", { wallet: nameOf(from) })}
              data-testid="wallet-transfer-all"
              className="inline-flex h-11 shrink-0 cursor-pointer items-center rounded-xl border border-gold/60 bg-gold/10 px-4 text-sm font-semibold text-fg hover:bg-gold/20 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus"
            >
              {t("transfer.all")}
            </button>
          </div>
          <p id={ids.hint} className="text-xs text-fg-muted tabular-nums">
            {check.ok ? t("transfer.preview", { amount: formatMinor(check.minor, language) }) : t("transfer.hint")}
          </p>
          {problemText && (
            <p id={ids.error} role="alert" className="text-xs font-medium text-danger">
              {problemText}
            </p>
          )}
        </div>

        <FormError message={transfer.isError ? errorText(transfer.error) : null} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={transfer.isPending} variant="gold">
            {t("transfer.submit")}
          </SubmitButton>
          <p
            role="status"
            aria-live="polite"
            className="text-sm font-medium text-jade"
            data-testid="wallet-transfer-done"
          >
            {done}
          </p>
        </div>
      </form>
    </Card>
  );
}

function Select({
  id,
  value,
  onChange,
  children,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClasses}>
        {children}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted"
      >
        <path d="M6 9l6 6 6-6" />
      </svg>
    </div>
  );
}
