import { authPeersUrl } from "../playwright.config.ts";

/** A mail the site sent through SMTP, as the e2e SMTP server received it. */
export type ReceivedMail = { to: string[]; subject: string; text: string };

/** Waits for the first mail to `to` whose subject matches, polling the auth-peers process. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${authPeersUrl}/mails`)).json()) as ReceivedMail[];
    const found = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The account the local OpenID Connect provider (playing Google) signs in next. */
export async function setOidcAccount(account: { sub: string; email?: string; name?: string }): Promise<void> {
  const response = await fetch(`${authPeersUrl}/oidc/account`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`could not set the OIDC account: ${response.status}`);
}
