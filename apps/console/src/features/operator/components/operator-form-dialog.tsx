import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_ROLES,
  OPERATOR_USERNAME_PATTERN,
  type ConsoleOperatorSecret,
  type OperatorRole,
} from "@lotus/contracts/web";
import { errorText } from "../../../lib/api-client";
import { FormDialog } from "../../../components/ui/form-dialog";
import { SelectField, TextField } from "../../../components/ui/field";
import { useCreateOperator, useResetOperator } from "../api/operators";

/** A new operator: username, name, role, first password; answers the authenticator secret (shown once). */
export function CreateOperatorDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (secret: ConsoleOperatorSecret) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const [username, setUsername] = useState("");
  const [displayName, setDisplayName] = useState("");
  const [role, setRole] = useState<OperatorRole>("cashier");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const name = username.trim().toLowerCase();
  const usernameError = touched && !OPERATOR_USERNAME_PATTERN.test(name) ? t("operators.form.usernameRule") : null;
  const displayNameError = touched && displayName.trim() === "" ? t("operators.form.displayNameRequired") : null;
  const passwordError =
    touched && password.length < OPERATOR_PASSWORD_MIN_LENGTH
      ? t("operators.form.passwordRule", { min: OPERATOR_PASSWORD_MIN_LENGTH })
      : null;

  function close() {
    if (create.isPending) return;
    setUsername("");
    setDisplayName("");
    setRole("cashier");
    setPassword("");
    setTouched(false);
    setError(null);
    onClose();
  }

  async function submit() {
    setTouched(true);
    if (!OPERATOR_USERNAME_PATTERN.test(name) || displayName.trim() === "") return;
    if (password.length < OPERATOR_PASSWORD_MIN_LENGTH) return;
    setError(null);
    try {
      const secret = await create.mutateAsync({ username: name, displayName: displayName.trim(), role, password });
      close();
      onCreated(secret);
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t("operators.create")}
      busy={create.isPending}
      submitLabel={t("operators.createSubmit")}
      onSubmit={() => void submit()}
      error={error}
      testId="operator-create"
    >
      <TextField
        label={t("operators.col.username")}
        name="username"
        autoComplete="off"
        autoCapitalize="none"
        data-autofocus
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        hint={t("operators.form.usernameRule")}
        error={usernameError}
      />
      <TextField
        label={t("operators.col.displayName")}
        name="displayName"
        maxLength={64}
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
        error={displayNameError}
      />
      <SelectField
        label={t("operators.col.role")}
        name="role"
        value={role}
        onChange={(event) => setRole(event.target.value as OperatorRole)}
      >
        {OPERATOR_ROLES.map((value) => (
          <option key={value} value={value}>
            {t(`roles.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("operators.form.password")}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t("operators.form.passwordHint", { min: OPERATOR_PASSWORD_MIN_LENGTH })}
        error={passwordError}
      />
    </FormDialog>
  );
}

/** A new password and/or a new authenticator secret for an operator; its sessions end. */
export function ResetOperatorDialog({
  username,
  onClose,
  onReset,
}: {
  username: string | null;
  onClose: () => void;
  onReset: (secret: ConsoleOperatorSecret) => void;
}) {
  const { t } = useTranslation();
  const reset = useResetOperator();
  const [password, setPassword] = useState("");
  const [totp, setTotp] = useState(true);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordWrong = password !== "" && password.length < OPERATOR_PASSWORD_MIN_LENGTH;
  const nothing = password === "" && !totp;

  function close() {
    if (reset.isPending) return;
    setPassword("");
    setTotp(true);
    setTouched(false);
    setError(null);
    onClose();
  }

  async function submit() {
    setTouched(true);
    if (!username || passwordWrong || nothing) return;
    setError(null);
    try {
      const secret = await reset.mutateAsync({
        username,
        ...(password ? { password } : {}),
        ...(totp ? { totp } : {}),
      });
      close();
      onReset(secret);
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open={username !== null}
      onClose={close}
      title={t("operators.reset.title", { username: username ?? "" })}
      description={t("operators.reset.description")}
      busy={reset.isPending}
      submitLabel={t("operators.reset.submit")}
      submitVariant="danger"
      onSubmit={() => void submit()}
      error={error}
      testId="operator-reset"
      className="space-y-3 text-sm"
    >
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={totp}
          onChange={(event) => setTotp(event.target.checked)}
          className="size-4 accent-brand"
          data-autofocus
        />
        {t("operators.reset.totp")}
      </label>
      <TextField
        label={`${t("operators.reset.password")} (${t("common.optional")})`}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t("operators.form.passwordHint", { min: OPERATOR_PASSWORD_MIN_LENGTH })}
        error={
          touched && passwordWrong ? t("operators.form.passwordRule", { min: OPERATOR_PASSWORD_MIN_LENGTH }) : null
        }
      />
      {touched && nothing && <p className="text-xs text-danger">{t("operators.reset.nothing")}</p>}
    </FormDialog>
  );
}
