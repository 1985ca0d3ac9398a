import type { MemberCentrePage } from "@lotus/contracts/web";

/** The member centre dialog (spec §2) with its menu; securityCenter is the first page. */
export default function MemberCentre({ page }: { page: MemberCentrePage }) {
  void page;
  return null;
}
