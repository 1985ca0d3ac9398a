import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { COPYRIGHT_YEAR, ESPORTS_VENDOR, SPORTS_VENDOR, type Resource } from "@lotus/contracts/web";
import { Skeleton } from "../../../components/ui/skeleton";
import { SocialIcon, type SocialNetwork } from "../../../components/ui/icons";
import { cn } from "../../../components/ui/cn";
import { requestGameLaunch } from "../../../lib/game-launch";
import { usePermissionValue } from "../../../lib/queries/permission";
import { hasSessionToken } from "../../../lib/session";
import { useHelpCategories } from "../api/get-help-categories";
import { findSportGame } from "../api/sports-games";
import { FooterContentLinks } from "./footer-content-links";

const SOCIAL_NETWORKS: SocialNetwork[] = ["FACEBOOK", "YOUTUBE", "TIKTOK", "INSTAGRAM"];

const linkClass = "text-sm text-fg-muted transition-colors hover:text-gold";

/** The footer's sports list (spec §2). */
const FOOTER_SPORTS = ["soccer", "basketball", "tennis", "esport"] as const;
type FooterSport = (typeof FOOTER_SPORTS)[number];

/**
 * Spec §2 footer sports list: soccer, basketball and tennis open the sports vendor's (IBC) game of
 * that sport, e-sport opens the e-sports vendor's (TF) lobby game. A visitor is asked to log in
 * first straight away; a member's sport is looked up in the vendor's list, else the vendor's lobby
 * game opens.
 */
function useSportLaunch() {
  const { t } = useTranslation("layout");
  const [busy, setBusy] = useState<FooterSport | null>(null);
  const launch = async (sport: FooterSport) => {
    const label = t(`footer.sportsList.${sport}`);
    if (sport === "esport") {
      requestGameLaunch({ vassalage: ESPORTS_VENDOR, gameName: label });
      return;
    }
    if (!hasSessionToken()) {
      requestGameLaunch({ vassalage: SPORTS_VENDOR, gameName: label });
      return;
    }
    setBusy(sport);
    try {
      const game = await findSportGame(sport);
      requestGameLaunch(
        game
          ? {
              gameId: game.gameId,
              vassalage: SPORTS_VENDOR,
              gameName: game.gameName,
              underMaintenance: game.isNew === 1,
            }
          : { vassalage: SPORTS_VENDOR, gameName: label },
      );
    } catch {
      // No list: the vendor's lobby game.
      requestGameLaunch({ vassalage: SPORTS_VENDOR, gameName: label });
    } finally {
      setBusy(null);
    }
  };
  return { busy, launch };
}

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div>
      <h2 id={id} className="mb-4 text-xs font-bold tracking-[0.18em] text-gold uppercase">
        {title}
      </h2>
      <ul aria-labelledby={id} className="grid gap-2.5">
        {children}
      </ul>
    </div>
  );
}

/** The site footer (spec §2): sports, help centre, events, social links, copyright and the 18+ note. */
export function SiteFooter() {
  const { t } = useTranslation("layout");
  const { site, resources } = usePermissionValue();
  const help = useHelpCategories();
  const sports = useSportLaunch();
  const social = SOCIAL_NETWORKS.map((network) => resources.find((r) => r.resourceType === network)).filter(
    (r): r is Resource => r !== undefined && r.url !== "",
  );

  return (
    <footer className="lotus-footer mt-12 border-t border-line">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-2">
            <img src="/media/lotus-mark.svg" alt="" width={32} height={32} className="size-8" />
            <span className="lotus-wordmark font-display text-2xl font-bold">{site.brandName}</span>
          </div>
          <p className="mt-4 max-w-xs text-sm text-fg-muted">{t("footer.tagline")}</p>
          {social.length > 0 && (
            <ul aria-label={t("footer.social")} className="mt-6 flex gap-3">
              {social.map((resource) => (
                <li key={resource.resourceType}>
                  <a
                    href={resource.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={resource.labelNameEn}
                    className="grid size-10 place-items-center rounded-full border border-line bg-surface text-fg-muted transition-colors hover:border-gold hover:text-gold"
                  >
                    <SocialIcon network={resource.resourceType as SocialNetwork} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <FooterColumn id="footer-sports" title={t("footer.sports")}>
          {FOOTER_SPORTS.map((sport) => (
            <li key={sport}>
              <button
                type="button"
                data-testid={`footer-sport-${sport}`}
                aria-busy={sports.busy === sport}
                disabled={sports.busy !== null}
                onClick={() => void sports.launch(sport)}
                className={cn(linkClass, "cursor-pointer text-left disabled:cursor-wait")}
              >
                {t(`footer.sportsList.${sport}`)}
              </button>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn id="footer-help" title={t("footer.help")}>
          {help.data
            ? help.data.map((category) => (
                <li key={category.code}>
                  <Link to={`/help?category=${encodeURIComponent(category.code)}`} className={linkClass}>
                    {category.title}
                  </Link>
                </li>
              ))
            : [0, 1, 2, 3].map((i) => (
                <li key={i}>
                  <Skeleton className="h-4 w-28 rounded" />
                </li>
              ))}
          <li>
            <Link to="/feedback" className={linkClass}>
              {t("footer.feedback")}
            </Link>
          </li>
        </FooterColumn>

        <FooterColumn id="footer-events" title={t("footer.events")}>
          <li>
            <Link to="/promotions" className={linkClass}>
              {t("footer.eventsLink")}
            </Link>
          </li>
          <li>
            <Link to="/vip" className={linkClass}>
              {t("nav.vip")}
            </Link>
          </li>
          <li>
            <Link to="/pointMall" className={linkClass}>
              {t("nav.pointMall")}
            </Link>
          </li>
          <li>
            <Link to="/noticePage" className={linkClass}>
              {t("footer.notices")}
            </Link>
          </li>
          <li>
            <Link to="/app" className={linkClass}>
              {t("header.app")}
            </Link>
          </li>
        </FooterColumn>

        <FooterContentLinks linkClass={linkClass} />
      </div>

      <div className="border-t border-line/70">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-4 px-4 py-6 text-xs text-fg-muted sm:px-6 md:flex-row md:items-center">
          <span className="grid size-10 shrink-0 place-items-center rounded-full border-2 border-brand font-bold text-fg">
            18+
          </span>
          <p className="max-w-2xl">
            <Link to="/responsible-gaming" className="underline decoration-line underline-offset-4 hover:text-gold">
              {t("footer.responsible")}
            </Link>
          </p>
          <p className="md:ml-auto">
            © {COPYRIGHT_YEAR} {site.brandName}. {t("footer.rights")}
          </p>
        </div>
      </div>
    </footer>
  );
}
