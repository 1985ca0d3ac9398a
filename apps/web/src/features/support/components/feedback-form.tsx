import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  FEEDBACK_MAX_IMAGES,
  PROOF_IMAGE_MAX_BYTES,
  PROOF_IMAGE_TYPES,
  type FeedbackRules,
  type FeedbackType,
} from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { FormError, inputClasses, useErrorText } from "../../../components/ui/form-parts";
import { toast } from "../../../lib/toast";
import { useRequestId } from "../../../lib/use-request-id";
import { useSendFeedback } from "../api/send-feedback";
import { uploadFeedbackImage } from "../api/upload-feedback-image";
import { addFeedbackImages, contentLength } from "../utils/feedback-files";

type Picked = { file: File; url: string };

/**
 * The feedback form (spec §2 "feedback and complaints", §5 content bounds from the operator's settings):
 * question type, content with a live counter, contact, up to 3 png/jpg pictures of ≤ 5 MB checked here
 * before anything is uploaded; each picture is uploaded as a raw body, then PUT /wps/feedback names them.
 * A complaint shows how it is escalated.
 */
export function FeedbackForm({ rules }: { rules: FeedbackRules }) {
  const { t } = useTranslation("support");
  const id = useId();
  const [type, setType] = useState<FeedbackType>("deposit");
  const [content, setContent] = useState("");
  const [contact, setContact] = useState("");
  const [picked, setPicked] = useState<Picked[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [contentProblem, setContentProblem] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // A picture uploaded once keeps its id: a retry after a refused ticket does not upload it again.
  const uploaded = useRef(new Map<File, string>());
  const send = useSendFeedback();
  const requestId = useRequestId();
  const errorText = useErrorText();
  const length = contentLength(content);
  const maxMb = PROOF_IMAGE_MAX_BYTES / 1024 / 1024;

  // The previews' object URLs are released when a picture is removed or the form goes away.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
    };
  }, []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const added = [...(event.target.files ?? [])];
    event.target.value = "";
    const result = addFeedbackImages(
      picked.map((p) => p.file),
      added,
    );
    const kept = result.files.slice(picked.length).map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return { file, url };
    });
    setPicked([...picked, ...kept]);
    const problems: string[] = [];
    if (result.problems.type) problems.push(t("form.images.type"));
    if (result.problems.size) problems.push(t("form.images.size", { mb: maxMb }));
    if (result.problems.tooMany) problems.push(t("form.images.tooMany", { count: FEEDBACK_MAX_IMAGES }));
    setFileProblems(problems);
  }

  function remove(index: number) {
    const gone = picked[index];
    if (gone) {
      URL.revokeObjectURL(gone.url);
      urls.current.delete(gone.url);
    }
    setPicked(picked.filter((_, i) => i !== index));
    setFileProblems([]);
  }

  const fingerprint = useMemo(
    () =>
      JSON.stringify([
        type,
        content.trim(),
        contact.trim(),
        picked.map((p) => [p.file.name, p.file.size, p.file.lastModified]),
      ]),
    [type, content, contact, picked],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (length < rules.minLength || length > rules.maxLength) {
      setContentProblem(t("form.content.bounds", { min: rules.minLength, max: rules.maxLength }));
      return;
    }
    setContentProblem(null);
    setUploadError(null);
    setUploading(true);
    let imageIds: string[];
    try {
      imageIds = [];
      for (const p of picked) {
        const known = uploaded.current.get(p.file);
        const imageId = known ?? (await uploadFeedbackImage(p.file));
        uploaded.current.set(p.file, imageId);
        imageIds.push(imageId);
      }
    } catch (error) {
      setUploadError(error);
      setUploading(false);
      return;
    }
    setUploading(false);
    send.mutate(
      { requestId: requestId.idFor(fingerprint), type, content: content.trim(), contact: contact.trim(), imageIds },
      {
        onSuccess: () => {
          requestId.done();
          uploaded.current.clear();
          for (const p of picked) URL.revokeObjectURL(p.url);
          setPicked([]);
          setContent("");
          setContact("");
          toast({
            tone: "success",
            title: t("form.sent.title"),
            body: t("form.sent.body", { hours: rules.answerHours }),
          });
        },
      },
    );
  }

  const outside = length > rules.maxLength;
  const busy = uploading || send.isPending;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5" data-testid="feedback-form">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-type`} className="text-sm font-medium text-fg">
          {t("form.type.label")}
        </label>
        <select
          id={`${id}-type`}
          value={type}
          onChange={(event) => setType(event.target.value as FeedbackType)}
          className={inputClasses}
          data-testid="feedback-type"
        >
          {rules.types.map((value) => (
            <option key={value} value={value}>
              {t(`types.${value}`)}
            </option>
          ))}
        </select>
        {type === "complaint" && (
          <p
            data-testid="feedback-escalation"
            className="rounded-xl border border-gold/40 bg-gold/10 px-3.5 py-2.5 text-xs leading-relaxed text-fg"
          >
            {t("form.escalation", { hours: rules.answerHours })}
          </p>
        )}
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-content`} className="text-sm font-medium text-fg">
          {t("form.content.label")}
        </label>
        <textarea
          id={`${id}-content`}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          rows={6}
          aria-invalid={outside || contentProblem ? true : undefined}
          aria-describedby={`${id}-count${contentProblem ? ` ${id}-content-error` : ""}`}
          placeholder={t("form.content.placeholder")}
          className={cn(inputClasses, "h-auto min-h-32 py-2.5")}
          data-testid="feedback-content"
        />
        <p
          id={`${id}-count`}
          aria-live="polite"
          className={cn(
            "justify-self-end text-xs tabular-nums",
            outside ? "font-semibold text-danger" : "text-fg-muted",
          )}
        >
          {t("form.content.count", { count: length, min: rules.minLength, max: rules.maxLength })}
        </p>
        {contentProblem && (
          <p id={`${id}-content-error`} role="alert" className="text-xs font-medium text-danger">
            {contentProblem}
          </p>
        )}
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-contact`} className="text-sm font-medium text-fg">
          {t("form.contact.label")}
        </label>
        <input
          id={`${id}-contact`}
          value={contact}
          maxLength={120}
          onChange={(event) => setContact(event.target.value)}
          placeholder={t("form.contact.placeholder")}
          aria-describedby={`${id}-contact-hint`}
          className={inputClasses}
          data-testid="feedback-contact"
        />
        <p id={`${id}-contact-hint`} className="text-xs text-fg-muted">
          {t("form.contact.hint")}
        </p>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{t("form.images.label")}</legend>
        <p id={`${id}-images-hint`} className="text-xs text-fg-muted">
          {t("form.images.hint", { count: FEEDBACK_MAX_IMAGES, mb: maxMb })}
        </p>
        <ul className="grid grid-cols-3 gap-2" aria-label={t("form.images.chosen")}>
          {picked.map((p, index) => (
            <li key={p.url} className="relative overflow-hidden rounded-xl border border-line bg-surface-2">
              <img
                src={p.url}
                alt={t("form.images.preview", { n: index + 1 })}
                className="aspect-square w-full object-cover"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t("form.images.remove", { n: index + 1 })}
                className="absolute top-1 right-1 grid size-8 cursor-pointer place-items-center rounded-full bg-bg/85 text-fg hover:text-danger focus-visible:outline-2 focus-visible:outline-focus"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {picked.length < FEEDBACK_MAX_IMAGES && (
            <li>
              <button
                type="button"
                onClick={() => fileInput.current?.click()}
                aria-describedby={`${id}-images-hint`}
                className="grid aspect-square w-full cursor-pointer place-items-center rounded-xl border border-dashed border-line text-sm text-fg-muted hover:border-gold hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
              >
                <span className="grid justify-items-center gap-1">
                  <span aria-hidden="true" className="text-2xl leading-none">
                    +
                  </span>
                  {t("form.images.add")}
                </span>
              </button>
            </li>
          )}
        </ul>
        <input
          ref={fileInput}
          type="file"
          accept={PROOF_IMAGE_TYPES.join(",")}
          multiple
          onChange={choose}
          data-testid="feedback-image-input"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
        />
        {fileProblems.map((problem) => (
          <p key={problem} role="alert" className="text-xs font-medium text-danger">
            {problem}
          </p>
        ))}
      </fieldset>

      <FormError message={uploadError ? errorText(uploadError) : send.isError ? errorText(send.error) : null} />
      <Button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className="justify-self-end"
        data-testid="feedback-submit"
      >
        {busy ? t("form.sending") : t("form.submit")}
      </Button>
    </form>
  );
}
