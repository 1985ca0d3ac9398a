import { useTranslation } from "react-i18next";
import type { MemberStatus } from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { accountTypeKey } from "../utils/agent-types";

const TYPE_TONE: Record<number, BadgeTone> = {
  0: "neutral",
  1: "info",
  2: "info",
  41: "success",
  42: "success",
  4: "warn",
};

/** Member / Top agent / Sub-agent / Affiliate partner / Affiliate sub-partner / Trial. */
export function AccountTypeBadge({ isAgent }: { isAgent: number }) {
  const { t } = useTranslation();
  return <Badge tone={TYPE_TONE[isAgent] ?? "neutral"}>{t(accountTypeKey(isAgent))}</Badge>;
}

const STATUS_TONE: Record<MemberStatus, BadgeTone> = {
  active: "success",
  frozen: "warn",
  disabled: "danger",
  closed: "neutral",
};

export function AccountStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status]}>{t(`members.status.${status}`)}</Badge>;
}
