/** What the app shell uses of the chat feature (issue 16): the dialog and the header's button, loaded lazily. */
export const loadChatDialog = () => import("./components/chat-dialog");
export const loadChatButton = () => import("./components/chat-button");
