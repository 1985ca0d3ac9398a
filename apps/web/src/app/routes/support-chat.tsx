import { SupportChatPage } from "../../features/support/components/support-chat-page";

/** The customer-service chat without the site header, as opened in the customer-service window. */
export default function SupportChatRoute() {
  return <SupportChatPage />;
}
