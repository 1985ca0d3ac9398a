import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TeamRegisterValue } from "@lotus/contracts/web";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { FormActions, RequestError, SubmitButton, TextField } from "../../../components/ui/form-parts";
import { useRequestId } from "../../../lib/use-request-id";
import { useRegisterDownline } from "../api/register-downline";
import { DOWNLINE_TYPES } from "../utils/agent-constants";

/**
 * Register account (spec §2): the agent creates a direct downline, a member or a sub-agent.
 * Without a password the account gets the weak default 123456, which its owner must change at
 * the first login — the form says so before and after.
 */
export default function RegisterAccountPage() {
  const { t } = useTranslation("agents");
  const ids = { type: useId(), warning: useId() };
  const [type, setType] = useState<(typeof DOWNLINE_TYPES)[number]>(0);
  const [account, setAccount] = useState("");
  const [nickname, setNickname] = useState("");
  const [password, setPassword] = useState("");
  const [accountError, setAccountError] = useState<string | null>(null);
  const [created, setCreated] = useState<TeamRegisterValue | null>(null);
  const register = useRegisterDownline();
  const requestId = useRequestId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = account.trim();
    if (name === "") {
      setAccountError(t("register.accountRequired"));
      return;
    }
    setAccountError(null);
    const body = {
      account: name,
      isAgent: type,
      ...(password ? { password } : {}),
      ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
    };
    register.mutate(
      { ...body, requestId: requestId.idFor(JSON.stringify(body)) },
      {
        onSuccess: (value) => {
          requestId.done();
          setCreated(value);
          setAccount("");
          setNickname("");
          setPassword("");
        },
      },
    );
  }

  return (
    <div className="grid gap-5">
      <p className="text-sm text-fg-muted">{t("register.intro")}</p>
      {created && (
        <div
          role="status"
          data-testid="register-done"
          className="grid gap-1 rounded-card border border-jade/40 bg-jade/10 px-4 py-3 text-sm"
        >
          <p className="font-semibold text-fg">
            {t(created.isAgent === 2 ? "register.doneAgent" : "register.doneMember", { account: created.account })}
          </p>
          <p className="text-fg-muted">
            {created.mustChangePassword ? t("register.doneDefault") : t("register.doneOwn")}
          </p>
        </div>
      )}
      <Card className="p-4 sm:p-6">
        <form onSubmit={submit} noValidate className="grid max-w-lg gap-4" data-testid="register-downline-form">
          <fieldset className="grid gap-2">
            <legend id={ids.type} className="mb-1 text-sm font-medium text-fg">
              {t("register.type")}
            </legend>
            <div className="flex flex-wrap gap-2">
              {DOWNLINE_TYPES.map((value) => (
                <label
                  key={value}
                  className={cn(
                    "inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus",
                    type === value ? "border-gold bg-gold/15 text-fg" : "border-line bg-surface text-fg-muted",
                  )}
                >
                  <input
                    type="radio"
                    name="downline-type"
                    value={value}
                    checked={type === value}
                    onChange={() => setType(value)}
                    className="accent-[var(--lt-gold)]"
                  />
                  {t(value === 2 ? "register.typeAgent" : "register.typeMember")}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={t("register.account")}
            value={account}
            onChange={(event) => setAccount(event.target.value)}
            autoComplete="off"
            maxLength={64}
            error={accountError}
            data-testid="register-account"
          />
          <TextField
            label={t("register.nickname")}
            value={nickname}
            onChange={(event) => setNickname(event.target.value)}
            autoComplete="off"
            maxLength={64}
          />
          <TextField
            label={t("register.password")}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="new-password"
            hint={t("register.passwordHint")}
            data-testid="register-password"
          />
          {password === "" && (
            <p
              id={ids.warning}
              className="rounded-xl border border-gold/50 bg-gold/10 px-3.5 py-2.5 text-sm text-fg"
              data-testid="register-default-warning"
            >
              {t("register.defaultWarning")}
            </p>
          )}
          <RequestError request={register} />
          <FormActions>
            <SubmitButton pending={register.isPending} variant="gold">
              {t("register.submit")}
            </SubmitButton>
          </FormActions>
        </form>
      </Card>
    </div>
  );
}
