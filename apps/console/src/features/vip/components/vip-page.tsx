import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  GAME_CATEGORIES,
  type ConsoleMemberVip,
  type ConsoleVipLevel,
  type VipDowngradeRule,
  type VipSettings,
  type VipUpgradeCondition,
} from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { FormDialog } from "../../../components/ui/form-dialog";
import { SelectField, TextField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { QueryStates } from "../../../components/ui/states";
import { DataTable, SearchForm, TableStates } from "../../../components/ui/table-parts";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import {
  useMemberVip,
  useRunEvaluation,
  useSaveVipLevel,
  useSaveVipSettings,
  useSetMemberLevel,
  useVipLevels,
  useVipSettings,
} from "../api/vip";
import { AMOUNT_FIELDS, levelBody, levelDraft, type DraftErrors, type LevelDraft } from "../utils/level-form";

const CONDITIONS: readonly VipUpgradeCondition[] = ["all", "any"];
const DOWNGRADE_RULES: readonly VipDowngradeRule[] = ["none", "keep_window"];

/**
 * VIP (issue 15): the brand's upgrade condition and downgrade rule, the ladder with each level's
 * requirements, bonuses, withdrawals per day and rebate rate per game category, one member's level
 * (history, a manual change with a reason) and the evaluation run on demand. Every change is audited
 * on the server.
 */
export function VipPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const evaluate = useRunEvaluation();

  async function runAll() {
    try {
      const result = await evaluate.mutateAsync(null);
      notify("success", t("vip.evaluated", { ...result }));
    } catch (failure) {
      notify("error", errorText(failure, t));
    }
  }

  return (
    <>
      <PageHeader
        title={t("nav.vip")}
        description={canChange ? t("vip.description") : t("vip.readOnly")}
        actions={
          canChange && (
            <Button onClick={() => void runAll()} disabled={evaluate.isPending} data-testid="vip-evaluate-all">
              {t("vip.evaluateAll")}
            </Button>
          )
        }
      />
      <div className="space-y-4">
        <SettingsPanel canChange={canChange} />
        <LevelsPanel canChange={canChange} />
        <MemberPanel canChange={canChange} />
      </div>
    </>
  );
}

function SettingsPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const query = useVipSettings();
  return (
    <Panel title={t("vip.settings.title")}>
      <QueryStates query={query} rows={2}>
        {(settings) => <SettingsForm key={JSON.stringify(settings)} settings={settings} canChange={canChange} />}
      </QueryStates>
    </Panel>
  );
}

function SettingsForm({ settings, canChange }: { settings: VipSettings; canChange: boolean }) {
  const { t } = useTranslation();
  const save = useSaveVipSettings();
  const [draft, setDraft] = useState({
    ...settings,
    keepWindowDays: String(settings.keepWindowDays),
    upgradeBonusWagering: String(settings.upgradeBonusWagering),
    monthlyBonusWagering: String(settings.monthlyBonusWagering),
  });
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({
        upgradeCondition: draft.upgradeCondition,
        downgradeRule: draft.downgradeRule,
        keepWindowDays: Number(draft.keepWindowDays),
        upgradeBonusWagering: Number(draft.upgradeBonusWagering),
        monthlyBonusWagering: Number(draft.monthlyBonusWagering),
      });
      notify("success", t("vip.settings.saved"));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 p-4">
      <fieldset disabled={!canChange} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          label={t("vip.settings.condition")}
          value={draft.upgradeCondition}
          onChange={(event) => setDraft({ ...draft, upgradeCondition: event.target.value as VipUpgradeCondition })}
        >
          {CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {t(`vip.condition.${condition}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("vip.settings.downgrade")}
          value={draft.downgradeRule}
          onChange={(event) => setDraft({ ...draft, downgradeRule: event.target.value as VipDowngradeRule })}
          data-testid="vip-downgrade-rule"
        >
          {DOWNGRADE_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t(`vip.rule.${rule}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("vip.settings.window")}
          hint={t("vip.settings.windowHint")}
          inputMode="numeric"
          value={draft.keepWindowDays}
          onChange={(event) => setDraft({ ...draft, keepWindowDays: event.target.value })}
        />
        <TextField
          label={t("vip.settings.upgradeWagering")}
          inputMode="numeric"
          value={draft.upgradeBonusWagering}
          onChange={(event) => setDraft({ ...draft, upgradeBonusWagering: event.target.value })}
        />
        <TextField
          label={t("vip.settings.monthlyWagering")}
          inputMode="numeric"
          value={draft.monthlyBonusWagering}
          onChange={(event) => setDraft({ ...draft, monthlyBonusWagering: event.target.value })}
        />
      </fieldset>
      <p className="text-xs text-fg-muted">{t("vip.settings.rules")}</p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {canChange && (
        <Button type="submit" disabled={save.isPending}>
          {t("vip.settings.save")}
        </Button>
      )}
    </form>
  );
}

function LevelsPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useVipLevels();
  const [editing, setEditing] = useState<ConsoleVipLevel | null>(null);
  const levels = query.data ?? [];
  const best = (level: ConsoleVipLevel) => Math.max(0, ...level.rebates.map((rate) => rate.basisPoints));

  return (
    <Panel title={t("vip.levels.title")}>
      <TableStates query={query} isEmpty={levels.length === 0} emptyTitle={t("vip.levels.empty")}>
        {() => (
          <DataTable
            caption={t("vip.levels.title")}
            columns={[
              t("vip.col.level"),
              { label: t("vip.col.depositRequirement"), num: true },
              { label: t("vip.col.betRequirement"), num: true },
              { label: t("vip.col.keepBet"), num: true },
              { label: t("vip.col.upgradeBonus"), num: true },
              { label: t("vip.col.monthlyBonus"), num: true },
              { label: t("vip.col.dailyWithdrawals"), num: true },
              { label: t("vip.col.bestRebate"), num: true },
              { label: t("vip.col.members"), num: true },
              canChange && "",
            ]}
          >
            <tbody>
              {levels.map((level) => (
                <tr key={level.level} data-testid={`vip-level-${level.level}`}>
                  <td>
                    VIP {level.level} · {level.name}
                  </td>
                  <td className="num">{formatVnd(level.depositRequirement, language)}</td>
                  <td className="num">{formatVnd(level.betRequirement, language)}</td>
                  <td className="num">{formatVnd(level.keepBet, language)}</td>
                  <td className="num">{formatVnd(level.upgradeBonus, language)}</td>
                  <td className="num">{formatVnd(level.monthlyBonus, language)}</td>
                  <td className="num">{level.dailyWithdrawals}</td>
                  <td className="num">{(best(level) / 100).toLocaleString(language)} %</td>
                  <td className="num">{level.members}</td>
                  {canChange && (
                    <td>
                      <Button size="sm" variant="secondary" onClick={() => setEditing(level)}>
                        {t("vip.levels.edit", { level: level.level })}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </TableStates>
      {editing && <LevelDialog key={editing.level} level={editing} onClose={() => setEditing(null)} />}
    </Panel>
  );
}

function LevelDialog({ level, onClose }: { level: ConsoleVipLevel; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveVipLevel();
  const [draft, setDraft] = useState<LevelDraft>(() => levelDraft(level));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    const result = levelBody(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ level: level.level, body: result.body });
      notify("success", t("vip.levels.saved", { level: level.level }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  const fieldError = (key: keyof DraftErrors) => (errors[key] ? t(errors[key]) : null);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("vip.levels.dialogTitle", { level: level.level, name: level.name })}
      busy={save.isPending}
      submitLabel={t("vip.levels.save")}
      onSubmit={() => void submit()}
      error={error}
      size="md"
      testId="vip-level-dialog"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {AMOUNT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`vip.col.${field}`)}
            inputMode="decimal"
            value={draft[field]}
            error={fieldError(field)}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        ))}
        <TextField
          label={t("vip.col.dailyWithdrawals")}
          inputMode="numeric"
          value={draft.dailyWithdrawals}
          error={fieldError("dailyWithdrawals")}
          onChange={(event) => setDraft({ ...draft, dailyWithdrawals: event.target.value })}
        />
      </div>
      <fieldset className="mt-2">
        <legend className="mb-1 text-sm font-medium">{t("vip.levels.rates")}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {GAME_CATEGORIES.map((category) => (
            <TextField
              key={category}
              label={t(`vip.category.${category}`)}
              inputMode="decimal"
              value={draft.rebates[category]}
              error={fieldError(category)}
              onChange={(event) =>
                setDraft({ ...draft, rebates: { ...draft.rebates, [category]: event.target.value } })
              }
            />
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}

function MemberPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState("");
  const query = useMemberVip(account);
  return (
    <Panel title={t("vip.member.title")}>
      <SearchForm
        label={t("vip.member.account")}
        name="account"
        value={account}
        placeholder={t("vip.member.placeholder")}
        onSearch={(text) => setAccount(text.toLowerCase())}
        required
        autoComplete="off"
      />
      {account !== "" && (
        <QueryStates query={query} rows={3}>
          {(member) => <MemberVipView member={member} canChange={canChange} />}
        </QueryStates>
      )}
    </Panel>
  );
}

function MemberVipView({ member, canChange }: { member: ConsoleMemberVip; canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const evaluate = useRunEvaluation();
  const [setting, setSetting] = useState(false);
  const { state } = member;

  async function runOne() {
    try {
      const result = await evaluate.mutateAsync(member.memberId);
      notify("success", t("vip.evaluated", { ...result }));
    } catch (failure) {
      notify("error", errorText(failure, t));
    }
  }

  return (
    <div className="space-y-4 p-4" data-testid="vip-member-view">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg font-semibold" data-testid="vip-member-level" data-level={state.level}>
          {member.account}: VIP {state.level} · {state.name}
        </p>
        {state.next?.qualified && <Badge tone="success">{t("vip.member.qualified")}</Badge>}
        {canChange && (
          <div className="ml-auto flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setSetting(true)}>
              {t("vip.member.set")}
            </Button>
            <Button
              size="sm"
              onClick={() => void runOne()}
              disabled={evaluate.isPending}
              data-testid="vip-evaluate-one"
            >
              {t("vip.member.evaluate")}
            </Button>
          </div>
        )}
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-4">
        <Fact label={t("vip.member.highest")} value={`VIP ${state.highestLevel}`} />
        <Fact label={t("vip.col.depositRequirement")} value={formatVnd(state.deposits, language)} />
        <Fact label={t("vip.col.betRequirement")} value={formatVnd(state.validBet, language)} />
        <Fact
          label={t("vip.member.next")}
          value={
            state.next
              ? t("vip.member.nextValue", {
                  level: state.next.level,
                  deposit: formatVnd(state.next.depositMissing, language),
                  bet: formatVnd(state.next.betMissing, language),
                })
              : t("vip.member.top")
          }
        />
      </dl>
      <DataTable
        caption={t("vip.member.history")}
        columns={[
          t("vip.col.at"),
          t("vip.col.change"),
          t("vip.col.kind"),
          { label: t("vip.col.upgradeBonus"), num: true },
          t("vip.col.by"),
        ]}
      >
        <tbody>
          {member.history.length === 0 ? (
            <tr>
              <td colSpan={5} className="text-fg-muted">
                {t("vip.member.noHistory")}
              </td>
            </tr>
          ) : (
            member.history.map((change, index) => (
              <tr key={`${change.at}-${index}`}>
                <td>{formatDateTime(change.at, language)}</td>
                <td>
                  VIP {change.fromLevel} → VIP {change.toLevel}
                </td>
                <td>{t(`vip.kind.${change.kind}`)}</td>
                <td className="num">{formatVnd(change.upgradeBonus, language)}</td>
                <td>{change.operator ? `${change.operator}: ${change.reason}` : "—"}</td>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
      {setting && <SetLevelDialog member={member} onClose={() => setSetting(false)} />}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

function SetLevelDialog({ member, onClose }: { member: ConsoleMemberVip; onClose: () => void }) {
  const { t } = useTranslation();
  const levels = useVipLevels().data ?? [];
  const save = useSetMemberLevel(member.account);
  const [level, setLevel] = useState(String(member.state.level));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    if (reason.trim() === "") {
      setError(t("vip.member.reasonRequired"));
      return;
    }
    try {
      await save.mutateAsync({ memberId: member.memberId, body: { level: Number(level), reason: reason.trim() } });
      notify("success", t("vip.member.setDone", { account: member.account, level }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("vip.member.setTitle", { account: member.account })}
      description={t("vip.member.setHint")}
      busy={save.isPending}
      submitLabel={t("vip.member.setSubmit")}
      onSubmit={() => void submit()}
      error={error}
    >
      <SelectField label={t("vip.col.level")} value={level} onChange={(event) => setLevel(event.target.value)}>
        {levels.map((row) => (
          <option key={row.level} value={row.level}>
            VIP {row.level} · {row.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("vip.member.reason")}
        value={reason}
        maxLength={200}
        required
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
