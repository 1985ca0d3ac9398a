import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BRAND_TIME_ZONE, LOTTERY_DRAW_TIME, type LotteryGame } from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextField } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { Switch } from "../../../components/ui/switch";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useLotteryGames, useUpdateLotteryGame } from "../api/lottery";
import { stationName } from "../utils/draws";
import { canSwitchResultSource, otherResultSource, REGIONS_BY_TIME, validateCutoff, weeklyTable } from "../utils/games";
import { DrawStateBadge, formatDuration } from "./lottery-parts";

/**
 * Lottery games and their schedules: every game with its structure, prize mode, rhythm, cut-off and
 * next draw (an admin enables or disables it and edits its cut-off), where its results come from (an
 * admin switches a traditional game between the hash chain and official results), and the weekday station table
 * of the three regions, read-only (contracts' data, the same the server draws by).
 */
export function LotteryGamesPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const query = useLotteryGames();
  const [toggling, setToggling] = useState<LotteryGame | null>(null);
  const [editing, setEditing] = useState<LotteryGame | null>(null);
  const [switching, setSwitching] = useState<LotteryGame | null>(null);
  const update = useUpdateLotteryGame();

  return (
    <>
      <PageHeader
        title={t("nav.lotteryGames")}
        description={canChange ? t("lottery.games.description") : t("lottery.readOnly")}
        actions={<RefreshButton query={query} />}
      />
      <div className="space-y-4">
        <GamesPanel canChange={canChange} onToggle={setToggling} onEdit={setEditing} onSwitchSource={setSwitching} />
        <SchedulePanel />
      </div>
      {toggling && (
        <ConfirmDialog
          open
          onClose={() => setToggling(null)}
          title={t(toggling.enabled ? "lottery.games.disableTitle" : "lottery.games.enableTitle", {
            game: toggling.name,
          })}
          confirmLabel={t(toggling.enabled ? "actions.disable" : "actions.enable")}
          variant={toggling.enabled ? "danger" : "primary"}
          testId="lottery-game-confirm"
          onConfirm={async () => {
            const enabled = !toggling.enabled;
            await update.mutateAsync({ code: toggling.code, enabled, cutoffSeconds: toggling.cutoffSeconds });
            notify("success", t(enabled ? "lottery.games.enabled" : "lottery.games.disabled", { game: toggling.name }));
          }}
        >
          <p>
            {t(toggling.enabled ? "lottery.games.disableText" : "lottery.games.enableText", { game: toggling.name })}
          </p>
        </ConfirmDialog>
      )}
      {editing && <CutoffDialog game={editing} onClose={() => setEditing(null)} />}
      {switching && <SourceDialog game={switching} onClose={() => setSwitching(null)} />}
    </>
  );
}

function GamesPanel({
  canChange,
  onToggle,
  onEdit,
  onSwitchSource,
}: {
  canChange: boolean;
  onToggle: (game: LotteryGame) => void;
  onEdit: (game: LotteryGame) => void;
  onSwitchSource: (game: LotteryGame) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useLotteryGames();
  const list = query.data ?? [];
  return (
    <Panel title={t("lottery.games.title")}>
      <div aria-busy={query.isFetching}>
        <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("lottery.games.none")} errorHidesData>
          {() => (
            <DataTable
              caption={t("lottery.games.title")}
              columns={[
                t("lottery.col.game"),
                t("lottery.col.kind"),
                t("lottery.col.station"),
                t("lottery.col.structure"),
                t("lottery.col.prizeMode"),
                t("lottery.col.interval"),
                t("lottery.col.cutoff"),
                t("lottery.col.nextDraw"),
                t("lottery.col.source"),
                t("lottery.col.enabled"),
                canChange && t("common.actions"),
              ]}
            >
              <tbody>
                {list.map((game) => (
                  <tr key={game.code} data-testid={`lottery-game-${game.code}`}>
                    <th scope="row" className="wide" data-label={t("lottery.col.game")}>
                      <span className="font-semibold">{game.name}</span>
                      <span className="block font-mono text-xs text-fg-muted">{game.code}</span>
                    </th>
                    <td data-label={t("lottery.col.kind")}>
                      <Badge tone={game.kind === "fast" ? "info" : "neutral"}>{t(`lottery.kind.${game.kind}`)}</Badge>
                    </td>
                    <td data-label={t("lottery.col.station")} className="text-xs">
                      {game.region ? t(`lottery.region.${game.region}`) : t("lottery.region.none")}
                      {game.stationCode && <span className="block text-fg-muted">{stationName(game.stationCode)}</span>}
                    </td>
                    <td data-label={t("lottery.col.structure")} className="text-xs">
                      {t(`lottery.structure.${game.structure}`)}
                    </td>
                    <td data-label={t("lottery.col.prizeMode")} className="font-mono text-xs">
                      {game.prizeMode}
                    </td>
                    <td data-label={t("lottery.col.interval")} className="text-xs whitespace-nowrap">
                      {game.intervalSeconds === null
                        ? t("lottery.games.daily", {
                            time: game.region ? LOTTERY_DRAW_TIME[game.region] : "—",
                          })
                        : t("lottery.games.every", { duration: formatDuration(game.intervalSeconds, t) })}
                    </td>
                    <td data-label={t("lottery.col.cutoff")} className="text-xs whitespace-nowrap">
                      {formatDuration(game.cutoffSeconds, t)}
                    </td>
                    <td data-label={t("lottery.col.nextDraw")} className="text-xs">
                      {game.next ? (
                        <>
                          <span className="whitespace-nowrap">{formatDateTime(game.next.drawAt, language)}</span>
                          <span className="mt-0.5 flex flex-wrap items-center gap-1">
                            <span className="font-mono text-fg-muted">{game.next.issue}</span>
                            <DrawStateBadge state={game.next.state} />
                          </span>
                        </>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td data-label={t("lottery.col.source")} className="text-xs">
                      <span className="flex flex-col items-start gap-1">
                        <span data-testid={`lottery-game-source-${game.code}`}>
                          <Badge tone={game.resultSource === "official" ? "info" : "neutral"}>
                            {t(`lottery.source.${game.resultSource}`)}
                          </Badge>
                        </span>
                        {canChange && canSwitchResultSource(game) && (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => onSwitchSource(game)}
                            aria-label={t("lottery.games.sourceSwitchFor", { game: game.name })}
                            data-testid={`lottery-game-source-switch-${game.code}`}
                          >
                            {t("lottery.games.sourceSwitch")}
                          </Button>
                        )}
                      </span>
                    </td>
                    <td data-label={t("lottery.col.enabled")}>
                      <Switch
                        checked={game.enabled}
                        disabled={!canChange}
                        onChange={() => onToggle(game)}
                        label={<span className="sr-only">{t("lottery.games.switch", { game: game.name })}</span>}
                        testId={`lottery-game-enabled-${game.code}`}
                      />
                    </td>
                    {canChange && (
                      <td data-label={t("common.actions")}>
                        <Button
                          size="sm"
                          onClick={() => onEdit(game)}
                          aria-label={t("lottery.games.editCutoffFor", { game: game.name })}
                        >
                          {t("lottery.games.editCutoff")}
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </TableStates>
      </div>
    </Panel>
  );
}

function CutoffDialog({ game, onClose }: { game: LotteryGame; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateLotteryGame();
  const [text, setText] = useState(String(game.cutoffSeconds));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = validateCutoff(text, game);

  async function submit() {
    setTouched(true);
    if (!check.ok) return;
    setError(null);
    try {
      await update.mutateAsync({ code: game.code, enabled: game.enabled, cutoffSeconds: check.seconds });
      notify(
        "success",
        t("lottery.games.cutoffSaved", { game: game.name, duration: formatDuration(check.seconds, t) }),
      );
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("lottery.games.cutoffTitle", { game: game.name })}
      description={t("lottery.games.cutoffDescription")}
      busy={update.isPending}
      submitLabel={t("actions.save")}
      onSubmit={() => void submit()}
      error={error}
      testId="lottery-cutoff-save"
    >
      <TextField
        label={t("lottery.games.cutoffSeconds")}
        name="cutoffSeconds"
        inputMode="numeric"
        data-autofocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={
          check.ok
            ? t("lottery.games.cutoffHint", { duration: formatDuration(check.seconds, t) })
            : game.intervalSeconds !== null
              ? t("lottery.games.cutoffIntervalHint", { duration: formatDuration(game.intervalSeconds, t) })
              : undefined
        }
        error={touched && !check.ok ? t(check.error) : null}
      />
    </FormDialog>
  );
}

/**
 * Switching where a traditional game's results come from, confirmed with what it means: "chain"
 * draws in house from the pre-committed hash chain (provably fair); "official" waits, closed, for a
 * result typed in by one operator and approved by another.
 */
function SourceDialog({ game, onClose }: { game: LotteryGame; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateLotteryGame();
  const next = otherResultSource(game.resultSource);
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t(`lottery.games.sourceTitle.${next}`, { game: game.name })}
      confirmLabel={t(`lottery.games.sourceTo.${next}`)}
      variant={next === "official" ? "danger" : "primary"}
      testId="lottery-game-source-confirm"
      onConfirm={async () => {
        await update.mutateAsync({
          code: game.code,
          enabled: game.enabled,
          cutoffSeconds: game.cutoffSeconds,
          resultSource: next,
        });
        notify("success", t(`lottery.games.sourceSaved.${next}`, { game: game.name }));
      }}
    >
      <p>{t(`lottery.games.sourceText.${next}`, { game: game.name })}</p>
      <p className="mt-2 text-fg-muted">{t(`lottery.games.sourceNote.${next}`)}</p>
    </ConfirmDialog>
  );
}

/** ISO weekday (1 = Monday) of today in the brand's time zone. */
function todayWeekday(): number {
  const day = new Intl.DateTimeFormat("en-US", { timeZone: BRAND_TIME_ZONE, weekday: "short" }).format(new Date());
  return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(day) + 1;
}

function SchedulePanel() {
  const { t } = useTranslation();
  const today = todayWeekday();
  return (
    <Panel title={t("lottery.schedule.title")}>
      <p className="border-b border-line px-4 py-2 text-xs text-fg-muted">{t("lottery.schedule.description")}</p>
      <DataTable
        caption={t("lottery.schedule.title")}
        columns={[
          t("lottery.schedule.weekday"),
          ...REGIONS_BY_TIME.map((region) =>
            t("lottery.schedule.regionAt", {
              region: t(`lottery.region.${region}`),
              time: LOTTERY_DRAW_TIME[region],
            }),
          ),
        ]}
      >
        <tbody>
          {weeklyTable().map(({ weekday, regions }) => (
            <tr key={weekday} className={weekday === today ? "bg-brand-soft/40" : undefined}>
              <th scope="row" className="wide" data-label={t("lottery.schedule.weekday")}>
                {t(`lottery.weekday.${weekday}`)}
                {weekday === today && (
                  <span className="ml-2">
                    <Badge tone="info">{t("lottery.schedule.today")}</Badge>
                  </span>
                )}
              </th>
              {REGIONS_BY_TIME.map((region) => (
                <td key={region} data-label={t(`lottery.region.${region}`)} className="text-xs">
                  {regions[region].map((code) => stationName(code)).join(", ")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Panel>
  );
}
