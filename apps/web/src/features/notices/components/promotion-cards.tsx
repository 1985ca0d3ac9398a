import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Notice } from "@lotus/contracts/web";
import { openCustomerService } from "../../../lib/customer-service";
import { useAnnouncements } from "../../../lib/queries/announcements";
import { imageUrl, usePermission, usePermissionValue } from "../../../lib/queries/permission";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { SectionHeading } from "../../../components/ui/page-header";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDay } from "../../../lib/date-time";

/**
 * The promotion notices (`announcements.promotion`) as cards. With `featuredId` that promotion
 * is shown in full first (/promoDetail?id=…), the others below it.
 */
export function PromotionCards({ featuredId }: { featuredId?: number }) {
  const { t } = useTranslation("notices");
  const announcements = useAnnouncements();

  if (announcements.isPending) return <PromotionCardsSkeleton label={t("promotions.loading")} />;
  if (announcements.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("promotions.error")}
          description={t("error.text")}
          action={<Button onClick={() => void announcements.refetch()}>{t("error.retry")}</Button>}
        />
      </div>
    );
  }

  const promotions = announcements.data.promotion;
  if (promotions.length === 0) {
    return <EmptyState title={t("promotions.empty.title")} description={t("promotions.empty.text")} />;
  }

  const featured = promotions.find((promotion) => promotion.id === featuredId);
  const others = featured ? promotions.filter((promotion) => promotion !== featured) : promotions;

  return (
    <div className="space-y-10">
      {featured && <FeaturedPromotion promotion={featured} />}
      {others.length > 0 && (
        <section aria-labelledby="promotion-cards-heading">
          <SectionHeading
            id="promotion-cards-heading"
            title={featured ? t("promotions.others") : t("promotions.current")}
          />
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {others.map((promotion) => (
              <li key={promotion.id} className="flex">
                <PromotionCard promotion={promotion} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function PromotionImage({ promotion, className }: { promotion: Notice; className: string }) {
  const permission = usePermission();
  if (promotion.imageUrl && permission.data) {
    // Banner art is wide with its picture on the right (the left is left free for text).
    return (
      <img
        src={imageUrl(permission.data, promotion.imageUrl)}
        alt=""
        loading="lazy"
        className={`${className} object-cover object-right`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`${className} grid place-items-center bg-gradient-to-br from-brand/70 via-surface-2 to-gold/40`}
    >
      <svg viewBox="0 0 24 24" className="size-14 text-gold-soft" fill="currentColor">
        <path d="M20 7h-2.2A3 3 0 0012 3.8 3 3 0 006.2 7H4a1 1 0 00-1 1v3h8V7h2v4h8V8a1 1 0 00-1-1zM9 7a1 1 0 110-2 1 1 0 011 1v1zm6 0h-1V6a1 1 0 111 1zM4 13v7a1 1 0 001 1h6v-8zm9 8h6a1 1 0 001-1v-7h-7z" />
      </svg>
    </div>
  );
}

function PromotionCard({ promotion }: { promotion: Notice }) {
  const { t } = useTranslation("notices");
  return (
    <Card interactive className="flex w-full flex-col overflow-hidden">
      <PromotionImage promotion={promotion} className="aspect-[16/9] w-full border-b border-line" />
      <div className="flex flex-1 flex-col p-5">
        <span className="self-start rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold tracking-wide text-on-brand uppercase">
          {t("type.PR")}
        </span>
        <h3 className="mt-3 text-lg font-semibold text-fg">{promotion.title}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-fg-muted">{promotion.content}</p>
        <Link
          to={`/promoDetail?id=${promotion.id}`}
          className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-5 self-start" })}
        >
          {t("promotions.details")}
          <span className="sr-only">: {promotion.title}</span>
        </Link>
      </div>
    </Card>
  );
}

function FeaturedPromotion({ promotion }: { promotion: Notice }) {
  const { t, i18n } = useTranslation("notices");
  const [supportChannel] = usePermissionValue().customerService;
  const date = formatDay(promotion.startsAt, i18n.language, "long");
  return (
    <article aria-labelledby="featured-promotion-title">
      <Card className="grid overflow-hidden lg:grid-cols-[3fr_2fr]">
        <PromotionImage promotion={promotion} className="aspect-[16/9] w-full lg:self-center" />
        <div className="flex flex-col p-6 sm:p-8">
          <p className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
            <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold tracking-wide text-on-brand uppercase">
              {t("type.PR")}
            </span>
            <time dateTime={promotion.startsAt}>{t("publishedOn", { date })}</time>
          </p>
          <h2 id="featured-promotion-title" className="mt-4 font-display text-2xl font-bold text-fg sm:text-3xl">
            {promotion.title}
          </h2>
          <p className="mt-4 leading-relaxed whitespace-pre-line text-fg">{promotion.content}</p>
          <div className="mt-6 rounded-xl border border-line bg-surface-2 p-4">
            <p className="text-sm text-fg-muted">{t("promotions.howToJoin")}</p>
            {supportChannel && (
              <Button size="sm" className="mt-3" onClick={() => openCustomerService(supportChannel.path)}>
                {t("promotions.contact")}
              </Button>
            )}
          </div>
        </div>
      </Card>
    </article>
  );
}

function PromotionCardsSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <Skeleton className="mb-4 h-7 w-56 rounded" />
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="overflow-hidden rounded-card border border-line bg-surface">
            <Skeleton className="aspect-[16/9] w-full rounded-none" />
            <div className="space-y-3 p-5">
              <Skeleton className="h-4 w-20 rounded-full" />
              <Skeleton className="h-5 w-3/4 rounded" />
              <Skeleton className="h-3 w-full rounded" />
              <Skeleton className="h-3 w-2/3 rounded" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
