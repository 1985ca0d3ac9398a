import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { MemberAvatar } from "../../../components/ui/member-avatar";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { useMemberInfo } from "../../../lib/queries/member-info";
import { isTrialSession, useSession, type SessionState } from "../../../lib/session";
import { userMenuAction, userMenuEntries, type UserMenuEntry } from "../utils/menu-entries";
import { HeaderBalance } from "./header-balance";
import { PlusCircleIcon, UserMenuIcon } from "./menu-icons";
import { runUserMenuAction } from "./run-action";
import { UserMenu } from "./user-menu";
import { useUnreadCount } from "../../../lib/queries/messages";

const DEPOSIT: UserMenuEntry = { key: "memberCentre", page: "depositv2" };

function TrialChip({ className }: { className?: string }) {
  const { t } = useTranslation("member");
  return (
    <span
      className={cn(
        "inline-flex h-7 items-center rounded-full border border-gold/60 bg-gold/10 px-3 text-xs font-bold tracking-wide whitespace-nowrap text-gold uppercase",
        className,
      )}
    >
      {t("userMenu.trial")}
    </span>
  );
}

function RegisterRealAccountButton({
  size = "sm",
  label,
  shortLabel,
}: {
  size?: "sm" | "md";
  label: string;
  /** Shown below 1536 px, where the header also carries the balance; the full label stays the name. */
  shortLabel?: string;
}) {
  return (
    <Button
      variant="gold"
      size={size}
      aria-label={shortLabel ? label : undefined}
      onClick={() => openAccountDialog({ kind: "register" })}
    >
      {shortLabel ? (
        <>
          <span className="2xl:hidden">{shortLabel}</span>
          <span className="hidden 2xl:inline">{label}</span>
        </>
      ) : (
        label
      )}
    </Button>
  );
}

function DepositButton({ session, compact }: { session: SessionState; compact?: boolean }) {
  const { t } = useTranslation("member");
  return (
    <Button
      variant="gold"
      size="sm"
      className={compact ? "px-3 max-[419px]:w-9 max-[419px]:px-0" : undefined}
      onClick={() => runUserMenuAction(userMenuAction(DEPOSIT, session.isAgent))}
    >
      <PlusCircleIcon className="size-4 shrink-0" />
      {/* The narrowest phones keep the "+" alone; the word stays the button's name for screen readers. */}
      <span className={compact ? "max-[419px]:sr-only" : undefined}>{t("userMenu.deposit")}</span>
    </Button>
  );
}

/**
 * The logged-in header on wide screens (spec §2): a deposit shortcut, the wallet balance and the
 * user menu; a trial account (spec §6) sees a "trial account" chip and a way to register a real one
 * instead of deposit, and its demo balance.
 */
export function UserArea() {
  const { t } = useTranslation("member");
  const session = useSession();
  const { data: member } = useMemberInfo();
  if (!session) return null;
  const trial = isTrialSession(session);
  return (
    <div className="flex items-center gap-3">
      {trial ? (
        <>
          <TrialChip />
          <RegisterRealAccountButton label={t("userMenu.registerReal")} shortLabel={t("userMenu.registerShort")} />
        </>
      ) : (
        <DepositButton session={session} />
      )}
      <HeaderBalance variant="wide" />
      <UserMenu session={session} member={member} />
    </div>
  );
}

/**
 * The phone header keeps the balance and one shortcut next to the menu button; the rest (the eye
 * that hides the balance too) lives in the menu sheet.
 */
export function PhoneUserBar() {
  const { t } = useTranslation("member");
  const session = useSession();
  if (!session) return null;
  return (
    <div className="flex min-w-0 items-center gap-1.5 sm:gap-2">
      <HeaderBalance variant="compact" />
      {isTrialSession(session) ? (
        <RegisterRealAccountButton label={t("userMenu.registerShort")} />
      ) : (
        <DepositButton session={session} compact />
      )}
    </div>
  );
}

/** The user area inside the phone menu sheet: who is logged in and every user-menu entry as a button. */
export function UserSheetPanel({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation("member");
  const session = useSession();
  const { data: member } = useMemberInfo();
  if (!session) return null;
  const name = member?.nickname || session.account;
  const trial = isTrialSession(session);
  const choose = (entry: UserMenuEntry) => {
    onChoose();
    runUserMenuAction(userMenuAction(entry, session.isAgent));
  };
  return (
    <section aria-label={t("userMenu.label")} className="grid gap-3">
      <div className="flex items-center gap-3 rounded-card border border-line bg-surface p-3">
        {member ? (
          <MemberAvatar avatar={member.avatar} avatarType={member.avatarType} name={name} className="size-12" />
        ) : (
          <span aria-hidden="true" className="lotus-skeleton size-12 shrink-0 rounded-full" />
        )}
        <div className="grid min-w-0 flex-1 leading-tight">
          <span className="truncate font-semibold text-fg">{name}</span>
          {name !== session.account && <span className="truncate text-sm text-fg-muted">{session.account}</span>}
        </div>
        {trial && <TrialChip />}
      </div>
      <HeaderBalance variant="sheet" />
      {trial && <RegisterRealAccountButton size="md" label={t("userMenu.registerReal")} />}
      <ul className="grid grid-cols-2 gap-2">
        {userMenuEntries(session.isAgent).map((entry) => (
          <li key={entry.key} className={cn(entry.key === "signOut" && "col-span-2")}>
            <button
              type="button"
              onClick={() => choose(entry)}
              className={cn(
                "flex min-h-12 w-full cursor-pointer items-center gap-2.5 rounded-xl border border-line bg-surface px-3 py-2 text-left text-sm leading-tight font-medium text-fg hover:border-gold/60",
                entry.key === "signOut" && "justify-center text-danger",
              )}
            >
              <UserMenuIcon
                entry={entry.key}
                className={cn("size-5 shrink-0", entry.key === "signOut" ? "text-danger" : "text-gold")}
              />
              <span className="min-w-0">{t(`userMenu.entries.${entry.key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The unread-message count on the header's menu button (phones narrower than 640 px, where the bell has no room). */
export function MenuUnreadBadge() {
  const unread = useUnreadCount().data ?? 0;
  if (unread <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="menu-unread"
      className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] leading-none font-bold text-on-brand ring-2 ring-bg sm:hidden"
    >
      {unread > 99 ? "99+" : unread}
    </span>
  );
}
