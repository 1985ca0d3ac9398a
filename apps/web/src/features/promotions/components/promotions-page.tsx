import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  PROMOTION_TAGS,
  PROMOTION_TYPES,
  type PromotionCard,
  type PromotionTag,
  type PromotionType,
} from "@lotus/contracts/web";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { PageHeader } from "../../../components/ui/page-header";
import { Skeleton } from "../../../components/ui/skeleton";
import { usePromotions } from "../api/get-promotions";
import { PromotionAction } from "./promotion-action";
import { PromotionImage, PromotionTags, PromotionWindow } from "./promotion-parts";

type TypeTab = "all" | PromotionType;
const TYPE_TABS: readonly TypeTab[] = ["all", ...PROMOTION_TYPES];

const isType = (value: string | null): value is PromotionType =>
  value !== null && (PROMOTION_TYPES as readonly string[]).includes(value);
const isTag = (value: string | null): value is PromotionTag =>
  value !== null && (PROMOTION_TAGS as readonly string[]).includes(value);

/**
 * /promotions (spec §2 promotions centre): the type tabs (all + each type; they scroll on a phone),
 * the tag chips, and the cards with the member's state as a button or a label. The filters live in
 * the address (?type=&tag=) so a shared link opens the same view.
 */
/** `featured`: what the page shows under its heading, before the filters (the fortune pages' doors). */
export function PromotionsPage({ featured }: { featured?: ReactNode } = {}) {
  const { t } = useTranslation("promotions");
  const [params, setParams] = useSearchParams();
  const typeParam = params.get("type");
  const tagParam = params.get("tag");
  const type: TypeTab = isType(typeParam) ? typeParam : "all";
  const tag = isTag(tagParam) ? tagParam : undefined;
  const promotions = usePromotions({ type: type === "all" ? undefined : type, tag });

  function setFilter(next: { type?: TypeTab; tag?: PromotionTag | null }) {
    const search = new URLSearchParams(params);
    const nextType = next.type ?? type;
    const nextTag = next.tag === undefined ? tag : next.tag;
    if (nextType === "all") search.delete("type");
    else search.set("type", nextType);
    if (nextTag) search.set("tag", nextTag);
    else search.delete("tag");
    setParams(search, { replace: true });
  }

  return (
    <PageContainer className="grid gap-6 py-6 sm:py-8">
      <PageHeader eyebrow={t("centre.eyebrow")} title={t("centre.title")} subtitle={t("centre.subtitle")} />
      {featured}
      <TypeTabs value={type} onChange={(next) => setFilter({ type: next })} />
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("centre.tagFilter")}>
        {PROMOTION_TAGS.map((chip) => {
          const on = chip === tag;
          return (
            <button
              key={chip}
              type="button"
              aria-pressed={on}
              data-testid={`promotion-tag-${chip}`}
              onClick={() => setFilter({ tag: on ? null : chip })}
              className={cn(
                "h-8 cursor-pointer rounded-full border px-3 text-xs font-semibold transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus",
                on ? "border-gold bg-gold/15 text-gold" : "border-line bg-surface text-fg-muted hover:text-fg",
              )}
            >
              {t(`tags.${chip}`)}
            </button>
          );
        })}
      </div>
      <section
        id="promotions-panel"
        role="tabpanel"
        aria-labelledby={`promotions-tab-${type}`}
        aria-busy={promotions.isFetching || undefined}
      >
        <PromotionList
          query={promotions}
          onReset={() => setFilter({ type: "all", tag: null })}
          filtered={type !== "all" || !!tag}
        />
      </section>
    </PageContainer>
  );
}

function TypeTabs({ value, onChange }: { value: TypeTab; onChange: (tab: TypeTab) => void }) {
  const { t } = useTranslation("promotions");
  const refs = useRef(new Map<TypeTab, HTMLButtonElement>());
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TYPE_TABS.indexOf(value);
    const last = TYPE_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TYPE_TABS[next < 0 ? last : next > last ? 0 : next]!;
    onChange(tab);
    refs.current.get(tab)?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={t("centre.typeFilter")}
      onKeyDown={onKeyDown}
      className="lotus-scroll-x -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 lg:flex-wrap lg:overflow-visible"
    >
      {TYPE_TABS.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(node) => {
              if (node) refs.current.set(tab, node);
              else refs.current.delete(tab);
            }}
            id={`promotions-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="promotions-panel"
            tabIndex={selected ? 0 : -1}
            data-testid={`promotion-type-${tab}`}
            onClick={() => onChange(tab)}
            className={cn(
              "h-10 shrink-0 cursor-pointer rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus",
              selected ? "border-brand bg-brand text-on-brand" : "border-line bg-surface text-fg-muted hover:text-fg",
            )}
          >
            {t(`types.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}

function PromotionList({
  query,
  filtered,
  onReset,
}: {
  query: ReturnType<typeof usePromotions>;
  filtered: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation("promotions");
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        <span className="sr-only">{t("centre.loading")}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-80 w-full rounded-card" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert">
        <EmptyState
          title={t("centre.error")}
          description={t("centre.errorText")}
          action={<Button onClick={() => void query.refetch()}>{t("centre.retry")}</Button>}
        />
      </div>
    );
  }
  const list = query.data;
  if (list.length === 0) {
    return (
      <EmptyState
        title={t("centre.empty")}
        description={filtered ? t("centre.emptyFiltered") : t("centre.emptyText")}
        action={
          filtered ? (
            <Button variant="secondary" onClick={onReset}>
              {t("centre.showAll")}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="promotion-list">
      {list.map((card) => (
        <li key={card.id} className="flex">
          <PromotionCardView card={card} />
        </li>
      ))}
    </ul>
  );
}

function PromotionCardView({ card }: { card: PromotionCard }) {
  const { t } = useTranslation("promotions");
  const detail = `/promoDetail?id=${encodeURIComponent(card.id)}`;
  return (
    <Card
      className="flex w-full flex-col overflow-hidden"
      data-testid={`promotion-card-${card.id}`}
      data-state={card.state}
    >
      <Link to={detail} tabIndex={-1} aria-hidden="true" className="block">
        <PromotionImage path={card.imageUrl} className="aspect-[16/9] w-full border-b border-line" />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand px-2.5 py-0.5 text-[11px] font-bold tracking-wide text-on-brand uppercase">
            {t(`types.${card.type}`)}
          </span>
          <PromotionTags tags={card.tags} />
        </div>
        <h2 className="text-lg leading-snug font-semibold text-fg">
          <Link to={detail} className="hover:text-gold focus-visible:outline-2 focus-visible:outline-focus">
            {card.title}
          </Link>
        </h2>
        <p className="flex-1 text-sm leading-relaxed text-fg-muted">{card.summary}</p>
        <PromotionWindow card={card} />
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <PromotionAction card={card} />
          <Link to={detail} className={buttonClasses({ variant: "ghost", size: "sm" })}>
            {t("card.details")}
            <span className="sr-only">: {card.title}</span>
          </Link>
        </div>
      </div>
    </Card>
  );
}
