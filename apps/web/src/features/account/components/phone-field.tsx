import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Country } from "@lotus/contracts/web";
import { ChevronDownIcon } from "../../../components/ui/icons";
import { cn } from "../../../components/ui/cn";
import { imageUrl, usePermissionValue } from "../../../lib/queries/permission";
import { withPlus } from "../utils/phone";
import { FieldFrame, describedBy, inputClasses } from "./form-controls";

function Flag({ country }: { country: Country }) {
  const permission = usePermissionValue();
  return (
    <img
      src={imageUrl(permission, country.flag)}
      alt=""
      width={24}
      height={18}
      className="h-[18px] w-6 shrink-0 rounded-[3px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.15)]"
    />
  );
}

/**
 * The country-code dropdown of spec §2 with flags and dialling codes: a button and a listbox
 * (WAI-ARIA select-only combobox pattern: arrows, Home, End, Enter, Escape, a typed letter).
 */
function CountrySelect({
  countries,
  value,
  onChange,
  invalid,
}: {
  countries: readonly Country[];
  value: Country | undefined;
  onChange: (country: Country) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation("account");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes the list, not the whole dialog: the dialog listens on the document in the
    // capture phase, so the list has to catch the key one step earlier, on the window.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("keydown", onEscape, { capture: true });
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("keydown", onEscape, { capture: true });
    };
  }, [open]);

  function openList() {
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.countryCode === value?.countryCode),
      ),
    );
    setOpen(true);
  }

  function choose(index: number) {
    const country = countries[index];
    if (country) onChange(country);
    setOpen(false);
    button.current?.focus();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = countries.length - 1;
    if (event.key === "ArrowDown") setActive((i) => Math.min(last, i + 1));
    else if (event.key === "ArrowUp") setActive((i) => Math.max(0, i - 1));
    else if (event.key === "Home") setActive(0);
    else if (event.key === "End") setActive(last);
    else if (event.key === "Enter" || event.key === " ") choose(active);
    else if (event.key === "Tab") {
      setOpen(false);
      return;
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLocaleLowerCase();
      const match = countries.findIndex((c, i) => i > active && c.name.toLocaleLowerCase().startsWith(letter));
      const wrapped = match >= 0 ? match : countries.findIndex((c) => c.name.toLocaleLowerCase().startsWith(letter));
      if (wrapped >= 0) setActive(wrapped);
    } else return;
    event.preventDefault();
  }

  const listId = `${id}-list`;
  return (
    <div ref={root} className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={
          value
            ? t("phone.countryValue", { country: value.name, code: withPlus(value.countryDialingCode) })
            : t("phone.country")
        }
        disabled={countries.length === 0}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            openList();
          }
        }}
        className={cn(
          inputClasses(invalid),
          "flex w-auto cursor-pointer items-center gap-2 px-3 tabular-nums",
          open && "border-gold",
        )}
      >
        {value && <Flag country={value} />}
        <span className="text-base">{value ? withPlus(value.countryDialingCode) : "+"}</span>
        <ChevronDownIcon className={cn("size-4 text-fg-muted transition-transform", open && "rotate-180")} />
      </button>
      {open && (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={0}
          aria-label={t("phone.country")}
          aria-activedescendant={`${id}-opt-${active}`}
          onKeyDown={onListKeyDown}
          className="absolute top-full left-0 z-20 mt-1.5 max-h-64 w-72 max-w-[calc(100vw-3rem)] overflow-y-auto rounded-xl border border-line bg-bg-elevated p-1 shadow-card focus:outline-none"
        >
          {countries.map((country, index) => {
            const selected = country.countryCode === value?.countryCode;
            return (
              <li
                key={country.countryCode}
                id={`${id}-opt-${index}`}
                data-index={index}
                role="option"
                aria-selected={selected}
                onPointerEnter={() => setActive(index)}
                onClick={() => choose(index)}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm",
                  index === active ? "bg-surface-2 text-fg" : "text-fg-muted",
                  selected && "font-semibold text-fg",
                )}
              >
                <Flag country={country} />
                <span className="min-w-0 flex-1 truncate">{country.name}</span>
                <span className="tabular-nums">{withPlus(country.countryDialingCode)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A mobile number: country code dropdown and the national number, with the country's digit count as hint. */
export function PhoneField({
  id,
  label,
  countries,
  country,
  onCountryChange,
  value,
  onChange,
  error,
  hint,
  autoFocus,
}: {
  id: string;
  label: ReactNode;
  countries: readonly Country[];
  country: Country | undefined;
  onCountryChange: (country: Country) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation("account");
  const shownHint = hint ?? (country ? t("phone.hint", { n: country.mobileDigits }) : undefined);
  return (
    <FieldFrame id={id} label={label} hint={shownHint} error={error}>
      <div className="flex gap-2">
        <CountrySelect countries={countries} value={country} onChange={onCountryChange} invalid={Boolean(error)} />
        <input
          id={id}
          name="mobileNum"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          autoFocus={autoFocus}
          maxLength={20}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, shownHint, error)}
          className={cn(inputClasses(Boolean(error)), "flex-1 tabular-nums")}
        />
      </div>
    </FieldFrame>
  );
}
