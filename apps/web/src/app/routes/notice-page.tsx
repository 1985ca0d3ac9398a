import { NoticeBoard } from "../../features/notices/components/notice-board";

export default function NoticePageRoute() {
  return <NoticeBoard />;
}
