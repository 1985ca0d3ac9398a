import type { ReactNode } from "react";
import { DocumentIcon, Icon, type IconProps } from "../../../components/ui/icons";
import type { UserMenuEntryKey } from "../utils/menu-entries";

export const PlusCircleIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v8M8 12h8" />
  </Icon>
);

const entryIcons: Record<UserMenuEntryKey, (props: IconProps) => ReactNode> = {
  memberCentre: (p) => (
    <Icon {...p}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </Icon>
  ),
  agentCentre: (p) => (
    <Icon {...p}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c1-3.5 3.5-5.5 6.5-5.5s5.5 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5c2 .7 3.2 2.6 3.5 5.5" />
    </Icon>
  ),
  withdraw: (p) => (
    <Icon {...p}>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M3 10h18M12 13v4M10 15l2 2 2-2" />
    </Icon>
  ),
  accountRecords: DocumentIcon,
  bettingRecords: (p) => (
    <Icon {...p}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3.5" />
      <circle cx="8.5" cy="8.5" r="1.2" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    </Icon>
  ),
  signOut: (p) => (
    <Icon {...p}>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M10 8l-4 4 4 4M6 12h10" />
    </Icon>
  ),
};

export function UserMenuIcon({ entry, className }: { entry: UserMenuEntryKey; className?: string }) {
  const EntryGlyph = entryIcons[entry];
  return <EntryGlyph className={className} />;
}
