import RewardCenterPage from "../../../features/rewards/components/reward-center-page";

/**
 * Member centre "rewardCenter": the rewards feature's list of claimable rewards (the fortune
 * feature's wheel tickets and open red envelopes join it once that feature's summary is in).
 */
export default function RewardCenterCentrePage() {
  return <RewardCenterPage />;
}
