import { useTranslation } from "react-i18next";
import type { SocialProvider } from "@lotus/contracts/web";
import { buttonClasses } from "../../../components/ui/button";
import { oauthStartUrl, useOauthProviders } from "../api/get-oauth-providers";

function ProviderMark({ provider }: { provider: SocialProvider }) {
  if (provider === "google")
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          fill="#4285F4"
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24z"
        />
        <path fill="#FBBC05" d="M5.4 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
        <path
          fill="#EA4335"
          d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1c.9-2.8 3.5-4.9 6.6-4.9z"
        />
      </svg>
    );
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 24v-8.4h2.8l.4-3.3h-3.2v-2.1c0-.9.3-1.6 1.6-1.6h1.7V5.7a23 23 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.4H7.2v3.3H10V24h3.4z"
      />
    </svg>
  );
}

/**
 * Social login (spec §1, §6): one button per provider the operator enabled. Each is a plain
 * link: the server starts the OpenID Connect flow with a redirect and comes back to the site
 * with a one-time ticket.
 */
export function SocialLogin() {
  const { t } = useTranslation("account");
  const { data: providers = [] } = useOauthProviders();
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs text-fg-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t("social.or")}
        <span className="h-px flex-1 bg-line" />
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label={t("social.label")}>
        {providers.map(({ provider, name }) => (
          <li key={provider}>
            <a href={oauthStartUrl(provider)} className={buttonClasses({ variant: "secondary", className: "w-full" })}>
              <ProviderMark provider={provider} />
              {t("social.continueWith", { provider: name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
