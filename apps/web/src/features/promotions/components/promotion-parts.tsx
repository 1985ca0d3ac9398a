import { useTranslation } from "react-i18next";
import type { PromotionCard, PromotionState, PromotionTag } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { formatDateTime } from "../../../lib/date-time";
import { imageUrl, usePermission } from "../../../lib/queries/permission";
import { stateView } from "../utils/states";

/** The promotion's art, or a gift mark on the brand gradient when it has none. */
export function PromotionImage({ path, className }: { path: string; className?: string }) {
  const permission = usePermission();
  if (path && permission.data) {
    return (
      <img
        src={imageUrl(permission.data, path)}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn("object-cover object-right", className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn("grid place-items-center bg-gradient-to-br from-brand/70 via-surface-2 to-gold/40", className)}
    >
      <svg viewBox="0 0 24 24" className="size-14 text-gold-soft" fill="currentColor">
        <path d="M20 7h-2.2A3 3 0 0012 3.8 3 3 0 006.2 7H4a1 1 0 00-1 1v3h8V7h2v4h8V8a1 1 0 00-1-1zM9 7a1 1 0 110-2 1 1 0 011 1v1zm6 0h-1V6a1 1 0 111 1zM4 13v7a1 1 0 001 1h6v-8zm9 8h6a1 1 0 001-1v-7h-7z" />
      </svg>
    </div>
  );
}

// Solid fills with their own text colours: 11 px chips need the full contrast in both themes.
const TAG_TONES: Record<PromotionTag, string> = {
  newbie: "bg-jade-fill text-on-jade",
  limited: "bg-brand text-on-brand",
  special_offer: "bg-gold-fill text-on-gold",
  daily: "bg-surface-2 text-fg",
  high_rebate: "bg-gold-fill text-on-gold",
  vip: "bg-gold-fill text-on-gold",
};

export function PromotionTags({ tags }: { tags: readonly PromotionTag[] }) {
  const { t } = useTranslation("promotions");
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("card.tags")}>
      {tags.map((tag) => (
        <li key={tag} className={cn("rounded-full px-2 py-0.5 text-[11px] font-bold", TAG_TONES[tag])}>
          {t(`tags.${tag}`)}
        </li>
      ))}
    </ul>
  );
}

/** "From … to …" (or "from …, no end date"), with the registration deadline when it has one. */
export function PromotionWindow({ card }: { card: Pick<PromotionCard, "startsAt" | "endsAt" | "registrationEndsAt"> }) {
  const { t, i18n } = useTranslation("promotions");
  const start = formatDateTime(card.startsAt, i18n.language);
  return (
    <p className="text-xs text-fg-muted">
      <span>
        {card.endsAt
          ? t("card.window", { start, end: formatDateTime(card.endsAt, i18n.language) })
          : t("card.windowOpen", { start })}
      </span>
      {card.registrationEndsAt && (
        <span className="block">
          {t("card.registrationEnds", { date: formatDateTime(card.registrationEndsAt, i18n.language) })}
        </span>
      )}
    </p>
  );
}

const LABEL_CLASSES = {
  done: "border-jade/40 bg-jade/10 text-jade",
  waiting: "border-gold/40 bg-gold/10 text-gold",
  refused: "border-danger/40 bg-danger/10 text-danger",
  muted: "border-line bg-surface-2 text-fg-muted",
  info: "border-line bg-surface-2 text-fg",
} as const;

/** A state with nothing to press (spec §4), as a badge that says it in words. */
export function StateBadge({
  card,
  className,
}: {
  card: { state: PromotionState; entry: PromotionCard["entry"]; template: PromotionCard["template"] };
  className?: string;
}) {
  const { t } = useTranslation("promotions");
  const view = stateView(card);
  if (view.kind !== "label") return null;
  const text = card.state === "join" && card.entry === "auto" ? t("states.auto") : t(`states.${card.state}`);
  return (
    <span
      data-testid="promotion-state"
      data-state={card.state}
      className={cn(
        "inline-flex h-9 items-center justify-center rounded-full border px-4 text-sm font-semibold",
        LABEL_CLASSES[view.tone],
        className,
      )}
    >
      {text}
    </span>
  );
}
