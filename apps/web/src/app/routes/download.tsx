import { AppDownload } from "../../features/app-download/components/app-download";

/** The standalone download page that the app links and QR codes point to. */
export default function DownloadRoute() {
  return <AppDownload standalone />;
}
