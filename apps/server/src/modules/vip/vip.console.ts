import type pg from "pg";
import {
  localized,
  type ConsoleMemberVip,
  type ConsoleMemberVipRequest,
  type ConsoleVipLevel,
  type ConsoleVipLevelRequest,
  type VipEvaluation,
  type VipSettings,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { findMemberIdByAccount, memberDisplayNames } from "../account/index.ts";
import { appendAudit, type Actor, type AuditDetail } from "../operator/index.ts";
import { sendMessageSafely, signalNewMessages } from "../messages/index.ts";
import * as repo from "./vip.repository.ts";
import { memberVipState, runEvaluation, toChange, type OfferVipRewards } from "./vip.service.ts";

/*
 * The operator's side of VIP (console): the ladder's figures and rates per category, the brand's
 * upgrade condition and downgrade rule, a member's level (read, set by hand with a reason) and an
 * evaluation run on demand. Each change and its audit row are one transaction.
 */

const audit = (tx: pg.PoolClient | Db, actor: Actor, action: string, target: string, detail: AuditDetail) =>
  appendAudit(tx, { operator: actor.session.username, action, target, ip: actor.ip, detail });

function toConsoleLevel(row: repo.LevelRow): ConsoleVipLevel {
  return {
    level: row.level,
    name: localized(row.name, "vi"),
    depositRequirement: row.deposit_requirement.toString(),
    betRequirement: row.bet_requirement.toString(),
    keepBet: row.keep_bet.toString(),
    upgradeBonus: row.upgrade_bonus.toString(),
    monthlyBonus: row.monthly_bonus.toString(),
    dailyWithdrawals: row.daily_withdrawals,
    rebates: row.rebates,
    members: row.members,
  };
}

export async function listConsoleLevels(db: DbClient): Promise<ConsoleVipLevel[]> {
  return (await repo.listLevels(db)).map(toConsoleLevel);
}

/**
 * Changes one level's figures and rates. The ladder must climb: each requirement (deposits, valid
 * bet, keep amount) lies between the level below's and the level above's (vip_requirements_order).
 */
export async function updateConsoleLevel(
  db: Db,
  level: number,
  input: ConsoleVipLevelRequest,
  actor: Actor,
): Promise<ConsoleVipLevel> {
  return inTransaction(db, async (tx) => {
    const levels = await repo.lockLevels(tx);
    const before = levels.find((row) => row.level === level);
    if (!before) throw new AppError("vip_level_not_found");
    const below = levels.find((row) => row.level === level - 1);
    const above = levels.find((row) => row.level === level + 1);
    const figures = [
      [input.depositRequirement, (row: repo.LevelRow) => row.deposit_requirement],
      [input.betRequirement, (row: repo.LevelRow) => row.bet_requirement],
      [input.keepBet, (row: repo.LevelRow) => row.keep_bet],
    ] as const;
    for (const [value, of] of figures) {
      if ((below && value < of(below)) || (above && value > of(above))) {
        throw new AppError("vip_requirements_order", { level });
      }
    }
    await repo.updateLevel(tx, { level, ...input });
    const after = (await repo.listLevels(tx)).find((row) => row.level === level)!;
    await audit(tx, actor, "vip.level.update", `vip_level:${level}`, {
      from: { ...toConsoleLevel(before), rebates: JSON.stringify(before.rebates), members: 0 },
      to: { ...toConsoleLevel(after), rebates: JSON.stringify(after.rebates), members: 0 },
    });
    return toConsoleLevel(after);
  });
}

const toSettings = (row: repo.SettingsRow): VipSettings => ({
  upgradeCondition: row.upgrade_condition,
  downgradeRule: row.downgrade_rule,
  keepWindowDays: row.keep_window_days,
  upgradeBonusWagering: row.upgrade_bonus_wagering,
  monthlyBonusWagering: row.monthly_bonus_wagering,
});

export async function readConsoleSettings(db: DbClient): Promise<VipSettings> {
  return toSettings(await repo.readSettings(db));
}

export async function updateConsoleSettings(db: Db, input: VipSettings, actor: Actor): Promise<VipSettings> {
  return inTransaction(db, async (tx) => {
    const before = toSettings(await repo.readSettings(tx, true));
    await repo.writeSettings(tx, {
      upgrade_condition: input.upgradeCondition,
      downgrade_rule: input.downgradeRule,
      keep_window_days: input.keepWindowDays,
      upgrade_bonus_wagering: input.upgradeBonusWagering,
      monthly_bonus_wagering: input.monthlyBonusWagering,
    });
    await audit(tx, actor, "vip.settings.update", "vip_setting", { from: { ...before }, to: { ...input } });
    return input;
  });
}

async function consoleMemberVip(db: DbClient, memberId: bigint, account: string): Promise<ConsoleMemberVip> {
  const state = await memberVipState(db, memberId, "vi");
  const history = await repo.listChanges(db, memberId, 50);
  return {
    memberId: memberId.toString(),
    account,
    state,
    history: history.map((row) => ({ ...toChange(row), operator: row.operator, reason: row.reason })),
  };
}

/** A member's level, progress and full history, found by account name (not_found for none). */
export async function findConsoleMemberVip(db: DbClient, account: string): Promise<ConsoleMemberVip> {
  const member = await findMemberIdByAccount(db, account);
  if (!member) throw new AppError("not_found");
  return consoleMemberVip(db, member.id, member.account);
}

/** Sets a member's level by hand (no bonus is offered for it), with the reason in the history and the audit. */
export async function setConsoleMemberLevel(
  db: Db,
  memberId: bigint,
  input: ConsoleMemberVipRequest,
  actor: Actor,
): Promise<ConsoleMemberVip> {
  const account = await accountOf(db, memberId);
  await inTransaction(db, async (tx) => {
    await repo.lockLevelChanges(tx);
    const levels = await repo.listLevels(tx);
    if (!levels.some((row) => row.level === input.level)) throw new AppError("vip_level_not_found");
    const current = await repo.lockMemberLevel(tx, memberId);
    await repo.setMemberLevel(tx, {
      memberId,
      from: current.level,
      to: input.level,
      operator: actor.session.username,
      reason: input.reason,
    });
    await audit(tx, actor, "vip.member.set_level", `member:${memberId}`, {
      from: current.level,
      to: input.level,
      reason: input.reason,
    });
    if (current.level !== input.level) {
      // The member's inbox (issue 16), with the change: it stands or falls with it.
      await sendMessageSafely(tx, {
        memberId,
        template: "vip_level_changed",
        params: { from: `VIP ${current.level}`, to: `VIP ${input.level}` },
        category: "personal",
      });
    }
  });
  await signalNewMessages(db, [memberId]);
  return consoleMemberVip(db, memberId, account);
}

/** Runs the evaluation of today now (one member or everyone), audited with its counts. */
export async function runConsoleEvaluation(
  db: Db,
  offerRewards: OfferVipRewards,
  memberId: bigint | null,
  actor: Actor,
): Promise<VipEvaluation> {
  if (memberId !== null) await accountOf(db, memberId);
  const result = await runEvaluation(db, offerRewards, { memberId });
  await audit(db, actor, "vip.evaluate", memberId === null ? "vip" : `member:${memberId}`, { ...result });
  return result;
}

/** The member's account name; not_found when there is no such member. */
async function accountOf(db: DbClient, memberId: bigint): Promise<string> {
  const account = (await memberDisplayNames(db, [memberId])).get(memberId.toString());
  if (account === undefined) throw new AppError("not_found");
  return account;
}
