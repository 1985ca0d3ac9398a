import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DepositMethod, DepositOrder } from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { EmptyState } from "../../../../components/ui/empty-state";
import { Skeleton } from "../../../../components/ui/skeleton";
import { useCreateDeposit } from "../../api/create-deposit";
import { useDepositMethods } from "../../api/get-deposit-methods";
import { useRequestId } from "../../../../lib/use-request-id";
import { checkAmount, minorToInput } from "../../utils/cashier-amount";
import { quickAmounts } from "../../utils/deposit-amounts";
import { FormError } from "../../../../components/ui/form-parts";
import {
  AmountField,
  BankMark,
  CashierSection,
  CashierSubmit,
  ChoiceCard,
  useAmountProblemText,
  useCashierErrorText,
  useMoney,
} from "../cashier-parts";

/**
 * The deposit's promotion choice, rendered by the app from the promotions feature: `value` null is
 * "no bonus", undefined "not chosen yet" (the choice picks its default).
 */
export type PromotionChoiceSlot = (choice: {
  value: string | null | undefined;
  onChange: (promotionId: string | null) => void;
}) => ReactNode;

export function DepositForm({
  onCreated,
  promotionChoice,
}: {
  onCreated: (order: DepositOrder) => void;
  promotionChoice?: PromotionChoiceSlot;
}) {
  const { t } = useTranslation("cashier");
  const methods = useDepositMethods();
  if (methods.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t("status.loading")}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (methods.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("deposit.loadError")}
          description={t("errors.tryAgain")}
          action={<Button onClick={() => void methods.refetch()}>{t("actions.retry")}</Button>}
        />
      </div>
    );
  }
  const offered = methods.data.filter((method) => method.accounts.length > 0);
  if (offered.length === 0) {
    return <EmptyState title={t("deposit.noMethod.title")} description={t("deposit.noMethod.body")} />;
  }
  return <DepositFormFields methods={offered} onCreated={onCreated} promotionChoice={promotionChoice} />;
}

function DepositFormFields({
  methods,
  onCreated,
  promotionChoice,
}: {
  methods: DepositMethod[];
  onCreated: (order: DepositOrder) => void;
  promotionChoice?: PromotionChoiceSlot;
}) {
  const { t } = useTranslation("cashier");
  const money = useMoney();
  const problemText = useAmountProblemText();
  const errorText = useCashierErrorText();
  const requestId = useRequestId();
  const [methodId, setMethodId] = useState(methods[0]!.id);
  const method = methods.find((m) => m.id === methodId) ?? methods[0]!;
  const [accountId, setAccountId] = useState(method.accounts[0]!.id);
  const account = method.accounts.find((a) => a.id === accountId) ?? method.accounts[0]!;
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [promotionId, setPromotionId] = useState<string | null | undefined>(undefined);
  const limits = { min: method.minAmount, max: method.maxAmount, wholeDong: true };

  const mutation = useCreateDeposit({
    onSuccess: (order) => {
      requestId.done();
      onCreated(order);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkAmount(amount, limits);
    setAmountError(check.problem ? problemText(check.problem, limits) : null);
    if (check.problem) return;
    mutation.mutate({
      methodId: method.id,
      receivingAccountId: account.id,
      amount: check.minor,
      requestId: requestId.idFor(`${method.id}|${account.id}|${check.minor}|${promotionId ?? ""}`),
      ...(promotionChoice && promotionId ? { promotionId } : {}),
    });
  }

  function chooseMethod(next: DepositMethod) {
    setMethodId(next.id);
    setAccountId(next.accounts[0]!.id);
    setAmountError(null);
  }

  const chips = quickAmounts(method.minAmount, method.maxAmount).map((minor) => ({
    value: minorToInput(minor),
    label: money(minor),
  }));

  return (
    <CashierSection title={t("deposit.title")}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-fg">{t("deposit.method")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {methods.map((m) => (
              <ChoiceCard
                key={m.id}
                name="deposit-method"
                checked={m.id === method.id}
                onChange={() => chooseMethod(m)}
              >
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-semibold text-fg">
                    {methods.length > 1 ? m.name : t(`deposit.methodType.${m.type}`)}
                  </span>
                  <span className="text-xs text-fg-muted tabular-nums">
                    {t("amount.limits", { min: money(m.minAmount), max: money(m.maxAmount) })}
                  </span>
                </span>
              </ChoiceCard>
            ))}
          </div>
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-fg">{t("deposit.receivingAccount")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {method.accounts.map((a) => (
              <ChoiceCard
                key={a.id}
                name="deposit-account"
                checked={a.id === account.id}
                onChange={() => setAccountId(a.id)}
              >
                <BankMark code={a.bankCode} />
                <span className="grid min-w-0 gap-0.5">
                  <span className="truncate font-semibold text-fg">{a.bankName}</span>
                  <span className="truncate text-xs text-fg-muted">{a.accountName}</span>
                </span>
              </ChoiceCard>
            ))}
          </div>
        </fieldset>

        <AmountField
          label={t("deposit.amount")}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setAmountError(null);
          }}
          placeholder={t("deposit.amountPlaceholder")}
          hint={t("amount.limits", { min: money(method.minAmount), max: money(method.maxAmount) })}
          error={amountError}
          chips={chips}
          data-testid="deposit-amount"
        />

        {promotionChoice?.({ value: promotionId, onChange: setPromotionId })}

        <FormError message={mutation.isError ? errorText(mutation.error) : null} />
        <div className="flex flex-wrap items-center gap-3">
          <CashierSubmit pending={mutation.isPending} data-testid="deposit-submit">
            {t("deposit.submit")}
          </CashierSubmit>
          <p className="text-xs text-fg-muted">{t("deposit.submitNote")}</p>
        </div>
      </form>
    </CashierSection>
  );
}
