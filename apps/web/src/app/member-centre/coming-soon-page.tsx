import { useTranslation } from "react-i18next";
import type { MemberCentrePage } from "@lotus/contracts/web";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { openMemberCentre } from "../../lib/account-dialogs";
import { PageIcon } from "./page-icons";

/** A member-centre page whose content arrives in a later issue: named, explained, with a way back. */
export function ComingSoonPage({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation("member");
  return (
    <EmptyState
      title={
        <span className="inline-flex flex-col items-center gap-3">
          <span className="inline-flex items-center gap-2 rounded-full border border-gold/50 bg-bg-elevated px-3 py-1 text-xs font-bold tracking-wide text-gold uppercase">
            <PageIcon page={page} className="size-4" />
            {t("soon.badge")}
          </span>
          {t("soon.title", { page: t(`pages.${page}`) })}
        </span>
      }
      description={t(`soon.about.${page}`)}
      action={
        <Button variant="secondary" onClick={() => openMemberCentre("securityCenter")}>
          {t("soon.back")}
        </Button>
      }
    />
  );
}
