import { CloseIcon } from "../../../components/ui/icons";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";

/** The search field; matching ignores capitals and Vietnamese marks (see search-help). */
export function HelpSearchBox({
  value,
  onChange,
  controls,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The region the results appear in, once there is one. */
  controls: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation("help");
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form role="search" className="relative w-full max-w-xl" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-fg-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      <input
        ref={input}
        id={inputId}
        type="search"
        value={value}
        disabled={disabled}
        aria-controls={controls}
        autoComplete="off"
        placeholder={t("search.placeholder")}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 w-full rounded-full border border-line bg-bg-elevated pr-12 pl-12 text-base text-fg shadow-card placeholder:text-fg-muted focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value !== "" && (
        <button
          type="button"
          aria-label={t("search.clear")}
          onClick={() => {
            onChange("");
            input.current?.focus();
          }}
          className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-surface-2 hover:text-fg"
        >
          <CloseIcon className="size-4" strokeWidth={2.2} />
        </button>
      )}
    </form>
  );
}
