import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  MINOR_UNITS_PER_DONG,
  type BankAccount,
  type WithdrawalOrder,
  type WithdrawInfoValue,
} from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { ApiError } from "../../../../lib/api-client";
import { openMemberCentre } from "../../../../lib/account-dialogs";
import { useCreateWithdrawal } from "../../api/create-withdrawal";
import { useRequestId } from "../../../../lib/use-request-id";
import { checkAmount, minMinor, minorToInput } from "../../utils/cashier-amount";
import { FormError } from "../../../../components/ui/form-parts";
import {
  AmountField,
  Callout,
  CashierSection,
  CashierSubmit,
  useAmountProblemText,
  useCashierErrorText,
  useMoney,
} from "../cashier-parts";
import { AddBankAccount } from "./add-bank-account";
import { BankAccountChoice } from "./bank-account-choice";
import { PaymentPasswordField } from "./payment-password-field";

export function WithdrawForm({ info, accounts }: { info: WithdrawInfoValue; accounts: BankAccount[] }) {
  const { t } = useTranslation("cashier");
  const money = useMoney();
  const problemText = useAmountProblemText();
  const errorText = useCashierErrorText();
  const requestId = useRequestId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const account = accounts.find((a) => a.id === chosenId) ?? accounts[0] ?? null;
  const [adding, setAdding] = useState(false);
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; password?: string; account?: string }>({});
  const [done, setDone] = useState<WithdrawalOrder | null>(null);
  // An active bonus blocks a withdrawal (catalogue code withdraw_bonus_active) until the member gives it up explicitly.
  const [forfeitBonus, setForfeitBonus] = useState(false);

  const limits = { min: info.minAmount, max: info.maxAmount, balance: info.mainBalance, wholeDong: true };
  const dailyUsedUp = info.usedToday >= info.dailyCount;
  const blocked = !info.hasPaymentPassword || dailyUsedUp;
  // The most that may be asked for now, in whole đồng (bank payouts carry no cents).
  const ceiling = minMinor(info.mainBalance, info.maxAmount);
  const ceilingWhole = ((BigInt(ceiling) / MINOR_UNITS_PER_DONG) * MINOR_UNITS_PER_DONG).toString();
  const canFillAll = BigInt(ceilingWhole) >= BigInt(info.minAmount);

  const mutation = useCreateWithdrawal({
    onSuccess: (order) => {
      requestId.done();
      setDone(order);
      setAmount("");
      setPassword("");
      setForfeitBonus(false);
    },
  });
  const bonusActive = mutation.error instanceof ApiError && mutation.error.code === "withdraw_bonus_active";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const check = checkAmount(amount, limits);
    const next = {
      account: account ? undefined : t("withdraw.accountRequired"),
      amount: check.problem ? problemText(check.problem, limits) : undefined,
      password: password === "" ? t("withdraw.passwordRequired") : undefined,
    };
    setErrors(next);
    setDone(null);
    if (!account || check.problem || next.password) return;
    mutation.mutate({
      bankAccountId: account.id,
      amount: check.minor,
      paymentPassword: password,
      requestId: requestId.idFor(`${account.id}|${check.minor}|${forfeitBonus}`),
      ...(forfeitBonus ? { forfeitBonus: true } : {}),
    });
  }

  return (
    <CashierSection title={t("withdraw.title")}>
      <div className="grid gap-5">
        <dl className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-surface-2/60 p-3 text-sm sm:grid-cols-3">
          <div className="col-span-2 grid gap-0.5 sm:col-span-1">
            <dt className="text-xs text-fg-muted">{t("withdraw.available")}</dt>
            <dd className="text-lg font-bold text-gold tabular-nums" data-testid="withdraw-available">
              {money(info.mainBalance)}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-fg-muted">{t("withdraw.limits")}</dt>
            <dd className="font-semibold text-fg tabular-nums">
              {money(info.minAmount)} – {money(info.maxAmount)}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-fg-muted">{t("withdraw.today")}</dt>
            <dd className="font-semibold text-fg tabular-nums">
              {t("withdraw.todayCount", { used: info.usedToday, count: info.dailyCount })}
            </dd>
          </div>
        </dl>

        {dailyUsedUp && (
          <Callout tone="warning" title={t("withdraw.dailyUsedUp.title")}>
            {t("withdraw.dailyUsedUp.body", { count: info.dailyCount })}
          </Callout>
        )}

        <BankAccountChoice
          accounts={accounts}
          chosenId={account?.id ?? null}
          onChoose={(id) => {
            setChosenId(id);
            setErrors((e) => ({ ...e, account: undefined }));
          }}
          hasPaymentPassword={info.hasPaymentPassword}
          error={errors.account}
        />
        {adding ? (
          <AddBankAccount
            info={info}
            onDone={(added) => {
              setAdding(false);
              if (added) setChosenId(added.id);
            }}
          />
        ) : (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setAdding(true)} data-testid="bank-account-add">
              <span aria-hidden="true" className="text-base leading-none">
                +
              </span>
              {t("bankAccounts.add")}
            </Button>
          </div>
        )}

        <form onSubmit={submit} noValidate className="grid gap-5">
          <AmountField
            label={t("withdraw.amount")}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setErrors((e) => ({ ...e, amount: undefined }));
            }}
            placeholder={t("withdraw.amountPlaceholder")}
            hint={t("amount.limits", { min: money(info.minAmount), max: money(info.maxAmount) })}
            error={errors.amount}
            chips={
              canFillAll
                ? [{ label: t("withdraw.all", { amount: money(ceilingWhole) }), value: minorToInput(ceilingWhole) }]
                : []
            }
            disabled={blocked}
            data-testid="withdraw-amount"
          />

          <PaymentPasswordField
            value={password}
            onChange={(value) => {
              setPassword(value);
              setErrors((e) => ({ ...e, password: undefined }));
            }}
            error={errors.password}
            disabled={blocked}
            testId="withdraw-password"
          />

          {bonusActive || forfeitBonus ? (
            <div role="alert" data-testid="withdraw-bonus-active">
              <Callout tone="warning" title={t("withdraw.bonusActive.title")}>
                <span className="grid gap-2">
                  <span>{bonusActive ? errorText(mutation.error) : t("withdraw.bonusActive.body")}</span>
                  <label className="flex cursor-pointer items-start gap-2 font-medium">
                    <input
                      type="checkbox"
                      checked={forfeitBonus}
                      onChange={(event) => setForfeitBonus(event.target.checked)}
                      data-testid="withdraw-forfeit-bonus"
                      className="mt-0.5 size-4 accent-[var(--lt-brand)]"
                    />
                    {t("withdraw.bonusActive.forfeit")}
                  </label>
                </span>
              </Callout>
            </div>
          ) : (
            <>
              <FormError message={mutation.isError ? errorText(mutation.error) : null} />
              {/* Know your customer: the refusal names the level to verify; the security centre has the forms. */}
              {mutation.error instanceof ApiError && mutation.error.code.startsWith("kyc_") && (
                <div>
                  <Button variant="secondary" size="sm" onClick={() => openMemberCentre("securityCenter")}>
                    {t("withdraw.verifyNow")}
                  </Button>
                </div>
              )}
            </>
          )}
          <div role="status" aria-live="polite" className="empty:hidden">
            {done && (
              <Callout tone="success" title={t("withdraw.done.title")}>
                {t("withdraw.done.body", { amount: money(done.amount), orderNo: done.orderNo })}
              </Callout>
            )}
          </div>
          <div>
            <CashierSubmit
              pending={mutation.isPending}
              disabled={blocked || accounts.length === 0}
              data-testid="withdraw-submit"
            >
              {t("withdraw.submit")}
            </CashierSubmit>
          </div>
        </form>
      </div>
    </CashierSection>
  );
}
