import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type AgentTransferValue } from "@lotus/contracts/web";
import { FormActions, RequestError, SubmitButton, TextField } from "../../../components/ui/form-parts";
import { PAYMENT_PASSWORD_LENGTH, PaymentPasswordField } from "../../../components/ui/payment-password-field";
import { useBalance } from "../../../lib/queries/money";
import { toast } from "../../../lib/toast";
import { useRequestId } from "../../../lib/use-request-id";
import { useTransferLimits } from "../api/get-transfer-limits";
import { checkAgentTransfer, leftToday } from "../utils/transfer-amount";

type Mutation = {
  mutate: (
    request: { amount: string; paymentPassword: string; requestId: string },
    options: { onSuccess: (value: AgentTransferValue) => void },
  ) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

/**
 * A transfer between upline and downline (spec §8): amount within the brand's limits, the payment
 * password, and a success toast with the amount. The same request id goes again on a retry of the
 * same fields, so a lost answer never moves the money twice.
 */
export function TransferForm({
  to,
  mutation,
  onDone,
  testId,
}: {
  /** The receiving account, for the words ("to agent01"). */
  to: string;
  mutation: Mutation;
  onDone?: (value: AgentTransferValue) => void;
  testId?: string;
}) {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  const limits = useTransferLimits().data;
  const balance = useBalance().data;
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const requestId = useRequestId();
  const main = balance ? BigInt(balance.mainBalance) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkAgentTransfer(amount, limits, main);
    const next: typeof errors = {};
    if (!check.ok) {
      next.amount = t(`transfer.problems.${check.problem}`, {
        min: limits ? formatMinor(limits.min, language) : "",
        max: limits ? formatMinor(limits.max, language) : "",
        left: limits ? formatMinor(leftToday(limits), language) : "",
      });
    }
    if (password.length !== PAYMENT_PASSWORD_LENGTH) {
      next.password = t("transfer.problems.password", { digits: PAYMENT_PASSWORD_LENGTH });
    }
    setErrors(next);
    if (!check.ok || next.password) return;
    const minor = check.minor.toString();
    mutation.mutate(
      { amount: minor, paymentPassword: password, requestId: requestId.idFor(`${to}:${minor}`) },
      {
        onSuccess: (value) => {
          requestId.done();
          setAmount("");
          setPassword("");
          toast({
            tone: "success",
            title: t("transfer.success", { amount: formatMinor(value.amount, language), account: value.toAccount }),
            body: t("transfer.balanceAfter", { amount: formatMinor(value.mainBalance, language) }),
          });
          onDone?.(value);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid={testId}>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-fg-muted">{t("transfer.to")}</dt>
          <dd className="font-semibold" data-testid="transfer-to">
            {to}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("transfer.mainBalance")}</dt>
          <dd className="font-semibold tabular-nums">{balance ? formatMinor(balance.mainBalance, language) : "…"}</dd>
        </div>
      </dl>
      <TextField
        label={t("transfer.amount")}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={
          limits
            ? t("transfer.limits", {
                min: formatMinor(limits.min, language),
                max: formatMinor(limits.max, language),
                left: formatMinor(leftToday(limits), language),
              })
            : undefined
        }
        error={errors.amount}
        data-testid="transfer-amount"
        className="max-w-xs"
      />
      <PaymentPasswordField
        value={password}
        onChange={setPassword}
        label={t("transfer.password")}
        hint={t("transfer.passwordHint", { digits: PAYMENT_PASSWORD_LENGTH })}
        error={errors.password}
        testId="transfer-password"
      />
      <RequestError request={mutation} />
      <FormActions>
        <SubmitButton pending={mutation.isPending} variant="gold">
          {t("transfer.submit")}
        </SubmitButton>
      </FormActions>
    </form>
  );
}
