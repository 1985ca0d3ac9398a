import { useTranslation } from "react-i18next";
import { dismiss, useNotices } from "../../lib/notify";
import { cn } from "./cn";

/**
 * Action results as toasts. The two live regions are always in the page (screen readers only
 * announce changes to regions that already exist): successes politely, refusals assertively.
 */
export function Notifications() {
  const notices = useNotices();
  const { t } = useTranslation();
  const render = (kind: "success" | "error") =>
    notices
      .filter((n) => n.kind === kind)
      .map((notice) => (
        <div
          key={notice.id}
          data-testid={`notice-${kind}`}
          className={cn(
            "pointer-events-auto flex items-start gap-3 rounded-md border px-3 py-2 text-sm shadow-lg",
            kind === "success" ? "border-jade/40 bg-jade-soft text-fg" : "border-danger/40 bg-danger-soft text-fg",
          )}
        >
          <span className="min-w-0 flex-1 break-words">{notice.text}</span>
          <button
            type="button"
            onClick={() => dismiss(notice.id)}
            aria-label={t("actions.dismiss")}
            className="-my-0.5 cursor-pointer rounded px-1 text-fg-muted hover:text-fg"
          >
            ×
          </button>
        </div>
      ));
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col items-end gap-2 sm:left-auto sm:w-96">
      <div role="status" aria-live="polite" className="flex w-full flex-col gap-2">
        {render("success")}
      </div>
      <div role="alert" aria-live="assertive" className="flex w-full flex-col gap-2">
        {render("error")}
      </div>
    </div>
  );
}
