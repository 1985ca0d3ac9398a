import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PROOF_IMAGE_MAX_COUNT, PROOF_IMAGE_TYPES } from "@lotus/contracts/web";
import { cn } from "../../../../components/ui/cn";
import { CloseIcon } from "../../../../components/ui/icons";
import type { ProofFiles } from "../../hooks/receipt-proofs";

export { useProofFiles } from "../../hooks/receipt-proofs";

/**
 * Proof pictures for "not received" (1–3 required) or "all paid" (optional): png or jpg, at most
 * 5 MB each, at most 3 (spec §9 messages "image larger than 5 MB", "more than 3 images").
 */
export function ProofPicker({
  proofs,
  required,
  error,
  disabled,
  onChange,
}: {
  proofs: ProofFiles;
  required: boolean;
  error?: string;
  disabled?: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation("cashier");
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const full = proofs.files.length >= PROOF_IMAGE_MAX_COUNT;
  const messages = error ? [error, ...problems] : problems;

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {required ? t("proofs.labelRequired") : t("proofs.labelOptional")}
        </label>
        <span className="text-xs text-fg-muted tabular-nums" aria-live="polite">
          {t("proofs.count", { chosen: proofs.files.length, max: PROOF_IMAGE_MAX_COUNT })}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {t("proofs.hint")}
      </p>

      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t("proofs.chosen")}>
        {proofs.files.map((entry, index) => (
          <li
            key={entry.key}
            className="relative aspect-square overflow-hidden rounded-xl border border-line bg-surface-2"
          >
            {entry.previewUrl ? (
              <img
                src={entry.previewUrl}
                alt={t("proofs.previewAlt", { index: index + 1 })}
                className="size-full object-cover"
              />
            ) : (
              <span
                className="lotus-skeleton block size-full"
                role="img"
                aria-label={t("proofs.previewAlt", { index: index + 1 })}
              />
            )}
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                proofs.remove(entry.key);
                setProblems([]);
                onChange();
              }}
              aria-label={t("proofs.remove", { index: index + 1 })}
              className="absolute top-1 right-1 grid size-8 cursor-pointer place-items-center rounded-full bg-black/65 text-white hover:bg-black/80 disabled:cursor-not-allowed"
            >
              <CloseIcon />
            </button>
          </li>
        ))}
        {!full && (
          <li>
            <label
              className={cn(
                "grid aspect-square cursor-pointer place-items-center rounded-xl border-2 border-dashed border-line bg-surface-2/50 p-2 text-center text-xs font-semibold text-fg-muted hover:border-gold/60 hover:text-fg",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
                disabled && "pointer-events-none opacity-60",
              )}
            >
              <span className="grid justify-items-center gap-1">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M12 5v14M5 12h14" strokeLinecap="round" />
                </svg>
                {t("proofs.add")}
              </span>
              <input
                id={id}
                type="file"
                multiple
                accept={PROOF_IMAGE_TYPES.join(",")}
                disabled={disabled}
                data-testid="receipt-file-input"
                aria-describedby={`${id}-hint`}
                aria-invalid={messages.length > 0 ? true : undefined}
                className="sr-only"
                onChange={(event) => {
                  const chosen = Array.from(event.target.files ?? []);
                  // Cleared so choosing the same picture again after removing it fires again.
                  event.target.value = "";
                  if (chosen.length === 0) return;
                  const refused = proofs.add(chosen);
                  setProblems(
                    [
                      refused.type && t("proofs.problem.type"),
                      refused.size && t("proofs.problem.size"),
                      refused.tooMany && t("proofs.problem.tooMany"),
                    ].filter((text): text is string => Boolean(text)),
                  );
                  onChange();
                }}
              />
            </label>
          </li>
        )}
      </ul>

      {messages.length > 0 && (
        <ul role="alert" className="grid gap-0.5 text-xs font-medium text-danger">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
