import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { dismissToast, useToasts, type Toast, type ToastTone } from "../../lib/toast";
import { cn } from "./cn";
import { CloseIcon, Icon } from "./icons";

const tones: Record<ToastTone, { bar: string; icon: string; path: string }> = {
  success: { bar: "bg-jade", icon: "text-jade", path: "m5 12.5 4.5 4.5L19 7.5" },
  info: { bar: "bg-gold", icon: "text-gold", path: "M12 11v6M12 7.2v.1" },
  warning: { bar: "bg-gold", icon: "text-gold", path: "M12 7v6M12 16.8v.1" },
  error: { bar: "bg-danger", icon: "text-danger", path: "M12 7v6M12 16.8v.1" },
};

/**
 * Counts down `durationMs` while the toast is neither hovered, focused nor in a hidden tab (a
 * deposit that arrives while the member is in the banking app is still there on return).
 */
function useAutoHide(item: Toast, paused: boolean) {
  const remaining = useRef(item.durationMs);
  const [hidden, setHidden] = useState(() => typeof document !== "undefined" && document.hidden);
  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);
  useEffect(() => {
    if (paused || hidden) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1_000, remaining.current - (Date.now() - started));
    };
  }, [paused, hidden, item.id]);
}

function ToastItem({ item, closeLabel }: { item: Toast; closeLabel: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoHide(item, hovered || focused);
  const tone = tones[item.tone];
  return (
    <div
      className="pointer-events-auto relative flex animate-[lotus-rise_200ms_ease-out] items-start gap-3 overflow-hidden rounded-card border border-line bg-bg-elevated py-3 pr-2 pl-4 text-fg shadow-xl"
      data-tone={item.tone}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <span className={cn("absolute inset-y-0 left-0 w-1", tone.bar)} aria-hidden="true" />
      <Icon className={cn("mt-0.5 size-5 shrink-0", tone.icon)} strokeWidth={2.4}>
        <path d={tone.path} />
      </Icon>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words">{item.title}</p>
        {item.body && <p className="mt-0.5 text-sm break-words whitespace-pre-line text-fg-muted">{item.body}</p>}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => dismissToast(item.id)}
        className="-my-1 grid size-9 shrink-0 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-surface-2 hover:text-fg"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

/**
 * The toast stack, mounted once: a polite live region (always in the page, so screen readers
 * announce what is added to it). Phones: full width along the bottom edge, above the dock, so a
 * toast never covers the header's balance or the top of a game (its stats bar). From `sm`: top
 * right, under the header; while a modal is open, bottom right instead, since every modal keeps
 * its close button at its top right (the member and agent centres reach up to the header).
 */
export function Toaster() {
  const items = useToasts();
  const { t } = useTranslation("common");
  return (
    <div
      role="status"
      aria-live="polite"
      className="lotus-toasts pointer-events-none fixed inset-x-3 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:top-[4.5rem] sm:right-4 sm:bottom-auto sm:w-96 sm:[body:has(.lotus-modal)_&]:top-auto sm:[body:has(.lotus-modal)_&]:bottom-4"
    >
      {items.map((item) => (
        <ToastItem key={item.id} item={item} closeLabel={t("actions.close")} />
      ))}
    </div>
  );
}
