import { FeedbackPage } from "../../features/support/components/feedback-page";

export default function FeedbackRoute() {
  return <FeedbackPage />;
}
