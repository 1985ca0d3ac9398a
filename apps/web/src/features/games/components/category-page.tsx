import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { GameCategory, Room, VendorCard as Vendor } from "@lotus/contracts/web";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { PageHeader, SectionHeading } from "../../../components/ui/page-header";
import { Skeleton } from "../../../components/ui/skeleton";
import { requestGameLaunch } from "../../../lib/game-launch";
import { useGameVendors } from "../../../lib/queries/game-vendors";
import { useGameList } from "../api/get-game-list";
import { useRoomList } from "../api/get-room-list";
import { vendorPlayAction } from "../utils/lobby-rules";
import { LoadFailed, LoadingGrid } from "./lobby-states";
import { RoomList } from "./room-list";
import { useVendorLaunch } from "../hooks/use-vendor-launch";
import { VendorCard } from "./vendor-card";
import { VendorGamesDialog } from "./vendor-games-dialog";
import { CategoryVendorTabs } from "./category-vendor-tabs";

/** The vendors of one lane; ELOTT and LOTT are both shown on /elott. */
function vendorsOf(lanes: { title: GameCategory; vendors: Vendor[] }[], categories: GameCategory[]): Vendor[] {
  return lanes.filter((lane) => categories.includes(lane.title)).flatMap((lane) => lane.vendors);
}

/** The PVP page's rooms of every vendor (GLS2_roomList). */
function PvpRooms({ vendors, onJoin }: { vendors: Vendor[]; onJoin: (room: Room) => void }) {
  const { t } = useTranslation(["games", "common"]);
  const rooms = useRoomList();
  const games = useGameList("PVP");
  const names = useMemo(() => new Map(vendors.map((v) => [v.vassalage, v.displayName])), [vendors]);
  const gameNames = useMemo(() => new Map((games.data?.list ?? []).map((g) => [g.gameId, g.gameName])), [games.data]);
  let body;
  if (!rooms.data) {
    body = rooms.isError ? (
      <LoadFailed title={t("rooms.errorTitle")} onRetry={() => void rooms.refetch()} />
    ) : (
      <LoadingGrid count={3} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" itemClassName="h-44 w-full" />
    );
  } else if (rooms.data.length === 0) {
    body = <EmptyState title={t("rooms.emptyTitle")} description={t("rooms.emptyBody")} />;
  } else {
    body = (
      <RoomList
        rooms={rooms.data}
        vendorNames={names}
        gameNames={gameNames}
        onJoin={onJoin}
        headingId="rooms-heading"
      />
    );
  }
  return (
    <section aria-labelledby="rooms-heading">
      <SectionHeading id="rooms-heading" title={t("rooms.heading")} />
      {body}
    </section>
  );
}

/**
 * A category page (/live, /fish, /pvp, /sports, /esports, /elott; /rng with `tabs`): a hero with
 * the category's name and its vendors as cards. "Play" opens the vendor's games in a dialog (or
 * launches a single-game vendor); /pvp also lists the rooms. Every launch goes through
 * requestGameLaunch (login first, maintenance, loader, /game).
 */
export function CategoryPage({ category, tabs = false }: { category: GameCategory; tabs?: boolean }) {
  const { t } = useTranslation(["games", "common"]);
  const vendorsQuery = useGameVendors();
  const [searchParams, setSearchParams] = useSearchParams();
  const { openVendor, setOpenVendor, launchGame, joinRoom } = useVendorLaunch();
  const requested = searchParams.get("page");
  const vendors = vendorsOf(vendorsQuery.data ?? [], category === "ELOTT" ? ["ELOTT", "LOTT"] : [category]);
  const name = t(`common:categories.${category}`);

  useEffect(() => {
    if (tabs || !requested) return;
    document.getElementById(`vendor-${requested}`)?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [tabs, requested, vendors.length]);

  const onPlay = (vendor: Vendor) => {
    if (vendorPlayAction(vendor, category) === "launch") {
      requestGameLaunch({ vassalage: vendor.vassalage, gameName: vendor.displayName });
    } else {
      setOpenVendor(vendor);
    }
  };

  let body;
  if (!vendorsQuery.data) {
    body = vendorsQuery.isError ? (
      <LoadFailed title={t("empty.errorTitle")} onRetry={() => void vendorsQuery.refetch()} />
    ) : (
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/4] w-full" />
        ))}
      </div>
    );
  } else if (vendors.length === 0) {
    body = <EmptyState title={t("empty.title", { category: name })} description={t("empty.body")} />;
  } else if (tabs) {
    const selected = vendors.find((v) => v.vassalage === requested) ?? vendors[0]!;
    body = (
      <CategoryVendorTabs
        vendors={vendors}
        selected={selected}
        onPlay={onPlay}
        onSelect={(vendor) => setSearchParams({ page: vendor.vassalage }, { replace: true })}
      />
    );
  } else {
    body = (
      <section aria-labelledby="vendors-heading">
        <SectionHeading id="vendors-heading" title={t("vendorsHeading")} />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorCard vendor={vendor} selected={vendor.vassalage === requested} onPlay={onPlay} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <PageContainer className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow={vendorsQuery.data ? t("vendorCount", { count: vendors.length }) : "\u00a0"}
        title={name}
        subtitle={t(`taglines.${category}`)}
        art={`/media/categories/${category}.svg`}
      />
      {body}
      {category === "PVP" && vendors.length > 0 && <PvpRooms vendors={vendors} onJoin={joinRoom} />}
      <VendorGamesDialog
        vendor={openVendor}
        withRooms={category === "PVP"}
        onClose={() => setOpenVendor(null)}
        onLaunch={launchGame}
        onJoinRoom={joinRoom}
      />
    </PageContainer>
  );
}
