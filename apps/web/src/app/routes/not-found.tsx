import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button";
import { PageContainer } from "../../components/ui/page-container";

/** Any path the route table does not know. */
export default function NotFoundRoute() {
  const { t } = useTranslation("common");
  return (
    <PageContainer className="grid flex-1 place-items-center py-20 text-center">
      <div className="flex max-w-md flex-col items-center gap-4">
        <p aria-hidden="true" className="lotus-wordmark font-display text-8xl leading-none font-bold">
          404
        </p>
        <h1 className="font-display text-3xl font-bold text-fg">{t("notFound.title")}</h1>
        <p className="text-fg-muted">{t("notFound.body")}</p>
        <Link to="/index" className={buttonClasses({ size: "lg", className: "mt-4" })}>
          {t("notFound.home")}
        </Link>
      </div>
    </PageContainer>
  );
}
