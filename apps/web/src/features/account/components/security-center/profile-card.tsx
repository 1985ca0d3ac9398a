import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { BIRTHDAY_PROMPT_AGE, MINIMUM_AGE, type MemberInfo, type SecurityOverview } from "@lotus/contracts/web";
import { Card } from "../../../../components/ui/card";
import { MemberAvatar } from "../../../../components/ui/member-avatar";
import { useUpdateProfile } from "../../api/update-profile";
import { formatCalendarDate, formatDateTime, latestBirthdayForAge } from "../../../../lib/date-time";
import { AvatarPicker } from "./avatar-picker";
import { FormFooter, TextField } from "../../../../components/ui/form-parts";
import { useNotify } from "./security-context";

const NICKNAME_MAX = 32;

type Editing = "avatar" | "nickname" | "birthday";

function LinkButton({
  children,
  buttonRef,
  ...props
}: {
  children: ReactNode;
  onClick: () => void;
  "aria-expanded"?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="cursor-pointer text-sm font-semibold text-gold underline-offset-4 hover:underline"
      {...props}
    >
      {children}
    </button>
  );
}

function Row({ term, children, action }: { term: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[9rem_1fr_auto]">
      <dt className="text-sm text-fg-muted">{term}</dt>
      <dd className="col-start-1 min-w-0 text-sm font-medium break-words text-fg sm:col-start-2 sm:row-start-1">
        {children}
      </dd>
      {action && (
        <dd className="col-start-2 row-span-2 row-start-1 justify-self-end sm:col-start-3 sm:row-span-1">{action}</dd>
      )}
    </div>
  );
}

/** Who the member is: avatar, account, nickname, birthday (set once) and the previous login. */
export function ProfileCard({ member, overview }: { member: MemberInfo; overview: SecurityOverview }) {
  const { t, i18n } = useTranslation("member");
  const [editing, setEditing] = useState<Editing | null>(null);
  const links = useRef<Partial<Record<Editing, HTMLButtonElement | null>>>({});
  const returnTo = useRef<Editing | null>(null);
  const link = (key: Editing) => (node: HTMLButtonElement | null) => {
    links.current[key] = node;
  };
  // A closed editor gives focus back to the link that opened it (when that link is still there).
  useEffect(() => {
    if (editing !== null || !returnTo.current) return;
    links.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [editing]);
  const finish = (key: Editing) => () => {
    returnTo.current = key;
    setEditing(null);
  };
  const name = member.nickname || member.account;
  const vip = member.memberLabel[0]?.labelName ?? member.clubLabel?.labelName ?? "";
  const lastLogin = formatDateTime(overview.lastLoginAt, i18n.language);
  return (
    <Card className="overflow-hidden">
      <div className="lotus-tile flex flex-col items-center gap-4 px-5 pt-6 pb-5 text-center sm:flex-row sm:text-left">
        <MemberAvatar avatar={member.avatar} avatarType={member.avatarType} name={name} className="size-20 ring-4" />
        <div className="grid max-w-full min-w-0 flex-1 gap-1">
          <p className="truncate font-display text-2xl font-bold text-fg">{name}</p>
          {name !== member.account && <p className="text-sm text-fg-muted">{member.account}</p>}
          {vip && (
            <p className="mx-auto w-fit rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-bold text-gold sm:mx-0">
              {vip}
            </p>
          )}
        </div>
        <LinkButton
          aria-expanded={editing === "avatar"}
          onClick={() => setEditing(editing === "avatar" ? null : "avatar")}
        >
          {t("avatar.change")}
        </LinkButton>
      </div>
      {editing === "avatar" && (
        <div className="border-t border-line px-5 py-4">
          <AvatarPicker member={member} onDone={finish("avatar")} />
        </div>
      )}
      <dl className="divide-y divide-line border-t border-line px-5">
        <Row term={t("profile.account")}>{member.account}</Row>
        {editing === "nickname" ? (
          <div className="py-3">
            <NicknameForm current={member.nickname} onDone={finish("nickname")} />
          </div>
        ) : (
          <Row
            term={t("profile.nickname")}
            action={
              <LinkButton buttonRef={link("nickname")} onClick={() => setEditing("nickname")}>
                {t("actions.edit")}
              </LinkButton>
            }
          >
            {member.nickname || <span className="text-fg-muted">{t("profile.notSet")}</span>}
          </Row>
        )}
        {editing === "birthday" ? (
          <div className="py-3">
            <BirthdayForm onDone={finish("birthday")} />
          </div>
        ) : (
          <Row
            term={t("profile.birthday")}
            action={
              overview.birthday ? undefined : (
                <LinkButton buttonRef={link("birthday")} onClick={() => setEditing("birthday")}>
                  {t("actions.add")}
                </LinkButton>
              )
            }
          >
            {overview.birthday ? (
              <span className="inline-flex items-center gap-2">
                {formatCalendarDate(overview.birthday, i18n.language)}
                <span className="text-xs font-normal text-fg-muted">{t("profile.birthdayLocked")}</span>
              </span>
            ) : (
              <span className="text-fg-muted">{t("profile.notSet")}</span>
            )}
          </Row>
        )}
      </dl>
      <div
        data-testid="last-login"
        className="m-4 mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm"
      >
        <span className="font-semibold text-fg">{t("profile.lastLogin")}</span>
        {lastLogin ? (
          <>
            <span className="text-fg">{lastLogin}</span>
            <span className="font-mono text-fg-muted">{t("profile.ip", { ip: overview.lastLoginIp ?? "" })}</span>
          </>
        ) : (
          <span className="text-fg-muted">{t("profile.firstLogin")}</span>
        )}
      </div>
    </Card>
  );
}

function NicknameForm({ current, onDone }: { current: string; onDone: () => void }) {
  const { t } = useTranslation("member");
  const notify = useNotify();
  const [nickname, setNickname] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateProfile({
    onSuccess: () => {
      notify(t("profile.nicknameDone"));
      onDone();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = nickname.trim();
    if (value === "") {
      setError(t("profile.nicknameRequired"));
      return;
    }
    setError(null);
    mutation.mutate({ nickname: value });
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label={t("profile.nickname")}
        value={nickname}
        maxLength={NICKNAME_MAX}
        autoComplete="nickname"
        onChange={(event) => setNickname(event.target.value)}
        hint={t("profile.nicknameHint", { max: NICKNAME_MAX })}
        error={error}
        autoFocus
      />
      <FormFooter mutation={mutation} onCancel={onDone}>
        {t("actions.save")}
      </FormFooter>
    </form>
  );
}

/** Spec: the birthday is set once; the prompt asks about age BIRTHDAY_PROMPT_AGE, the floor is MINIMUM_AGE. */
function BirthdayForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("member");
  const notify = useNotify();
  const [birthday, setBirthday] = useState("");
  const [error, setError] = useState<string | null>(null);
  const latest = latestBirthdayForAge(MINIMUM_AGE);
  const mutation = useUpdateProfile({
    onSuccess: () => {
      notify(t("profile.birthdayDone"));
      onDone();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) {
      setError(t("profile.birthdayRequired"));
      return;
    }
    if (birthday > latest) {
      setError(t("profile.birthdayTooYoung", { age: MINIMUM_AGE }));
      return;
    }
    setError(null);
    mutation.mutate({ birthday });
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label={t("profile.birthday")}
        type="date"
        min="1900-01-01"
        max={latest}
        value={birthday}
        onChange={(event) => setBirthday(event.target.value)}
        hint={t("profile.birthdayHint", { age: BIRTHDAY_PROMPT_AGE })}
        error={error}
        autoComplete="bday"
        autoFocus
      />
      <FormFooter mutation={mutation} onCancel={onDone}>
        {t("actions.save")}
      </FormFooter>
    </form>
  );
}
