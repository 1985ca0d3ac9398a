import { useCallback, useEffect, useRef, useState } from "react";

/** How long a "copied" mark stays next to the value that was copied. */
const COPIED_MS = 2000;

/** Puts text on the clipboard; the hidden-textarea path covers plain-http pages without the Clipboard API. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: fall through to the older way.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copy buttons that say "copied" for a moment: `copied` is the key of the value copied last. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(async (key: string, text: string) => {
    const done = await copyText(text);
    if (!done) return false;
    setCopied(key);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(null), COPIED_MS);
    return true;
  }, []);
  return { copied, copy };
}
