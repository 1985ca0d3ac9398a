import { useTranslation } from "react-i18next";
import type { CustomerService } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { HeadsetIcon } from "../../../components/ui/icons";
import { openCustomerService } from "../../../lib/customer-service";
import { SystemPage } from "./system-page";

/** Status 1 (spec §4): the site is under maintenance; a contact-us link opens customer service. */
export function MaintenancePage({ customerService }: { customerService: CustomerService[] }) {
  const { t } = useTranslation("system");
  const channel = customerService[0];
  return (
    <SystemPage art="/media/system/maintenance.svg" textKey="maintenance">
      {channel && (
        <Button size="lg" className="mt-8" onClick={() => openCustomerService(channel.path)}>
          <HeadsetIcon />
          {t("maintenance.contact")}
        </Button>
      )}
    </SystemPage>
  );
}
