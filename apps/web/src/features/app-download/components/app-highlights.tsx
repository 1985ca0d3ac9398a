import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../../components/ui/icons";

const HIGHLIGHTS = ["games", "payments", "alerts"] as const;

/** What the app gives the player, in three short lines. */
export function AppHighlights() {
  const { t } = useTranslation("download");
  return (
    <ul className="flex flex-wrap gap-2">
      {HIGHLIGHTS.map((highlight) => (
        <li
          key={highlight}
          className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/80 px-3.5 py-1.5 text-sm font-medium text-fg"
        >
          <CheckIcon className="size-4 text-jade" />
          {t(`highlights.${highlight}`)}
        </li>
      ))}
    </ul>
  );
}
