import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { CrownIcon, GiftIcon, HandshakeIcon } from "../../../components/ui/icons";
import { useNavigation, useStayOnSamePath } from "../hooks/use-navigation";
import { NavTag } from "./nav-tags";

type LinkClass = (state: { isActive: boolean }) => string;

/** The links after the categories (spec §2): VIP, promotions with HOT, and affiliates when enabled. */
export function SiteLinks({ linkClass, iconClass }: { linkClass: LinkClass; iconClass: string }) {
  const { t } = useTranslation("layout");
  const { affiliatesEnabled } = useNavigation();
  const stay = useStayOnSamePath();
  const links = [
    { to: "/vip", Icon: CrownIcon, label: t("nav.vip"), hot: false },
    { to: "/promotions", Icon: GiftIcon, label: t("nav.promotions"), hot: true },
    ...(affiliatesEnabled ? [{ to: "/join", Icon: HandshakeIcon, label: t("nav.affiliates"), hot: false }] : []),
  ];
  return links.map(({ to, Icon, label, hot }) => (
    <li key={to}>
      <NavLink to={to} onClick={stay(to)} className={linkClass}>
        <Icon className={iconClass} />
        {label}
        {hot && <NavTag kind="hot" />}
      </NavLink>
    </li>
  ));
}
