import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { APPLICATION_IMAGE_BYTES_MAX, APPLICATION_IMAGES_MAX, APPLICATION_REMARK_MAX } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { FormError, inputClasses } from "../../../components/ui/form-parts";
import { Modal } from "../../../components/ui/modal";
import { useRequestId } from "../../../lib/use-request-id";
import { useCreateApplication } from "../api/create-application";
import { usePromotionError } from "../hooks/use-promotion-error";
import { addApplicationImages, APPLICATION_IMAGE_TYPES, remarkLength } from "../utils/application-files";

/** The application form of an "apply" promotion in a dialog; after sending it says so and closes. */
export function ApplicationDialog({
  promotion,
  onClose,
}: {
  promotion: { id: string; title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation("promotions");
  return (
    <Modal
      open
      closable
      onOpenChange={(open) => !open && onClose()}
      title={t("apply.title")}
      description={promotion.title}
    >
      <ApplicationForm promotionId={promotion.id} onDone={onClose} />
    </Modal>
  );
}

type Picked = { file: File; url: string };

/**
 * Spec §9: a remark of at most 140 characters (live counter) and up to 3 png/jpg pictures of at
 * most 5 MB each, checked here before anything is uploaded; each picture is then uploaded as a raw
 * body and the application names their ids.
 */
export function ApplicationForm({ promotionId, onDone }: { promotionId: string; onDone: () => void }) {
  const { t } = useTranslation("promotions");
  const id = useId();
  const [remark, setRemark] = useState("");
  const [picked, setPicked] = useState<Picked[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [remarkProblem, setRemarkProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useCreateApplication(promotionId);
  const requestId = useRequestId();
  const errorText = usePromotionError();
  const length = remarkLength(remark);
  const maxMb = APPLICATION_IMAGE_BYTES_MAX / 1024 / 1024;

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
    const result = addApplicationImages(
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
    if (result.problems.type) problems.push(t("apply.images.type"));
    if (result.problems.size) problems.push(t("apply.images.size", { mb: maxMb }));
    if (result.problems.tooMany) problems.push(t("apply.images.tooMany", { count: APPLICATION_IMAGES_MAX }));
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
    () => JSON.stringify([remark.trim(), picked.map((p) => [p.file.name, p.file.size, p.file.lastModified])]),
    [remark, picked],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (length > APPLICATION_REMARK_MAX) {
      setRemarkProblem(t("apply.remark.tooLong", { max: APPLICATION_REMARK_MAX }));
      return;
    }
    setRemarkProblem(null);
    send.mutate(
      { requestId: requestId.idFor(fingerprint), remark: remark.trim(), files: picked.map((p) => p.file) },
      {
        onSuccess: () => {
          requestId.done();
          setSent(true);
        },
      },
    );
  }

  if (sent) {
    return (
      <div role="status" className="grid gap-4" data-testid="application-sent">
        <p className="rounded-xl border border-jade/40 bg-jade/10 px-4 py-3 text-sm text-fg">{t("apply.sent")}</p>
        <Button onClick={onDone} className="justify-self-end">
          {t("apply.close")}
        </Button>
      </div>
    );
  }

  const over = length > APPLICATION_REMARK_MAX;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" data-testid="application-form">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-remark`} className="text-sm font-medium text-fg">
          {t("apply.remark.label")}
        </label>
        <textarea
          id={`${id}-remark`}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          rows={4}
          aria-invalid={over || remarkProblem ? true : undefined}
          aria-describedby={`${id}-count${remarkProblem ? ` ${id}-remark-error` : ""}`}
          placeholder={t("apply.remark.placeholder")}
          className={cn(inputClasses, "h-auto min-h-24 py-2.5")}
        />
        <p
          id={`${id}-count`}
          data-testid="application-remark-count"
          aria-live="polite"
          className={cn("justify-self-end text-xs tabular-nums", over ? "font-semibold text-danger" : "text-fg-muted")}
        >
          {t("apply.remark.count", { count: length, max: APPLICATION_REMARK_MAX })}
        </p>
        {remarkProblem && (
          <p id={`${id}-remark-error`} role="alert" className="text-xs font-medium text-danger">
            {remarkProblem}
          </p>
        )}
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{t("apply.images.label")}</legend>
        <p id={`${id}-images-hint`} className="text-xs text-fg-muted">
          {t("apply.images.hint", { count: APPLICATION_IMAGES_MAX, mb: maxMb })}
        </p>
        <ul className="grid grid-cols-3 gap-2" aria-label={t("apply.images.chosen")}>
          {picked.map((p, index) => (
            <li key={p.url} className="relative overflow-hidden rounded-xl border border-line bg-surface-2">
              <img
                src={p.url}
                alt={t("apply.images.preview", { n: index + 1 })}
                className="aspect-square w-full object-cover"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t("apply.images.remove", { n: index + 1 })}
                data-testid="application-image-remove"
                className="absolute top-1 right-1 grid size-7 cursor-pointer place-items-center rounded-full bg-bg/85 text-fg hover:text-danger focus-visible:outline-2 focus-visible:outline-focus"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {picked.length < APPLICATION_IMAGES_MAX && (
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
                  {t("apply.images.add")}
                </span>
              </button>
            </li>
          )}
        </ul>
        <input
          ref={fileInput}
          type="file"
          accept={APPLICATION_IMAGE_TYPES.join(",")}
          multiple
          onChange={choose}
          data-testid="application-image-input"
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

      <FormError message={send.isError ? errorText(send.error) : null} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t("apply.cancel")}
        </Button>
        <Button
          type="submit"
          disabled={send.isPending}
          aria-busy={send.isPending || undefined}
          data-testid="application-submit"
        >
          {send.isPending ? t("apply.sending") : t("apply.submit")}
        </Button>
      </div>
    </form>
  );
}
