import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain http on a LAN has no Clipboard API: the selection-based copy still works there.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const done = document.execCommand("copy");
  area.remove();
  if (!done) throw new Error("copy failed");
}

/**
 * Copies a value (account number, holder, memo). The result shows on the button itself and in a
 * live region beside it, so it is seen and heard inside a modal dialog too.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <>
      <button
        type="button"
        aria-label={t("actions.copyWhat", { what: label })}
        title={t("actions.copyWhat", { what: label })}
        onClick={() =>
          copyText(value).then(
            () => setState("copied"),
            () => setState("failed"),
          )
        }
        className="inline-grid size-7 shrink-0 cursor-pointer place-items-center rounded text-fg-muted hover:bg-surface-2 hover:text-fg"
      >
        {state === "copied" ? (
          <svg viewBox="0 0 24 24" className="size-4 text-jade" aria-hidden="true">
            <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
            <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
        )}
      </button>
      <span role="status" className="sr-only">
        {state === "copied" ? t("actions.copied", { value }) : state === "failed" ? t("actions.copyFailed") : ""}
      </span>
    </>
  );
}
