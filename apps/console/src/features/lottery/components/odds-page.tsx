import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  LOTTERY_BET_CODES,
  LOTTERY_BET_STRUCTURES,
  LOTTERY_BET_TYPES,
  LOTTERY_PRIZE_MODES,
  type ConsoleLotteryOdds,
  type LotteryBetStructure,
  type LotteryPrizeMode,
} from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { inputClasses, SelectField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { useDraftForm } from "../../../lib/draft-form";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { useLotteryOdds, useUpdateOdds } from "../api/lottery";
import {
  draftRtpBp,
  formatBp,
  formatCount,
  isBetCode,
  oddsDraft,
  rtpAboveFull,
  rtpBpOf,
  validateOdds,
  type OddsDraft,
} from "../utils/odds";
import { betTypeName } from "./lottery-parts";

/**
 * Odds and caps of one prize mode × structure: each bet type's unit price, payout per hit, exact
 * return to player (computed here from the prize structure with the contracts' lotteryRtpBp), unit
 * limit and liability caps; an admin edits a row in place and a row above 100 % is refused before
 * it is sent.
 */
export function LotteryOddsPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const modeParam = params.get("mode") ?? "";
  const structureParam = params.get("structure") ?? "";
  const prizeMode: LotteryPrizeMode = (LOTTERY_PRIZE_MODES as readonly string[]).includes(modeParam)
    ? (modeParam as LotteryPrizeMode)
    : "Lott";
  const structure: LotteryBetStructure = (LOTTERY_BET_STRUCTURES as readonly string[]).includes(structureParam)
    ? (structureParam as LotteryBetStructure)
    : "north";
  const query = useLotteryOdds(prizeMode, structure);
  const [editing, setEditing] = useState<string | null>(null);
  const list = sortedByCatalogue(query.data ?? []);
  const go = (mode: LotteryPrizeMode, next: LotteryBetStructure) => {
    setEditing(null);
    setParams(new URLSearchParams({ mode, structure: next }));
  };

  return (
    <>
      <PageHeader
        title={t("nav.lotteryOdds")}
        description={canChange ? t("lottery.odds.description") : t("lottery.readOnly")}
        actions={<RefreshButton query={query} />}
      />
      <Panel>
        <div className="border-b border-line p-3">
          <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-2 lg:max-w-2xl">
            <SelectField
              label={t("lottery.col.prizeMode")}
              value={prizeMode}
              onChange={(event) => go(event.target.value as LotteryPrizeMode, structure)}
            >
              {LOTTERY_PRIZE_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {mode}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t("lottery.col.structure")}
              value={structure}
              onChange={(event) => go(prizeMode, event.target.value as LotteryBetStructure)}
            >
              {LOTTERY_BET_STRUCTURES.map((s) => (
                <option key={s} value={s}>
                  {t(`lottery.structure.${s}`)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <div aria-busy={query.isFetching}>
          <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("lottery.odds.none")}>
            {() => (
              <DataTable
                caption={t("lottery.odds.caption", { mode: prizeMode, structure: t(`lottery.structure.${structure}`) })}
                columns={[
                  t("lottery.col.betType"),
                  { label: t("lottery.col.unitPrice"), num: true },
                  { label: t("lottery.col.payoutPerHit"), num: true },
                  { label: t("lottery.col.rtp"), num: true },
                  { label: t("lottery.col.maxUnits"), num: true },
                  { label: t("lottery.col.capPerNumber"), num: true },
                  { label: t("lottery.col.capPerMember"), num: true },
                  t("lottery.col.enabled"),
                  canChange && t("common.actions"),
                ]}
              >
                <tbody>
                  {list.map((row) =>
                    editing === row.betType ? (
                      <EditRow key={row.betType} row={row} onDone={() => setEditing(null)} />
                    ) : (
                      <ViewRow
                        key={row.betType}
                        row={row}
                        canChange={canChange}
                        editDisabled={editing !== null}
                        onEdit={() => setEditing(row.betType)}
                      />
                    ),
                  )}
                </tbody>
              </DataTable>
            )}
          </TableStates>
        </div>
        <div className="space-y-1 border-t border-line px-4 py-3 text-xs text-fg-muted">
          <p>{t("lottery.odds.rtpNote")}</p>
          <p>{t("lottery.odds.tongNote")}</p>
          <p>{t("lottery.odds.capsNote")}</p>
        </div>
      </Panel>
    </>
  );
}

/** Rows in the catalogue's order (lô, đề, càng, xiên, trượt, the options), unknown types last. */
function sortedByCatalogue(rows: readonly ConsoleLotteryOdds[]): ConsoleLotteryOdds[] {
  const rank = (code: string) => {
    const index = (LOTTERY_BET_CODES as readonly string[]).indexOf(code);
    return index < 0 ? LOTTERY_BET_CODES.length : index;
  };
  return [...rows].sort((a, b) => rank(a.betType) - rank(b.betType));
}

function BetTypeCell({ row }: { row: ConsoleLotteryOdds }) {
  const { t } = useTranslation();
  const sale = isBetCode(row.betType) ? LOTTERY_BET_TYPES[row.betType].sale : null;
  return (
    <th scope="row" className="wide" data-label={t("lottery.col.betType")}>
      <span className="font-semibold">{betTypeName(row.betType, t)}</span>
      <span className="block text-xs font-normal text-fg-muted">
        <span className="font-mono">{row.betType}</span>
        {sale && ` · ${t(`lottery.sale.${sale}`)}`}
      </span>
    </th>
  );
}

function RtpText({ bp, danger = false }: { bp: bigint | null; danger?: boolean }) {
  const language = useLanguage();
  if (bp === null) return <>—</>;
  return <span className={cn(danger && "font-semibold text-danger")}>{formatBp(bp, language)}</span>;
}

function ViewRow({
  row,
  canChange,
  editDisabled,
  onEdit,
}: {
  row: ConsoleLotteryOdds;
  canChange: boolean;
  editDisabled: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = betTypeName(row.betType, t);
  return (
    <tr data-testid={`lottery-odds-${row.betType}`}>
      <BetTypeCell row={row} />
      <td data-label={t("lottery.col.unitPrice")} className="num">
        {formatVnd(row.unitPrice, language)}
      </td>
      <td data-label={t("lottery.col.payoutPerHit")} className="num">
        {formatVnd(row.payoutPerHit, language)}
      </td>
      <td data-label={t("lottery.col.rtp")} className="num">
        {/* Tổng pays each sum its own amount (not on the wire): the server's figure is its best sum's. */}
        <RtpText
          bp={
            row.betType === "tong" ? BigInt(row.rtpBp) : rtpBpOf(row, BigInt(row.unitPrice), BigInt(row.payoutPerHit))
          }
          danger={rtpAboveFull(row, BigInt(row.unitPrice), BigInt(row.payoutPerHit))}
        />
      </td>
      <td data-label={t("lottery.col.maxUnits")} className="num">
        {formatCount(row.maxUnits, language)}
      </td>
      <td data-label={t("lottery.col.capPerNumber")} className="num">
        {formatVnd(row.capPerNumber, language)}
      </td>
      <td data-label={t("lottery.col.capPerMember")} className="num">
        {formatVnd(row.capPerMember, language)}
      </td>
      <td data-label={t("lottery.col.enabled")}>
        <Badge tone={row.enabled ? "success" : "neutral"}>
          {row.enabled ? t("common.enabled") : t("common.disabled")}
        </Badge>
      </td>
      {canChange && (
        <td data-label={t("common.actions")}>
          <Button
            size="sm"
            onClick={onEdit}
            disabled={editDisabled}
            aria-label={t("lottery.odds.editFor", { betType: name })}
          >
            {t("actions.edit")}
          </Button>
        </td>
      )}
    </tr>
  );
}

const MONEY_FIELDS = ["unitPrice", "payoutPerHit"] as const;
const CAP_FIELDS = ["capPerNumber", "capPerMember"] as const;

/** A row in edit: its inputs belong to one form (the `form` attribute) placed in the actions cell. */
function EditRow({ row, onDone }: { row: ConsoleLotteryOdds; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formId = useId();
  const update = useUpdateOdds();
  const name = betTypeName(row.betType, t);
  const { draft, setDraft, problem, error, submit } = useDraftForm({
    initial: () => oddsDraft(row),
    validate: (d: OddsDraft) => validateOdds(row, d),
    save: async (request) => {
      await update.mutateAsync(request);
      onDone();
      return request;
    },
    draftOf: (saved) => oddsDraft({ ...row, ...saved }),
    savedMessage: t("lottery.odds.saved", { betType: name }),
  });
  const rtp = draftRtpBp(row, draft);
  const check = validateOdds(row, draft);
  // Shown as the operator types, not only after a save attempt: the figure is the point of the edit.
  const tooHigh = !check.ok && check.errors.payoutPerHit === "lottery.odds.rtpAbove";

  const field = (key: keyof Omit<OddsDraft, "enabled">, inputMode: "decimal" | "numeric") => {
    const text = problem(key);
    const errorId = `${formId}-${key}-error`;
    return (
      <td data-label={t(`lottery.col.${key}`)} className="num">
        <input
          form={formId}
          name={key}
          inputMode={inputMode}
          aria-label={t("lottery.odds.fieldFor", { field: t(`lottery.col.${key}`), betType: name })}
          aria-invalid={text ? true : undefined}
          aria-describedby={text ? errorId : undefined}
          value={draft[key]}
          onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
          className={cn(inputClasses, "h-8 min-w-24 text-end tabular-nums")}
          autoFocus={key === "unitPrice"}
        />
        {text && (
          <span id={errorId} className="mt-1 block text-start text-xs whitespace-normal text-danger">
            {text}
          </span>
        )}
      </td>
    );
  };

  return (
    <>
      <tr className="bg-brand-soft/30" data-testid={`lottery-odds-edit-${row.betType}`}>
        <BetTypeCell row={row} />
        {MONEY_FIELDS.map((key) => field(key, "decimal"))}
        <td data-label={t("lottery.col.rtp")} className="num">
          {tooHigh && rtp !== null ? (
            <span id={`${formId}-rtp`} className="font-semibold text-danger">
              &gt; {formatBp(rtp, language)}
            </span>
          ) : (
            <RtpText bp={rtp} />
          )}
        </td>
        {field("maxUnits", "numeric")}
        {CAP_FIELDS.map((key) => field(key, "decimal"))}
        <td data-label={t("lottery.col.enabled")}>
          <label className="inline-flex cursor-pointer items-center gap-2 text-xs">
            <input
              type="checkbox"
              form={formId}
              className="size-4 accent-brand"
              checked={draft.enabled}
              onChange={(event) => setDraft((d) => ({ ...d, enabled: event.target.checked }))}
            />
            {t("lottery.col.enabled")}
          </label>
        </td>
        <td data-label={t("common.actions")} className="actions">
          <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap gap-1.5">
            <Button type="submit" size="sm" variant="primary" busy={update.isPending}>
              {t("actions.save")}
            </Button>
            <Button size="sm" onClick={onDone} disabled={update.isPending}>
              {t("actions.cancel")}
            </Button>
          </form>
          {error && (
            <p role="alert" className="mt-1 text-xs text-danger">
              {error}
            </p>
          )}
        </td>
      </tr>
      {tooHigh && (
        <tr className="bg-brand-soft/30">
          <td colSpan={9} className="wide">
            <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-xs text-danger">
              {t("lottery.odds.rtpAboveWhy")}
            </p>
          </td>
        </tr>
      )}
    </>
  );
}
