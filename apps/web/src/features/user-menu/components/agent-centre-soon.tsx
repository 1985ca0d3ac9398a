import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";

/*
 * The agent centre is a later issue. Its menu entry already shows for agents (spec §2, §6), so it
 * opens an honest "opens soon" dialog. The open flag is a small store because the entry can be
 * chosen from the phone menu sheet, which closes (and unmounts) as the dialog opens.
 */
let open = false;
const listeners = new Set<() => void>();
function setOpen(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const openAgentCentreSoon = () => setOpen(true);

export function AgentCentreSoonDialog() {
  const { t } = useTranslation("member");
  const isOpen = useSyncExternalStore(subscribe, () => open);
  return (
    <Modal
      open={isOpen}
      onOpenChange={setOpen}
      size="dialog"
      title={t("agentCentre.title")}
      description={t("agentCentre.body")}
      footer={<Button onClick={() => setOpen(false)}>{t("agentCentre.ok")}</Button>}
    />
  );
}
