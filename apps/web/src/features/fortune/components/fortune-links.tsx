import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { FORTUNE_ROUTES } from "@lotus/contracts/web";

/** Two doors into the fortune pages, for the promotions centre (under its heading): the lucky wheel and the red envelope rain. */
export function FortuneLinks() {
  const { t } = useTranslation("fortune");
  const doors = [
    { to: FORTUNE_ROUTES.wheel, title: t("wheel.title"), body: t("links.wheel"), mark: "☸" },
    { to: FORTUNE_ROUTES.envelopes, title: t("envelopes.title"), body: t("links.envelopes"), mark: "🧧" },
  ];
  return (
    <nav aria-label={t("links.label")} className="grid gap-3 sm:grid-cols-2" data-testid="fortune-links">
      {doors.map((door) => (
        <Link
          key={door.to}
          to={door.to}
          className="group flex items-center gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-gold/60 focus-visible:outline-4 focus-visible:outline-focus"
        >
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-brand text-2xl text-gold-soft"
          >
            {door.mark}
          </span>
          <span className="grid gap-0.5">
            <span className="font-display text-lg font-bold text-fg group-hover:text-gold">{door.title}</span>
            <span className="text-sm text-fg-muted">{door.body}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
