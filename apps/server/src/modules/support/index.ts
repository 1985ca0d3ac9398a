/**
 * The support module's public surface (issue 16): feedback and complaints (PUT /wps/feedback, the
 * console's queue with the 24 h timer; answers reach the inbox through the messages module) and the
 * one-to-one customer-service chat with its console queue. Other code imports the module only from here.
 */
export { supportRoutes } from "./support.routes.ts";
export { supportConsoleRoutes } from "./support.console.routes.ts";
export {
  answerFeedback,
  checkStep,
  closeFeedback,
  createFeedback,
  feedbackRules,
  reopenFeedback,
  reopenUntil,
  subjectOf,
  textLength,
  uploadImage,
} from "./feedback.service.ts";
export { replyToConversation, sendMemberMessage } from "./chat.service.ts";
