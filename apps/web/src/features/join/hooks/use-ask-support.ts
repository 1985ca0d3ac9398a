import { openCustomerService } from "../../../lib/customer-service";
import { usePermissionValue } from "../../../lib/queries/permission";

/**
 * The second way to apply: talking to customer service (the brand's first channel opens in its
 * small window). Undefined when the brand has none.
 */
export function useAskSupport(): (() => void) | undefined {
  const [channel] = usePermissionValue().customerService;
  if (!channel) return undefined;
  return () => {
    openCustomerService(channel.path);
  };
}
