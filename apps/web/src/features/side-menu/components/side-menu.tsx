import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QR_SIZE_SIDE_MENU, type CustomerService, type Resource } from "@lotus/contracts/web";
import { Link } from "react-router";
import { HeadsetIcon, PhoneIcon } from "../../../components/ui/icons";
import { CustomerServiceList } from "../../../components/ui/customer-service-list";
import { Modal } from "../../../components/ui/modal";
import { openCustomerService } from "../../../lib/customer-service";
import { appLinkOf, qrImageUrl } from "../../../lib/pwa";
import { usePermissionValue } from "../../../lib/queries/permission";

const APP_RESOURCES = ["IOS_APP", "ANDROID_APP"] as const;

/**
 * Spec §2 side menu. Desktops (≥ 1280 px): app QR codes on the left, customer-service channels
 * with their QR codes on the right. Smaller screens: a dock along the bottom edge.
 */
export function SideMenu() {
  const { resources, customerService } = usePermissionValue();
  const apps = APP_RESOURCES.map((type) => resources.find((r) => r.resourceType === type)).filter(
    (r): r is Resource => r !== undefined && r.url !== "",
  );
  return (
    <>
      {apps.length > 0 && <AppQrBar apps={apps} />}
      {customerService.length > 0 && (
        <>
          <ServiceBar channels={customerService} />
          <PhoneDock channels={customerService} />
        </>
      )}
    </>
  );
}

const barClass =
  "lotus-sidebar fixed top-1/2 z-30 hidden -translate-y-1/2 flex-col gap-3 border border-line bg-bg-elevated/95 p-2.5 shadow-card backdrop-blur xl:flex";

function QrImage({ src, text }: { src: string; text?: string }) {
  return (
    <img
      src={src}
      data-qr-text={text}
      alt=""
      width={QR_SIZE_SIDE_MENU}
      height={QR_SIZE_SIDE_MENU}
      loading="lazy"
      className="rounded-md bg-white p-1"
      style={{ width: QR_SIZE_SIDE_MENU, height: QR_SIZE_SIDE_MENU }}
    />
  );
}

function AppQrBar({ apps }: { apps: Resource[] }) {
  const { t } = useTranslation("layout");
  return (
    <aside aria-label={t("sideMenu.apps")} className={`${barClass} left-3 rounded-card`}>
      <p className="text-center text-[11px] font-bold tracking-widest text-gold uppercase">{t("sideMenu.scan")}</p>
      {apps.map((app) => {
        // The app's install page on THIS site (its own address), or an operator's external link.
        const { href } = appLinkOf(app.url, window.location.origin);
        return (
          <figure key={app.resourceType} className="flex flex-col items-center gap-1.5">
            <QrImage src={qrImageUrl(href)} text={href} />
            <figcaption className="text-xs font-semibold text-fg">
              {t(app.resourceType === "IOS_APP" ? "sideMenu.ios" : "sideMenu.android")}
            </figcaption>
          </figure>
        );
      })}
    </aside>
  );
}

function ServiceBar({ channels }: { channels: CustomerService[] }) {
  const { t } = useTranslation("layout");
  return (
    <aside aria-label={t("sideMenu.service")} className={`${barClass} right-3 rounded-card`}>
      <p className="flex items-center justify-center gap-1 text-[11px] font-bold tracking-widest text-gold uppercase">
        <HeadsetIcon className="size-4" />
        {t("sideMenu.serviceShort")}
      </p>
      <ul className="flex flex-col gap-2">
        {channels.map((channel) => (
          <li key={channel.csType}>
            <button
              type="button"
              onClick={() => openCustomerService(channel.path)}
              className="flex w-[104px] cursor-pointer flex-col items-center gap-1.5 rounded-xl p-1.5 text-center hover:bg-surface-2"
            >
              <QrImage src={channel.qrCodeUrl} />
              <span className="text-xs leading-tight font-semibold text-fg">{channel.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * Phones and tablets: a dock along the bottom edge with the app link and the customer-service
 * button. It never floats over the page: a spacer of its height ends the page, so the last cards
 * scroll clear of it, and nothing sits over a card's buttons or hearts.
 */
function PhoneDock({ channels }: { channels: CustomerService[] }) {
  const { t } = useTranslation("layout");
  const [open, setOpen] = useState(false);
  return (
    <>
      <div aria-hidden="true" className="lotus-dock-space shrink-0 xl:hidden" />
      <nav
        aria-label={t("sideMenu.dock")}
        className="lotus-dock fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-line bg-bg-elevated/95 px-3 backdrop-blur xl:hidden"
      >
        <Link
          to="/app"
          className="inline-flex h-10 items-center gap-2 rounded-full px-2 text-sm font-medium whitespace-nowrap text-fg-muted hover:text-gold"
        >
          <PhoneIcon className="size-5 text-gold" />
          {t("header.app")}
        </Link>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full bg-gold-fill px-4 text-sm font-semibold whitespace-nowrap text-on-gold shadow-card"
        >
          <HeadsetIcon className="size-5" />
          {t("sideMenu.serviceShort")}
        </button>
      </nav>
      <Modal open={open} onOpenChange={setOpen} size="dialog" title={t("sideMenu.service")}>
        <CustomerServiceList channels={channels} />
      </Modal>
    </>
  );
}
