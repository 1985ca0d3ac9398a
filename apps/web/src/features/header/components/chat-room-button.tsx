import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import { openChatRoom } from "../../../lib/chat-room";

function ChatIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      <path d="M8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01" />
    </svg>
  );
}

/**
 * The header's "chat room" button (spec §2; on phones in the menu sheet): opens the chat room dialog on
 * the lobby. It lives with the header and speaks from its namespace, so the first page loads neither the
 * chat feature nor its texts (the dialog and its texts load when it opens).
 */
export function ChatRoomButton({ className, onOpen }: { className?: string; onOpen?: () => void }) {
  const { t } = useTranslation("layout");
  return (
    <button
      type="button"
      onClick={() => {
        onOpen?.();
        openChatRoom();
      }}
      className={cn(
        "inline-flex h-10 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-medium text-fg-muted hover:text-gold",
        className,
      )}
    >
      <ChatIcon className="size-5 text-gold" />
      {t("header.chatRoom")}
    </button>
  );
}
