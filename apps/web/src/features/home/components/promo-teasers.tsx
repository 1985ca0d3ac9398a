import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Notice } from "@lotus/contracts/web";
import { SectionHeading } from "../../../components/ui/page-header";
import { imageUrl, usePermissionValue } from "../../../lib/queries/permission";

/** The promotion notices (type PR) as cards leading to /promotions. */
export function PromoTeasers({ promotions }: { promotions: Notice[] }) {
  const { t } = useTranslation("home");
  const permission = usePermissionValue();
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby="home-promos">
      <SectionHeading
        id="home-promos"
        title={t("promos.title")}
        action={
          <Link to="/promotions" className="text-sm font-semibold text-gold hover:underline">
            {t("promos.all")}
          </Link>
        }
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {promotions.slice(0, 3).map((promo) => (
          <li key={promo.id}>
            <Link
              to="/promotions"
              className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-[transform,border-color] duration-200 hover:-translate-y-1 hover:border-gold/70"
            >
              <img
                src={imageUrl(permission, promo.imageUrl)}
                alt=""
                loading="lazy"
                width={1200}
                height={400}
                className="aspect-[5/2] w-full object-cover object-right"
              />
              <div className="flex flex-1 flex-col gap-1 p-4">
                <h3 className="font-display text-lg font-bold text-fg group-hover:text-gold">{promo.title}</h3>
                <p className="text-sm text-fg-muted">{promo.content}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
