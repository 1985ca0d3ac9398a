import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { MemberInfo } from "@lotus/contracts/web";
import { ChevronDownIcon } from "../../../components/ui/icons";
import { cn } from "../../../components/ui/cn";
import { MemberAvatar } from "../../../components/ui/member-avatar";
import type { SessionState } from "../../../lib/session";
import { userMenuAction, userMenuEntries } from "../utils/menu-entries";
import { UserMenuIcon } from "./menu-icons";
import { runUserMenuAction } from "./run-action";

/**
 * The header's user menu (spec §2), a WAI-ARIA menu button: Enter, Space or the arrow keys open
 * it on the first (or, with ArrowUp, the last) entry; arrows, Home and End move; a letter jumps to
 * the next entry starting with it; Esc closes it and gives focus back to the button.
 *
 * The wallet balance sits beside it (HeaderBalance): a button inside this menu button could not
 * refresh the balance on its own.
 */
export function UserMenu({ session, member }: { session: SessionState; member: MemberInfo | undefined }) {
  const { t } = useTranslation("member");
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const entries = userMenuEntries(session.isAgent);
  const name = member?.nickname || session.account;

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(index: number) {
    const entry = entries[index];
    if (!entry) return;
    close(false);
    runUserMenuAction(userMenuAction(entry, session.isAgent));
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLocaleLowerCase();
      const labels = entries.map((entry) => t(`userMenu.entries.${entry.key}`).toLocaleLowerCase());
      const next = [...labels.keys()]
        .map((offset) => (focusIndex + 1 + offset) % labels.length)
        .find((index) => labels[index]!.startsWith(letter));
      if (next !== undefined) setFocusIndex(next);
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t("userMenu.button", { name: session.account })}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            openAt(event.key === "ArrowDown" ? 0 : entries.length - 1);
          }
        }}
        className="inline-flex h-11 max-w-64 cursor-pointer items-center gap-2.5 rounded-full border border-line bg-surface-2/70 py-1 pr-3 pl-1 text-left text-fg hover:border-gold/60"
      >
        {member ? (
          <MemberAvatar avatar={member.avatar} avatarType={member.avatarType} name={name} />
        ) : (
          <span aria-hidden="true" className="lotus-skeleton size-9 shrink-0 rounded-full" />
        )}
        <span className="grid min-w-0 leading-tight">
          <span className="truncate text-sm font-semibold">{name}</span>
          {name !== session.account && <span className="truncate text-xs text-fg-muted">{session.account}</span>}
        </span>
        <ChevronDownIcon className={cn("size-4 shrink-0 text-fg-muted transition-transform", open && "rotate-180")} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t("userMenu.label")}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-50 mt-2 w-64 rounded-2xl border border-line bg-bg-elevated p-1.5 shadow-card"
        >
          {entries.map((entry, index) => (
            <div key={entry.key} role="none">
              {entry.key === "signOut" && <div role="separator" className="mx-2 my-1.5 h-px bg-line" />}
              <button
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                onClick={() => choose(index)}
                onPointerEnter={() => setFocusIndex(index)}
                className={cn(
                  "flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-fg outline-none",
                  "hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
                  entry.key === "signOut" && "text-danger",
                )}
              >
                <UserMenuIcon
                  entry={entry.key}
                  className={cn("size-5 shrink-0", entry.key === "signOut" ? "text-danger" : "text-gold")}
                />
                {t(`userMenu.entries.${entry.key}`)}
              </button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
