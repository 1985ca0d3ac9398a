import { useTranslation } from "react-i18next";
import type { MemberStatus } from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";

const TONE: Record<MemberStatus, BadgeTone> = {
  active: "success",
  frozen: "warn",
  disabled: "danger",
  closed: "neutral",
};

/** Active / Frozen / Locked / Closed. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`members.status.${status}`)}</Badge>;
}
