import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";

/** Copies a link or code and says so (the browser may refuse: then it says that). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation("agents");
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        navigator.clipboard
          .writeText(text)
          .then(() => toast({ tone: "success", title: t("copy.done") }))
          .catch(() => toast({ tone: "error", title: t("copy.failed") }));
      }}
    >
      {label ?? t("copy.action")}
    </Button>
  );
}
