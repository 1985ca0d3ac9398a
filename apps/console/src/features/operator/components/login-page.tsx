import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/api-client";
import { lastEndReason, saveSession } from "../../../lib/session";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { login } from "../api/session";

const TOTP_PATTERN = /^[0-9]{6}$/;

/** Username, password and the authenticator's 6-digit code; the server's refusal is shown as returned. */
export function LoginPage({ toolbar }: { toolbar: ReactNode }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [totp, setTotp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [expired] = useState(() => lastEndReason() === "expired");

  const totpInvalid = touched && !TOTP_PATTERN.test(totp);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password || !TOTP_PATTERN.test(totp)) return;
    setBusy(true);
    setError(null);
    try {
      const value = await login({ username: username.trim(), password, totp });
      saveSession(value);
    } catch (failure) {
      setError(errorText(failure, t));
      // A code is good once: the field is cleared for the next one, without a "6 digits" complaint.
      setTotp("");
      setTouched(false);
      setBusy(false);
      document.querySelector<HTMLInputElement>('input[name="totp"]')?.focus();
    }
  }

  return (
    <div className="flex min-h-dvh flex-col bg-bg">
      <div className="flex justify-end gap-2 p-3">{toolbar}</div>
      <main className="grid flex-1 place-items-center px-4 pb-16">
        <div className="w-full max-w-sm rounded-lg border border-line bg-surface p-6 shadow-sm">
          <div className="mb-6 flex items-center gap-3">
            <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" className="size-10 rounded-lg" />
            <div>
              <h1 className="text-lg font-bold">{t("login.title")}</h1>
              <p className="text-sm text-fg-muted">{t("login.subtitle")}</p>
            </div>
          </div>
          {expired && !error && (
            <p role="status" className="mb-4 rounded-md bg-warn-soft px-3 py-2 text-sm text-warn">
              {t("login.expired")}
            </p>
          )}
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            <TextField
              label={t("login.username")}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={touched && !username.trim() ? t("login.usernameRequired") : null}
            />
            <TextField
              label={t("login.password")}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={touched && !password ? t("login.passwordRequired") : null}
            />
            <TextField
              label={t("login.totp")}
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={totp}
              onChange={(event) => setTotp(event.target.value.replace(/[^0-9]/g, "").slice(0, 6))}
              hint={t("login.totpHint")}
              error={totpInvalid ? t("login.totpInvalid") : null}
              className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
            />
            {error && (
              <p
                role="alert"
                data-testid="login-error"
                className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger"
              >
                {error}
              </p>
            )}
            <Button type="submit" variant="primary" busy={busy} className="w-full">
              {t("login.submit")}
            </Button>
          </form>
        </div>
      </main>
    </div>
  );
}
