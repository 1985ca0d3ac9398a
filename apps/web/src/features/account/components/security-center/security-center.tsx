import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MemberInfo } from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { EmptyState } from "../../../../components/ui/empty-state";
import { Skeleton } from "../../../../components/ui/skeleton";
import { useSecurityOverview } from "../../api/get-security-overview";
import { ActiveSessions } from "./active-sessions";
import { LoginHistory } from "./login-history";
import { ProfileCard } from "./profile-card";
import { SecurityProvider, useNotice } from "./security-context";
import { SecurityItems } from "./security-items";

/**
 * The member centre's first page (issue 3 Deliver 8): profile, the account's protections and
 * their change flows, login history and active sessions. `verification` is the know-your-customer
 * section, composed in by the member centre (features do not import each other).
 */
export function SecurityCenter({ member, verification }: { member: MemberInfo; verification?: ReactNode }) {
  return (
    <SecurityProvider>
      <SecurityContent member={member} verification={verification} />
      <Notice />
    </SecurityProvider>
  );
}

function SecurityContent({ member, verification }: { member: MemberInfo; verification?: ReactNode }) {
  const { t } = useTranslation("member");
  const overview = useSecurityOverview();
  if (overview.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{t("security.loading")}</span>
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("security.loadError")}
          description={t("errors.tryAgain")}
          action={<Button onClick={() => void overview.refetch()}>{t("actions.retry")}</Button>}
        />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-5">
      <ProfileCard member={member} overview={overview.data} />
      <SecurityItems overview={overview.data} />
      {verification}
      <LoginHistory />
      <ActiveSessions />
    </div>
  );
}

/**
 * Confirmations after a change, read out by screen readers. The live region is always in the page
 * (only its text changes), which is what makes assistive technology announce it.
 */
function Notice() {
  const notice = useNotice();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none absolute inset-x-0 top-30 z-10 flex justify-center px-4 md:top-auto md:bottom-5"
    >
      {notice && (
        <p className="flex items-center gap-2 rounded-full border border-jade/50 bg-bg-elevated px-4 py-2.5 text-sm font-medium text-fg shadow-card">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 text-jade"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {notice}
        </p>
      )}
    </div>
  );
}
