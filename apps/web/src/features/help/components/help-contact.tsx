import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { HeadsetIcon } from "../../../components/ui/icons";
import { openCustomerService } from "../../../lib/customer-service";
import { usePermissionValue } from "../../../lib/queries/permission";

/** "Still stuck?": the brand's customer-service channels, each opening its small window. */
export function HelpContact() {
  const { t } = useTranslation("help");
  const { customerService } = usePermissionValue();
  if (customerService.length === 0) return null;
  return (
    <aside
      aria-labelledby="help-contact-heading"
      className="mt-10 rounded-card border border-gold/40 bg-gradient-to-br from-gold/10 via-surface to-surface p-6"
    >
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-gold/15 text-gold">
          <HeadsetIcon className="size-6" />
        </span>
        <div>
          <h2 id="help-contact-heading" className="text-lg font-semibold text-fg">
            {t("contact.title")}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{t("contact.text")}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2 sm:pl-16">
        {customerService.map((channel, index) => (
          <Button
            key={channel.csType}
            variant={index === 0 ? "primary" : "secondary"}
            size="sm"
            onClick={() => openCustomerService(channel.path)}
          >
            {channel.title}
          </Button>
        ))}
        <Link to="/feedback" className={buttonClasses({ variant: "ghost", size: "sm" })}>
          {t("contact.feedback")}
        </Link>
      </div>
    </aside>
  );
}
