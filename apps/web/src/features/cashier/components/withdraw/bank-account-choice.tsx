import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { BankAccount } from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { useRemoveBankAccount } from "../../api/remove-bank-account";
import { FormError } from "../../../../components/ui/form-parts";
import { BankMark, CashierSubmit, ChoiceCard, useCashierErrorText } from "../cashier-parts";
import { PaymentPasswordField } from "./payment-password-field";

/** The member's bank accounts as the payout choice, each with its remove flow (payment password). */
export function BankAccountChoice({
  accounts,
  chosenId,
  onChoose,
  hasPaymentPassword,
  error,
}: {
  accounts: BankAccount[];
  chosenId: string | null;
  onChoose: (id: string) => void;
  hasPaymentPassword: boolean;
  error?: string;
}) {
  const { t } = useTranslation("cashier");
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-fg">{t("withdraw.account")}</legend>
      {accounts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-5 text-center text-sm text-fg-muted">
          {t("bankAccounts.empty")}
        </p>
      ) : (
        <ul className="grid gap-2">
          {accounts.map((account) => (
            <li key={account.id} className="grid gap-2">
              <div className="flex items-stretch gap-2">
                <ChoiceCard
                  name="withdraw-account"
                  checked={account.id === chosenId}
                  onChange={() => onChoose(account.id)}
                  className="min-w-0 flex-1"
                  testId={`bank-account-${account.id}`}
                >
                  <BankMark code={account.bankCode} />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="truncate font-semibold text-fg">{account.bankName}</span>
                    <span className="truncate text-xs text-fg-muted">
                      <span className="tabular-nums">{account.accountNumberMasked}</span> · {account.accountName}
                    </span>
                  </span>
                </ChoiceCard>
                <button
                  type="button"
                  onClick={() => setRemoving(removing === account.id ? null : account.id)}
                  aria-expanded={removing === account.id}
                  aria-label={t("bankAccounts.removeLabel", {
                    bank: account.bankName,
                    number: account.accountNumberMasked,
                  })}
                  className="grid w-11 shrink-0 cursor-pointer place-items-center rounded-xl border border-line text-fg-muted hover:border-danger/60 hover:text-danger"
                >
                  <TrashIcon />
                </button>
              </div>
              {removing === account.id && (
                <RemoveBankAccount
                  account={account}
                  hasPaymentPassword={hasPaymentPassword}
                  onClose={() => setRemoving(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function RemoveBankAccount({
  account,
  hasPaymentPassword,
  onClose,
}: {
  account: BankAccount;
  hasPaymentPassword: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("cashier");
  const errorText = useCashierErrorText();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const mutation = useRemoveBankAccount({ onSuccess: onClose });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password === "") {
      setError(t("withdraw.passwordRequired"));
      return;
    }
    mutation.mutate({ id: account.id, paymentPassword: password });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-danger/40 bg-danger/5 p-3">
      <p className="text-sm font-semibold text-fg">
        {t("bankAccounts.removeConfirm", { bank: account.bankName, number: account.accountNumberMasked })}
      </p>
      {hasPaymentPassword ? (
        <PaymentPasswordField
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          error={error}
        />
      ) : (
        <p className="text-sm text-fg-muted">{t("withdraw.noPaymentPassword.body")}</p>
      )}
      <FormError message={mutation.isError ? errorText(mutation.error) : null} />
      <div className="flex flex-wrap gap-2">
        <CashierSubmit pending={mutation.isPending} variant="primary" disabled={!hasPaymentPassword}>
          {t("bankAccounts.remove")}
        </CashierSubmit>
        <Button variant="ghost" onClick={onClose}>
          {t("actions.cancel")}
        </Button>
      </div>
    </form>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
