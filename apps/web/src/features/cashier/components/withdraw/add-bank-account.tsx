import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { VN_BANKS, type BankAccount, type WithdrawInfoValue } from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { openMemberCentre } from "../../../../lib/account-dialogs";
import { useAddBankAccount } from "../../api/add-bank-account";
import { onlyDigits } from "../../../../lib/digits";
import { searchBanks, type VnBank } from "../../utils/withdraw-banks";
import { FormError, inputClasses, TextField } from "../../../../components/ui/form-parts";
import { BankMark, Callout, CashierSubmit, ChoiceCard, useCashierErrorText } from "../cashier-parts";
import { PaymentPasswordField } from "./payment-password-field";

const ACCOUNT_NUMBER = { min: 6, max: 19 };

/**
 * Binds a bank account for withdrawals. The holder is the registered payee name and cannot be
 * typed (the server refuses any other name); without a payee name the member is sent to the
 * security centre first.
 */
export function AddBankAccount({
  info,
  onDone,
}: {
  info: WithdrawInfoValue;
  onDone: (added: BankAccount | null) => void;
}) {
  const { t } = useTranslation("cashier");
  const missing = !info.payeeName ? "payeeName" : !info.hasPaymentPassword ? "paymentPassword" : null;
  if (missing) {
    return (
      <Callout
        tone="warning"
        title={t(`bankAccounts.needs.${missing}.title`)}
        action={
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="gold" onClick={() => openMemberCentre("securityCenter")}>
              {t("actions.openSecurityCenter")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onDone(null)}>
              {t("actions.cancel")}
            </Button>
          </div>
        }
      >
        {t(`bankAccounts.needs.${missing}.body`)}
      </Callout>
    );
  }
  return <AddBankAccountForm payeeName={info.payeeName} onDone={onDone} />;
}

function AddBankAccountForm({ payeeName, onDone }: { payeeName: string; onDone: (added: BankAccount | null) => void }) {
  const { t } = useTranslation("cashier");
  const errorText = useCashierErrorText();
  const [bank, setBank] = useState<VnBank | null>(null);
  const [number, setNumber] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ bank?: string; number?: string; password?: string }>({});
  const mutation = useAddBankAccount({ onSuccess: onDone });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const next = {
      bank: bank ? undefined : t("bankAccounts.bankRequired"),
      number:
        number.length >= ACCOUNT_NUMBER.min && number.length <= ACCOUNT_NUMBER.max
          ? undefined
          : t("bankAccounts.numberInvalid", ACCOUNT_NUMBER),
      password: password === "" ? t("withdraw.passwordRequired") : undefined,
    };
    setErrors(next);
    if (!bank || next.number || next.password) return;
    mutation.mutate({ bankCode: bank.code, accountNumber: number, accountName: payeeName, paymentPassword: password });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("bankAccounts.addTitle")}
      className="grid gap-4 rounded-xl border border-gold/40 bg-gold/5 p-3 sm:p-4"
    >
      <p className="font-semibold text-fg">{t("bankAccounts.addTitle")}</p>
      <BankPicker
        value={bank}
        onChange={(next) => {
          setBank(next);
          setErrors((e) => ({ ...e, bank: undefined }));
        }}
        error={errors.bank}
      />
      <TextField
        label={t("bankAccounts.number")}
        inputMode="numeric"
        autoComplete="off"
        value={number}
        maxLength={ACCOUNT_NUMBER.max}
        onChange={(event) => {
          setNumber(onlyDigits(event.target.value, ACCOUNT_NUMBER.max));
          setErrors((e) => ({ ...e, number: undefined }));
        }}
        hint={t("bankAccounts.numberHint", ACCOUNT_NUMBER)}
        error={errors.number}
        data-testid="bank-account-number"
      />
      <TextField
        label={t("bankAccounts.holder")}
        value={payeeName}
        readOnly
        aria-readonly="true"
        hint={t("bankAccounts.holderHint")}
        className="[&_input]:cursor-not-allowed [&_input]:bg-surface-2"
      />
      <PaymentPasswordField
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
        error={errors.password}
        testId="bank-account-password"
      />
      <FormError message={mutation.isError ? errorText(mutation.error) : null} />
      <div className="flex flex-wrap gap-2">
        <CashierSubmit pending={mutation.isPending} data-testid="bank-account-submit">
          {t("bankAccounts.save")}
        </CashierSubmit>
        <Button variant="ghost" onClick={() => onDone(null)}>
          {t("actions.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** The Vietnamese bank list with a search box (name, code or BIN, marks optional). */
function BankPicker({
  value,
  onChange,
  error,
}: {
  value: VnBank | null;
  onChange: (bank: VnBank) => void;
  error?: string;
}) {
  const { t } = useTranslation("cashier");
  const id = useId();
  const [query, setQuery] = useState("");
  const found = searchBanks(query, VN_BANKS);
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-fg">{t("bankAccounts.bank")}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={t("bankAccounts.searchLabel")}
          aria-controls={`${id}-list`}
          placeholder={t("bankAccounts.searchPlaceholder")}
          className={inputClasses + " flex-1 basis-56"}
          data-testid="bank-search"
        />
        {value && (
          <span className="flex items-center gap-2 text-sm text-fg">
            <span className="text-fg-muted">{t("bankAccounts.chosen")}</span>
            <span className="font-semibold">{value.name}</span>
          </span>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {t("bankAccounts.found", { n: found.length })}
      </p>
      <div
        id={`${id}-list`}
        className="grid max-h-60 gap-2 overflow-y-auto rounded-xl border border-line p-2 sm:grid-cols-2"
      >
        {found.length === 0 ? (
          <p className="px-2 py-4 text-center text-sm text-fg-muted sm:col-span-2">{t("bankAccounts.noBank")}</p>
        ) : (
          found.map((bank) => (
            <ChoiceCard
              key={bank.code}
              name={`${id}-bank`}
              checked={value?.code === bank.code}
              onChange={() => onChange(bank)}
              className="p-2"
              testId={`bank-option-${bank.code}`}
            >
              <BankMark code={bank.code} className="h-8 w-11 text-[10px]" />
              <span className="grid min-w-0 gap-0.5">
                <span className="truncate text-sm font-semibold text-fg">{bank.name}</span>
                <span className="truncate text-[11px] text-fg-muted">{bank.fullName}</span>
              </span>
            </ChoiceCard>
          ))
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
