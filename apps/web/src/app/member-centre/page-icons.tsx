import type { ReactNode } from "react";
import type { MemberCentrePage } from "@lotus/contracts/web";
import { DocumentIcon, Icon, MailIcon, type IconProps } from "../../components/ui/icons";

const pageIcons: Record<MemberCentrePage, (props: IconProps) => ReactNode> = {
  securityCenter: (p) => (
    <Icon {...p}>
      <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </Icon>
  ),
  transferFund: (p) => (
    <Icon {...p}>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M16 12.5h2M3 10h13" />
    </Icon>
  ),
  depositv2: (p) => (
    <Icon {...p}>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M12 9v7M9 13l3 3 3-3" />
    </Icon>
  ),
  withdraw: (p) => (
    <Icon {...p}>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M12 16V9M9 12l3-3 3 3" />
    </Icon>
  ),
  transferUpline: (p) => (
    <Icon {...p}>
      <circle cx="7" cy="17" r="3" />
      <circle cx="17" cy="7" r="3" />
      <path d="M9.5 14.5l5-5M14 9.5h1.5V11" />
    </Icon>
  ),
  personalHistoryCopy: (p) => (
    <Icon {...p}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3.5" />
      <circle cx="8.5" cy="8.5" r="1.1" fill="currentColor" />
      <circle cx="12" cy="12" r="1.1" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1.1" fill="currentColor" />
    </Icon>
  ),
  transactionHistory: DocumentIcon,
  personalProfit: (p) => (
    <Icon {...p}>
      <path d="M4 20V4M4 20h16" />
      <path d="M7 15l4-4 3 3 5-6" />
    </Icon>
  ),
  bonusDetails: (p) => (
    <Icon {...p}>
      <rect x="3.5" y="9" width="17" height="11.5" rx="1.5" />
      <path d="M3.5 13h17M12 9v11.5M12 9c-2.5 0-5-1-5-3s3-2 5 3c2-5 5-5 5-3s-2.5 3-5 3z" />
    </Icon>
  ),
  rewardCenter: (p) => (
    <Icon {...p}>
      <circle cx="12" cy="9" r="5.5" />
      <path d="M8.5 13.5L7 21l5-2.5 5 2.5-1.5-7.5" />
    </Icon>
  ),
  referral: (p) => (
    <Icon {...p}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c1-3.5 3.5-5.5 6.5-5.5s5.5 2 6.5 5.5M19 8v6M16 11h6" />
    </Icon>
  ),
  missionLeaderboard: (p) => (
    <Icon {...p}>
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3" />
    </Icon>
  ),
  messageV2: MailIcon,
  responsibleGaming: (p) => (
    <Icon {...p}>
      <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z" />
      <path d="M9 12.5l2 2 4-4.5" />
    </Icon>
  ),
};

export function PageIcon({ page, className }: { page: MemberCentrePage; className?: string }) {
  const PageGlyph = pageIcons[page];
  return <PageGlyph className={className} />;
}
