/** Focuses the first of these fields that exists, so keyboard and screen-reader users land on the problem. */
export function focusFirst(ids: readonly (string | false | null | undefined)[]) {
  for (const id of ids) {
    const element = id ? document.getElementById(id) : null;
    if (element) {
      element.focus();
      return;
    }
  }
}
