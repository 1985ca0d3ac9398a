import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "./api-client";
import { notify } from "./notify";

/** A draft checked the way the server checks it: the request to send, or field → i18n key of its problem. */
export type DraftCheck<Request> =
  { ok: true; request: Request } | { ok: false; errors: Partial<Record<string, string>> };

/**
 * A settings form kept as a draft: checked on every change, its problems shown (translated) once the
 * operator has tried to save, sent only when valid, then rebuilt from what the server stored, with a
 * success notice; a refusal is shown as `error` and keeps the draft.
 */
export function useDraftForm<Draft, Request, Saved>(options: {
  initial: () => Draft;
  validate: (draft: Draft) => DraftCheck<Request>;
  save: (request: Request) => Promise<Saved>;
  draftOf: (saved: Saved) => Draft;
  savedMessage: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(options.initial);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const result = options.validate(draft);
  const problem = (field: string): string | null => {
    if (!touched || result.ok) return null;
    const key = result.errors[field];
    return key ? t(key) : null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!result.ok) return;
    setError(null);
    try {
      setDraft(options.draftOf(await options.save(result.request)));
      setTouched(false);
      notify("success", options.savedMessage);
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return { draft, setDraft, problem, error, submit };
}
