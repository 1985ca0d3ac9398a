import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, LANGUAGE_NAMES, type Language } from "@lotus/contracts/web";
import { CheckIcon, ChevronDownIcon, GlobeIcon } from "../../../components/ui/icons";
import { cn } from "../../../components/ui/cn";
import { changeLanguage, useLanguage } from "../../../lib/i18n";

/**
 * The header language selector (spec §2): a button opening a listbox of the five languages.
 * Arrow keys move, Enter or Space chooses, Esc closes; the choice is saved as `hisLang`.
 */
export function LanguageSelector({ compact, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation("layout");
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(LANGUAGES.indexOf(language));
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function openList() {
    setActive(LANGUAGES.indexOf(language));
    setOpen(true);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function choose(next: Language) {
    close();
    if (next !== language) void changeLanguage(next);
  }

  function onListKeyDown(event: KeyboardEvent) {
    const last = LANGUAGES.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(LANGUAGES[active]!);
    } else if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      close();
    }
  }

  return (
    <div ref={rootRef} className={cn("relative", className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${t("language.label")}: ${LANGUAGE_NAMES[language]}`}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            openList();
          }
        }}
        className="inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-surface-2/70 px-3 text-sm font-medium text-fg hover:border-gold/60"
      >
        <GlobeIcon className="size-4 text-gold" />
        <span aria-hidden="true">{compact ? language.toUpperCase() : LANGUAGE_NAMES[language]}</span>
        <ChevronDownIcon className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={t("language.label")}
          aria-activedescendant={`${listId}-${LANGUAGES[active]}`}
          onKeyDown={onListKeyDown}
          className="absolute top-full right-0 z-50 mt-2 w-48 overflow-hidden rounded-xl border border-line bg-bg-elevated p-1 shadow-card focus:outline-none"
        >
          {LANGUAGES.map((code, index) => (
            <li
              key={code}
              id={`${listId}-${code}`}
              role="option"
              lang={code}
              aria-selected={code === language}
              onPointerEnter={() => setActive(index)}
              onClick={() => choose(code)}
              className={cn(
                "flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm text-fg",
                index === active && "bg-surface-2 outline-2 -outline-offset-2 outline-focus",
              )}
            >
              <span>{LANGUAGE_NAMES[code]}</span>
              {code === language && <CheckIcon className="size-4 text-gold" />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The five languages as a list of buttons, for the phone menu sheet. */
export function LanguageOptions() {
  const { t } = useTranslation("layout");
  const language = useLanguage();
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-bold tracking-widest text-fg-muted uppercase">{t("language.label")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={code === language}
            onClick={() => code !== language && void changeLanguage(code)}
            className={cn(
              "flex h-11 cursor-pointer items-center justify-between rounded-xl border px-3 text-sm font-medium",
              code === language ? "border-gold bg-gold-soft/15 text-fg" : "border-line bg-surface text-fg",
            )}
          >
            {LANGUAGE_NAMES[code]}
            {code === language && <CheckIcon className="size-4 text-gold" />}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
