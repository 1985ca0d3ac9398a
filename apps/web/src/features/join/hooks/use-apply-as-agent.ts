import { openCustomerService } from "../../../lib/customer-service";
import { usePermissionValue } from "../../../lib/queries/permission";

/**
 * Until the online application arrives (a later issue), applying means talking to customer
 * service: the brand's first channel opens in its small window. Undefined when there is none.
 */
export function useApplyAsAgent(): (() => void) | undefined {
  const [channel] = usePermissionValue().customerService;
  if (!channel) return undefined;
  return () => {
    openCustomerService(channel.path);
  };
}
