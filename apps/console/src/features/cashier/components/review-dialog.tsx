import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleWithdrawal } from "@lotus/contracts/web";
import { errorText } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/format";
import { formatVnd } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { useWithdrawalAction } from "../api/withdrawals";
import { ProofThumbnail } from "./proof-image";

/**
 * The review of a payout: the member's receipt (result, remaining amount), the proof images, and
 * for a disputed order the resolution: confirmed paid (no refund) or refund to the main wallet.
 */
export function ReviewDialog({ order, onClose }: { order: ConsoleWithdrawal | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const action = useWithdrawalAction();
  const [remark, setRemark] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [enlarged, setEnlarged] = useState<{ src: string; index: number } | null>(null);
  const remarkId = useId();
  const remarkErrorId = useId();
  const resolvable = order?.status === "disputed";
  const missing = remark.trim() === "";

  function close() {
    if (action.isPending) return;
    setRemark("");
    setTouched(false);
    setError(null);
    onClose();
  }

  async function resolve(outcome: "paid" | "refund") {
    if (!order) return;
    setTouched(true);
    if (missing) return;
    setError(null);
    try {
      await action.mutateAsync({ orderNo: order.orderNo, action: "resolve", outcome, remark: remark.trim() });
      notify(
        "success",
        t(outcome === "refund" ? "withdrawals.resolvedRefund" : "withdrawals.resolvedPaid", { orderNo: order.orderNo }),
      );
      setRemark("");
      setTouched(false);
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  const receipt = order?.receipt;
  return (
    <>
      <Dialog
        open={order !== null}
        onClose={close}
        size="lg"
        locked={action.isPending}
        title={order ? t("withdrawals.review.title", { orderNo: order.orderNo }) : ""}
        footer={
          resolvable ? (
            <>
              <Button onClick={close} disabled={action.isPending}>
                {t("actions.cancel")}
              </Button>
              <Button
                variant="secondary"
                data-testid="resolve-paid"
                busy={action.isPending && action.variables?.action === "resolve" && action.variables.outcome === "paid"}
                disabled={action.isPending}
                onClick={() => void resolve("paid")}
              >
                {t("withdrawals.review.resolvePaid")}
              </Button>
              <Button
                variant="primary"
                data-testid="resolve-refund"
                busy={
                  action.isPending && action.variables?.action === "resolve" && action.variables.outcome === "refund"
                }
                disabled={action.isPending}
                onClick={() => void resolve("refund")}
              >
                {t("withdrawals.review.resolveRefund")}
              </Button>
            </>
          ) : (
            <Button onClick={close}>{t("actions.close")}</Button>
          )
        }
      >
        {order && (
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-surface-2 p-3 sm:grid-cols-[auto_1fr_auto_1fr]">
              <dt className="text-fg-muted">{t("withdrawals.col.member")}</dt>
              <dd>
                {order.memberAccount} <span className="text-fg-muted">#{order.memberId}</span>
              </dd>
              <dt className="text-fg-muted">{t("withdrawals.col.amount")}</dt>
              <dd className="font-semibold">{formatVnd(order.amount, language)}</dd>
              <dt className="text-fg-muted">{t("withdrawals.col.bank")}</dt>
              <dd>
                {order.bankName} <span className="font-mono">{order.accountNumber}</span>
              </dd>
              <dt className="text-fg-muted">{t("withdrawals.col.holder")}</dt>
              <dd>{order.accountName}</dd>
              <dt className="text-fg-muted">{t("withdrawals.col.paidAt")}</dt>
              <dd>{formatDateTime(order.paidAt, language)}</dd>
              <dt className="text-fg-muted">{t("common.status")}</dt>
              <dd>{t(`withdrawals.status.${order.status}`)}</dd>
            </dl>

            <section aria-labelledby={`${remarkId}-receipt`}>
              <h3 id={`${remarkId}-receipt`} className="mb-2 font-semibold">
                {t("withdrawals.review.receipt")}
              </h3>
              {receipt ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  <dt className="text-fg-muted">{t("withdrawals.review.result")}</dt>
                  <dd className="font-semibold" data-testid="receipt-result">
                    {t(`withdrawals.receipt.${receipt.result}`)}
                  </dd>
                  <dt className="text-fg-muted">{t("withdrawals.review.source")}</dt>
                  <dd>{t(`withdrawals.receiptSource.${receipt.source}`)}</dd>
                  <dt className="text-fg-muted">{t("withdrawals.review.remaining")}</dt>
                  <dd>{receipt.remainingAmount === null ? "—" : formatVnd(receipt.remainingAmount, language)}</dd>
                  <dt className="text-fg-muted">{t("withdrawals.review.answeredAt")}</dt>
                  <dd>{formatDateTime(receipt.at, language)}</dd>
                </dl>
              ) : (
                <p className="text-fg-muted">{t("withdrawals.review.noReceipt")}</p>
              )}
            </section>

            <section aria-labelledby={`${remarkId}-proofs`}>
              <h3 id={`${remarkId}-proofs`} className="mb-2 font-semibold">
                {t("withdrawals.review.proofs", { count: order.proofIds.length })}
              </h3>
              {order.proofIds.length === 0 ? (
                <p className="text-fg-muted">{t("withdrawals.review.noProofs")}</p>
              ) : (
                <ul className="flex flex-wrap gap-3">
                  {order.proofIds.map((proofId, index) => (
                    <li key={proofId}>
                      <ProofThumbnail
                        orderNo={order.orderNo}
                        proofId={proofId}
                        index={index}
                        onOpen={(src, i) => setEnlarged({ src, index: i })}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>

            {order.remark && (
              <p>
                <span className="text-fg-muted">{t("common.remark")}: </span>
                {order.remark}
              </p>
            )}

            {resolvable && (
              <section className="rounded-md border border-line p-3">
                <h3 className="mb-1 font-semibold">{t("withdrawals.review.resolveTitle")}</h3>
                <p className="mb-3 text-fg-muted">{t("withdrawals.review.resolveHint")}</p>
                <label htmlFor={remarkId} className="mb-1 block font-medium">
                  {t("common.remark")}
                  <span aria-hidden="true"> *</span>
                </label>
                <textarea
                  id={remarkId}
                  name="remark"
                  rows={3}
                  maxLength={200}
                  required
                  value={remark}
                  onChange={(event) => setRemark(event.target.value)}
                  aria-invalid={touched && missing ? true : undefined}
                  aria-describedby={touched && missing ? remarkErrorId : undefined}
                  className="w-full rounded-md border border-line bg-surface px-3 py-2"
                />
                {touched && missing && (
                  <p id={remarkErrorId} className="mt-1 text-xs text-danger">
                    {t("common.remarkRequired")}
                  </p>
                )}
              </section>
            )}
            {error && (
              <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-danger">
                {error}
              </p>
            )}
          </div>
        )}
      </Dialog>
      <Dialog
        open={enlarged !== null}
        onClose={() => setEnlarged(null)}
        size="lg"
        title={enlarged ? t("withdrawals.review.proofN", { n: enlarged.index + 1 }) : ""}
      >
        {enlarged && (
          <img
            src={enlarged.src}
            alt={t("withdrawals.review.proofN", { n: enlarged.index + 1 })}
            className="mx-auto max-h-[75dvh] w-auto max-w-full object-contain"
          />
        )}
      </Dialog>
    </>
  );
}
