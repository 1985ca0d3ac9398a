import { useState } from "react";
import { useTranslation } from "react-i18next";
import { VN_BANKS, type VnBankCode } from "@lotus/contracts/web";
import { errorText } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import type { ReceivingAccount } from "../../../lib/types";
import { FormDialog } from "../../../components/ui/form-dialog";
import { SelectField, TextField } from "../../../components/ui/field";
import { Switch } from "../../../components/ui/switch";
import { useSaveReceivingAccount } from "../api/receiving-accounts";
import {
  ACCOUNT_NAME_PATTERN,
  ACCOUNT_NUMBER_PATTERN,
  normalizeAccountName,
  normalizeAccountNumber,
} from "../utils/account-input";

/** Add or edit one receiving bank account (the accounts members transfer deposits to). */
export function ReceivingAccountDialog({
  account,
  open,
  onClose,
}: {
  /** null: a new account. */
  account: ReceivingAccount | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveReceivingAccount();
  const [bankCode, setBankCode] = useState<VnBankCode>(account?.bankCode ?? "VCB");
  const [accountNumber, setAccountNumber] = useState(account?.accountNumber ?? "");
  const [accountName, setAccountName] = useState(account?.accountName ?? "");
  const [enabled, setEnabled] = useState(account?.enabled ?? true);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const numberError =
    touched && !ACCOUNT_NUMBER_PATTERN.test(accountNumber) ? t("cashier.accounts.numberInvalid") : null;
  const nameError =
    touched && !ACCOUNT_NAME_PATTERN.test(accountName.trim()) ? t("cashier.accounts.nameInvalid") : null;

  async function submit() {
    setTouched(true);
    if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber) || !ACCOUNT_NAME_PATTERN.test(accountName.trim())) return;
    setError(null);
    try {
      await save.mutateAsync({
        id: account?.id ?? null,
        input: { bankCode, accountNumber, accountName: accountName.trim(), enabled },
      });
      notify("success", t(account ? "cashier.accounts.updated" : "cashier.accounts.added", { number: accountNumber }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      busy={save.isPending}
      title={account ? t("cashier.accounts.editTitle") : t("cashier.accounts.addTitle")}
      submitLabel={t("actions.save")}
      onSubmit={() => void submit()}
      error={error}
    >
      <SelectField
        label={t("cashier.accounts.bank")}
        name="bankCode"
        value={bankCode}
        data-autofocus
        onChange={(event) => setBankCode(event.target.value as VnBankCode)}
      >
        {VN_BANKS.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name} ({bank.code}) — {bank.fullName}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("cashier.accounts.number")}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        value={accountNumber}
        onChange={(event) => setAccountNumber(normalizeAccountNumber(event.target.value))}
        error={numberError}
        className="[&_input]:font-mono"
      />
      <TextField
        label={t("cashier.accounts.name")}
        name="accountName"
        autoComplete="off"
        value={accountName}
        onChange={(event) => setAccountName(normalizeAccountName(event.target.value))}
        hint={t("cashier.accounts.nameHint")}
        error={nameError}
      />
      <Switch checked={enabled} onChange={setEnabled} label={t("cashier.accounts.enabled")} />
    </FormDialog>
  );
}
