import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CUSTOM_AVATAR_MAX_BYTES, STATIC_AVATARS, type MemberInfo } from "@lotus/contracts/web";
import { cn } from "../../../../components/ui/cn";
import { isStaticAvatar, StaticAvatarArt } from "../../../../components/ui/member-avatar";
import { useSetMemberIcon, type AvatarChoice } from "../../api/set-member-icon";
import { readAsDataUrl } from "../../../../lib/read-as-data-url";
import { AVATAR_FILE_TYPES, avatarFileProblem } from "../../utils/avatar-file";
import { FormFooter } from "../../../../components/ui/form-parts";
import { useNotify } from "./security-context";

const tile =
  "relative grid aspect-square cursor-pointer place-items-center rounded-full ring-offset-2 ring-offset-bg-elevated " +
  "has-[:checked]:ring-3 has-[:checked]:ring-gold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-focus";

/**
 * The avatar choice (member icon): one of the built-in avatars, or an uploaded PNG or JPEG of at
 * most CUSTOM_AVATAR_MAX_BYTES. The tiles are radio buttons, so arrow keys move between them.
 */
export function AvatarPicker({ member, onDone }: { member: MemberInfo; onDone: () => void }) {
  const { t } = useTranslation("member");
  const notify = useNotify();
  const name = useId();
  const [choice, setChoice] = useState<AvatarChoice | null>(() =>
    member.avatarType === "STATIC" && isStaticAvatar(member.avatar)
      ? { avatarType: "STATIC", avatar: member.avatar }
      : null,
  );
  const [upload, setUpload] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const mutation = useSetMemberIcon({
    onSuccess: () => {
      notify(t("avatar.done"));
      onDone();
    },
  });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      setFileError(
        problem === "type"
          ? t("avatar.wrongType")
          : t("avatar.tooBig", { kb: Math.round(CUSTOM_AVATAR_MAX_BYTES / 1024) }),
      );
      return;
    }
    setFileError(null);
    const image = await readAsDataUrl(file);
    setUpload(image);
    setChoice({ avatarType: "CUSTOM", image });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice) mutation.mutate(choice);
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium text-fg">{t("avatar.choose")}</legend>
        <div className="grid grid-cols-4 gap-3 sm:grid-cols-5 sm:gap-4">
          {STATIC_AVATARS.map((id) => (
            <label key={id} className={tile}>
              <input
                type="radio"
                name={name}
                value={id}
                checked={choice?.avatarType === "STATIC" && choice.avatar === id}
                onChange={() => setChoice({ avatarType: "STATIC", avatar: id })}
                className="sr-only"
              />
              <StaticAvatarArt id={id} className="size-full" />
              <span className="sr-only">{t(`avatar.names.${id}`)}</span>
            </label>
          ))}
          {upload && (
            <label className={tile}>
              <input
                type="radio"
                name={name}
                value="custom"
                checked={choice?.avatarType === "CUSTOM"}
                onChange={() => setChoice({ avatarType: "CUSTOM", image: upload })}
                className="sr-only"
              />
              <img src={upload} alt="" className="size-full rounded-full object-cover" />
              <span className="sr-only">{t("avatar.uploaded")}</span>
            </label>
          )}
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <label
          className={cn(
            "inline-flex h-10 w-fit cursor-pointer items-center gap-2 rounded-full border border-dashed border-gold/60 px-4 text-sm font-semibold text-fg hover:bg-gold/10",
            "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
          )}
        >
          <input
            type="file"
            accept={AVATAR_FILE_TYPES.join(",")}
            onChange={(e) => void onFile(e)}
            className="sr-only"
          />
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 text-gold"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 16V4M7 9l5-5 5 5M4 20h16" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t("avatar.upload")}
        </label>
        <p className="text-xs text-fg-muted">
          {t("avatar.uploadHint", { kb: Math.round(CUSTOM_AVATAR_MAX_BYTES / 1024) })}
        </p>
        {fileError && (
          <p role="alert" className="text-xs font-medium text-danger">
            {fileError}
          </p>
        )}
      </div>
      <FormFooter mutation={mutation} onCancel={onDone} disabled={!choice}>
        {t("actions.save")}
      </FormFooter>
    </form>
  );
}
