import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { CrownIcon, GiftIcon } from "../../../components/ui/icons";
import { Modal } from "../../../components/ui/modal";
import { closeAccountDialog, openMemberCentre } from "../../../lib/account-dialogs";
import { formatDateTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { usePermissionValue } from "../../../lib/queries/permission";
import { useSession } from "../../../lib/session";
import { finishedLogin } from "../utils/login-context";

function Shortcut({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-line bg-surface px-2 py-4 text-center text-sm font-medium text-fg transition-colors hover:border-gold/60"
    >
      <span className="grid size-10 place-items-center rounded-full bg-gold-soft/15 text-gold">{icon}</span>
      {label}
    </button>
  );
}

const WalletIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinejoin="round"
  >
    <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1V7zm0 0 11-3v3M16 13.5h.01" strokeLinecap="round" />
  </svg>
);

const UserIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
  </svg>
);

/**
 * The post-login modal of spec §2 / §4 Login 6: a welcome with the member's name, the previous
 * login's time and IP (so a stranger's login stands out), and shortcuts. A first login gets its
 * own greeting (the first-login action of §4 Login 4).
 */
export function PostLoginDialog() {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const { site } = usePermissionValue();
  const login = finishedLogin();
  const member = login?.member;
  const name = member?.nickname || member?.account || session?.account || "";
  const first = login?.firstTimeLogin === true;
  const lastAt = formatDateTime(member?.lastLoginAt, language) || null;

  function go(action: () => void) {
    closeAccountDialog();
    action();
  }

  return (
    <Modal
      open
      size="dialog"
      onOpenChange={(open) => !open && closeAccountDialog()}
      title={first ? t("welcome.firstTitle", { brand: site.brandName }) : t("welcome.title", { name })}
      description={first ? t("welcome.firstBody", { name }) : undefined}
    >
      <div className="grid gap-5">
        <div className="flex items-center gap-4 rounded-xl border border-line bg-surface p-4">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-gold to-brand font-display text-xl font-bold text-on-brand"
          >
            {name.slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0 text-sm">
            <p className="truncate font-semibold text-fg">{member?.account ?? session?.account}</p>
            {lastAt && member?.lastLoginIp ? (
              <p className="text-fg-muted">{t("welcome.lastLogin", { time: lastAt, ip: member.lastLoginIp })}</p>
            ) : (
              <p className="text-fg-muted">{t("welcome.noLastLogin")}</p>
            )}
          </div>
        </div>
        <nav aria-label={t("welcome.shortcuts")} className="grid grid-cols-3 gap-2">
          <Shortcut
            icon={<WalletIcon />}
            label={t("welcome.deposit")}
            onClick={() => go(() => openMemberCentre("depositv2"))}
          />
          <Shortcut icon={<UserIcon />} label={t("welcome.account")} onClick={() => go(() => openMemberCentre())} />
          <Shortcut
            icon={<GiftIcon className="size-5" />}
            label={t("welcome.promotions")}
            onClick={() => go(() => void navigate("/promotions"))}
          />
        </nav>
        <Button size="lg" variant="gold" className="w-full" onClick={closeAccountDialog}>
          <CrownIcon className="size-5" />
          {t("welcome.play")}
        </Button>
      </div>
    </Modal>
  );
}
