import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  LANGUAGES,
  type ConsoleMission,
  type ConsoleMissionCreate,
  type ConsoleRace,
  type ConsoleRaceCreate,
  type Language,
} from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { SelectField, TextField } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { Switch } from "../../../components/ui/switch";
import { DataTable, SearchForm, TableStates } from "../../../components/ui/table-parts";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd, parseVndInput } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { DEFAULT_EDGES, parseEdges, vietnamTime } from "../utils/race-form";
import {
  useCreateMission,
  useCreateRace,
  useMemberRewards,
  useMissions,
  usePayRace,
  useRace,
  useRaces,
  useSetMissionEnabled,
} from "../api/rewards";

const PERIODS = ["daily", "weekly"] as const;
const TRIGGERS = ["valid_bet", "deposit", "login"] as const;
const CATEGORIES = ["LIVE", "RNG", "SPORTS", "ESPORTS", "FISH", "PVP", "ELOTT", "LOTT"] as const;
const STATUS_TONE: Record<string, BadgeTone> = { offered: "info", claimed: "success", lapsed: "neutral" };
const RACE_TONE: Record<string, BadgeTone> = { upcoming: "neutral", running: "info", finished: "success" };

/**
 * Rewards (issue 15): missions (list, create, enable / disable), races (list, create, standings with
 * each placing's payout state, pay a finished race now) and one member's rewards. Progress and scores
 * are computed by the server from settled rounds, deposits and logins; every change is audited there.
 */
export function RewardsPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("nav.rewards")} description={canChange ? t("rewards.description") : t("rewards.readOnly")} />
      <div className="space-y-4">
        <MissionsPanel canChange={canChange} />
        <RacesPanel canChange={canChange} />
        <MemberRewardsPanel />
      </div>
    </>
  );
}

function titleOf(title: Partial<Record<Language, string>> & { vi: string }, language: Language): string {
  return title[language] || title.vi;
}

function MissionsPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useMissions();
  const toggle = useSetMissionEnabled();
  const [creating, setCreating] = useState(false);
  const missions = query.data ?? [];
  const target = (m: ConsoleMission) =>
    m.trigger === "login" ? t("rewards.missions.days", { count: Number(m.target) }) : formatVnd(m.target, language);

  async function setEnabled(mission: ConsoleMission, enabled: boolean) {
    try {
      await toggle.mutateAsync({ id: mission.id, enabled });
      notify("success", t(enabled ? "rewards.missions.enabled" : "rewards.missions.disabled", { code: mission.code }));
    } catch (failure) {
      notify("error", errorText(failure, t));
    }
  }

  return (
    <Panel
      title={t("rewards.missions.title")}
      actions={
        canChange && (
          <Button variant="primary" onClick={() => setCreating(true)} data-testid="mission-create">
            {t("rewards.missions.create")}
          </Button>
        )
      }
    >
      <TableStates query={query} isEmpty={missions.length === 0} emptyTitle={t("rewards.missions.empty")}>
        {() => (
          <DataTable
            caption={t("rewards.missions.title")}
            columns={[
              t("rewards.col.mission"),
              t("rewards.col.period"),
              t("rewards.col.trigger"),
              { label: t("rewards.col.target"), num: true },
              { label: t("rewards.col.reward"), num: true },
              { label: t("rewards.col.wagering"), num: true },
              { label: t("rewards.col.claimed"), num: true },
              t("rewards.col.enabled"),
            ]}
          >
            <tbody>
              {missions.map((mission) => (
                <tr key={mission.id} data-testid={`mission-${mission.code}`}>
                  <td>
                    <span className="font-medium">{titleOf(mission.title, language)}</span>
                    <span className="block text-xs text-fg-muted">{mission.code}</span>
                  </td>
                  <td>{t(`rewards.period.${mission.period}`)}</td>
                  <td>
                    {t(`rewards.trigger.${mission.trigger}`)}
                    {mission.category && (
                      <span className="text-fg-muted"> · {t(`rewards.category.${mission.category}`)}</span>
                    )}
                  </td>
                  <td className="num">{target(mission)}</td>
                  <td className="num">{formatVnd(mission.rewardAmount, language)}</td>
                  <td className="num">×{mission.wagering}</td>
                  <td className="num">
                    {mission.claimed} / {mission.offered}
                  </td>
                  <td>
                    <Switch
                      checked={mission.enabled}
                      disabled={!canChange || toggle.isPending}
                      onChange={(enabled) => void setEnabled(mission, enabled)}
                      label={
                        <span className="sr-only">{t("rewards.missions.enableLabel", { code: mission.code })}</span>
                      }
                      testId={`mission-enabled-${mission.code}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </TableStates>
      {creating && <MissionDialog onClose={() => setCreating(false)} />}
    </Panel>
  );
}

type TitleDraft = Record<Language, string>;
const emptyTitle = (): TitleDraft => ({ vi: "", en: "", zh: "", ja: "", th: "" });

function TitleFields({ value, onChange }: { value: TitleDraft; onChange: (value: TitleDraft) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          label={t("rewards.form.title", { language: language.toUpperCase() })}
          value={value[language]}
          maxLength={120}
          onChange={(event) => onChange({ ...value, [language]: event.target.value })}
        />
      ))}
    </div>
  );
}

function MissionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateMission();
  const [draft, setDraft] = useState({
    code: "",
    title: emptyTitle(),
    period: "daily" as (typeof PERIODS)[number],
    trigger: "valid_bet" as (typeof TRIGGERS)[number],
    category: "" as "" | (typeof CATEGORIES)[number],
    target: "",
    reward: "",
    wagering: "0",
  });
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    const target =
      draft.trigger === "login"
        ? { ok: /^[1-9][0-9]{0,3}$/.test(draft.target), minor: draft.target }
        : parseVndInput(draft.target);
    const reward = parseVndInput(draft.reward);
    if (!target.ok || !("minor" in target)) return setError(t("rewards.form.badTarget"));
    if (!reward.ok) return setError(t("rewards.form.badReward"));
    const body: ConsoleMissionCreate = {
      code: draft.code.trim(),
      title: draft.title,
      period: draft.period,
      trigger: draft.trigger,
      category: draft.trigger === "valid_bet" && draft.category !== "" ? draft.category : null,
      target: target.minor,
      rewardAmount: reward.minor,
      wagering: Number(draft.wagering),
    };
    try {
      await create.mutateAsync(body);
      notify("success", t("rewards.missions.created", { code: body.code }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("rewards.missions.create")}
      description={t("rewards.missions.createHint")}
      busy={create.isPending}
      submitLabel={t("rewards.form.create")}
      onSubmit={() => void submit()}
      error={error}
      testId="mission-submit"
      size="md"
    >
      <TextField
        label={t("rewards.form.code")}
        hint={t("rewards.form.codeHint")}
        value={draft.code}
        maxLength={32}
        onChange={(event) => setDraft({ ...draft, code: event.target.value })}
      />
      <TitleFields value={draft.title} onChange={(title) => setDraft({ ...draft, title })} />
      <div className="grid gap-2 sm:grid-cols-3">
        <SelectField
          label={t("rewards.col.period")}
          value={draft.period}
          onChange={(event) => setDraft({ ...draft, period: event.target.value as (typeof PERIODS)[number] })}
        >
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`rewards.period.${p}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("rewards.col.trigger")}
          value={draft.trigger}
          onChange={(event) => setDraft({ ...draft, trigger: event.target.value as (typeof TRIGGERS)[number] })}
        >
          {TRIGGERS.map((x) => (
            <option key={x} value={x}>
              {t(`rewards.trigger.${x}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("rewards.form.category")}
          value={draft.category}
          disabled={draft.trigger !== "valid_bet"}
          onChange={(event) => setDraft({ ...draft, category: event.target.value as (typeof CATEGORIES)[number] })}
        >
          <option value="">{t("rewards.category.any")}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`rewards.category.${c}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        <TextField
          label={draft.trigger === "login" ? t("rewards.form.targetDays") : t("rewards.form.targetVnd")}
          inputMode="decimal"
          value={draft.target}
          onChange={(event) => setDraft({ ...draft, target: event.target.value })}
        />
        <TextField
          label={t("rewards.form.reward")}
          inputMode="decimal"
          value={draft.reward}
          onChange={(event) => setDraft({ ...draft, reward: event.target.value })}
        />
        <TextField
          label={t("rewards.form.wagering")}
          hint={t("rewards.form.wageringHint")}
          inputMode="numeric"
          value={draft.wagering}
          onChange={(event) => setDraft({ ...draft, wagering: event.target.value })}
        />
      </div>
    </FormDialog>
  );
}

function RacesPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useRaces();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<ConsoleRace | null>(null);
  const races = query.data ?? [];
  return (
    <Panel
      title={t("rewards.races.title")}
      actions={
        canChange && (
          <Button variant="primary" onClick={() => setCreating(true)} data-testid="race-create">
            {t("rewards.races.create")}
          </Button>
        )
      }
    >
      <p className="px-4 pt-3 text-xs text-fg-muted">{t("rewards.races.rules")}</p>
      <TableStates query={query} isEmpty={races.length === 0} emptyTitle={t("rewards.races.empty")}>
        {() => (
          <DataTable
            caption={t("rewards.races.title")}
            columns={[
              t("rewards.col.race"),
              t("rewards.col.window"),
              t("rewards.col.state"),
              { label: t("rewards.col.prizePool"), num: true },
              { label: t("rewards.col.entrants"), num: true },
              t("rewards.col.payout"),
              "",
            ]}
          >
            <tbody>
              {races.map((race) => (
                <tr key={race.id} data-testid={`race-${race.code}`}>
                  <td>
                    <span className="font-medium">{titleOf(race.title, language)}</span>
                    <span className="block text-xs text-fg-muted">{race.code}</span>
                  </td>
                  <td className="text-xs">
                    {formatDateTime(race.startsAt, language)} – {formatDateTime(race.endsAt, language)}
                  </td>
                  <td>
                    <Badge tone={RACE_TONE[race.state]}>{t(`rewards.raceState.${race.state}`)}</Badge>
                  </td>
                  <td className="num">
                    {formatVnd(
                      race.prizes.reduce((sum, p) => sum + BigInt(p), 0n),
                      language,
                    )}
                  </td>
                  <td className="num">{race.entrants}</td>
                  <td className="text-xs">
                    {race.paidAt ? t("rewards.races.paidAt", { time: formatDateTime(race.paidAt, language) }) : "—"}
                  </td>
                  <td>
                    <Button
                      onClick={() => setViewing(race)}
                      aria-label={t("rewards.races.standingsOf", { code: race.code })}
                    >
                      {t("rewards.races.standings")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </TableStates>
      {creating && <RaceDialog onClose={() => setCreating(false)} />}
      {viewing && <StandingsDialog race={viewing} canChange={canChange} onClose={() => setViewing(null)} />}
    </Panel>
  );
}

function RaceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateRace();
  const [draft, setDraft] = useState({
    code: "",
    title: emptyTitle(),
    startsAt: "",
    endsAt: "",
    prizes: "",
    edges: DEFAULT_EDGES,
    wagering: "1",
  });
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    const prizes = draft.prizes
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(parseVndInput);
    if (prizes.length === 0 || prizes.some((p) => !p.ok)) return setError(t("rewards.form.badPrizes"));
    const edges = parseEdges(draft.edges);
    if (!edges) return setError(t("rewards.form.badEdges"));
    const body: ConsoleRaceCreate = {
      code: draft.code.trim(),
      title: draft.title,
      startsAt: vietnamTime(draft.startsAt),
      endsAt: vietnamTime(draft.endsAt),
      prizes: prizes.map((p) => (p.ok ? p.minor : "0")),
      edges,
      wagering: Number(draft.wagering),
    };
    try {
      await create.mutateAsync(body);
      notify("success", t("rewards.races.created", { code: body.code }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("rewards.races.create")}
      description={t("rewards.races.rules")}
      busy={create.isPending}
      submitLabel={t("rewards.form.create")}
      onSubmit={() => void submit()}
      error={error}
      testId="race-submit"
      size="md"
    >
      <TextField
        label={t("rewards.form.code")}
        hint={t("rewards.form.codeHint")}
        value={draft.code}
        maxLength={32}
        onChange={(event) => setDraft({ ...draft, code: event.target.value })}
      />
      <TitleFields value={draft.title} onChange={(title) => setDraft({ ...draft, title })} />
      <div className="grid gap-2 sm:grid-cols-3">
        <TextField
          label={t("rewards.form.startsAt")}
          type="datetime-local"
          value={draft.startsAt}
          onChange={(event) => setDraft({ ...draft, startsAt: event.target.value })}
        />
        <TextField
          label={t("rewards.form.endsAt")}
          type="datetime-local"
          value={draft.endsAt}
          onChange={(event) => setDraft({ ...draft, endsAt: event.target.value })}
        />
        <TextField
          label={t("rewards.form.wagering")}
          hint={t("rewards.form.wageringHint")}
          inputMode="numeric"
          value={draft.wagering}
          onChange={(event) => setDraft({ ...draft, wagering: event.target.value })}
        />
      </div>
      <TextField
        label={t("rewards.form.prizes")}
        hint={t("rewards.form.prizesHint")}
        value={draft.prizes}
        onChange={(event) => setDraft({ ...draft, prizes: event.target.value })}
      />
      <TextField
        label={t("rewards.form.edges")}
        hint={t("rewards.form.edgesHint")}
        value={draft.edges}
        onChange={(event) => setDraft({ ...draft, edges: event.target.value })}
      />
    </FormDialog>
  );
}

function StandingsDialog({ race, canChange, onClose }: { race: ConsoleRace; canChange: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useRace(race.id);
  const pay = usePayRace();
  const standings = query.data?.standings ?? [];

  async function payNow() {
    try {
      const { offered } = await pay.mutateAsync(race.id);
      notify("success", t("rewards.races.paid", { count: offered }));
    } catch (failure) {
      notify("error", errorText(failure, t));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t("rewards.races.standingsTitle", { title: titleOf(race.title, language) })}
      description={t("rewards.races.standingsHint")}
      footer={
        <>
          {canChange && race.state === "finished" && (
            <Button variant="primary" busy={pay.isPending} onClick={() => void payNow()} data-testid="race-pay">
              {t("rewards.races.payNow")}
            </Button>
          )}
          <Button onClick={onClose}>{t("actions.close")}</Button>
        </>
      }
    >
      <TableStates query={query} isEmpty={standings.length === 0} emptyTitle={t("rewards.races.noStandings")}>
        {() => (
          <DataTable
            caption={t("rewards.races.standings")}
            columns={[
              { label: t("rewards.col.rank"), num: true },
              t("rewards.col.member"),
              { label: t("rewards.col.score"), num: true },
              t("rewards.col.reachedAt"),
              { label: t("rewards.col.prize"), num: true },
              t("rewards.col.payout"),
            ]}
          >
            <tbody>
              {standings.map((row) => (
                <tr key={row.memberId}>
                  <td className="num">{row.rank}</td>
                  <td>
                    {row.account}
                    {!row.eligible && (
                      <span className="ml-1">
                        <Badge tone="warn">{t("rewards.races.notPaid", { status: row.memberStatus })}</Badge>
                      </span>
                    )}
                  </td>
                  <td className="num">{formatVnd(row.score, language)}</td>
                  <td className="text-xs">{formatDateTime(row.reachedAt, language)}</td>
                  <td className="num">{row.prize ? formatVnd(row.prize, language) : "—"}</td>
                  <td>
                    {row.rewardStatus ? (
                      <Badge tone={STATUS_TONE[row.rewardStatus]}>{t(`rewards.status.${row.rewardStatus}`)}</Badge>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </TableStates>
    </Dialog>
  );
}

function MemberRewardsPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [account, setAccount] = useState("");
  const query = useMemberRewards(account);
  const list = query.data?.list ?? [];
  return (
    <Panel title={t("rewards.member.title")}>
      <SearchForm
        label={t("rewards.member.account")}
        name="account"
        value={account}
        placeholder={t("rewards.member.placeholder")}
        onSearch={setAccount}
        required
      />
      {account !== "" && (
        <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("rewards.member.empty")} errorHidesData>
          {() => (
            <DataTable
              caption={t("rewards.member.title")}
              columns={[
                t("rewards.col.reward"),
                t("rewards.col.source"),
                { label: t("rewards.col.amount"), num: true },
                { label: t("rewards.col.wagering"), num: true },
                t("rewards.col.status"),
                t("rewards.col.expires"),
                t("rewards.col.claimedAt"),
              ]}
            >
              <tbody>
                {list.map((reward) => (
                  <tr key={reward.id}>
                    <td>
                      {reward.title}
                      <span className="block text-xs text-fg-muted">{reward.ref}</span>
                    </td>
                    <td>{t(`rewards.source.${reward.source}`)}</td>
                    <td className="num">{formatVnd(reward.amount, language)}</td>
                    <td className="num">×{reward.wagering}</td>
                    <td>
                      <Badge tone={STATUS_TONE[reward.status]}>{t(`rewards.status.${reward.status}`)}</Badge>
                    </td>
                    <td className="text-xs">{formatDateTime(reward.expiresAt, language)}</td>
                    <td className="text-xs">{reward.claimedAt ? formatDateTime(reward.claimedAt, language) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </TableStates>
      )}
    </Panel>
  );
}
