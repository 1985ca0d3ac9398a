/**
 * The rewards module's public surface (issue 15): rewards offered by other modules (missions, races,
 * rebates, VIP bonuses, envelopes…) and claimed by the member in the reward centre. The interface is
 * notes/rewards-interface.md: offerReward / offerRewards never move money; claimReward gives the bonus
 * grant through promotions once. Missions and races pay through the same rewards.
 */
export type { RewardSource } from "@lotus/contracts";
export { claimReward, lapseDueRewards, offerReward, offerRewards, type OfferRewardInput } from "./rewards.service.ts";
export { claimMission, claimableMissions, listMissions } from "./missions.service.ts";
export { listRaces, payDueRaces, payRace } from "./races.service.ts";
export { rewardsRoutes } from "./rewards.routes.ts";
export { rewardsConsoleRoutes } from "./rewards.console.routes.ts";
export { rewardsJobs, REWARDS_JOB } from "./rewards.jobs.ts";
