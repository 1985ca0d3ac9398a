import {
  AGENT_REPORT_MAX_DAYS,
  WEAK_DEFAULT_PASSWORD,
  matchesFieldRule,
  type AgentCentreValue,
  type TeamBetsValue,
  type TeamMemberDetailValue,
  type TeamMemberRow,
  type TeamMembersValue,
  type TeamOverviewValue,
  type TeamProfitLossValue,
  type TeamRegisterValue,
  type TeamTransactionsValue,
  type TransactionType,
  TRANSACTION_TYPES,
} from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { checkNewPassword, findTaken, hashPassword, insertMember, ruleMap } from "../account/index.ts";
import { mainWalletStatement } from "../ledger/index.ts";
import { getRegisterRules } from "../system/index.ts";
import { assertInTeam } from "./access.ts";
import * as repo from "./agents.repository.ts";

/*
 * The agent centre's team calls (issue 13): centre flags, overview, register a downline, members,
 * member details, team betting, profit and loss, downline transactions. Every member id a caller
 * names is checked against its team first (access.ts); every list reads only the caller's subtree.
 */

const DAY_MS = 86_400_000;

/** from ≤ to (the schema checks it) and at most AGENT_REPORT_MAX_DAYS days. */
function assertRange(range: { from: string; to: string }): void {
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
  if (!Number.isFinite(days) || days < 1) throw new AppError("invalid_field", { field: "from" });
  if (days > AGENT_REPORT_MAX_DAYS) throw new AppError("invalid_field", { field: "to" });
}

const paging = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

export async function centre(
  db: Db,
  agent: { id: bigint; account: string; isAgent: number },
): Promise<AgentCentreValue> {
  const [settings, kinds] = await Promise.all([repo.agentSettings(db), repo.contractKindsInTeam(db, agent.id)]);
  return {
    isAgent: agent.isAgent,
    account: agent.account,
    flags: {
      enableCt: kinds.has("dividend"),
      salary: kinds.has("daily_salary"),
      hourSalary: kinds.has("hourly_salary"),
      realtimeSalary: kinds.has("realtime_salary"),
    },
    announcement: settings.announcement,
  };
}

export async function overview(
  db: Db,
  agentId: bigint,
  range: { from: string; to: string },
): Promise<TeamOverviewValue> {
  assertRange(range);
  const { activeMemberMinBet } = await repo.agentSettings(db);
  const input = { agentId, ...range, activeMin: activeMemberMinBet };
  const [days, totals] = await Promise.all([repo.overviewDays(db, input), repo.overviewTotals(db, input)]);
  let newMembers = 0;
  let deposits = 0n;
  let validBet = 0n;
  let profitLoss = 0n;
  for (const day of days) {
    newMembers += day.new_members;
    deposits += BigInt(day.deposits);
    validBet += BigInt(day.valid_bet);
    profitLoss += BigInt(day.profit_loss);
  }
  return {
    totals: {
      teamSize: totals.team_size,
      newMembers,
      activeMembers: totals.active_members,
      deposits: deposits.toString(),
      validBet: validBet.toString(),
      profitLoss: profitLoss.toString(),
    },
    series: days.map((day) => ({
      date: day.day,
      newMembers: day.new_members,
      activeMembers: day.active_members,
      deposits: day.deposits.toString(),
      validBet: day.valid_bet.toString(),
      profitLoss: day.profit_loss.toString(),
    })),
  };
}

/**
 * A direct downline created by the agent: a member (0) or a sub-agent (2; 42 under an affiliate
 * partner). Without a password it gets the weak default and must change it at first login. The
 * requestId makes a retry answer the first result: the account created by this request (same
 * upline, marked with the request) is returned instead of username_taken.
 */
export async function registerDownline(
  db: Db,
  agent: { id: bigint; account: string; isAgent: number },
  input: { account: string; password?: string; isAgent: 0 | 2; nickname?: string; requestId: string },
): Promise<TeamRegisterValue> {
  const account = input.account.trim().toLowerCase();
  const marker = `agent-centre:${input.requestId}`;
  const rules = ruleMap(await getRegisterRules(db));
  const usernameRule = rules.get("username");
  if (usernameRule?.enabled && !matchesFieldRule(usernameRule, account)) throw new AppError("invalid_username");
  if (account.length === 0 || account.length > 64) throw new AppError("invalid_username");
  if (input.password !== undefined) checkNewPassword(input.password, rules);
  const type = input.isAgent === 2 ? (agent.isAgent === 41 || agent.isAgent === 42 ? 42 : 2) : 0;
  const mustChange = input.password === undefined;

  const earlier = await repo.findAgentCreated(db, { agentId: agent.id, account });
  if (earlier && earlier.register_url === marker) {
    return {
      id: earlier.id.toString(),
      account,
      isAgent: earlier.is_agent,
      mustChangePassword: earlier.must_change_password,
    };
  }
  const taken = await findTaken(db, { account });
  if (taken) throw new AppError("username_taken");
  const inserted = await insertMember(db, {
    account,
    passwordHash: await hashPassword(input.password ?? WEAK_DEFAULT_PASSWORD),
    nickname: input.nickname?.trim() ?? "",
    payeeName: "",
    email: null,
    mobile: null,
    birthday: null,
    uplineId: agent.id,
    affiliateCode: null,
    referralCode: null,
    paymentPasswordHash: null,
    registerIp: "",
    registerUrl: marker,
    domain: "",
    registerMethod: "AGENT",
    profile: { createdBy: agent.account },
    isAgent: type,
    mustChangePassword: mustChange,
  });
  if (inserted.taken) throw new AppError("username_taken");
  return { id: inserted.id.toString(), account, isAgent: type, mustChangePassword: mustChange };
}

function memberRow(row: repo.TeamMemberDbRow, contracts: repo.ContractSummaryRow[]): TeamMemberRow {
  return {
    id: row.id.toString(),
    account: row.account,
    nickname: row.nickname,
    level: row.level,
    isAgent: row.is_agent,
    balance: row.balance.toString(),
    status: row.status,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    teamSize: row.team_size,
    contracts: contracts
      .filter((c) => c.downline_id === row.id)
      .map((c) => ({
        kind: c.kind as TeamMemberRow["contracts"][number]["kind"],
        ratioPpm: c.ratio_ppm,
        status: c.status,
      })),
  };
}

export async function members(
  db: Db,
  agentId: bigint,
  query: {
    search?: string;
    level?: number;
    status?: string;
    parentId?: string;
    page: number;
    pageSize: number;
  },
): Promise<TeamMembersValue> {
  const parentId = query.parentId === undefined ? null : BigInt(query.parentId);
  if (parentId !== null && parentId !== agentId) await assertInTeam(db, agentId, parentId);
  const search = query.search?.trim() ? query.search.trim() : null;
  const rows = await repo.teamMembers(db, {
    agentId,
    search,
    level: query.level ?? null,
    status: query.status ?? null,
    parentId,
    ...paging(query.page, query.pageSize),
  });
  const contracts = await repo.contractsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    list: rows.map((row) => memberRow(row, contracts)),
  };
}

export async function memberDetail(db: Db, agentId: bigint, memberId: bigint): Promise<TeamMemberDetailValue> {
  await assertInTeam(db, agentId, memberId);
  const row = repo.assertFound(await repo.teamMember(db, agentId, memberId));
  const [contracts, chain, direct] = await Promise.all([
    repo.contractsOf(db, [memberId]),
    repo.uplineChain(db, agentId, memberId),
    repo.directCount(db, memberId),
  ]);
  return {
    ...memberRow(row, contracts),
    uplineChain: chain.map((c) => ({ id: c.id.toString(), account: c.account, isAgent: c.is_agent })),
    directCount: direct,
  };
}

type ReportQuery = { from: string; to: string; memberId?: string; page: number; pageSize: number };

/** A report's range checked and its optional member checked against the caller's team. */
async function reportInput(db: Db, agentId: bigint, query: ReportQuery) {
  assertRange(query);
  const memberId = query.memberId === undefined ? null : BigInt(query.memberId);
  if (memberId !== null) await assertInTeam(db, agentId, memberId);
  return { agentId, from: query.from, to: query.to, memberId, ...paging(query.page, query.pageSize) };
}

export async function bets(db: Db, agentId: bigint, query: ReportQuery): Promise<TeamBetsValue> {
  const rows = await repo.teamBets(db, await reportInput(db, agentId, query));
  return {
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    totalValidBet: (rows[0]?.total_valid_bet ?? 0n).toString(),
    totalPayout: (rows[0]?.total_payout ?? 0n).toString(),
    list: rows.map((row) => ({
      memberId: row.member_id.toString(),
      account: row.account,
      date: row.day,
      rounds: row.rounds,
      validBet: row.valid_bet.toString(),
      payout: row.payout.toString(),
    })),
  };
}

export async function profitLoss(db: Db, agentId: bigint, query: ReportQuery): Promise<TeamProfitLossValue> {
  const rows = await repo.teamProfitLoss(db, await reportInput(db, agentId, query));
  return {
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    list: rows.map((row) => ({
      memberId: row.member_id.toString(),
      account: row.account,
      validBet: row.valid_bet.toString(),
      payout: row.payout.toString(),
      profitLoss: (BigInt(row.payout) - BigInt(row.valid_bet)).toString(),
      deposits: row.deposits.toString(),
      withdrawals: row.withdrawals.toString(),
    })),
  };
}

/** The start of local day `date` (Asia/Ho_Chi_Minh, UTC+7 all year). */
const localDayStart = (date: string) => new Date(`${date}T00:00:00+07:00`);

/** A downline's main-wallet lines, read through the ledger's statement (never its tables). */
export async function transactions(
  db: Db,
  agentId: bigint,
  query: { from: string; to: string; type?: string; memberId: string; page: number; pageSize: number },
): Promise<TeamTransactionsValue> {
  assertRange(query);
  const memberId = BigInt(query.memberId);
  await assertInTeam(db, agentId, memberId);
  const types = query.type?.trim()
    ? query.type.split(",").map((type) => {
        const known = TRANSACTION_TYPES.find((t) => t === type.trim());
        if (!known) throw new AppError("invalid_field", { field: "type" });
        return known as TransactionType;
      })
    : null;
  const until = new Date(localDayStart(query.to).getTime() + DAY_MS);
  const [member, page] = await Promise.all([
    repo.teamMember(db, agentId, memberId),
    mainWalletStatement(db, {
      memberId,
      from: localDayStart(query.from),
      until,
      types,
      ...paging(query.page, query.pageSize),
    }),
  ]);
  const account = repo.assertFound(member).account;
  return {
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    list: page.rows.map((row) => ({
      id: row.id.toString(),
      memberId: memberId.toString(),
      account,
      at: row.at.toISOString(),
      type: row.type,
      amount: (row.incoming ? row.amount : -row.amount).toString(),
      balanceAfter: row.balanceAfter.toString(),
    })),
  };
}
