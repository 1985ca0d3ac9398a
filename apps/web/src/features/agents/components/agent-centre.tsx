import { lazy, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AgentCentreValue } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { CentreDialog, CentrePageSection } from "../../../components/ui/centre-dialog";
import { CentreMenu } from "../../../components/ui/centre-menu";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api-client";
import { closeAgentCentre, openAccountDialog, openAgentCentre } from "../../../lib/account-dialogs";
import { useSession } from "../../../lib/session";
import { useAgentCentre } from "../api/get-agent-centre";
import {
  CONTRACT_KIND_OF,
  isContractPage,
  resolveAgentPage,
  visibleAgentPages,
  type AgentCentrePage,
} from "../utils/agent-centre-pages";
import { AnnouncementPage } from "./announcement-page";

// Each page loads with its first visit: the centre opens with the shell and the overview only.
const TeamOverviewPage = lazy(() => import("./team-overview-page"));
const RegisterAccountPage = lazy(() => import("./register-account-page"));
const TeamManagementPage = lazy(() => import("./team-management-page"));
const TeamBettingPage = lazy(() => import("./team-betting-page"));
const UserProfitLossPage = lazy(() => import("./user-profit-loss-page"));
const DownlineTransactionsPage = lazy(() => import("./downline-transactions-page"));
const PromotionLinksPage = lazy(() => import("./promotion-links-page"));
const MyIncomePage = lazy(() => import("./my-income-page"));
const ContractsPage = lazy(() => import("./contracts-page"));

/**
 * The agent centre (spec §2): a modal with a left menu (a select on phones), opened on a page —
 * agentTeamOverview by default. Spec §6: agents (isAgent 1, 2, 41, 42) only; the server answers
 * anyone else with error_not_agent, which the centre shows instead of its pages. Like every
 * modal it never closes from a click outside; Esc and the close button close it.
 */
export default function AgentCentre({ page }: { page: string }) {
  const session = useSession();
  const openedWithSession = useRef(session !== null);
  useEffect(() => {
    if (session) return;
    closeAgentCentre();
    if (!openedWithSession.current) openAccountDialog({ kind: "login" });
  }, [session]);
  if (!session) return null;
  return <AgentCentreDialog page={page} />;
}

function AgentCentreDialog({ page }: { page: string }) {
  const { t } = useTranslation(["agents", "common"]);
  const centre = useAgentCentre();
  return (
    <CentreDialog
      title={t("centre.title")}
      aside={
        centre.data && (
          <span className="truncate text-sm text-fg-muted" data-testid="agent-centre-account">
            {centre.data.account}
          </span>
        )
      }
      closeLabel={t("common:actions.close")}
      onClose={closeAgentCentre}
      className="md:max-w-[1180px]"
      testId="agent-centre"
    >
      {centre.data ? (
        <CentreBody page={page} centre={centre.data} />
      ) : centre.isError ? (
        <CentreError error={centre.error} retry={() => void centre.refetch()} />
      ) : (
        <CentreSkeleton label={t("centre.loading")} />
      )}
    </CentreDialog>
  );
}

/** error_not_agent (and member_no_enter for a trial account) say so; anything else offers a retry. */
function CentreError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(["agents", "common"]);
  const refused = error instanceof ApiError && (error.code === "error_not_agent" || error.code === "member_no_enter");
  return (
    <div role="alert" className="grid flex-1 place-items-center p-6" data-testid="agent-centre-error">
      {refused ? (
        <EmptyState
          title={t("centre.notAgent.title")}
          description={error.message || t("centre.notAgent.body")}
          action={<Button onClick={closeAgentCentre}>{t("common:actions.close")}</Button>}
        />
      ) : (
        <EmptyState
          title={t("centre.loadError.title")}
          description={t("centre.loadError.body")}
          action={<Button onClick={retry}>{t("common:actions.retry")}</Button>}
        />
      )}
    </div>
  );
}

function CentreBody({ page, centre }: { page: string; centre: AgentCentreValue }) {
  const { t } = useTranslation("agents");
  const pages = visibleAgentPages(centre.flags);
  const current = resolveAgentPage(page, pages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(current);

  useEffect(() => {
    // Choosing another page moves focus to its heading, so a screen reader announces where it is.
    if (firstPage.current !== current) headingRef.current?.focus();
  }, [current]);

  return (
    <div className="flex min-h-0 flex-1 flex-col md:grid md:grid-cols-[232px_1fr]">
      <CentreMenu
        pages={pages}
        current={current}
        onSelect={openAgentCentre}
        label={t("centre.menu")}
        selectLabel={t("centre.menuSelect")}
        pageLabel={(key) => t(`pages.${key}`)}
        selectTestId="agent-centre-select"
        itemTestId={(key) => `agent-menu-${key}`}
      />
      <CentrePageSection
        id="agent-centre-page-title"
        headingRef={headingRef}
        title={t(`pages.${current}`)}
        pageKey={current}
        loadingLabel={t("centre.loading")}
        className="max-w-[880px]"
      >
        <CentrePage page={current} centre={centre} />
      </CentrePageSection>
    </div>
  );
}

function CentrePage({ page, centre }: { page: AgentCentrePage; centre: AgentCentreValue }) {
  if (isContractPage(page)) return <ContractsPage kind={CONTRACT_KIND_OF[page]} />;
  switch (page) {
    case "announcement":
      return <AnnouncementPage text={centre.announcement} />;
    case "registerAccount":
      return <RegisterAccountPage />;
    case "teamManagement":
      return <TeamManagementPage />;
    case "teamBetting":
      return <TeamBettingPage />;
    case "userProfitLoss":
      return <UserProfitLossPage />;
    case "myIncome":
      return <MyIncomePage />;
    case "downlineTransactions":
      return <DownlineTransactionsPage />;
    case "promotionLinks":
      return <PromotionLinksPage />;
    default:
      return <TeamOverviewPage />;
  }
}

function CentreSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-0 flex-1 flex-col md:grid md:grid-cols-[232px_1fr]">
      <span className="sr-only">{label}</span>
      <div className="grid content-start gap-2 border-b border-line p-3 md:border-r md:border-b-0 md:p-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className={cn("h-10 w-full rounded-xl", i > 0 && "hidden md:block")} />
        ))}
      </div>
      <div className="grid content-start gap-4 p-5 md:p-8">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
