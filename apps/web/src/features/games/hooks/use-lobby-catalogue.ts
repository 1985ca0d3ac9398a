import { useMemo } from "react";
import type { GameEntry } from "@lotus/contracts/web";
import { buildCatalogue, type LobbyCatalogue } from "../utils/catalogue";
import { recordCatalogue } from "../utils/metrics";

/** The category's games with their search keys, built once per list (not per keystroke). */
export function useLobbyCatalogue(list: readonly GameEntry[] | undefined, language: string): LobbyCatalogue | null {
  return useMemo(() => {
    if (!list) return null;
    const started = performance.now();
    const catalogue = buildCatalogue(list, language);
    recordCatalogue(list.length, performance.now() - started);
    return catalogue;
  }, [list, language]);
}
