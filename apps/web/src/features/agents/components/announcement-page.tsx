import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";

/** The brand's announcement for its agents (plain text; its line breaks kept). */
export function AnnouncementPage({ text }: { text: string }) {
  const { t } = useTranslation("agents");
  if (text.trim() === "")
    return <EmptyState title={t("announcement.empty")} description={t("announcement.emptyHint")} />;
  return (
    <Card className="p-5">
      <p className="text-sm leading-relaxed whitespace-pre-line text-fg" data-testid="agent-announcement">
        {text}
      </p>
    </Card>
  );
}
