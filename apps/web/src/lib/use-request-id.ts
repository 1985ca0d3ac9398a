import { useCallback, useRef } from "react";
import { newRequestId } from "./request-id";

/**
 * The idempotency key of a money submission: sending the same fields again (a retry after a lost
 * answer) reuses the key, so the server moves the money once; other fields, or a submission after
 * a success, get a new one.
 */
export function useRequestId() {
  const current = useRef<{ fingerprint: string; id: string } | null>(null);
  const idFor = useCallback((fingerprint: string) => {
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, id: newRequestId() };
    return current.current.id;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { idFor, done };
}
