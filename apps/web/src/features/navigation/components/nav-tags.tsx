import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";

/** The small NEW / HOT badges of the navigation (spec §2). */
export function NavTag({ kind, className }: { kind: "new" | "hot"; className?: string }) {
  const { t } = useTranslation("layout");
  return (
    <span
      className={cn(
        "rounded-full px-1.5 py-px text-[10px] leading-4 font-extrabold tracking-wide uppercase",
        kind === "new" ? "bg-jade-fill text-on-jade" : "bg-brand text-on-brand",
        className,
      )}
    >
      {t(kind === "new" ? "nav.new" : "nav.hot")}
    </span>
  );
}
