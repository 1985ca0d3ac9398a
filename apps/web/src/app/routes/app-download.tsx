import { AppDownload } from "../../features/app-download/components/app-download";

export default function AppDownloadRoute() {
  return <AppDownload />;
}
