import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ReceiptResult, WithdrawalOrder } from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { Modal } from "../../../../components/ui/modal";
import { useSubmitReceipt } from "../../api/submit-receipt";
import { checkAmount } from "../../utils/cashier-amount";
import { formatDateTime } from "../../../../lib/date-time";
import {
  AmountField,
  Callout,
  CashierSubmit,
  CheckIcon,
  ChoiceCard,
  useCashierErrorText,
  useMoney,
} from "../cashier-parts";
import { FormError } from "../../../../components/ui/form-parts";
import { ProofPicker, useProofFiles } from "./proof-picker";

const CHOICES: { result: ReceiptResult; testId: string }[] = [
  { result: "RECEIVED", testId: "receipt-received" },
  { result: "NOT_RECEIVED", testId: "receipt-not-received" },
  { result: "ALL_PAID", testId: "receipt-all-paid" },
];

/**
 * Spec §2 / §4 receipt confirmation: after a payout the member says whether the money arrived —
 * received; not received, with 1–3 proof pictures for staff review; or paid with an amount still
 * missing. Never closed by a click outside; Esc or "later" sets it aside until the next page load.
 */
export default function ReceiptDialog({ order, onClose }: { order: WithdrawalOrder; onClose: () => void }) {
  const { t, i18n } = useTranslation("cashier");
  const money = useMoney();
  const errorText = useCashierErrorText();
  const formId = useId();
  const proofs = useProofFiles();
  const [choice, setChoice] = useState<ReceiptResult | null>(null);
  const [remaining, setRemaining] = useState("");
  const [errors, setErrors] = useState<{ choice?: string; proofs?: string; remaining?: string }>({});
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [answered, setAnswered] = useState<ReceiptResult | null>(null);

  const mutation = useSubmitReceipt(order.orderNo, {
    onUploaded: proofs.markUploaded,
    onProgress: setProgress,
    onSuccess: (answer) => setAnswered(answer.result),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const next: typeof errors = {};
    if (!choice) next.choice = t("receipt.chooseOne");
    if (choice === "NOT_RECEIVED" && proofs.files.length === 0) next.proofs = t("receipt.proofRequired");
    let remainingAmount: string | undefined;
    if (choice === "ALL_PAID") {
      const check = checkAmount(remaining, { min: "1", max: order.amount });
      if (check.problem === "required") next.remaining = t("receipt.remainingRequired");
      else if (check.problem === "aboveMax")
        next.remaining = t("receipt.remainingTooLarge", { max: money(order.amount) });
      else if (check.problem) next.remaining = t("amount.invalid");
      else remainingAmount = check.minor;
    }
    setErrors(next);
    if (!choice || Object.keys(next).length > 0) return;
    mutation.mutate({ result: choice, remainingAmount, proofs: choice !== "RECEIVED" ? proofs.files : undefined });
  }

  const paidAt = formatDateTime(order.paidAt, i18n.language);
  const deadline = formatDateTime(order.receiptDeadline, i18n.language);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={answered ? t("receipt.doneTitle") : t("receipt.title")}
      description={answered ? undefined : t("receipt.intro")}
      footer={
        answered ? (
          <Button variant="gold" onClick={onClose}>
            {t("actions.close")}
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t("receipt.later")}
            </Button>
            <CashierSubmit form={formId} pending={mutation.isPending} data-testid="receipt-submit">
              {choice ? t(`receipt.submit.${choice}`) : t("receipt.submit.none")}
            </CashierSubmit>
          </>
        )
      }
    >
      <div data-testid="receipt-dialog" className="grid gap-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-line bg-surface-2/60 p-4 text-sm">
          <div className="col-span-2 grid gap-0.5">
            <dt className="text-xs text-fg-muted">{t("receipt.amount")}</dt>
            <dd className="text-2xl font-bold text-gold tabular-nums">{money(order.amount)}</dd>
          </div>
          <div className="col-span-2 grid gap-0.5 sm:col-span-1">
            <dt className="text-xs text-fg-muted">{t("receipt.bank")}</dt>
            <dd className="font-semibold text-fg">
              {order.bankName} · <span className="tabular-nums">{order.accountNumberMasked}</span>
              <span className="block text-xs font-normal text-fg-muted">{order.accountName}</span>
            </dd>
          </div>
          <div className="col-span-2 grid gap-0.5 sm:col-span-1">
            <dt className="text-xs text-fg-muted">{t("receipt.paidAt")}</dt>
            <dd className="font-semibold text-fg tabular-nums">{paidAt || "—"}</dd>
            <dd className="text-xs text-fg-muted tabular-nums">{order.orderNo}</dd>
          </div>
        </dl>

        {answered ? (
          <div role="status" className="flex items-start gap-3 rounded-xl border border-jade/50 bg-jade/10 p-4">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-jade" />
            <p className="text-sm text-fg">{t(`receipt.done.${answered}`)}</p>
          </div>
        ) : (
          <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.choice ? `${formId}-choice-error` : undefined}
              aria-invalid={errors.choice ? true : undefined}
            >
              <legend className="mb-2 text-sm font-semibold text-fg">{t("receipt.question")}</legend>
              {CHOICES.map(({ result, testId }) => (
                <ChoiceCard
                  key={result}
                  name={`${formId}-result`}
                  checked={choice === result}
                  onChange={() => {
                    setChoice(result);
                    setErrors({});
                    mutation.reset();
                  }}
                  testId={testId}
                >
                  <span className="grid gap-0.5">
                    <span className="font-semibold text-fg">{t(`receipt.choice.${result}.title`)}</span>
                    <span className="text-xs text-fg-muted">{t(`receipt.choice.${result}.body`)}</span>
                  </span>
                </ChoiceCard>
              ))}
              {errors.choice && (
                <p id={`${formId}-choice-error`} role="alert" className="text-xs font-medium text-danger">
                  {errors.choice}
                </p>
              )}
            </fieldset>

            {choice === "ALL_PAID" && (
              <AmountField
                label={t("receipt.remaining")}
                value={remaining}
                onChange={(value) => {
                  setRemaining(value);
                  setErrors((e) => ({ ...e, remaining: undefined }));
                }}
                hint={t("receipt.remainingHint", { max: money(order.amount) })}
                error={errors.remaining}
                data-testid="receipt-remaining"
              />
            )}

            {(choice === "NOT_RECEIVED" || choice === "ALL_PAID") && (
              <ProofPicker
                proofs={proofs}
                required={choice === "NOT_RECEIVED"}
                error={errors.proofs}
                disabled={mutation.isPending}
                onChange={() => setErrors((e) => ({ ...e, proofs: undefined }))}
              />
            )}

            <p aria-live="polite" className="text-sm text-fg-muted empty:hidden">
              {progress ? t("receipt.uploading", { done: progress.done, total: progress.total }) : ""}
            </p>
            <FormError message={mutation.isError ? errorText(mutation.error) : null} />

            <Callout tone="info">
              {deadline ? t("receipt.autoNote", { time: deadline }) : t("receipt.autoNoteGeneric")}
            </Callout>
          </form>
        )}
      </div>
    </Modal>
  );
}
