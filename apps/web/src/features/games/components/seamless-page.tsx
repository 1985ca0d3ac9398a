import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CATEGORY_ROUTES, type GameCategory, type GameEntry, type VendorCard as Vendor } from "@lotus/contracts/web";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { PageHeader, SectionHeading } from "../../../components/ui/page-header";
import { useGameVendors } from "../../../lib/queries/game-vendors";
import { useBalance } from "../../../lib/queries/money";
import { useVendorGames } from "../api/get-vendor-games";
import { MINI_GAMES_VENDOR, seamlessVendors } from "../utils/lobby-rules";
import { GameTile } from "./game-tile";
import { LoadFailed, LoadingGrid } from "./lobby-states";
import { useVendorLaunch } from "../hooks/use-vendor-launch";
import { ChevronRightIcon, FlameIcon } from "../../../components/ui/icons";
import { imageUrl, usePermissionValue } from "../../../lib/queries/permission";
import { VendorGamesDialog } from "./vendor-games-dialog";

function groupByCategory(vendors: readonly Vendor[]): [GameCategory, Vendor[]][] {
  const groups = new Map<GameCategory, Vendor[]>();
  for (const vendor of vendors) groups.set(vendor.gameCategory, [...(groups.get(vendor.gameCategory) ?? []), vendor]);
  return [...groups.entries()];
}

/** A compact vendor button: logo, name and game count. */
function VendorChip({ vendor, onChoose }: { vendor: Vendor; onChoose: (vendor: Vendor) => void }) {
  const { t } = useTranslation("games");
  const permission = usePermissionValue();
  return (
    <button
      type="button"
      onClick={() => onChoose(vendor)}
      className="flex h-16 w-full cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-3 text-left shadow-card transition-colors hover:border-gold/60 focus-visible:border-gold"
    >
      <img
        src={imageUrl(permission, vendor.smallIcon)}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 shrink-0 rounded-lg bg-surface-2 object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 truncate font-semibold text-fg">
          {vendor.displayName}
          {vendor.isHot === 1 && (
            <>
              <FlameIcon className="size-3.5 shrink-0" />
              <span className="sr-only">{t("vendor.hot")}</span>
            </>
          )}
        </span>
        <span className="block text-xs text-fg-muted">{t("vendor.games", { count: vendor.gameCount })}</span>
      </span>
      <ChevronRightIcon className="size-4 shrink-0 text-fg-muted" />
    </button>
  );
}

function MiniGames({ onLaunch }: { onLaunch: (game: GameEntry) => void }) {
  const { t } = useTranslation(["games", "common"]);
  const games = useVendorGames(MINI_GAMES_VENDOR);
  let body;
  if (!games.data) {
    body = games.isError ? (
      <LoadFailed title={t("empty.errorTitle")} onRetry={() => void games.refetch()} />
    ) : (
      <LoadingGrid
        count={6}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6"
        itemClassName="aspect-[4/5] w-full rounded-xl"
      />
    );
  } else if (games.data.length === 0) {
    body = <EmptyState title={t("vendorGames.emptyTitle")} description={t("vendorGames.emptyBody")} />;
  } else {
    body = (
      <ul aria-labelledby="mini-games-heading" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {games.data.map((game) => (
          <li key={game.gameId}>
            <GameTile game={game} onChoose={onLaunch} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="mini-games-heading">
      <SectionHeading id="mini-games-heading" title={t("seamless.miniGames")} />
      <p className="-mt-2 mb-4 max-w-2xl text-sm text-fg-muted">{t("seamless.miniGamesBody")}</p>
      {body}
    </section>
  );
}

/**
 * /seamless (spec §2, header only): what seamless play is, the mini games, and — for a logged-in
 * member, whose balance call names the vendors that keep their own wallet — the providers that play
 * straight from the main wallet.
 */
export function SeamlessPage() {
  const { t } = useTranslation(["games", "common"]);
  const vendorsQuery = useGameVendors();
  const balance = useBalance();
  const { openVendor, setOpenVendor, launchGame: launch, joinRoom } = useVendorLaunch();
  const navigate = useNavigate();
  const vendors = useMemo(() => {
    if (!vendorsQuery.data || !balance.data) return null;
    return seamlessVendors(vendorsQuery.data, new Set(balance.data.wallets.map((w) => w.vendorCode)));
  }, [vendorsQuery.data, balance.data]);

  // A slot vendor's hundreds of games belong in the slots lobby; the others open their list here.
  const chooseVendor = (vendor: Vendor) => {
    if (vendor.gameCategory === "RNG")
      void navigate(`${CATEGORY_ROUTES.RNG}?page=${encodeURIComponent(vendor.vassalage)}`);
    else setOpenVendor(vendor);
  };

  const points = ["oneWallet", "instant", "fair"] as const;

  return (
    <PageContainer className="grid grid-cols-1 gap-10">
      <PageHeader eyebrow={t("seamless.eyebrow")} title={t("seamless.title")} subtitle={t("seamless.subtitle")} />

      <section aria-labelledby="seamless-how-heading">
        <h2 id="seamless-how-heading" className="sr-only">
          {t("seamless.howHeading")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {points.map((point, index) => (
            <li key={point} className="rounded-card border border-line bg-surface p-5 shadow-card">
              <span className="grid size-9 place-items-center rounded-full bg-gold-fill font-display font-bold text-on-gold">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-fg">{t(`seamless.points.${point}.title`)}</h3>
              <p className="mt-1 text-sm text-fg-muted">{t(`seamless.points.${point}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <MiniGames onLaunch={launch} />

      {vendors && vendors.length > 0 && (
        <section aria-labelledby="seamless-vendors-heading">
          <SectionHeading id="seamless-vendors-heading" title={t("seamless.vendors")} />
          <p className="-mt-2 mb-4 max-w-2xl text-sm text-fg-muted">{t("seamless.vendorsBody")}</p>
          <div className="grid gap-6">
            {groupByCategory(vendors).map(([category, group]) => (
              <div key={category}>
                <h3 id={`seamless-${category}`} className="mb-2 text-sm font-bold tracking-wide text-gold uppercase">
                  {t(`common:categories.${category}`)}
                </h3>
                <ul
                  aria-labelledby={`seamless-${category}`}
                  className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
                >
                  {group.map((vendor) => (
                    <li key={vendor.vassalage}>
                      <VendorChip vendor={vendor} onChoose={chooseVendor} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      )}

      <VendorGamesDialog
        vendor={openVendor}
        withRooms={openVendor?.gameCategory === "PVP"}
        onClose={() => setOpenVendor(null)}
        onLaunch={launch}
        onJoinRoom={joinRoom}
      />
    </PageContainer>
  );
}
