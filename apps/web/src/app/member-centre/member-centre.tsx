import { lazy, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { MemberCentrePage, MemberInfo } from "@lotus/contracts/web";
import { Button } from "../../components/ui/button";
import { CentreDialog, CentrePageSection } from "../../components/ui/centre-dialog";
import { CentreMenu } from "../../components/ui/centre-menu";
import { cn } from "../../components/ui/cn";
import { EmptyState } from "../../components/ui/empty-state";
import { MemberAvatar } from "../../components/ui/member-avatar";
import { Skeleton } from "../../components/ui/skeleton";
import { closeMemberCentre, openAccountDialog, openMemberCentre } from "../../lib/account-dialogs";
import { useMemberInfo } from "../../lib/queries/member-info";
import { canEnterMemberCentre, isTrialSession, useSession } from "../../lib/session";
import { resolveMemberCentrePage, visibleMemberCentrePages } from "./pages";
import { PageIcon } from "./page-icons";
import { SecurityCenter } from "../../features/account/components/security-center/security-center";
import { VerificationSection } from "../../features/kyc/components/verification-section";
import { useMissionBadge } from "../../features/rewards/hooks/use-mission-badge";
import { useUnreadCount } from "../../lib/queries/messages";

// The money pages load with the first visit to them: the member centre opens without their code.
const WalletPage = lazy(() => import("../../features/wallet/components/wallet-page"));
const DepositPage = lazy(() => import("./pages/deposit-page"));
const WithdrawPage = lazy(() => import("./pages/withdraw-page"));
const RecordsPage = lazy(() => import("../../features/records/components/records-page"));
const BettingRecordPage = lazy(() => import("../../features/game-records/components/betting-record-page"));
const ProfitPage = lazy(() => import("../../features/game-records/components/profit-page"));
const UplineTransferPage = lazy(() => import("../../features/agents/components/upline-transfer-page"));
const ReferralPage = lazy(() => import("../../features/agents/components/referral-page"));
const BonusDetailsPage = lazy(() => import("../../features/promotions/components/bonus-details-page"));
const RewardCenterPage = lazy(() => import("./pages/reward-center-page"));
const MissionLeaderboardPage = lazy(() => import("../../features/rewards/components/mission-leaderboard-page"));
const ProtectionPage = lazy(() => import("../../features/protection/components/protection-page"));
const MessagesPage = lazy(() => import("../../features/messages/components/messages-page"));

/**
 * The member centre (spec §2), opened by setting a page (the show flag is the page being set).
 * Spec §6: it needs a token and an account other than a trial one. Without a token the login
 * dialog opens instead; a trial account is told to register a real account; a logout while it is
 * open simply closes it.
 */
export default function MemberCentre({ page }: { page: MemberCentrePage }) {
  const session = useSession();
  const allowed = canEnterMemberCentre(session);
  const openedWithSession = useRef(session !== null);
  useEffect(() => {
    if (allowed) return;
    closeMemberCentre();
    if (isTrialSession(session)) openAccountDialog({ kind: "needRealAccount" });
    else if (!openedWithSession.current) openAccountDialog({ kind: "login" });
  }, [allowed, session]);
  if (!allowed) return null;
  return <MemberCentreDialog page={page} />;
}

function MemberCentreDialog({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation(["member", "common"]);
  const memberInfo = useMemberInfo();
  const member = memberInfo.data;
  return (
    <CentreDialog
      title={t("centre.title")}
      closeLabel={t("common:actions.close")}
      onClose={closeMemberCentre}
      className="md:max-w-[1080px]"
    >
      {member ? (
        <CentreBody page={page} member={member} />
      ) : memberInfo.isError ? (
        <div role="alert" className="grid flex-1 place-items-center p-6">
          <EmptyState
            title={t("centre.loadError.title")}
            description={t("centre.loadError.body")}
            action={<Button onClick={() => void memberInfo.refetch()}>{t("common:actions.retry")}</Button>}
          />
        </div>
      ) : (
        <CentreSkeleton label={t("common:status.loading")} />
      )}
    </CentreDialog>
  );
}

function CentreBody({ page, member }: { page: MemberCentrePage; member: MemberInfo }) {
  const { t } = useTranslation("member");
  const pages = visibleMemberCentrePages(member);
  const current = resolveMemberCentrePage(page, pages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(current);

  useEffect(() => {
    // Choosing another page moves focus to its heading, so a screen reader announces where it is.
    if (firstPage.current !== current) headingRef.current?.focus();
  }, [current]);

  const name = member.nickname || member.account;
  const vip = member.memberLabel[0]?.labelName ?? member.clubLabel?.labelName ?? "";
  // Spec §2: missionLeaderboard carries the count of missions ready to claim when above 0.
  const missionBadge = useMissionBadge(pages.includes("missionLeaderboard"));
  // Spec §2: messageV2 carries the unread count, like the header's bell.
  const unreadMessages = useUnreadCount().data ?? 0;
  return (
    <div className="flex min-h-0 flex-1 flex-col md:grid md:grid-cols-[248px_1fr]">
      <CentreMenu
        pages={pages}
        current={current}
        onSelect={openMemberCentre}
        label={t("centre.menu")}
        selectLabel={t("centre.menuSelect")}
        pageLabel={(key) => t(`pages.${key}`)}
        badge={(key) =>
          key === "missionLeaderboard" && missionBadge > 0
            ? { count: missionBadge, label: t("centre.missionBadge", { count: missionBadge }) }
            : key === "messageV2" && unreadMessages > 0
              ? { count: unreadMessages, label: t("centre.messageBadge", { count: unreadMessages }) }
              : undefined
        }
        icon={(key, active) => <PageIcon page={key} className={cn("size-5 shrink-0", active && "text-gold")} />}
        header={
          <div className="flex items-center gap-3 px-5 pt-5 pb-1">
            <MemberAvatar avatar={member.avatar} avatarType={member.avatarType} name={name} className="size-12" />
            <div className="grid min-w-0 leading-tight">
              <span className="truncate font-semibold text-fg">{name}</span>
              {name !== member.account && <span className="truncate text-sm text-fg-muted">{member.account}</span>}
              {vip && (
                <span className="mt-1 w-fit rounded-full bg-gold/15 px-2 py-0.5 text-xs font-bold text-gold">
                  {vip}
                </span>
              )}
            </div>
          </div>
        }
      />
      <CentrePageSection
        id="member-centre-page-title"
        headingRef={headingRef}
        title={t(`pages.${current}`)}
        pageKey={current}
        loadingLabel={t("common:status.loading")}
        className="max-w-[760px]"
      >
        <CentrePage page={current} member={member} />
      </CentrePageSection>
    </div>
  );
}

function CentrePage({ page, member }: { page: MemberCentrePage; member: MemberInfo }) {
  // Every page of spec §2 has its content: a page added to the menu without one fails the type check.
  switch (page) {
    case "transferFund":
      return <WalletPage />;
    case "depositv2":
      return <DepositPage />;
    case "withdraw":
      return <WithdrawPage />;
    case "transactionHistory":
      return <RecordsPage />;
    case "personalHistoryCopy":
      return <BettingRecordPage />;
    case "personalProfit":
      return <ProfitPage />;
    case "transferUpline":
      return <UplineTransferPage />;
    case "referral":
      return <ReferralPage />;
    case "bonusDetails":
      return <BonusDetailsPage />;
    case "rewardCenter":
      return <RewardCenterPage />;
    case "missionLeaderboard":
      return <MissionLeaderboardPage />;
    case "responsibleGaming":
      return <ProtectionPage />;
    case "messageV2":
      return <MessagesPage />;
    case "securityCenter":
      return <SecurityCenter member={member} verification={<VerificationSection />} />;
    default:
      return page satisfies never;
  }
}

function CentreSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-0 flex-1 flex-col md:grid md:grid-cols-[248px_1fr]">
      <span className="sr-only">{label}</span>
      <div className="grid content-start gap-2 border-b border-line p-3 md:border-r md:border-b-0 md:p-5">
        <Skeleton className="hidden h-14 w-full md:block" />
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
