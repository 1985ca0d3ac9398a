/** What the app shell uses of the chat feature (issue 16): the dialog, loaded lazily (the header's button lives in features/header). */
export const loadChatDialog = () => import("./components/chat-dialog");
