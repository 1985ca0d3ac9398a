import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../components/ui/cn";
import { Icon } from "../../../components/ui/icons";
import { captchaImageSrc } from "../api/get-captcha";
import type { useCaptcha } from "../hooks/use-captcha";
import { FieldFrame, describedBy, inputClasses } from "./form-controls";

/** The image captcha box: the answer, the picture and a refresh button. */
export function CaptchaField({
  id,
  value,
  onChange,
  error,
  state,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  state: ReturnType<typeof useCaptcha>;
}) {
  const { t } = useTranslation("account");
  const problem = error ?? (state.failed ? t("captcha.failed") : undefined);
  return (
    <FieldFrame id={id} label={t("captcha.label")} error={problem}>
      <div className="flex gap-2">
        <input
          id={id}
          name="captcha"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(id, undefined, problem)}
          className={cn(inputClasses(Boolean(problem)), "flex-1 tracking-widest uppercase")}
        />
        <div className="grid h-11 w-32 shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-white">
          {state.captcha && !state.loading ? (
            <img
              src={captchaImageSrc(state.captcha)}
              alt={t("captcha.image")}
              className="h-full w-full object-contain"
            />
          ) : (
            <Spinner className="size-5 border-black/15 border-t-black/60" />
          )}
        </div>
        <button
          type="button"
          onClick={state.refresh}
          disabled={state.refreshBlocked}
          aria-label={t("captcha.refresh")}
          className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-xl border border-line bg-surface-2 text-fg-muted hover:text-fg disabled:cursor-not-allowed disabled:opacity-55"
        >
          <Icon>
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
          </Icon>
        </button>
      </div>
    </FieldFrame>
  );
}
