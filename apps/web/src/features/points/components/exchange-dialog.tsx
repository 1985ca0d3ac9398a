import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  POINTS_ADDRESS_MAX,
  POINTS_ADDRESS_MIN,
  POINTS_PHONE_PATTERN,
  POINTS_QUANTITY_MAX,
  formatMinor,
  type PointsExchange,
  type PointsGoods,
} from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { FormError, SubmitButton, TextField, useErrorText } from "../../../components/ui/form-parts";
import { Modal } from "../../../components/ui/modal";
import { PaymentPasswordField } from "../../../components/ui/payment-password-field";
import { useLanguage } from "../../../lib/i18n";
import { useRequestId } from "../../../lib/use-request-id";
import { toast } from "../../../lib/toast";
import { useRedeemPoints } from "../api/points-mutations";
import { usePointsBalance } from "../api/points-queries";
import { formatPoints } from "../utils/format";

/** Exchanging goods: quantity, delivery address and phone, and the payment password (spec §3). */
export function ExchangeDialog({ goods, onClose }: { goods: PointsGoods; onClose: () => void }) {
  const { t } = useTranslation("points");
  const language = useLanguage();
  const errorText = useErrorText();
  const redeem = useRedeemPoints();
  const balance = usePointsBalance();
  const requestId = useRequestId();
  const [quantityText, setQuantityText] = useState("1");
  const [address, setAddress] = useState("");
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<PointsExchange | null>(null);

  const maxQuantity = Math.max(1, Math.min(POINTS_QUANTITY_MAX, goods.remainQuantity));
  // The box may be empty while the member types; the exchange uses the nearest allowed quantity.
  const quantity = Math.min(maxQuantity, Math.max(1, Number.parseInt(quantityText, 10) || 1));
  const totalPoints = BigInt(goods.needPoints) * BigInt(quantity);
  const totalCash = BigInt(goods.needAmount) * BigInt(quantity);
  const addressLength = [...address.trim()].length;
  const addressError =
    checked && (addressLength < POINTS_ADDRESS_MIN || addressLength > POINTS_ADDRESS_MAX)
      ? t("exchange.addressInvalid", { min: POINTS_ADDRESS_MIN, max: POINTS_ADDRESS_MAX })
      : undefined;
  const phoneError =
    checked && !POINTS_PHONE_PATTERN.test(phone.replace(/[\s.-]/g, "")) ? t("exchange.phoneInvalid") : undefined;
  const passwordError = checked && password.length === 0 ? t("exchange.passwordRequired") : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const len = [...address.trim()].length;
    if (len < POINTS_ADDRESS_MIN || len > POINTS_ADDRESS_MAX) return;
    if (!POINTS_PHONE_PATTERN.test(phone.replace(/[\s.-]/g, "")) || password.length === 0) return;
    const fields = { goodsId: goods.goodsId, quantity, address: address.trim(), phone: phone.trim() };
    redeem.mutate(
      { ...fields, paymentPassword: password, requestId: requestId.idFor(JSON.stringify(fields)) },
      {
        onSuccess: (exchange) => {
          requestId.done();
          setDone(exchange);
          toast({ tone: "success", title: t("exchange.successToast"), body: exchange.productName });
        },
      },
    );
  };

  return (
    <Modal
      open
      closable
      onOpenChange={(open) => !open && onClose()}
      title={done ? t("exchange.doneTitle") : t("exchange.title", { name: goods.productName })}
    >
      {done ? (
        <div className="grid gap-4" data-testid="points-exchange-done">
          <p className="text-sm text-fg">{t("exchange.doneText", { orderNo: done.orderNo })}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-fg-muted">{t("history.status")}</dt>
            <dd className="font-semibold">{t(`states.${done.status}`)}</dd>
            <dt className="text-fg-muted">{t("history.points")}</dt>
            <dd className="tabular-nums">{formatPoints(done.needPoints, language)}</dd>
            <dt className="text-fg-muted">{t("history.balance")}</dt>
            <dd className="tabular-nums">{formatPoints(done.pointsBalance, language)}</dd>
          </dl>
          <Button onClick={onClose}>{t("exchange.close")}</Button>
        </div>
      ) : (
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="flex gap-4">
            <img src={goods.image} alt="" className="size-20 shrink-0 rounded-xl bg-surface-2 object-cover" />
            <div className="text-sm">
              <p className="font-semibold text-fg">{goods.productName}</p>
              <p className="text-fg-muted">
                {t("goods.stock", { left: goods.remainQuantity, exchanged: goods.exchangedQuantity })}
              </p>
              {balance.data && (
                <p className="text-fg-muted">
                  {t("exchange.yourPoints", { points: formatPoints(balance.data.balance, language) })}
                </p>
              )}
            </div>
          </div>
          <TextField
            label={t("exchange.quantity")}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value.replace(/[^0-9]/g, "").slice(0, 2))}
            onBlur={() => setQuantityText(String(quantity))}
            hint={t("exchange.quantityHint", { max: maxQuantity })}
            className="max-w-40"
          />
          <div className="rounded-xl bg-surface-2 px-4 py-3 text-sm" aria-live="polite">
            {t("exchange.total", { points: formatPoints(totalPoints, language) })}
            {totalCash > 0n && ` ${t("goods.plusCash", { cash: formatMinor(totalCash, language) })}`}
          </div>
          <TextField
            label={t("exchange.address")}
            value={address}
            maxLength={POINTS_ADDRESS_MAX + 20}
            autoComplete="street-address"
            onChange={(event) => setAddress(event.target.value)}
            hint={t("exchange.addressHint", { min: POINTS_ADDRESS_MIN, max: POINTS_ADDRESS_MAX })}
            error={addressError}
            data-testid="points-address"
          />
          <TextField
            label={t("exchange.phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            maxLength={20}
            onChange={(event) => setPhone(event.target.value)}
            error={phoneError}
            data-testid="points-phone"
          />
          <PaymentPasswordField
            label={t("exchange.password")}
            hint={t("exchange.passwordHint")}
            value={password}
            onChange={setPassword}
            error={passwordError}
            testId="points-password"
          />
          <FormError message={redeem.isError ? errorText(redeem.error) : null} />
          <SubmitButton pending={redeem.isPending}>{t("exchange.submit")}</SubmitButton>
        </form>
      )}
    </Modal>
  );
}
