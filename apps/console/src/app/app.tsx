import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import type { ConsolePermission, Operator } from "@lotus/contracts/web";
import { Notifications } from "../components/ui/notifications";
import { PageHeader } from "../components/ui/page";
import { EmptyState, TableSkeleton } from "../components/ui/states";
import { fetchMe } from "../features/operator/api/session";
import { LoginPage } from "../features/operator/components/login-page";
import { consoleKey, queryClient } from "../lib/query-client";
import { updateOperator, useConsoleSession } from "../lib/session";
import { watchSystemTheme } from "../lib/theme";
import { can, homePathFor } from "./nav";
import { Shell } from "./shell";
import { Toolbar } from "./toolbar";

/*
 * Pages load on first visit: a cashier's session never downloads the admin screens. Every role
 * lands on the dashboard.
 */
const DashboardPage = lazy(() =>
  import("../features/dashboard/components/dashboard-page").then((m) => ({ default: m.DashboardPage })),
);
const OperatorsPage = lazy(() =>
  import("../features/operator/components/operators-page").then((m) => ({ default: m.OperatorsPage })),
);
const DepositsPage = lazy(() =>
  import("../features/cashier/components/deposits-page").then((m) => ({ default: m.DepositsPage })),
);
const WithdrawalsPage = lazy(() =>
  import("../features/cashier/components/withdrawals-page").then((m) => ({ default: m.WithdrawalsPage })),
);
const MembersPage = lazy(() =>
  import("../features/account/components/members-page").then((m) => ({ default: m.MembersPage })),
);
const MemberDetailPage = lazy(() =>
  import("../features/account/components/member-detail-page").then((m) => ({ default: m.MemberDetailPage })),
);
const VipPage = lazy(() => import("../features/vip/components/vip-page").then((m) => ({ default: m.VipPage })));
const ProtectionPage = lazy(() =>
  import("../features/protection/components/protection-page").then((m) => ({ default: m.ProtectionPage })),
);
const MessagesPage = lazy(() =>
  import("../features/messages/components/messages-page").then((m) => ({ default: m.MessagesPage })),
);
const KycPage = lazy(() => import("../features/kyc/components/kyc-page").then((m) => ({ default: m.KycPage })));
const KycMemberPanel = lazy(() =>
  import("../features/kyc/components/kyc-member-panel").then((m) => ({ default: m.KycMemberPanel })),
);
const ChatPage = lazy(() => import("../features/chat/components/chat-page").then((m) => ({ default: m.ChatPage })));
const CashierPage = lazy(() =>
  import("../features/cashier/components/cashier-page").then((m) => ({ default: m.CashierPage })),
);
const SitePage = lazy(() => import("../features/system/components/site-page").then((m) => ({ default: m.SitePage })));
const WhitelabelPage = lazy(() =>
  import("../features/system/components/whitelabel-page").then((m) => ({ default: m.WhitelabelPage })),
);
const RegisterRulesPage = lazy(() =>
  import("../features/system/components/register-rules-page").then((m) => ({ default: m.RegisterRulesPage })),
);
const GamesPage = lazy(() => import("../features/games/components/games-page").then((m) => ({ default: m.GamesPage })));
const RoundsPage = lazy(() =>
  import("../features/games/components/rounds-page").then((m) => ({ default: m.RoundsPage })),
);
const LotteryGamesPage = lazy(() =>
  import("../features/lottery/components/games-page").then((m) => ({ default: m.LotteryGamesPage })),
);
const LotteryDrawsPage = lazy(() =>
  import("../features/lottery/components/draws-page").then((m) => ({ default: m.LotteryDrawsPage })),
);
const LotteryOddsPage = lazy(() =>
  import("../features/lottery/components/odds-page").then((m) => ({ default: m.LotteryOddsPage })),
);
const LotteryExposurePage = lazy(() =>
  import("../features/lottery/components/exposure-page").then((m) => ({ default: m.LotteryExposurePage })),
);
const LotteryChainsPage = lazy(() =>
  import("../features/lottery/components/chains-page").then((m) => ({ default: m.LotteryChainsPage })),
);
const PromotionsPage = lazy(() =>
  import("../features/promotions/components/promotions-page").then((m) => ({ default: m.PromotionsPage })),
);
const PromotionApplicationsPage = lazy(() =>
  import("../features/promotions/components/applications-page").then((m) => ({
    default: m.PromotionApplicationsPage,
  })),
);
const BonusGrantsPage = lazy(() =>
  import("../features/promotions/components/grants-page").then((m) => ({ default: m.BonusGrantsPage })),
);
const RebateRunsPage = lazy(() =>
  import("../features/promotions/components/rebate-runs-page").then((m) => ({ default: m.RebateRunsPage })),
);
const NoticesPage = lazy(() =>
  import("../features/notices/components/notices-page").then((m) => ({ default: m.NoticesPage })),
);
const ContentPagesPage = lazy(() =>
  import("../features/content/components/content-pages-page").then((m) => ({ default: m.ContentPagesPage })),
);
const RewardsPage = lazy(() =>
  import("../features/rewards/components/rewards-page").then((m) => ({ default: m.RewardsPage })),
);
const FeedbackQueuePage = lazy(() =>
  import("../features/support/components/feedback-queue-page").then((m) => ({ default: m.FeedbackQueuePage })),
);
const SupportChatsPage = lazy(() =>
  import("../features/support/components/support-chats-page").then((m) => ({ default: m.SupportChatsPage })),
);
const FortuneEnvelopesPage = lazy(() =>
  import("../features/fortune/components/envelopes-page").then((m) => ({ default: m.FortuneEnvelopesPage })),
);
const FortuneWheelsPage = lazy(() =>
  import("../features/fortune/components/wheels-page").then((m) => ({ default: m.FortuneWheelsPage })),
);
const PointsGoodsPage = lazy(() =>
  import("../features/points/components/points-goods-page").then((m) => ({ default: m.PointsGoodsPage })),
);
const PointsExchangesPage = lazy(() =>
  import("../features/points/components/points-exchanges-page").then((m) => ({ default: m.PointsExchangesPage })),
);
const PointsRatesPage = lazy(() =>
  import("../features/points/components/points-rates-page").then((m) => ({ default: m.PointsRatesPage })),
);
const AgentTreePage = lazy(() =>
  import("../features/agents/components/agent-tree-page").then((m) => ({ default: m.AgentTreePage })),
);
const AgentApplicationsPage = lazy(() =>
  import("../features/agents/components/applications-page").then((m) => ({ default: m.ApplicationsPage })),
);
const AgentTransfersPage = lazy(() =>
  import("../features/agents/components/transfers-page").then((m) => ({ default: m.TransfersPage })),
);
const AgentContractsPage = lazy(() =>
  import("../features/agents/components/contracts-page").then((m) => ({ default: m.ContractsPage })),
);
const AgentSettlementPage = lazy(() =>
  import("../features/agents/components/settlement-page").then((m) => ({ default: m.SettlementPage })),
);
const AgentSettingsPage = lazy(() =>
  import("../features/agents/components/settings-page").then((m) => ({ default: m.AgentSettingsPage })),
);
const AuditPage = lazy(() =>
  import("../features/operator/components/audit-page").then((m) => ({ default: m.AuditPage })),
);
const LedgerStatusPage = lazy(() =>
  import("../features/ledger/components/ledger-status-page").then((m) => ({ default: m.LedgerStatusPage })),
);

export function App() {
  useEffect(() => watchSystemTheme(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/console">
        <Root />
      </BrowserRouter>
      <Notifications />
    </QueryClientProvider>
  );
}

function Root() {
  const session = useConsoleSession();
  const token = session?.token ?? null;
  // A new login (or the end of one) starts from an empty cache: no data of another operator.
  useEffect(() => {
    if (token === null) queryClient.clear();
  }, [token]);
  if (!session) return <LoginPage toolbar={<Toolbar />} />;
  return <Console operator={session.operator} />;
}

function Console({ operator: stored }: { operator: Operator }) {
  // The role may have changed since login: /me is the truth (and a 401 here returns to login).
  const me = useQuery({ queryKey: consoleKey("me"), queryFn: ({ signal }) => fetchMe(signal), staleTime: 60_000 });
  useEffect(() => {
    if (me.data) updateOperator(me.data);
  }, [me.data]);
  const operator = me.data ?? stored;
  const role = operator.role;

  const guard = (permission: ConsolePermission, page: ReactNode) => (can(role, permission) ? page : <Forbidden />);

  return (
    <Shell operator={operator}>
      <Suspense fallback={<TableSkeleton />}>
        <Routes>
          <Route index element={<Navigate to={homePathFor(role)} replace />} />
          <Route path="dashboard" element={guard("dashboard", <DashboardPage />)} />
          <Route path="deposits" element={guard("queues", <DepositsPage />)} />
          <Route path="withdrawals" element={guard("queues", <WithdrawalsPage />)} />
          <Route path="members" element={guard("members", <MembersPage />)} />
          <Route
            path="members/:id"
            element={guard(
              "members",
              <MemberDetailPage
                canAdjust={can(role, "adjust")}
                canChangeState={can(role, "memberState")}
                aside={
                  can(role, "kycRead")
                    ? (memberId) => (
                        <Suspense fallback={null}>
                          <KycMemberPanel memberId={memberId} />
                        </Suspense>
                      )
                    : undefined
                }
              />,
            )}
          />
          <Route path="vip" element={guard("vipRead", <VipPage canChange={can(role, "vip")} />)} />
          <Route
            path="protection"
            element={guard("protectionRead", <ProtectionPage canChange={can(role, "protection")} />)}
          />
          <Route path="messages" element={guard("messagesRead", <MessagesPage canSend={can(role, "messages")} />)} />
          <Route
            path="kyc"
            element={guard("kycRead", <KycPage canReview={can(role, "kyc")} canChangeRule={can(role, "settings")} />)}
          />
          <Route path="chat" element={guard("chatRead", <ChatPage canChange={can(role, "chat")} />)} />
          <Route path="agents" element={guard("agents", <AgentTreePage />)} />
          <Route path="agent-applications" element={guard("agents", <AgentApplicationsPage />)} />
          <Route path="agent-transfers" element={guard("agents", <AgentTransfersPage />)} />
          <Route path="agent-contracts" element={guard("agents", <AgentContractsPage />)} />
          <Route path="agent-settlement" element={guard("agents", <AgentSettlementPage />)} />
          <Route path="agent-settings" element={guard("agents", <AgentSettingsPage />)} />
          <Route path="games" element={guard("gamesRead", <GamesPage canChange={can(role, "games")} />)} />
          <Route path="rounds" element={guard("gamesRead", <RoundsPage />)} />
          <Route
            path="lottery-games"
            element={guard("lotteryRead", <LotteryGamesPage canChange={can(role, "lottery")} />)}
          />
          <Route
            path="lottery-draws"
            element={guard("lotteryRead", <LotteryDrawsPage canChange={can(role, "lottery")} />)}
          />
          <Route
            path="lottery-odds"
            element={guard("lotteryRead", <LotteryOddsPage canChange={can(role, "lottery")} />)}
          />
          <Route path="lottery-exposure" element={guard("lotteryRead", <LotteryExposurePage />)} />
          <Route path="lottery-chains" element={guard("lotteryRead", <LotteryChainsPage />)} />
          <Route
            path="promotions"
            element={guard("promotionsRead", <PromotionsPage canChange={can(role, "promotions")} />)}
          />
          <Route
            path="promotion-applications"
            element={guard("promotionsRead", <PromotionApplicationsPage canReview={can(role, "promotions")} />)}
          />
          <Route
            path="bonus-grants"
            element={guard("promotionsRead", <BonusGrantsPage canForfeit={can(role, "promotions")} />)}
          />
          <Route path="rebate-runs" element={guard("promotionsRead", <RebateRunsPage />)} />
          <Route path="rewards" element={guard("rewardsRead", <RewardsPage canChange={can(role, "rewards")} />)} />
          <Route path="notices" element={guard("contentRead", <NoticesPage canChange={can(role, "content")} />)} />
          <Route
            path="content-pages"
            element={guard("contentRead", <ContentPagesPage canChange={can(role, "content")} />)}
          />
          <Route
            path="feedback"
            element={guard(
              "supportRead",
              <FeedbackQueuePage canAnswer={can(role, "support")} canConfigure={can(role, "settings")} />,
            )}
          />
          <Route
            path="support-chats"
            element={guard("supportRead", <SupportChatsPage canReply={can(role, "support")} />)}
          />
          <Route
            path="fortune-envelopes"
            element={guard("fortuneRead", <FortuneEnvelopesPage canChange={can(role, "fortune")} />)}
          />
          <Route
            path="fortune-wheels"
            element={guard("fortuneRead", <FortuneWheelsPage canChange={can(role, "fortune")} />)}
          />
          <Route
            path="points-goods"
            element={guard("pointsRead", <PointsGoodsPage canChange={can(role, "points")} />)}
          />
          <Route
            path="points-exchanges"
            element={guard("pointsRead", <PointsExchangesPage canReview={can(role, "points")} />)}
          />
          <Route
            path="points-rates"
            element={guard("pointsRead", <PointsRatesPage canChange={can(role, "points")} />)}
          />
          <Route path="cashier" element={guard("settings", <CashierPage />)} />
          <Route path="site" element={guard("settings", <SitePage />)} />
          <Route path="whitelabel" element={guard("settings", <WhitelabelPage />)} />
          <Route path="registration" element={guard("settings", <RegisterRulesPage />)} />
          <Route path="operators" element={guard("operators", <OperatorsPage />)} />
          <Route path="audit" element={guard("audit", <AuditPage />)} />
          <Route path="ledger" element={guard("audit", <LedgerStatusPage />)} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </Shell>
  );
}

function Forbidden() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("shell.forbiddenTitle")} />
      <EmptyState title={t("shell.forbidden")} />
    </>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("shell.notFoundTitle")} />
      <EmptyState title={t("shell.notFound")} />
    </>
  );
}
