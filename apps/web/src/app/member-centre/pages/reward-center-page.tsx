import { FortuneSummary } from "../../../features/fortune/components/fortune-summary";
import RewardCenterPage from "../../../features/rewards/components/reward-center-page";
import { closeMemberCentre } from "../../../lib/account-dialogs";

/**
 * Member centre "rewardCenter": the rewards feature's list of claimable rewards, with the fortune
 * feature's wheel tickets and open red envelopes beside it (following one of its links closes the
 * member centre).
 */
export default function RewardCenterCentrePage() {
  return <RewardCenterPage fortune={<FortuneSummary onNavigate={closeMemberCentre} />} />;
}
