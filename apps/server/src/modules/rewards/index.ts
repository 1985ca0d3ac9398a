/**
 * The rewards module's public surface (issue 15): rewards offered by other modules (missions, races,
 * rebates, VIP bonuses, envelopes…) and claimed by the member in the reward centre. The interface is
 * notes/rewards-interface.md: offerReward / offerRewards never move money; claimReward gives the bonus
 * grant through promotions once.
 */
export type { RewardSource } from "@lotus/contracts";
export { claimReward, lapseDueRewards, offerReward, offerRewards, type OfferRewardInput } from "./rewards.service.ts";
