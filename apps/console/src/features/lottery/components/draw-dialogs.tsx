import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LOTTERY_PRIZES, type ConsoleLotteryDraw, type LotteryStructure } from "@lotus/contracts/web";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { inputClasses } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { useApproveOfficialResult, useCancelDraw, useEnterOfficialResult } from "../api/lottery";
import { resultRows } from "../utils/draws";
import { officialDraft, officialField, validateOfficialResult, type OfficialDraft } from "../utils/official-result";
import { ResultList } from "./lottery-parts";

/** Cancelling a draw: a reason is required, and the operator reads that every ticket is refunded. */
export function CancelDrawDialog({ draw, onClose }: { draw: ConsoleLotteryDraw; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cancel = useCancelDraw();
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t("lottery.cancel.title", { issue: draw.issue, game: draw.gameCode })}
      confirmLabel={t("lottery.cancel.confirm")}
      variant="danger"
      reason="required"
      reasonLabel={t("lottery.cancel.reason")}
      testId="lottery-cancel-confirm"
      onConfirm={async (reason) => {
        const outcome = await cancel.mutateAsync({ id: draw.drawId, reason });
        notify(
          "success",
          t("lottery.cancel.done", {
            issue: draw.issue,
            game: draw.gameCode,
            members: outcome.members,
            refunded: formatVnd(outcome.refunded, language),
          }),
        );
      }}
    >
      <p>{t("lottery.cancel.refund", { tickets: draw.tickets, stake: formatVnd(draw.stake, language) })}</p>
      <p className="text-fg-muted">{t("lottery.cancel.final")}</p>
    </ConfirmDialog>
  );
}

/**
 * The official result of a traditional draw, typed from the lottery company's published sheet: one
 * field per number of the structure (27 north, 18 southern), each with its row's digit count checked
 * before sending. Another operator approves it before it counts (maker–checker).
 */
export function OfficialResultDialog({
  draw,
  structure,
  onClose,
}: {
  draw: ConsoleLotteryDraw;
  structure: LotteryStructure;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const enter = useEnterOfficialResult();
  const [draft, setDraft] = useState<OfficialDraft>(() => officialDraft(structure, draw.official?.result));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const check = validateOfficialResult(structure, draft);
  const problems = touched && !check.ok ? check.problems : {};

  function set(row: number, index: number, value: string) {
    setDraft((current) =>
      current.map((numbers, r) => (r === row ? numbers.map((n, i) => (i === index ? value : n)) : numbers)),
    );
  }

  async function submit() {
    setTouched(true);
    if (!check.ok) return;
    setError(null);
    try {
      await enter.mutateAsync({ id: draw.drawId, result: check.result });
      notify("success", t("lottery.official.entered", { issue: draw.issue, game: draw.gameCode }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  const problemCount = Object.keys(problems).length;
  return (
    <FormDialog
      open
      onClose={onClose}
      size="lg"
      title={t("lottery.official.title", { issue: draw.issue, game: draw.gameCode })}
      description={t("lottery.official.description")}
      busy={enter.isPending}
      submitLabel={t("lottery.official.submit")}
      onSubmit={() => void submit()}
      error={error}
      testId="lottery-official-submit"
      className="space-y-2"
    >
      {LOTTERY_PRIZES[structure].map(({ prize, digits }, row) => {
        const legendId = `${baseId}-${prize}`;
        const rowProblems = (draft[row] ?? []).map((_, index) => problems[officialField(prize, index)]);
        const hasProblem = rowProblems.some(Boolean);
        return (
          <fieldset
            key={prize}
            aria-labelledby={legendId}
            className="grid gap-2 border-t border-line pt-2 first:border-t-0 sm:grid-cols-[7rem_minmax(0,1fr)]"
          >
            <div id={legendId} className="text-sm font-medium">
              {t(`lottery.prize.${prize}`)}
              <span className="block text-xs font-normal text-fg-muted">
                {t("lottery.official.digits", { digits })}
              </span>
            </div>
            <div className="min-w-0">
              <div className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
                {(draft[row] ?? []).map((value, index) => (
                  <input
                    key={index}
                    name={officialField(prize, index)}
                    aria-label={t("lottery.official.numberLabel", {
                      prize: t(`lottery.prize.${prize}`),
                      index: index + 1,
                    })}
                    aria-invalid={rowProblems[index] ? true : undefined}
                    aria-describedby={hasProblem ? `${legendId}-error` : undefined}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={digits + 2}
                    placeholder={"0".repeat(digits)}
                    value={value}
                    onChange={(event) => set(row, index, event.target.value)}
                    className={`${inputClasses} font-mono tabular-nums`}
                    {...(row === 0 && index === 0 ? { "data-autofocus": true } : {})}
                  />
                ))}
              </div>
              {hasProblem && (
                <p id={`${legendId}-error`} className="mt-1 text-xs text-danger">
                  {rowProblems.some((p) => p === "digits")
                    ? t("lottery.official.wrongDigits", { digits })
                    : t("lottery.official.missing")}
                </p>
              )}
            </div>
          </fieldset>
        );
      })}
      {problemCount > 0 && (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          {t("lottery.official.problems", { count: problemCount })}
        </p>
      )}
    </FormDialog>
  );
}

/** Approving an official result entered by another operator: the numbers and who entered them first. */
export function ApproveDialog({
  draw,
  structure,
  onClose,
}: {
  draw: ConsoleLotteryDraw;
  structure: LotteryStructure | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const approve = useApproveOfficialResult();
  const official = draw.official;
  if (!official) return null;
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t("lottery.official.approveTitle", { issue: draw.issue, game: draw.gameCode })}
      confirmLabel={t("lottery.official.approve")}
      variant="success"
      testId="lottery-approve-confirm"
      onConfirm={async () => {
        await approve.mutateAsync({ id: draw.drawId });
        notify("success", t("lottery.official.approvedDone", { issue: draw.issue, game: draw.gameCode }));
      }}
    >
      <p>
        {t("lottery.official.enteredBy", {
          operator: official.enteredBy,
          time: formatDateTime(official.enteredAt, language),
        })}
      </p>
      <p className="text-fg-muted">{t("lottery.official.approveText")}</p>
      <div className="rounded-md border border-line px-3 py-1">
        <ResultList
          rows={resultRows(official.result, structure)}
          label={t("lottery.result.caption", { issue: draw.issue })}
        />
      </div>
    </ConfirmDialog>
  );
}
