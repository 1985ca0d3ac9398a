import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button";
import { PhoneIcon } from "../../../components/ui/icons";

/** A band inviting the visitor to the app download page. */
export function AppTeaser() {
  const { t } = useTranslation("home");
  return (
    <section
      aria-labelledby="home-app"
      className="lotus-app-teaser relative isolate grid items-center gap-6 overflow-hidden rounded-card border border-line p-6 sm:p-10 md:grid-cols-[1fr_auto]"
    >
      <div className="max-w-xl">
        <p className="text-xs font-bold tracking-[0.2em] text-gold uppercase">{t("app.eyebrow")}</p>
        <h2 id="home-app" className="mt-2 font-display text-2xl font-bold text-fg sm:text-3xl">
          {t("app.title")}
        </h2>
        <p className="mt-3 text-fg-muted">{t("app.body")}</p>
        <Link to="/app" className={buttonClasses({ variant: "gold", size: "lg", className: "mt-6" })}>
          <PhoneIcon />
          {t("app.cta")}
        </Link>
      </div>
      <img
        src="/media/app-phone.svg"
        alt=""
        width={220}
        height={280}
        loading="lazy"
        className="mx-auto hidden w-44 md:block lg:w-52"
      />
    </section>
  );
}
