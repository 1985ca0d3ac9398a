import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMember } from "@lotus/contracts/web";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd, parseVndInput } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { newRequestId } from "../../../lib/request-id";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextField } from "../../../components/ui/field";
import { Panel } from "../../../components/ui/page";
import { useAdjustment } from "../api/members";

type Direction = "credit" | "debit";
const REASON_MIN = 3;

/**
 * Manual credit or debit of the member's main wallet (admin), with a required reason. One
 * requestId belongs to one submission: a double click or a retry after a network error sends the
 * same id, so the ledger applies it once; changing any field starts a new submission.
 */
export function AdjustForm({ member }: { member: ConsoleMember }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const adjust = useAdjustment(member.id);
  const [direction, setDirection] = useState<Direction>("credit");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const requestId = useRef<string | null>(null);
  const groupId = useId();

  const parsed = parseVndInput(amount);
  const amountError = !touched || parsed.ok ? null : t(`amount.${parsed.reason}`);
  const reasonError =
    !touched || reason.trim().length >= REASON_MIN ? null : t("members.adjust.reasonShort", { min: REASON_MIN });

  function edit<T>(setter: (value: T) => void) {
    return (value: T) => {
      requestId.current = null;
      setter(value);
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!parsed.ok || reason.trim().length < REASON_MIN) return;
    setConfirming(true);
  }

  async function apply() {
    if (!parsed.ok) return;
    requestId.current ??= newRequestId();
    await adjust.mutateAsync({ direction, amount: parsed.minor, reason: reason.trim(), requestId: requestId.current });
    notify(
      "success",
      t(direction === "credit" ? "members.adjust.doneCredit" : "members.adjust.doneDebit", {
        amount: formatVnd(parsed.minor, language),
        account: member.account,
      }),
    );
    requestId.current = null;
    setAmount("");
    setReason("");
    setTouched(false);
  }

  return (
    <Panel title={t("members.adjust.title")}>
      <form onSubmit={submit} noValidate className="space-y-3 p-4">
        <fieldset>
          <legend id={groupId} className="mb-1 text-sm font-medium">
            {t("members.adjust.direction")}
          </legend>
          <div className="flex gap-2">
            {(["credit", "debit"] as const).map((value) => (
              <label
                key={value}
                className="flex h-10 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border border-line px-3 text-sm has-checked:border-brand has-checked:bg-brand-soft has-checked:font-semibold"
              >
                <input
                  type="radio"
                  name="direction"
                  value={value}
                  checked={direction === value}
                  onChange={() => edit(setDirection)(value)}
                  className="accent-brand"
                />
                {t(`members.adjust.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t("members.adjust.amount")}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => edit(setAmount)(event.target.value)}
          hint={parsed.ok ? formatVnd(parsed.minor, language) : t("amount.hint")}
          error={amountError}
        />
        <TextField
          label={t("members.adjust.reason")}
          name="reason"
          maxLength={200}
          value={reason}
          onChange={(event) => edit(setReason)(event.target.value)}
          error={reasonError}
        />
        <Button type="submit" variant="primary" className="w-full" data-testid="adjust-submit">
          {t("members.adjust.submit")}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("members.adjust.confirmTitle")}
        confirmLabel={t(direction === "credit" ? "members.adjust.confirmCredit" : "members.adjust.confirmDebit")}
        variant={direction === "credit" ? "success" : "danger"}
        onConfirm={apply}
        testId="adjust-confirm"
      >
        {parsed.ok && (
          <p>
            {t(direction === "credit" ? "members.adjust.summaryCredit" : "members.adjust.summaryDebit", {
              amount: formatVnd(parsed.minor, language),
              account: member.account,
            })}
          </p>
        )}
        <p className="text-fg-muted">
          {t("members.adjust.reason")}: {reason.trim()}
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
