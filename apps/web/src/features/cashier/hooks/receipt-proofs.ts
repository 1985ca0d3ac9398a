import { useCallback, useEffect, useRef, useState } from "react";
import { readAsDataUrl } from "../../../lib/read-as-data-url";
import { addProofFiles, type ProofSelection } from "../utils/receipt-files";

export type ProofEntry = {
  key: string;
  file: File;
  /**
   * The preview as a data: address (the site's CSP allows data: images, not blob:), or null
   * while it is being read.
   */
  previewUrl: string | null;
  /** Set once uploaded, so a retried submission does not upload it twice. */
  proofId?: string;
};

let nextKey = 0;

/** The proof pictures chosen for a receipt answer: at most three good ones, with previews. */
export function useProofFiles() {
  const [files, setFiles] = useState<ProofEntry[]>([]);
  const latest = useRef(files);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((next: ProofEntry[]) => {
    latest.current = next;
    if (mounted.current) setFiles(next);
  }, []);

  const add = useCallback(
    (chosen: File[]): ProofSelection<File>["problems"] => {
      const current = latest.current;
      const selection = addProofFiles(
        current.map((entry) => entry.file),
        chosen,
      );
      const added = selection.files.slice(current.length).map((file) => ({
        key: `proof-${++nextKey}`,
        file,
        previewUrl: null,
      }));
      update([...current, ...added]);
      for (const entry of added) {
        readAsDataUrl(entry.file)
          .then((url) => update(latest.current.map((e) => (e.key === entry.key ? { ...e, previewUrl: url } : e))))
          .catch(() => undefined);
      }
      return selection.problems;
    },
    [update],
  );

  const remove = useCallback((key: string) => update(latest.current.filter((e) => e.key !== key)), [update]);

  const markUploaded = useCallback(
    (key: string, proofId: string) => update(latest.current.map((e) => (e.key === key ? { ...e, proofId } : e))),
    [update],
  );

  return { files, add, remove, markUploaded };
}

export type ProofFiles = ReturnType<typeof useProofFiles>;
