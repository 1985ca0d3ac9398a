import { useState } from "react";
import { useTranslation } from "react-i18next";
import { POINTS_GOODS_TYPES, formatMinor, type PointsGoods, type PointsGoodsType } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../components/ui/cn";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { usePointsBalance, usePointsGoods } from "../api/points-queries";
import { formatPoints } from "../utils/format";
import { ExchangeDialog } from "./exchange-dialog";

const FILTERS = ["all", ...POINTS_GOODS_TYPES] as const;

/** The goods of the mall by exchange type (discounts, life services, gifts), with stock and prices. */
export function GoodsList() {
  const { t } = useTranslation("points");
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>("all");
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<PointsGoods | null>(null);
  const goods = usePointsGoods(filter === "all" ? null : (filter as PointsGoodsType), page);
  const session = useSession();
  const balance = usePointsBalance();
  const pageCount = goods.data ? Math.ceil(goods.data.total / goods.data.size) : 0;

  return (
    <div>
      <div className="mb-5 flex flex-wrap gap-2" role="group" aria-label={t("goods.filterLabel")}>
        {FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => {
              setFilter(name);
              setPage(1);
            }}
            className={cn(
              "h-9 cursor-pointer rounded-full border px-3.5 text-sm font-medium",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
              filter === name ? "border-brand bg-brand text-on-brand" : "border-line bg-surface text-fg",
            )}
          >
            {t(`goods.types.${name}`)}
          </button>
        ))}
      </div>

      {goods.isPending ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-busy="true"
          aria-label={t("loading")}
        >
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-72 rounded-card" />
          ))}
        </div>
      ) : goods.isError ? (
        <div role="alert">
          <EmptyState
            title={t("error.title")}
            description={t("error.text")}
            action={<Button onClick={() => void goods.refetch()}>{t("error.retry")}</Button>}
          />
        </div>
      ) : goods.data.list.length === 0 ? (
        <EmptyState title={t("goods.empty")} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {goods.data.list.map((item) => (
            <li key={item.goodsId}>
              <GoodsCard
                item={item}
                points={balance.data?.balance ?? null}
                onExchange={() => (session ? setChosen(item) : openAccountDialog({ kind: "login" }))}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className="mt-6"
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        labels={{
          nav: t("goods.pages"),
          previous: t("pages.previous"),
          next: t("pages.next"),
          page: (n) => t("pages.page", { page: n }),
        }}
      />
      {chosen && <ExchangeDialog goods={chosen} onClose={() => setChosen(null)} />}
    </div>
  );
}

function GoodsCard({ item, points, onExchange }: { item: PointsGoods; points: string | null; onExchange: () => void }) {
  const { t } = useTranslation("points");
  const language = useLanguage();
  const soldOut = item.remainQuantity <= 0;
  const short = points !== null && BigInt(points) < BigInt(item.needPoints);
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="points-goods">
      <img src={item.image} alt="" className="aspect-[4/3] w-full bg-surface-2 object-cover" loading="lazy" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-gold uppercase">
          {t(`goods.types.${item.exchangeType}`)}
        </p>
        <h3 className="text-base leading-snug font-semibold text-fg">{item.productName}</h3>
        {item.description && <p className="line-clamp-2 text-sm text-fg-muted">{item.description}</p>}
        <p className="mt-auto pt-2 text-lg font-bold text-fg tabular-nums">
          {t("goods.points", { points: formatPoints(item.needPoints, language) })}
          {item.needAmount !== "0" && (
            <span className="text-sm font-semibold text-fg-muted">
              {" "}
              {t("goods.plusCash", { cash: formatMinor(item.needAmount, language) })}
            </span>
          )}
        </p>
        <p className="text-xs text-fg-muted">
          {t("goods.stock", { left: item.remainQuantity, exchanged: item.exchangedQuantity })}
        </p>
        <Button
          className="mt-2 w-full"
          variant={soldOut || short ? "secondary" : "gold"}
          disabled={soldOut || short}
          onClick={onExchange}
          aria-label={t("goods.exchangeFor", { name: item.productName })}
        >
          {soldOut ? t("goods.soldOut") : short ? t("goods.short") : t("goods.exchange")}
        </Button>
      </div>
    </Card>
  );
}
