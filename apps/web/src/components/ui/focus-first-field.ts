const FIELDS = "input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)";

/**
 * Where focus goes when a dialog opens: its first visible field, or else its heading (which takes
 * focus with tabIndex -1). Never the dialog box itself, which is not a control and would show the
 * focus ring around the whole dialog.
 */
export function focusFirstField(dialog: HTMLElement): void {
  const field = [...dialog.querySelectorAll<HTMLElement>(FIELDS)].find(
    (element) => element.getClientRects().length > 0,
  );
  const target = field ?? dialog.querySelector<HTMLElement>("h1, h2, h3, [tabindex='-1']") ?? dialog;
  target.focus({ preventScroll: true });
}
