import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, LOTTERY_BET_TYPES, type LotteryBuyResult, type LotteryGameDetail } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { CloseIcon } from "../../../components/ui/icons";
import { ApiError } from "../../../lib/api-client";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useRequestId } from "../../../lib/use-request-id";
import { useBuyLottery } from "../api/buy-lottery";
import { fullNumberOf, oddsByType, purchaseLines, slipTotals } from "../utils/slip";
import type { BoardState } from "../utils/board";
import { lotteryKey } from "./lottery-parts";

/**
 * The bet slip: the lines to buy with their stakes, the total stake and the win if every line
 * hits once, and the purchase. A refusal shows the server's localized message; "số đã đầy"
 * (lottery_number_full) also marks the number full in the grid.
 */
export function BetSlip({
  detail,
  board,
  setBoard,
  canBuy,
}: {
  detail: LotteryGameDetail;
  board: BoardState;
  setBoard: (update: (board: BoardState) => BoardState) => void;
  canBuy: boolean;
}) {
  const { t } = useTranslation(["lottery", "common"]);
  const language = useLanguage();
  const session = useSession();
  const buy = useBuyLottery();
  const requestId = useRequestId();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<LotteryBuyResult | null>(null);
  const { game } = detail;
  const odds = oddsByType(detail.odds);
  const totals = slipTotals(board.slip, odds, { prizeMode: game.prizeMode, structure: game.structure });
  const money = (minor: bigint | string) => formatMinor(minor, language, { decimals: 0 });
  const draw = game.next;

  const submit = () => {
    if (!session) {
      openAccountDialog({ kind: "login" });
      return;
    }
    if (!draw || board.slip.length === 0) return;
    const lines = purchaseLines(board.slip);
    const fingerprint = JSON.stringify({ drawId: draw.drawId, lines });
    setError(null);
    setDone(null);
    buy.mutate(
      { requestId: requestId.idFor(fingerprint), drawId: draw.drawId, lines },
      {
        onSuccess: (value) => {
          requestId.done();
          setDone(value);
          setBoard((b) => ({ ...b, slip: [] }));
          toast({
            tone: "success",
            title: t("slip.bought"),
            body: t("slip.boughtBody", {
              issue: value.issue,
              stake: money(value.stake),
              count: value.ticketIds.length,
            }),
          });
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError)) {
            setError(t("errors.generic"));
            return;
          }
          setError(failure.code === "network_error" || !failure.message ? t("errors.generic") : failure.message);
          if (failure.code !== "network_error") requestId.done();
          if (failure.code === "lottery_number_full") {
            const number = fullNumberOf(failure.value, failure.message);
            if (!number) return;
            setBoard((b) => {
              const types = b.slip.filter((line) => line.numbers.includes(number)).map((line) => line.betType);
              const full = new Set(b.full);
              for (const betType of types.length > 0 ? types : [b.betCode]) full.add(`${betType}:${number}`);
              return { ...b, full };
            });
          }
        },
      },
    );
  };

  return (
    <aside
      aria-labelledby="slip-heading"
      className="grid content-start gap-3 self-start rounded-card border border-line bg-surface p-4 shadow-card lg:sticky lg:top-4"
      data-testid="bet-slip"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="slip-heading" className="font-display text-lg font-bold text-fg">
          {t("slip.title")}
        </h2>
        {board.slip.length > 0 && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setBoard((b) => ({ ...b, slip: [] }))}
            data-testid="slip-clear"
          >
            {t("slip.clear")}
          </Button>
        )}
      </div>
      {draw && <p className="text-sm text-fg-muted">{t("slip.forIssue", { issue: draw.issue })}</p>}
      {board.slip.length === 0 ? (
        <p
          className="rounded-xl border border-dashed border-line px-3 py-6 text-center text-sm text-fg-muted"
          data-testid="slip-empty"
        >
          {t("slip.empty")}
        </p>
      ) : (
        <ul className="grid max-h-80 gap-2 overflow-y-auto pr-1" data-testid="slip-lines">
          {board.slip.map((line) => {
            const row = odds.get(line.betType);
            const stake = row ? line.units * BigInt(row.unitPrice) : null;
            const full = line.numbers.some((n) => board.full.has(`${line.betType}:${n}`));
            return (
              <li
                key={line.key}
                className="flex items-start gap-2 rounded-xl bg-surface-2/60 px-3 py-2 text-sm"
                data-testid="slip-line"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-fg">
                    {t(lotteryKey(LOTTERY_BET_TYPES[line.betType].nameKey))}:{" "}
                    <span className="font-mono text-brand">{line.numbers.join(" - ")}</span>
                    {line.partner && (
                      <span className="font-normal text-fg-muted" data-testid="slip-line-partner">
                        {" · "}
                        {t("slip.partner", { name: line.partner.name })}
                      </span>
                    )}
                    {full && (
                      <span
                        className="ml-2 rounded-full border border-danger/50 px-1.5 text-xs font-semibold text-danger"
                        data-testid="slip-line-full"
                      >
                        {t("slip.full")}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-fg-muted">
                    {t(LOTTERY_BET_TYPES[line.betType].sale === "point" ? "slip.unitsPoints" : "slip.unitsMoney", {
                      count: Number(line.units),
                    })}
                    {stake !== null && ` · ${t("money", { amount: money(stake) })}`}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => setBoard((b) => ({ ...b, slip: b.slip.filter((l) => l.key !== line.key) }))}
                  aria-label={t("slip.remove", {
                    numbers: line.partner
                      ? `${line.numbers.join(" - ")} ${t("slip.partner", { name: line.partner.name })}`
                      : line.numbers.join(" - "),
                  })}
                  className="grid size-8 shrink-0 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-surface hover:text-fg"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <dl
        className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-line pt-3 text-sm"
        data-testid="slip-totals"
      >
        <dt className="text-fg-muted">{t("slip.lines")}</dt>
        <dd className="text-right font-semibold tabular-nums text-fg" data-testid="slip-count">
          {totals.lines}
        </dd>
        <dt className="text-fg-muted">{t("slip.totalStake")}</dt>
        <dd className="text-right font-semibold tabular-nums text-fg" data-testid="slip-stake">
          {t("money", { amount: money(totals.stake) })}
        </dd>
        <dt className="text-fg-muted">{t("slip.potentialWin")}</dt>
        <dd className="text-right font-semibold tabular-nums text-jade" data-testid="slip-win">
          {t("money", { amount: money(totals.potentialWin) })}
        </dd>
      </dl>
      {totals.unpriced > 0 && <p className="text-xs text-danger">{t("slip.unpriced", { count: totals.unpriced })}</p>}
      <Button
        size="lg"
        onClick={submit}
        disabled={session !== null && (!canBuy || board.slip.length === 0 || totals.unpriced > 0 || buy.isPending)}
        data-testid="submit-bet"
      >
        {!session
          ? t("slip.loginToBet")
          : buy.isPending
            ? t("slip.buying")
            : canBuy
              ? t("slip.submit")
              : t("slip.closed")}
      </Button>
      <div aria-live="polite">
        {error && (
          <p
            role="alert"
            className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-fg"
            data-testid="bet-error"
          >
            {error}
          </p>
        )}
        {done && (
          <p
            className="rounded-xl border border-jade/40 bg-jade/10 px-3 py-2 text-sm text-fg"
            data-testid="bet-success"
          >
            {t("slip.boughtBody", { issue: done.issue, stake: money(done.stake), count: done.ticketIds.length })}
          </p>
        )}
      </div>
    </aside>
  );
}
