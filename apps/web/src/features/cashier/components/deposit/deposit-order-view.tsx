import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { DepositOrder } from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { useDepositOrder } from "../../api/get-deposit-order";
import { useCopy } from "../../hooks/cashier-copy";
import { useNow } from "../../hooks/cashier-now";
import { minorToPlainDong } from "../../utils/cashier-amount";
import { DEPOSIT_STATUS_TONE } from "../../utils/cashier-status";
import { formatCountdown, groupDigits, msUntil } from "../../utils/deposit-amounts";
import { formatDateTime } from "../../../../lib/date-time";
import { BankMark, Callout, CashierSection, CheckIcon, CopyRow, StatusBadge, useMoney } from "../cashier-parts";

/**
 * A bank-transfer deposit order: the VietQR code and the transfer details to copy while it is
 * pending (read again every 10 s and on every realtime money signal), then the outcome.
 */
export function DepositOrderView({ initial, onNewDeposit }: { initial: DepositOrder; onNewDeposit: () => void }) {
  const { t, i18n } = useTranslation("cashier");
  const money = useMoney();
  const query = useDepositOrder(initial.orderNo, initial);
  const order = query.data ?? initial;
  const pending = order.status === "pending";
  const now = useNow(pending);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The order replaces the form (or is opened from the history below): bring it into view for
  // sighted members and move focus there for screen-reader users.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "nearest" });
  }, []);

  const title = (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span ref={headingRef} tabIndex={-1} style={{ outline: "none" }}>
        {t("order.title")}
      </span>
      <span className="text-sm font-normal text-fg-muted tabular-nums">{order.orderNo}</span>
    </span>
  );

  return (
    <CashierSection title={title}>
      <div className="grid gap-4">
        <div role="status" aria-live="polite" className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <StatusBadge tone={DEPOSIT_STATUS_TONE[order.status]} testId="deposit-status" dataStatus={order.status}>
            {t(`depositStatus.${order.status}`)}
          </StatusBadge>
          {pending && <span className="text-sm text-fg-muted">{t("order.waiting")}</span>}
        </div>

        {pending ? (
          <PendingTransfer order={order} now={now} />
        ) : order.status === "credited" ? (
          <Callout
            tone="success"
            title={
              <span className="flex items-center gap-2">
                <CheckIcon className="size-5 text-jade" />
                {t("order.credited.title")}
              </span>
            }
          >
            {t("order.credited.body", {
              amount: money(order.amount),
              time: formatDateTime(order.creditedAt, i18n.language),
            })}
          </Callout>
        ) : order.status === "rejected" ? (
          <Callout tone="danger" title={t("order.rejected.title")}>
            <p>{t("order.rejected.body")}</p>
            {order.remark && <p className="mt-1 text-fg">{t("order.remark", { remark: order.remark })}</p>}
          </Callout>
        ) : (
          <Callout tone="info" title={t("order.expired.title")}>
            {t("order.expired.body")}
          </Callout>
        )}

        <div className="flex flex-wrap gap-2">
          <Button variant={pending ? "secondary" : "gold"} onClick={onNewDeposit}>
            {t("order.newDeposit")}
          </Button>
        </div>
      </div>
    </CashierSection>
  );
}

function PendingTransfer({ order, now }: { order: DepositOrder; now: number }) {
  const { t } = useTranslation("cashier");
  const money = useMoney();
  const copier = useCopy();
  const left = msUntil(order.expiresAt, now);
  const plainAmount = minorToPlainDong(order.amount);
  return (
    <>
      <div className="grid gap-5 md:grid-cols-[232px_minmax(0,1fr)]">
        <figure className="mx-auto grid w-full max-w-[260px] content-start gap-2 md:mx-0">
          <div className="rounded-xl border border-line bg-white p-3">
            <img
              data-testid="deposit-qr"
              src={`/media/qr.svg?text=${encodeURIComponent(order.qrPayload)}`}
              alt={t("order.qrAlt", { bank: order.account.bankName, amount: money(order.amount), memo: order.memo })}
              width={208}
              height={208}
              className="mx-auto block aspect-square w-full"
            />
          </div>
          <figcaption className="text-center text-xs text-fg-muted">{t("order.qrCaption")}</figcaption>
        </figure>

        <dl className="min-w-0">
          <CopyRow
            label={t("order.bank")}
            value={
              <span className="flex items-center gap-2">
                <BankMark code={order.account.bankCode} className="h-7 w-10 text-[10px]" />
                {order.account.bankName}
              </span>
            }
            copyValue={order.account.bankName}
            copyKey="bank"
            copier={copier}
          />
          <CopyRow
            label={t("order.accountNumber")}
            value={groupDigits(order.account.accountNumber)}
            copyValue={order.account.accountNumber}
            copyKey="number"
            copier={copier}
          />
          <CopyRow
            label={t("order.accountName")}
            value={order.account.accountName}
            copyValue={order.account.accountName}
            copyKey="name"
            copier={copier}
          />
          <CopyRow
            label={t("order.amount")}
            value={money(order.amount)}
            copyValue={plainAmount}
            copyKey="amount"
            copier={copier}
            emphasis
          />
          <CopyRow
            label={t("order.memo")}
            value={<span className="font-mono tracking-wider">{order.memo}</span>}
            copyValue={order.memo}
            copyKey="memo"
            copier={copier}
            emphasis
            testId="deposit-memo"
          />
        </dl>
      </div>

      <Callout tone="warning" title={t("order.memoWarning.title", { memo: order.memo })}>
        <ul className="grid list-disc gap-1 pl-5">
          <li>{t("order.memoWarning.exact")}</li>
          <li>{t("order.memoWarning.amount")}</li>
          <li>{t("order.memoWarning.once")}</li>
        </ul>
      </Callout>

      <p className="text-sm text-fg-muted">
        {left > 0 ? (
          <>
            {t("order.expiresIn")}{" "}
            <span role="timer" className="font-semibold text-fg tabular-nums">
              {formatCountdown(order.expiresAt, now)}
            </span>
          </>
        ) : (
          t("order.expiring")
        )}
      </p>
    </>
  );
}
