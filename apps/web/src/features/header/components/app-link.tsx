import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import { PhoneIcon } from "../../../components/ui/icons";

/** The header's app download link (spec §2): to /app. */
export function AppLink({ className }: { className?: string }) {
  const { t } = useTranslation("layout");
  return (
    <Link
      to="/app"
      className={cn(
        "inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-fg-muted hover:text-gold",
        className,
      )}
    >
      <PhoneIcon className="size-5 text-gold" />
      {t("header.app")}
    </Link>
  );
}
