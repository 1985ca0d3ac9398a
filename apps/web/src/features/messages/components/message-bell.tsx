import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import { Icon, type IconProps } from "../../../components/ui/icons";
import { openMemberCentre } from "../../../lib/account-dialogs";
import { useUnreadCount } from "../../../lib/queries/messages";
import { isTrialSession, useSession } from "../../../lib/session";

const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </Icon>
);

/** The badge's text: the count, capped ("99+"). */
export const badgeText = (count: number): string => (count > 99 ? "99+" : String(count));

/**
 * The header's unread-message badge (spec §2): a bell that opens the inbox (member centre
 * messageV2). The count is CSP_unreadCount; the tab's realtime listener refreshes it on every member
 * event, so a new message shows without a reload. Trial accounts receive no messages: no bell.
 * `variant="row"` is the same entry as a labelled row (the phone's menu sheet), `onOpen` runs first.
 */
export default function MessageBell({
  className,
  variant = "icon",
  onOpen,
}: {
  className?: string;
  variant?: "icon" | "row";
  onOpen?: () => void;
}) {
  const { t } = useTranslation("messages");
  const session = useSession();
  const unread = useUnreadCount();
  if (!session || isTrialSession(session)) return null;
  const count = unread.data ?? 0;
  const open = () => {
    onOpen?.();
    openMemberCentre("messageV2");
  };
  const label = count > 0 ? t("bell.labelUnread", { count }) : t("bell.label");
  const badge = count > 0 && (
    <span
      aria-hidden="true"
      data-testid="message-badge"
      className={cn(
        "grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] leading-none font-bold text-on-brand",
        variant === "icon" && "absolute -top-1 -right-1 ring-2 ring-bg",
      )}
    >
      {badgeText(count)}
    </span>
  );
  if (variant === "row") {
    return (
      <button
        type="button"
        data-testid="message-bell-row"
        aria-label={label}
        onClick={open}
        className={cn(
          "inline-flex h-10 cursor-pointer items-center gap-2 rounded-full bg-surface-2/70 px-4 text-sm font-medium text-fg hover:border-gold/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
          className,
        )}
      >
        <BellIcon className="size-5 text-gold" />
        {t("bell.label")}
        {badge}
      </button>
    );
  }
  return (
    <button
      type="button"
      data-testid="message-bell"
      aria-label={label}
      onClick={open}
      className={cn(
        "relative grid size-10 shrink-0 cursor-pointer place-items-center rounded-full border border-line bg-surface-2/70 text-fg hover:border-gold/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
        className,
      )}
    >
      <BellIcon className="size-5" />
      {badge}
    </button>
  );
}
