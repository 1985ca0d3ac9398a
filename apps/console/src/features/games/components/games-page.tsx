import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ConsoleGame, ConsoleGameFlagsRequest, ConsoleGameVendor } from "@lotus/contracts/web";
import { errorText } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { inputClasses, SelectField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, TablePager, TableStates } from "../../../components/ui/table-parts";
import { Switch } from "../../../components/ui/switch";
import { GAME_PAGE_SIZE, useGameSearch, useGameVendors, useSetGameFlags, useSetVendorEnabled } from "../api/games";
import {
  FLAG_FILTERS,
  filtersFromParams,
  filtersToParams,
  flagRequest,
  toggled,
  toggledPage,
  vendorFlagRequest,
  type GameFilters,
  type GameFlag,
} from "../utils/filters";

/** A change waiting for the operator's confirmation. */
type Pending =
  | { kind: "vendorEnabled"; vendor: ConsoleGameVendor; enabled: boolean }
  | { kind: "vendorMaintenance"; vendor: ConsoleGameVendor; value: boolean }
  | { kind: "selection"; ids: number[]; flag: GameFlag; value: boolean };

/**
 * Games and vendors: vendors with their counts (enable / disable, vendor-wide maintenance), and
 * the catalogue search with maintenance (spec §3 isNew) and hot switches. A cashier reads only.
 */
export function GamesPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const vendors = useGameVendors();
  const [pending, setPending] = useState<Pending | null>(null);
  const setFlags = useSetGameFlags();
  const setEnabled = useSetVendorEnabled();

  const go = (next: GameFilters) => setParams(filtersToParams(next));

  async function confirm(action: Pending) {
    if (action.kind === "vendorEnabled") {
      await setEnabled.mutateAsync({ code: action.vendor.code, enabled: action.enabled });
      notify(
        "success",
        t(action.enabled ? "games.vendorEnabled" : "games.vendorDisabled", { vendor: action.vendor.name }),
      );
      return;
    }
    const request: ConsoleGameFlagsRequest =
      action.kind === "vendorMaintenance"
        ? vendorFlagRequest(action.vendor.code, "maintenance", action.value)
        : flagRequest(action.ids, action.flag, action.value);
    const result = await setFlags.mutateAsync(request);
    notify("success", t("games.flagsSaved", { changed: result.changed, matched: result.matched }));
  }

  return (
    <>
      <PageHeader
        title={t("nav.games")}
        description={canChange ? t("games.description") : t("games.readOnly")}
        actions={<RefreshButton query={vendors} />}
      />
      <div className="space-y-4">
        <VendorsPanel
          canChange={canChange}
          onAsk={setPending}
          onShowGames={(vendor) => go({ ...filters, vendor: vendor.code, page: 1 })}
        />
        <GamesPanel canChange={canChange} filters={filters} onFilters={go} onAsk={setPending} />
      </div>
      {pending && (
        <ConfirmDialog
          open
          onClose={() => setPending(null)}
          title={confirmTitle(pending, t)}
          confirmLabel={t("games.confirm")}
          variant={isRestrictive(pending) ? "danger" : "primary"}
          onConfirm={() => confirm(pending)}
          testId="games-confirm"
        >
          <p>{confirmText(pending, t)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

const isRestrictive = (p: Pending) =>
  p.kind === "vendorEnabled"
    ? !p.enabled
    : p.kind === "vendorMaintenance"
      ? p.value
      : p.flag === "maintenance" && p.value;

function confirmTitle(p: Pending, t: T): string {
  if (p.kind === "vendorEnabled") return t(p.enabled ? "games.confirmEnableTitle" : "games.confirmDisableTitle");
  if (p.kind === "vendorMaintenance")
    return t(p.value ? "games.confirmVendorMaintenanceOnTitle" : "games.confirmVendorMaintenanceOffTitle");
  return t("games.confirmSelectionTitle", { count: p.ids.length });
}

function confirmText(p: Pending, t: T): string {
  if (p.kind === "vendorEnabled")
    return t(p.enabled ? "games.confirmEnable" : "games.confirmDisable", { vendor: p.vendor.name });
  if (p.kind === "vendorMaintenance")
    return t(p.value ? "games.confirmVendorMaintenanceOn" : "games.confirmVendorMaintenanceOff", {
      vendor: p.vendor.name,
      count: p.vendor.games,
    });
  const key = p.flag === "maintenance" ? (p.value ? "maintenanceOn" : "maintenanceOff") : p.value ? "hotOn" : "hotOff";
  return t(`games.confirmSelection.${key}`, { count: p.ids.length });
}

/* ---- Vendors ---- */

function VendorsPanel({
  canChange,
  onAsk,
  onShowGames,
}: {
  canChange: boolean;
  onAsk: (pending: Pending) => void;
  onShowGames: (vendor: ConsoleGameVendor) => void;
}) {
  const { t } = useTranslation();
  const query = useGameVendors();
  const list = query.data ?? [];
  return (
    <Panel title={t("games.vendors")}>
      <div aria-busy={query.isFetching}>
        <TableStates
          query={query}
          isEmpty={list.length === 0}
          emptyTitle={t("games.noVendors")}
          skeletonRows={5}
          errorHidesData
        >
          {() => (
            <DataTable
              caption={t("games.vendors")}
              className="relative max-h-[28rem] overflow-auto"
              columns={[
                t("games.col.vendor"),
                t("games.col.category"),
                t("games.col.wallet"),
                { label: t("games.col.games"), num: true },
                { label: t("games.col.underMaintenance"), num: true },
                { label: t("games.col.hot"), num: true },
                t("games.col.enabled"),
                canChange && t("common.actions"),
              ]}
            >
              <tbody>
                {list.map((vendor) => (
                  <tr key={vendor.code} data-testid={`vendor-row-${vendor.code}`}>
                    <th scope="row" data-label={t("games.col.vendor")} className="wide">
                      <button
                        type="button"
                        onClick={() => onShowGames(vendor)}
                        className="cursor-pointer text-start font-semibold text-brand underline-offset-2 hover:underline"
                        title={t("games.showGames", { vendor: vendor.name })}
                      >
                        {vendor.name}
                      </button>
                      <span className="block font-mono text-xs text-fg-muted">{vendor.code}</span>
                    </th>
                    <td data-label={t("games.col.category")}>{vendor.category}</td>
                    <td data-label={t("games.col.wallet")}>{t(`games.wallet.${vendor.walletMode}`)}</td>
                    <td data-label={t("games.col.games")} className="num">
                      {vendor.games}
                    </td>
                    <td data-label={t("games.col.underMaintenance")} className="num">
                      {vendor.maintenanceGames > 0 ? (
                        <Badge tone="warn">{vendor.maintenanceGames}</Badge>
                      ) : (
                        vendor.maintenanceGames
                      )}
                    </td>
                    <td data-label={t("games.col.hot")} className="num">
                      {vendor.hotGames}
                    </td>
                    <td data-label={t("games.col.enabled")}>
                      <Switch
                        checked={vendor.enabled}
                        disabled={!canChange}
                        onChange={(enabled) => onAsk({ kind: "vendorEnabled", vendor, enabled })}
                        label={<span className="sr-only">{t("games.vendorSwitch", { vendor: vendor.name })}</span>}
                        testId={`vendor-enabled-${vendor.code}`}
                      />
                    </td>
                    {canChange && (
                      <td data-label={t("common.actions")}>
                        <span className="flex flex-wrap gap-1.5">
                          <Button
                            size="sm"
                            variant="danger"
                            disabled={vendor.games === 0 || vendor.maintenanceGames === vendor.games}
                            onClick={() => onAsk({ kind: "vendorMaintenance", vendor, value: true })}
                            aria-label={t("games.vendorMaintenanceOnFor", { vendor: vendor.name })}
                          >
                            {t("games.vendorMaintenanceOn")}
                          </Button>
                          <Button
                            size="sm"
                            disabled={vendor.maintenanceGames === 0}
                            onClick={() => onAsk({ kind: "vendorMaintenance", vendor, value: false })}
                            aria-label={t("games.vendorMaintenanceOffFor", { vendor: vendor.name })}
                          >
                            {t("games.vendorMaintenanceOff")}
                          </Button>
                        </span>
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

/* ---- Games ---- */

function GamesPanel({
  canChange,
  filters,
  onFilters,
  onAsk,
}: {
  canChange: boolean;
  filters: GameFilters;
  onFilters: (filters: GameFilters) => void;
  onAsk: (pending: Pending) => void;
}) {
  const { t } = useTranslation();
  const vendors = useGameVendors();
  const query = useGameSearch(filters);
  const setFlags = useSetGameFlags();
  const [text, setText] = useState(filters.q);
  const [selection, setSelection] = useState<Set<number>>(() => new Set());
  const searchId = useId();
  const list = query.data?.list ?? [];
  const pageIds = list.map((g) => g.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selection.has(id));
  const filterKey = filtersToParams(filters).toString();

  useEffect(() => setText(filters.q), [filters.q]);
  // A new search or page starts with nothing selected: a selection is always visible.
  useEffect(() => setSelection(new Set()), [filterKey]);

  async function flip(game: ConsoleGame, flag: GameFlag, value: boolean) {
    try {
      await setFlags.mutateAsync(flagRequest([game.id], flag, value));
      const key = flag === "maintenance" ? (value ? "maintenanceOn" : "maintenanceOff") : value ? "hotOn" : "hotOff";
      notify("success", t(`games.flagDone.${key}`, { game: game.name }));
    } catch (failure) {
      notify("error", errorText(failure, t));
    }
  }

  /** The maintenance or hot switch of one game, flipped at once (no confirmation for a single game). */
  const flagCell = (game: ConsoleGame, flag: GameFlag) => (
    <td data-label={t(`games.col.${flag}`)}>
      <Switch
        checked={game[flag]}
        disabled={!canChange || setFlags.isPending}
        onChange={(value) => void flip(game, flag, value)}
        label={<span className="sr-only">{t(`games.${flag}Switch`, { game: game.name })}</span>}
        testId={`game-${flag}-${game.id}`}
      />
    </td>
  );

  const ask = (flag: GameFlag, value: boolean) =>
    onAsk({ kind: "selection", ids: [...selection].sort((a, b) => a - b), flag, value });

  return (
    <Panel title={t("games.catalogue")}>
      <form
        role="search"
        className="grid grid-cols-1 items-end gap-2 border-b border-line p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          onFilters({ ...filters, q: text.trim(), page: 1 });
        }}
      >
        <div className="min-w-0">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
            {t("games.search")}
          </label>
          <input
            id={searchId}
            type="search"
            name="q"
            maxLength={64}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t("games.searchPlaceholder")}
            className={inputClasses}
          />
        </div>
        <SelectField
          label={t("games.col.vendor")}
          value={filters.vendor}
          onChange={(event) => onFilters({ ...filters, q: text.trim(), vendor: event.target.value, page: 1 })}
        >
          <option value="">{t("games.allVendors")}</option>
          {(vendors.data ?? []).map((v) => (
            <option key={v.code} value={v.code}>
              {v.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("games.col.maintenance")}
          value={filters.maintenance}
          onChange={(event) =>
            onFilters({
              ...filters,
              q: text.trim(),
              maintenance: event.target.value as GameFilters["maintenance"],
              page: 1,
            })
          }
        >
          {FLAG_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`games.filter.maintenance.${f}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("games.col.hot")}
          value={filters.hot}
          onChange={(event) =>
            onFilters({ ...filters, q: text.trim(), hot: event.target.value as GameFilters["hot"], page: 1 })
          }
        >
          {FLAG_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`games.filter.hot.${f}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="primary">
          {t("actions.search")}
        </Button>
      </form>
      {canChange && selection.size > 0 && (
        <div
          role="region"
          aria-label={t("games.bulkLabel")}
          className="flex flex-wrap items-center gap-2 border-b border-line bg-brand-soft/40 px-3 py-2 text-sm"
        >
          <span className="mr-auto font-medium">{t("games.selected", { count: selection.size })}</span>
          <Button size="sm" variant="danger" onClick={() => ask("maintenance", true)}>
            {t("games.bulk.maintenanceOn")}
          </Button>
          <Button size="sm" onClick={() => ask("maintenance", false)}>
            {t("games.bulk.maintenanceOff")}
          </Button>
          <Button size="sm" onClick={() => ask("hot", true)}>
            {t("games.bulk.hotOn")}
          </Button>
          <Button size="sm" onClick={() => ask("hot", false)}>
            {t("games.bulk.hotOff")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelection(new Set())}>
            {t("games.clearSelection")}
          </Button>
        </div>
      )}
      <p role="status" className="sr-only">
        {query.data ? t("games.resultCount", { count: query.data.total }) : ""}
      </p>
      <div aria-busy={query.isFetching}>
        <TableStates
          query={query}
          isEmpty={list.length === 0}
          emptyTitle={filters.q ? t("games.noResults", { q: filters.q }) : t("games.none")}
        >
          {() => (
            <DataTable
              caption={t("games.catalogue")}
              className="relative overflow-x-auto"
              lead={
                canChange && (
                  <th scope="col" className="w-8">
                    <input
                      type="checkbox"
                      className="size-4 cursor-pointer accent-brand"
                      checked={allSelected}
                      onChange={() => setSelection((s) => toggledPage(s, pageIds))}
                      aria-label={t("games.selectPage")}
                    />
                  </th>
                )
              }
              columns={[
                t("games.col.game"),
                t("games.col.vendor"),
                t("games.col.type"),
                { label: t("games.col.rtp"), num: true },
                t("games.col.maintenance"),
                t("games.col.hot"),
              ]}
            >
              <tbody>
                {list.map((game) => (
                  <tr key={game.id} data-testid={`game-row-${game.id}`}>
                    {canChange && (
                      <td data-label={t("games.select")}>
                        <input
                          type="checkbox"
                          className="size-4 cursor-pointer accent-brand"
                          checked={selection.has(game.id)}
                          onChange={() => setSelection((s) => toggled(s, game.id))}
                          aria-label={t("games.selectGame", { game: game.name })}
                        />
                      </td>
                    )}
                    <th scope="row" data-label={t("games.col.game")} className="wide">
                      <span className="font-semibold">{game.name}</span>
                      <span className="block font-mono text-xs text-fg-muted">
                        #{game.id} · {game.code}
                      </span>
                      {!game.enabled && (
                        <span className="mt-0.5 inline-block">
                          <Badge>{t("games.notListed")}</Badge>
                        </span>
                      )}
                    </th>
                    <td data-label={t("games.col.vendor")} className="text-xs">
                      {game.vendorName}
                      <span className="block text-fg-muted">{game.category}</span>
                    </td>
                    <td data-label={t("games.col.type")} className="text-xs">
                      {game.engine}
                      {game.gameType && <span className="block text-fg-muted">{game.gameType}</span>}
                    </td>
                    <td data-label={t("games.col.rtp")} className="num text-xs">
                      {game.rtpBp > 0 ? `${(game.rtpBp / 100).toFixed(2)} %` : "—"}
                    </td>
                    {flagCell(game, "maintenance")}
                    {flagCell(game, "hot")}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </TableStates>
        <TablePager
          page={filters.page}
          size={GAME_PAGE_SIZE}
          total={query.data?.total}
          onChange={(page) => onFilters({ ...filters, page })}
        />
      </div>
    </Panel>
  );
}
