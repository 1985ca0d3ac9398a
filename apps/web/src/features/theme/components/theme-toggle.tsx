import { useTranslation } from "react-i18next";
import { MoonIcon, SunIcon } from "../../../components/ui/icons";
import { cn } from "../../../components/ui/cn";
import { useTheme } from "../hooks/use-theme";

/** A switch between the dark (default) and light themes, remembered in local storage. */
export function ThemeToggle({ className, withLabel }: { className?: string; withLabel?: boolean }) {
  const { t } = useTranslation("layout");
  const [theme, toggle] = useTheme();
  const isLight = theme === "light";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isLight}
      aria-label={withLabel ? undefined : t("theme.light")}
      onClick={toggle}
      className={cn(
        "inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-line bg-surface-2/70 px-1 text-fg-muted hover:text-fg",
        className,
      )}
    >
      <span className="relative flex h-8 w-14 items-center rounded-full">
        <span
          aria-hidden="true"
          className={cn(
            "absolute top-0 size-8 rounded-full bg-gold-fill shadow transition-transform duration-200",
            isLight ? "translate-x-6" : "translate-x-0",
          )}
        />
        <MoonIcon className={cn("relative z-10 ml-1.5 size-5", !isLight && "text-on-gold")} />
        <SunIcon className={cn("relative z-10 ml-auto mr-1.5 size-5", isLight && "text-on-gold")} />
      </span>
      {withLabel && <span className="pr-3 text-sm font-medium text-fg">{t("theme.light")}</span>}
    </button>
  );
}
