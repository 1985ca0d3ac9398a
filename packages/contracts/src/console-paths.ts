/** The operator console's paths, roles and permissions (zod-free, for apps/console); its schemas live in the domain files (operator.ts, account.ts, cashier.ts, …). */
export const OPERATOR_ROLES = ["admin", "cashier"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OPERATOR_USERNAME_PATTERN = /^[a-z0-9_.-]{3,64}$/;
export const OPERATOR_PASSWORD_MIN_LENGTH = 10;
/**
 * A member's account state: frozen = may log in and look, no money moves; disabled = locked (no
 * login, sessions ended; also the CLI's `member disable`); closed = final.
 */
export const MEMBER_STATUSES = ["active", "frozen", "disabled", "closed"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
/** What an operator can do to a member's state (a reason is always required). */
export const MEMBER_STATE_ACTIONS = ["freeze", "unfreeze", "lock", "unlock", "close"] as const;
export type MemberStateAction = (typeof MEMBER_STATE_ACTIONS)[number];
/** The states each action applies to, and the state it leads to (anything else: member_state_invalid). */
export const MEMBER_STATE_TRANSITIONS: Record<MemberStateAction, { from: readonly MemberStatus[]; to: MemberStatus }> =
  {
    freeze: { from: ["active"], to: "frozen" },
    unfreeze: { from: ["frozen"], to: "active" },
    lock: { from: ["active", "frozen"], to: "disabled" },
    unlock: { from: ["disabled"], to: "active" },
    close: { from: ["active", "frozen", "disabled"], to: "closed" },
  };
/** The actions open to a member in `status`. */
export const memberStateActions = (status: MemberStatus): MemberStateAction[] =>
  MEMBER_STATE_ACTIONS.filter((action) => MEMBER_STATE_TRANSITIONS[action].from.includes(status));

export const CONSOLE_PATHS = {
  login: "/console/api/session",
  logout: "/console/api/session",
  me: "/console/api/me",
  dashboard: "/console/api/dashboard",
  operators: "/console/api/operators",
  operator: "/console/api/operators/:username",
  operatorReset: "/console/api/operators/:username/reset",
  deposits: "/console/api/deposits",
  depositConfirm: "/console/api/deposits/:orderNo/confirm",
  depositReject: "/console/api/deposits/:orderNo/reject",
  withdrawals: "/console/api/withdrawals",
  withdrawalApprove: "/console/api/withdrawals/:orderNo/approve",
  withdrawalPay: "/console/api/withdrawals/:orderNo/pay",
  withdrawalReject: "/console/api/withdrawals/:orderNo/reject",
  withdrawalResolve: "/console/api/withdrawals/:orderNo/resolve",
  withdrawalProof: "/console/api/withdrawals/:orderNo/proofs/:proofId",
  members: "/console/api/members",
  member: "/console/api/members/:id",
  memberLedger: "/console/api/members/:id/ledger",
  memberAdjust: "/console/api/members/:id/adjustments",
  memberState: "/console/api/members/:id/state",
  receivingAccounts: "/console/api/receiving-accounts",
  receivingAccount: "/console/api/receiving-accounts/:id",
  cashierSettings: "/console/api/cashier-settings",
  system: "/console/api/system",
  whitelabel: "/console/api/whitelabel",
  registerRules: "/console/api/register-rules",
  audit: "/console/api/audit",
  ledgerStatus: "/console/api/ledger/status",
  gameVendors: "/console/api/game-vendors",
  gameVendor: "/console/api/game-vendors/:code",
  games: "/console/api/games",
  gameFlags: "/console/api/games/flags",
  gameRounds: "/console/api/game-rounds",
  vendorTransaction: "/console/api/vendor-transaction",
  agentTree: "/console/api/agents/tree",
  agentNode: "/console/api/agents/tree/:id",
  agentDownlines: "/console/api/agents/tree/:id/downlines",
  agentPromote: "/console/api/agents/tree/:id/promote",
  agentApplications: "/console/api/agents/applications",
  agentApplicationApprove: "/console/api/agents/applications/:id/approve",
  agentApplicationReject: "/console/api/agents/applications/:id/reject",
  agentTransfers: "/console/api/agents/transfers",
  agentSettings: "/console/api/agents/settings",
  agentTemplates: "/console/api/agents/templates",
  agentHouseContracts: "/console/api/agents/tree/:id/contracts",
  agentCaps: "/console/api/agents/tree/:id/caps",
  agentRuns: "/console/api/agents/runs",
  agentRun: "/console/api/agents/runs/:id",
  agentRunPay: "/console/api/agents/runs/:id/pay",
  agentStatementHold: "/console/api/agents/statements/:id/hold",
  agentStatementRelease: "/console/api/agents/statements/:id/release",
  /* Lottery (issue 14) */
  lotteryGames: "/console/api/lottery/games",
  lotteryGame: "/console/api/lottery/games/:code",
  lotteryDraws: "/console/api/lottery/draws",
  lotteryDrawCancel: "/console/api/lottery/draws/:id/cancel",
  lotteryDrawOfficial: "/console/api/lottery/draws/:id/official",
  lotteryDrawOfficialApprove: "/console/api/lottery/draws/:id/official/approve",
  lotteryOdds: "/console/api/lottery/odds",
  lotteryExposure: "/console/api/lottery/exposure",
  lotteryChains: "/console/api/lottery/chains",
  /* Promotions (issue 15) */
  promotions: "/console/api/promotions",
  promotion: "/console/api/promotions/:id",
  promotionApplications: "/console/api/promotions/applications",
  promotionApplicationApprove: "/console/api/promotions/applications/:id/approve",
  promotionApplicationReject: "/console/api/promotions/applications/:id/reject",
  promotionApplicationImage: "/console/api/promotions/applications/:id/images/:imageId",
  bonusGrants: "/console/api/bonuses",
  bonusGrantForfeit: "/console/api/bonuses/:id/forfeit",
  rebateRuns: "/console/api/rebates/runs",
  /* VIP (issue 15) */
  vipLevels: "/console/api/vip/levels",
  vipLevel: "/console/api/vip/levels/:level",
  vipSettings: "/console/api/vip/settings",
  vipMember: "/console/api/vip/members",
  vipMemberLevel: "/console/api/vip/members/:id/level",
  vipEvaluations: "/console/api/vip/evaluations",
  /* Rewards (issue 15): missions, races and their standings, a member's rewards */
  rewardMissions: "/console/api/rewards/missions",
  rewardMission: "/console/api/rewards/missions/:id",
  rewardRaces: "/console/api/rewards/races",
  rewardRace: "/console/api/rewards/races/:id",
  rewardRacePayout: "/console/api/rewards/races/:id/payout",
  rewardMemberRewards: "/console/api/rewards/member",
  /* Know your customer (issue 16): the review queue, document images, a member's state, the withdrawal rule */
  kycQueue: "/console/api/kyc/submissions",
  kycReview: "/console/api/kyc/submissions/:id/review",
  kycDocument: "/console/api/kyc/documents/:id",
  kycMember: "/console/api/kyc/members/:id",
  kycSettings: "/console/api/kyc/settings",
  /* Points (issue 15): goods, exchanges review, rates */
  pointsGoods: "/console/api/points/goods",
  pointsGoodsOne: "/console/api/points/goods/:id",
  pointsExchanges: "/console/api/points/exchanges",
  pointsExchangeReview: "/console/api/points/exchanges/:id/review",
  pointsRates: "/console/api/points/rates",
  /* Messages (issue 16): operator sends to a member, a VIP level, an agent's team or everyone */
  messageBroadcasts: "/console/api/messages/broadcasts",
  /* Support (issue 16): the feedback queue, the customer-service chat queue, their settings */
  supportFeedback: "/console/api/support/feedback",
  supportFeedbackOne: "/console/api/support/feedback/:id",
  supportFeedbackAnswer: "/console/api/support/feedback/:id/answer",
  supportFeedbackClose: "/console/api/support/feedback/:id/close",
  supportFeedbackImage: "/console/api/support/feedback/images/:id",
  supportConversations: "/console/api/support/conversations",
  supportConversation: "/console/api/support/conversations/:id",
  supportConversationTake: "/console/api/support/conversations/:id/take",
  supportConversationMessages: "/console/api/support/conversations/:id/messages",
  supportConversationClose: "/console/api/support/conversations/:id/close",
  supportSettings: "/console/api/support/settings",
  /* Content pages (issue 16): list, one page with its history, save a language, publish a version */
  contentPages: "/console/api/content/pages",
  contentPage: "/console/api/content/pages/:slug",
  contentPageLanguage: "/console/api/content/pages/:slug/:language",
  contentPagePublish: "/console/api/content/pages/:slug/:language/publish",
  /* Announcements (issue 16): notices B, PL, PU, PR, H with schedule, targeting and images */
  notices: "/console/api/notices",
  notice: "/console/api/notices/:id",
  noticeEnabled: "/console/api/notices/:id/enabled",
  noticeImages: "/console/api/notices/images",
} as const;

/** Which roles may call what: admin everything; cashier the queues and read-only member views. */
export const CONSOLE_PERMISSIONS = {
  queues: ["admin", "cashier"],
  members: ["admin", "cashier"],
  adjust: ["admin"],
  /** The day's and the last 30 days' figures (the console's landing page). */
  dashboard: ["admin", "cashier"],
  /** Operator accounts: create, role, disable / enable, password and authenticator reset. */
  operators: ["admin"],
  /** Freezing, locking and closing members. */
  memberState: ["admin"],
  settings: ["admin"],
  audit: ["admin"],
  /** Reading the game catalogue, vendors, rounds and vendor transactions. */
  gamesRead: ["admin", "cashier"],
  /** Changing games and vendors (enable, maintenance, hot). */
  games: ["admin"],
  /** Agents: the tree, promotion, contract templates and caps, settlement runs, affiliate applications, transfers. */
  agents: ["admin"],
  /** Lottery: reading games, draws, odds, exposure and chains. */
  lotteryRead: ["admin", "cashier"],
  /** Lottery: games, odds and caps, cancelling draws, entering and approving official results. */
  lottery: ["admin"],
  /** Points (issue 15): reading goods, exchanges and rates. */
  pointsRead: ["admin", "cashier"],
  /** Points: goods and stock, reviewing exchanges, rates. */
  points: ["admin"],
  /** Fortune (issue 15): reading red envelope and wheel campaigns. */
  fortuneRead: ["admin", "cashier"],
  /** Fortune: creating and ending envelopes, wheel prize tables, granting tickets. */
  fortune: ["admin"],
  /** Promotions: reading promotions, applications, bonus grants and rebate runs. */
  promotionsRead: ["admin", "cashier"],
  /** Promotions: templates, reviewing applications, forfeiting grants. */
  promotions: ["admin"],
  /** VIP (issue 15): reading the ladder and a member's level. */
  vipRead: ["admin", "cashier"],
  /** VIP: levels and perks, the downgrade rule, setting a member's level, running the evaluation. */
  vip: ["admin"],
  /** Know your customer (issue 16): reading the review queue, document images and members' tiers. */
  kycRead: ["admin", "cashier"],
  /** Know your customer: approving and rejecting submissions (the withdrawal rule is a `settings` change). */
  kyc: ["admin", "cashier"],
  /** Rewards (issue 15): reading missions, races, standings and members' rewards. */
  rewardsRead: ["admin", "cashier"],
  /** Rewards: creating missions and races, enabling and disabling missions, paying a finished race. */
  rewards: ["admin"],
  /** Chat room (issue 16): reading rooms, messages, mutes, the gating rule and the banned words. */
  chatRead: ["admin", "cashier"],
  /** Chat moderation: deleting messages, muting members and rooms, the gating rule, the banned words. */
  chat: ["admin"],
  /** Messages (issue 16): reading the operator sends. */
  messagesRead: ["admin", "cashier"],
  /** Messages: sending to a member, a VIP level, an agent's team or everyone. */
  messages: ["admin"],
  /** Support (issue 16): reading the feedback and chat queues. */
  supportRead: ["admin", "cashier"],
  /** Support: answering and closing feedback, taking, answering and closing chats (the service desk). */
  support: ["admin", "cashier"],
  /** Content pages and announcements (issue 16): reading them and their history. */
  contentRead: ["admin", "cashier"],
  /** Content pages and announcements: editing, publishing, scheduling, targeting, images. */
  content: ["admin"],
  /** Responsible gaming (issue 16): members' limits and exclusions, the exclusions export, deposit findings. */
  protectionRead: ["admin", "cashier"],
  /** Responsible gaming: operator-imposed limits (they only reduce). */
  protection: ["admin"],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type ConsolePermission = keyof typeof CONSOLE_PERMISSIONS;
