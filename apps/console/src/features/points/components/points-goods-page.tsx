import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, POINTS_GOODS_TYPES, type ConsolePointsGoods, type PointsGoodsType } from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { TextField, SelectField } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { Switch } from "../../../components/ui/switch";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { errorText } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd, minorToVndInput, parseVndInput } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { useCreateGoods, usePointsGoods, useUpdateGoods, type GoodsBody } from "../api/points";

/** The points mall's goods: create, edit names, prices and picture, move stock, enable or disable; every change audited. */
export function PointsGoodsPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = usePointsGoods();
  const update = useUpdateGoods();
  const [editing, setEditing] = useState<ConsolePointsGoods | "new" | null>(null);
  const [stocking, setStocking] = useState<ConsolePointsGoods | null>(null);
  const list = query.data ?? [];
  return (
    <>
      <PageHeader
        title={t("nav.pointsGoods")}
        description={canChange ? t("points.goods.description") : t("points.readOnly")}
        actions={
          <>
            <RefreshButton query={query} />
            {canChange && (
              <Button variant="primary" onClick={() => setEditing("new")} data-testid="points-goods-new">
                {t("points.goods.new")}
              </Button>
            )}
          </>
        }
      />
      <Panel>
        <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("points.goods.none")} errorHidesData>
          {() => (
            <DataTable
              caption={t("nav.pointsGoods")}
              columns={[
                t("points.col.goods"),
                t("points.col.type"),
                { label: t("points.col.points"), num: true },
                { label: t("points.col.cash"), num: true },
                { label: t("points.col.stock"), num: true },
                { label: t("points.col.exchanged"), num: true },
                t("points.col.enabled"),
                canChange && t("common.actions"),
              ]}
            >
              <tbody>
                {list.map((goods) => (
                  <tr key={goods.id} data-testid={`points-goods-${goods.id}`}>
                    <th scope="row" className="wide" data-label={t("points.col.goods")}>
                      <span className="flex items-center gap-3">
                        <img src={goods.image} alt="" className="size-10 rounded object-cover" />
                        <span className="font-semibold">{goods.name.vi}</span>
                      </span>
                    </th>
                    <td data-label={t("points.col.type")}>
                      <Badge>{t(`points.types.${goods.type}`)}</Badge>
                    </td>
                    <td className="num" data-label={t("points.col.points")}>
                      {new Intl.NumberFormat(language).format(BigInt(goods.pointsPrice))}
                    </td>
                    <td className="num" data-label={t("points.col.cash")}>
                      {goods.cashPrice === "0" ? "—" : formatVnd(goods.cashPrice, language)}
                    </td>
                    <td className="num" data-label={t("points.col.stock")}>
                      {goods.stock === 0 ? <Badge tone="danger">0</Badge> : goods.stock}
                    </td>
                    <td className="num" data-label={t("points.col.exchanged")}>
                      {goods.exchanged}
                    </td>
                    <td data-label={t("points.col.enabled")}>
                      {canChange ? (
                        <Switch
                          checked={goods.enabled}
                          label={
                            <span className="sr-only">{t("points.goods.enabledFor", { name: goods.name.vi })}</span>
                          }
                          onChange={(enabled) =>
                            update.mutate(
                              { id: goods.id, enabled },
                              {
                                onSuccess: () => notify("success", t("points.goods.saved", { name: goods.name.vi })),
                                onError: (failure) => notify("error", errorText(failure, t)),
                              },
                            )
                          }
                        />
                      ) : (
                        <Badge tone={goods.enabled ? "success" : "neutral"}>
                          {t(goods.enabled ? "points.on" : "points.off")}
                        </Badge>
                      )}
                    </td>
                    {canChange && (
                      <td data-label={t("common.actions")}>
                        <div className="flex flex-wrap gap-2">
                          <Button size="sm" onClick={() => setEditing(goods)}>
                            {t("actions.edit")}
                          </Button>
                          <Button size="sm" onClick={() => setStocking(goods)}>
                            {t("points.goods.stock")}
                          </Button>
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </TableStates>
      </Panel>
      {editing && <GoodsDialog goods={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {stocking && <StockDialog goods={stocking} onClose={() => setStocking(null)} />}
    </>
  );
}

type Draft = {
  type: PointsGoodsType;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  image: string;
  points: string;
  cash: string;
  stock: string;
  sort: string;
};

function GoodsDialog({ goods, onClose }: { goods: ConsolePointsGoods | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateGoods();
  const update = useUpdateGoods();
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(() => ({
    type: goods?.type ?? "gift",
    names: Object.fromEntries(
      LANGUAGES.map((l) => [l, (goods?.name as Record<string, string> | undefined)?.[l] ?? ""]),
    ),
    descriptions: Object.fromEntries(
      LANGUAGES.map((l) => [l, (goods?.description as Record<string, string> | undefined)?.[l] ?? ""]),
    ),
    image: goods?.image ?? "/media/points/gift-new.svg",
    points: goods?.pointsPrice ?? "",
    cash: goods ? minorToVndInput(goods.cashPrice) : "0",
    stock: "0",
    sort: String(goods?.sort ?? 0),
  }));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  function submit() {
    if (draft.names.vi!.trim() === "") return setError(t("points.goods.nameRequired"));
    if (!/^[1-9][0-9]{0,14}$/.test(draft.points)) return setError(t("points.goods.pointsInvalid"));
    const cash =
      draft.cash.trim() === "" || draft.cash.trim() === "0"
        ? { ok: true as const, minor: "0" }
        : parseVndInput(draft.cash);
    if (!cash.ok) return setError(t("points.goods.cashInvalid"));
    const texts = (values: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(values)
          .filter(([l, v]) => l === "vi" || v.trim() !== "")
          .map(([l, v]) => [l, v.trim()]),
      );
    const body = {
      type: draft.type,
      name: texts(draft.names) as GoodsBody["name"],
      description: texts(draft.descriptions) as GoodsBody["description"],
      image: draft.image.trim(),
      pointsPrice: draft.points,
      cashPrice: cash.minor,
      sort: Number(draft.sort) || 0,
    };
    setError(null);
    const done = () => {
      notify("success", t("points.goods.saved", { name: body.name.vi }));
      onClose();
    };
    const failed = (failure: unknown) => setError(errorText(failure, t));
    if (goods) update.mutate({ id: goods.id, ...body }, { onSuccess: done, onError: failed });
    else
      create.mutate(
        { ...body, stock: Math.max(0, Number(draft.stock) || 0), enabled: true },
        { onSuccess: done, onError: failed },
      );
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={goods ? t("points.goods.editTitle", { name: goods.name.vi }) : t("points.goods.new")}
      busy={create.isPending || update.isPending}
      submitLabel={t("actions.save")}
      onSubmit={submit}
      error={error}
      size="md"
      testId="points-goods-save"
    >
      <SelectField
        label={t("points.col.type")}
        value={draft.type}
        onChange={(e) => set({ type: e.target.value as PointsGoodsType })}
      >
        {POINTS_GOODS_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`points.types.${type}`)}
          </option>
        ))}
      </SelectField>
      {LANGUAGES.map((l) => (
        <TextField
          key={l}
          label={t("points.goods.name", { language: l })}
          value={draft.names[l]}
          maxLength={80}
          required={l === "vi"}
          onChange={(e) => set({ names: { ...draft.names, [l]: e.target.value } })}
        />
      ))}
      {LANGUAGES.map((l) => (
        <TextField
          key={l}
          label={t("points.goods.descriptionField", { language: l })}
          value={draft.descriptions[l]}
          maxLength={500}
          onChange={(e) => set({ descriptions: { ...draft.descriptions, [l]: e.target.value } })}
        />
      ))}
      <TextField
        label={t("points.goods.image")}
        hint={t("points.goods.imageHint")}
        value={draft.image}
        onChange={(e) => set({ image: e.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("points.col.points")}
          inputMode="numeric"
          value={draft.points}
          onChange={(e) => set({ points: e.target.value.replace(/\D/g, "") })}
        />
        <TextField
          label={t("points.goods.cashField")}
          inputMode="decimal"
          value={draft.cash}
          onChange={(e) => set({ cash: e.target.value })}
        />
        {!goods && (
          <TextField
            label={t("points.col.stock")}
            inputMode="numeric"
            value={draft.stock}
            onChange={(e) => set({ stock: e.target.value.replace(/\D/g, "") })}
          />
        )}
        <TextField
          label={t("points.goods.sort")}
          inputMode="numeric"
          value={draft.sort}
          onChange={(e) => set({ sort: e.target.value.replace(/\D/g, "") })}
        />
      </div>
    </FormDialog>
  );
}

function StockDialog({ goods, onClose }: { goods: ConsolePointsGoods; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateGoods();
  const [delta, setDelta] = useState("");
  const [error, setError] = useState<string | null>(null);
  function submit() {
    const value = Number(delta);
    if (!/^-?[0-9]{1,7}$/.test(delta.trim()) || value === 0) return setError(t("points.goods.deltaInvalid"));
    if (goods.stock + value < 0) return setError(t("points.goods.deltaNegative", { stock: goods.stock }));
    update.mutate(
      { id: goods.id, stockDelta: value },
      {
        onSuccess: (after) => {
          notify("success", t("points.goods.stockSaved", { name: goods.name.vi, stock: after.stock }));
          onClose();
        },
        onError: (failure) => setError(errorText(failure, t)),
      },
    );
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("points.goods.stockTitle", { name: goods.name.vi })}
      description={t("points.goods.stockNow", { stock: goods.stock })}
      busy={update.isPending}
      submitLabel={t("actions.save")}
      onSubmit={submit}
      error={error}
      testId="points-stock-save"
    >
      <TextField
        label={t("points.goods.delta")}
        hint={t("points.goods.deltaHint")}
        value={delta}
        onChange={(e) => setDelta(e.target.value)}
      />
    </FormDialog>
  );
}
