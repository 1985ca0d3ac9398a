import { CUSTOMER_SERVICE_POPUP, decodeServicePath } from "@lotus/contracts/web";

/** Window name shared by every customer-service link, so a second click reuses the popup. */
const WINDOW_NAME = "lotus-cs";

/**
 * Opens a customer-service channel in the small popup window of spec §2 (440x500). The path
 * arrives encoded (spec §3); one that does not decode opens nothing.
 */
export function openCustomerService(path: string): boolean {
  const url = decodeServicePath(path);
  if (!url) return false;
  const { width, height } = CUSTOMER_SERVICE_POPUP;
  window.open(url, WINDOW_NAME, `width=${width},height=${height}`);
  return true;
}
