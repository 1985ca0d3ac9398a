import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  formatMinor,
  gridNumbers,
  LOTTERY_MAX_LINES,
  lotteryBetTypesFor,
  type LotteryBetCode,
  type LotteryGameDetail,
} from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { inputClasses } from "../../../components/ui/form-parts";
import { useLanguage } from "../../../lib/i18n";
import { expandPick, mergeLines, oddsByType, parseUnits, slipTotals } from "../utils/slip";
import { BetSlip } from "./bet-slip";
import { chosenPartner, pickedNumbers, pickerOf, type BoardState } from "../utils/board";
import { lotteryKey } from "./lottery-parts";
import { LotteryTabs, TabPanel } from "./lottery-tabs";
import { DigitPositions, NumberGrid } from "./number-grid";
import { QuickPicks } from "./quick-picks";

export function BetBoard({
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
  const { t } = useTranslation("lottery");
  const language = useLanguage();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { game } = detail;
  // Đá 2 đài only where the game lists a second station open for the same day (never in the North
  // or on fast games, whose partners are always empty).
  const types = lotteryBetTypesFor(game.structure).filter((x) => !x.twoStations || detail.partners.length > 0);
  const type = types.find((x) => x.code === board.betCode) ?? types[0]!;
  const partner = type.twoStations ? chosenPartner(detail.partners, board) : null;
  const odds = oddsByType(detail.odds);
  const row = odds.get(type.code);
  const context = { prizeMode: game.prizeMode, structure: game.structure };
  const numbers = pickedNumbers(type, board);
  const maxUnits = row?.maxUnits ?? 1;
  const units = parseUnits(board.units, maxUnits);
  const expanded =
    units !== null && numbers.length > 0 ? expandPick(game.structure, type, numbers, units, partner) : null;
  const preview = expanded?.ok ? slipTotals(expanded.lines, odds, context) : null;
  const picker = pickerOf(type);
  const fullOfType = new Set(
    [...board.full].filter((key) => key.startsWith(`${type.code}:`)).map((key) => key.slice(type.code.length + 1)),
  );

  const chooseType = (code: LotteryBetCode) => {
    setProblem(null);
    setBoard((b) => ({ ...b, betCode: code, picked: new Set(), positions: [] }));
  };
  const toggle = (value: number) =>
    setBoard((b) => {
      const picked = new Set(b.picked);
      if (picked.has(value)) picked.delete(value);
      else picked.add(value);
      return { ...b, picked };
    });
  const addNumbers = (values: number[]) =>
    setBoard((b) => ({ ...b, picked: new Set([...b.picked, ...values.filter((v) => !fullOfType.has(pad(v)))]) }));
  const pad = (v: number) => String(v).padStart(type.digits, "0");
  const clear = () => setBoard((b) => ({ ...b, picked: new Set(), positions: [] }));
  const togglePosition = (position: number, digit: number) =>
    setBoard((b) => {
      const positions = Array.from({ length: type.digits }, (_, i) => [...(b.positions[i] ?? [])]);
      const at = positions[position]!;
      positions[position] = at.includes(digit) ? at.filter((d) => d !== digit) : [...at, digit].sort();
      return { ...b, positions };
    });

  const addToSlip = () => {
    if (!row || !row.enabled) return setProblem(t("board.typeUnavailable"));
    if (units === null) return setProblem(t("board.unitsInvalid", { max: maxUnits }));
    const result = expandPick(game.structure, type, numbers, units, partner);
    if (!result.ok) return setProblem(t(`board.pick.${result.reason}`, { count: type.numbersPerLine }));
    const slip = mergeLines(board.slip, result.lines);
    if (slip.length > LOTTERY_MAX_LINES) return setProblem(t("board.pick.too_many"));
    setProblem(null);
    setBoard((b) => ({ ...b, slip, picked: new Set(), positions: [] }));
  };

  const money = (minor: bigint | string) => formatMinor(minor, language, { decimals: 0 });
  const unitLabel = type.sale === "point" ? t("board.unitsPoints") : t("board.unitsMoney");

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-4">
        <LotteryTabs
          label={t("board.betTypes")}
          base={`${id}-bet`}
          variant="chip"
          value={type.code}
          onChange={chooseType}
          tabs={types.map((x) => ({ id: x.code, label: t(lotteryKey(x.nameKey)), testId: `bet-type-${x.code}` }))}
        />
        <TabPanel base={`${id}-bet`} value={type.code} className="grid gap-4">
          <div className="rounded-xl border border-line bg-surface-2/40 p-3 text-sm" data-testid="odds-line">
            <p className="font-semibold text-fg">{t(`betHelp.${type.code}`)}</p>
            {row ? (
              <p className="mt-1 text-fg-muted">
                {t(type.sale === "point" ? "board.oddsPoint" : "board.oddsMoney", {
                  price: money(row.unitPrice),
                  payout: money(row.payoutPerHit),
                })}{" "}
                · {t("board.rtp", { rtp: (row.rtpBp / 100).toFixed(2) })}
                {!row.enabled && <span className="ml-2 font-semibold text-danger">{t("board.typeUnavailable")}</span>}
              </p>
            ) : (
              <p className="mt-1 text-danger">{t("board.typeUnavailable")}</p>
            )}
            {type.numbersPerLine > 1 && (
              <p className="mt-1 text-fg-muted">{t("board.comboHint", { count: type.numbersPerLine })}</p>
            )}
          </div>

          {type.twoStations && partner && (
            <div
              className="grid min-w-0 gap-1 rounded-xl border border-line bg-surface p-3"
              data-testid="partner-field"
            >
              <label htmlFor={`${id}-partner`} className="text-sm font-medium text-fg">
                {t("board.partner")}
              </label>
              <select
                id={`${id}-partner`}
                value={partner.code}
                onChange={(e) => {
                  const partnerGame = e.target.value;
                  setBoard((b) => ({ ...b, partnerGame }));
                }}
                aria-describedby={`${id}-partner-hint`}
                className={cn(inputClasses, "cursor-pointer")}
                data-testid="partner-select"
              >
                {detail.partners.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
              <span id={`${id}-partner-hint`} className="text-xs text-fg-muted">
                {t("board.partnerHint", { name: game.name })}
              </span>
            </div>
          )}

          {picker === "options" && (
            <div role="group" aria-label={t("board.options")} className="grid grid-cols-2 gap-2">
              {type.optionKeys!.map((key, value) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={board.picked.has(value)}
                  onClick={() => toggle(value)}
                  data-testid={`option-${value}`}
                  className={cn(
                    "h-14 cursor-pointer rounded-xl border text-base font-bold",
                    board.picked.has(value)
                      ? "border-brand bg-brand text-on-brand"
                      : "border-line bg-surface text-fg hover:border-gold/60",
                  )}
                >
                  {t(lotteryKey(key))}
                </button>
              ))}
            </div>
          )}
          {picker === "grid" && (
            <NumberGrid
              values={gridNumbers(type.digits).filter((n) => n >= type.min && n <= type.max)}
              digits={type.digits}
              picked={board.picked}
              full={fullOfType}
              onToggle={toggle}
              label={t("board.grid")}
            />
          )}
          {picker === "positions" && (
            <>
              <DigitPositions digits={type.digits} positions={board.positions} onToggle={togglePosition} />
              {fullOfType.size > 0 && (
                <p className="text-sm text-danger" data-testid="full-numbers">
                  {t("board.fullList", { numbers: [...fullOfType].join(", ") })}
                </p>
              )}
              {board.picked.size > 0 && (
                <p className="text-sm text-fg-muted" data-testid="typed-numbers">
                  {t("board.typed")}:{" "}
                  {[...board.picked]
                    .sort((a, b) => a - b)
                    .map(pad)
                    .join(", ")}
                </p>
              )}
            </>
          )}

          <div className="grid gap-3 rounded-xl border border-line bg-surface p-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end">
            <div className="grid gap-1">
              <label htmlFor={`${id}-units`} className="text-sm font-medium text-fg">
                {unitLabel}
              </label>
              <input
                id={`${id}-units`}
                inputMode="numeric"
                value={board.units}
                onChange={(e) => setBoard((b) => ({ ...b, units: e.target.value.replace(/[^0-9]/g, "") }))}
                aria-invalid={units === null ? true : undefined}
                aria-describedby={`${id}-units-hint`}
                className={inputClasses}
                data-testid="units-input"
              />
              <span id={`${id}-units-hint`} className="text-xs text-fg-muted">
                {t("board.unitsHint", { max: maxUnits })}
              </span>
            </div>
            <div className="text-sm" aria-live="polite" data-testid="pick-summary">
              <p className="text-fg">{t("board.picked", { count: numbers.length })}</p>
              {preview && (
                <p className="text-fg-muted">
                  {t("board.preview", {
                    lines: preview.lines,
                    stake: money(preview.stake),
                    win: money(preview.potentialWin),
                  })}
                </p>
              )}
            </div>
            <Button onClick={addToSlip} disabled={numbers.length === 0} data-testid="add-to-slip">
              {t("board.add")}
            </Button>
          </div>
          {problem && (
            <p role="alert" className="text-sm text-danger" data-testid="board-problem">
              {problem}
            </p>
          )}
          {picker !== "options" && <QuickPicks digits={type.digits} onAdd={addNumbers} onClear={clear} />}
        </TabPanel>
      </div>
      <BetSlip detail={detail} board={board} setBoard={setBoard} canBuy={canBuy} />
    </div>
  );
}
