import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES } from "@lotus/contracts/web";
import { changeLanguage, useLanguage } from "../lib/i18n";
import { isLanguage } from "../lib/language";
import { setTheme, useTheme } from "../lib/theme";

/** Language and theme, on the login page and in the console's top bar. */
export function Toolbar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const selectId = useId();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={selectId} className="sr-only">
        {t("toolbar.language")}
      </label>
      <select
        id={selectId}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        data-testid="language-select"
        className="h-9 rounded-md border border-line bg-surface px-2 text-sm"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => setTheme(next)}
        aria-label={t(next === "dark" ? "toolbar.darkTheme" : "toolbar.lightTheme")}
        title={t(next === "dark" ? "toolbar.darkTheme" : "toolbar.lightTheme")}
        data-testid="theme-toggle"
        className="grid size-9 cursor-pointer place-items-center rounded-md border border-line bg-surface text-fg-muted hover:text-fg"
      >
        {theme === "dark" ? (
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
            <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
            <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        )}
      </button>
    </div>
  );
}
