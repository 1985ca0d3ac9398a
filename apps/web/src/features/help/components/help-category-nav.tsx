import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { HelpCategory } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";

/** Category links: a scrolling row of chips on phones, a side list from lg up. */
export function HelpCategoryNav({
  categories,
  selectedCode,
  onNavigate,
}: {
  categories: HelpCategory[];
  /** Undefined while searching: results span every category. */
  selectedCode: string | undefined;
  onNavigate: () => void;
}) {
  const { t } = useTranslation("help");
  return (
    <nav aria-label={t("categories")} className="-mx-4 lg:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:sticky lg:top-24 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {categories.map((category) => {
          const current = category.code === selectedCode;
          return (
            <li key={category.id} className="shrink-0">
              <Link
                to={{ search: `?category=${encodeURIComponent(category.code)}` }}
                replace
                preventScrollReset
                aria-current={current ? "page" : undefined}
                onClick={onNavigate}
                className={cn(
                  "flex min-h-11 items-center justify-between gap-3 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors lg:rounded-xl lg:border-transparent lg:py-2.5 lg:whitespace-normal",
                  current
                    ? "border-brand bg-brand text-on-brand lg:border-transparent"
                    : "border-line bg-surface text-fg-muted hover:text-fg lg:bg-transparent lg:hover:bg-surface-2",
                )}
              >
                <span>{category.title}</span>
                <span
                  className={cn(
                    "rounded-full px-2 text-xs tabular-nums",
                    current ? "bg-black/20 text-on-brand" : "bg-surface-2 text-fg-muted",
                  )}
                >
                  {category.articles.length}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
