import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";

/** The brand mark and name; goes to /index (and does nothing when already there). */
export function BrandLogo({ brandName, className }: { brandName: string; className?: string }) {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();
  return (
    <Link
      to="/index"
      onClick={(event) => pathname === "/index" && event.preventDefault()}
      aria-label={t("header.home", { brand: brandName })}
      className={cn("flex shrink-0 items-center gap-2 rounded-lg", className)}
    >
      <img src="/media/lotus-mark.svg" alt="" width={36} height={36} className="size-9" />
      <span className="lotus-wordmark font-display text-2xl leading-none font-bold tracking-wide">{brandName}</span>
    </Link>
  );
}
