import {
  localized,
  type Language,
  type MissionsValue,
  type MissionWire,
  type RewardClaimValue,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import * as repo from "./missions.repository.ts";
import { claimAnswer, offerReward } from "./rewards.service.ts";

/*
 * Missions (issue 15): daily and weekly targets as data. Progress is read from the period's data on
 * every call (missions.repository.ts); a mission met in its period is claimed once: offered as the
 * reward '<mission>:<member>:<period>' and claimed at once, so a repeat (or a second tab) answers the
 * first claim and pays nothing more.
 */

const DAY_MS = 86_400_000;
/** A mission reward offered but not claimed (a claim that failed half-way) stays claimable this long after its period. */
const MISSION_CLAIM_GRACE_MS = DAY_MS;

function missionState(row: repo.MemberMissionRow): MissionWire["state"] {
  if (row.reward_status === "claimed") return "claimed";
  return row.progress >= row.target ? "claimable" : "in_progress";
}

function missionWire(row: repo.MemberMissionRow, language: Language): MissionWire {
  return {
    id: row.id.toString(),
    title: localized(row.title, language),
    period: row.period,
    trigger: row.trigger,
    category: row.category,
    target: row.target.toString(),
    // Progress never reads above the target (a bar at 100 %).
    progress: (row.progress > row.target ? row.target : row.progress).toString(),
    rewardAmount: row.reward_amount.toString(),
    wagering: row.wagering,
    periodEndsAt: row.period_ends.toISOString(),
    state: missionState(row),
  };
}

/** The member's missions of the current periods, with the badge count (met and not yet claimed). */
export async function listMissions(
  db: DbClient,
  memberId: bigint,
  language: Language,
  at = new Date(),
): Promise<MissionsValue> {
  const rows = await repo.memberMissions(db, memberId, at);
  const list = rows.map((row) => missionWire(row, language));
  return {
    serverTime: at.toISOString(),
    claimable: list.filter((m) => m.state === "claimable").length,
    list,
  };
}

/** How many missions the member can claim now (the member-centre badge). */
export async function claimableMissions(db: DbClient, memberId: bigint, at = new Date()): Promise<number> {
  const rows = await repo.memberMissions(db, memberId, at);
  return rows.filter((row) => missionState(row) === "claimable").length;
}

/** Claims a met mission of the current period: its reward is offered once and claimed (money moves once). */
export async function claimMission(
  db: Db,
  memberId: bigint,
  missionId: bigint,
  at = new Date(),
): Promise<RewardClaimValue> {
  const [row] = await repo.memberMissions(db, memberId, at, missionId);
  if (!row) throw new AppError("mission_not_found");
  if (row.reward_id === null && row.progress < row.target) throw new AppError("mission_not_met");
  // Offered and claimed in one transaction: a refused claim (a frozen member) leaves no offer behind.
  return inTransaction(db, async (tx) => {
    const { rewardId } = await offerReward(tx, {
      memberId,
      source: "mission",
      ref: `${row.id}:${memberId}:${row.period_key}`,
      amount: row.reward_amount,
      wagering: row.wagering,
      expiresAt: new Date(row.period_ends.getTime() + MISSION_CLAIM_GRACE_MS),
      title: { vi: row.title.vi, en: row.title.en, zh: row.title.zh, ja: row.title.ja, th: row.title.th },
    });
    return claimAnswer(tx, memberId, rewardId);
  });
}
