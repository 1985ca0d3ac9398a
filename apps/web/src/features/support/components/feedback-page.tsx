import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageHeader } from "../../../components/ui/page-header";
import { Skeleton } from "../../../components/ui/skeleton";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { useSession } from "../../../lib/session";
import { useFeedbackRules } from "../api/get-feedback-rules";
import { FeedbackForm } from "./feedback-form";
import { FeedbackList } from "./feedback-list";

/**
 * /feedback (spec §2 "feedback and complaints"): the form and the member's own tickets with their
 * states and answers. Answered within 24 hours (spec §1): the target shows on every open ticket, and
 * the answer also arrives in the member's inbox. A visitor is asked to log in.
 */
export function FeedbackPage() {
  const { t } = useTranslation("support");
  const session = useSession();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        className="mb-8"
        eyebrow={t("feedback.eyebrow")}
        title={t("feedback.title")}
        subtitle={t("feedback.subtitle")}
      />
      {session ? (
        <MemberFeedback />
      ) : (
        <Card className="grid justify-items-start gap-4 p-6">
          <p className="text-sm text-fg">{t("feedback.loginFirst")}</p>
          <Button onClick={() => openAccountDialog({ kind: "login" })}>{t("feedback.login")}</Button>
        </Card>
      )}
    </div>
  );
}

function MemberFeedback() {
  const { t } = useTranslation("support");
  const rules = useFeedbackRules();
  if (rules.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-2">
        <span className="sr-only">{t("list.loading")}</span>
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (rules.isError) {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-card border border-danger/40 bg-danger/10 p-5"
      >
        <p className="text-sm text-fg">{t("list.error")}</p>
        <Button variant="secondary" size="sm" onClick={() => void rules.refetch()}>
          {t("list.retry")}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <section aria-labelledby="feedback-form-heading">
        <Card className="p-5 sm:p-6">
          <h2 id="feedback-form-heading" className="mb-1 text-xl font-semibold text-fg">
            {t("form.title")}
          </h2>
          <p className="mb-5 text-sm text-fg-muted">{t("form.intro", { hours: rules.data.answerHours })}</p>
          <FeedbackForm rules={rules.data} />
        </Card>
      </section>
      <section aria-labelledby="feedback-list-heading" className="grid content-start gap-4">
        <h2 id="feedback-list-heading" className="text-xl font-semibold text-fg">
          {t("list.title")}
        </h2>
        <FeedbackList rules={rules.data} />
      </section>
    </div>
  );
}
