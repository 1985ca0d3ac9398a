import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_MAX_COUNT, PROOF_IMAGE_TYPES } from "@lotus/contracts/web";

export type ProofFileProblem = "type" | "size";
export type ProofSelection<F> = {
  /** The files kept: the ones already chosen, then the new good ones, at most PROOF_IMAGE_MAX_COUNT. */
  files: F[];
  /** What was refused from this choice (spec §9: "image larger than 5 MB", "more than 3 images"). */
  problems: { type: boolean; size: boolean; tooMany: boolean };
};

/** Why a picture cannot be a withdrawal proof (png or jpg, at most 5 MB); null when it can. */
export function proofFileProblem(file: { type: string; size: number }): ProofFileProblem | null {
  if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > PROOF_IMAGE_MAX_BYTES) return "size";
  return null;
}

/** Adds newly chosen pictures to the chosen ones, keeping only good ones and never more than three. */
export function addProofFiles<F extends { type: string; size: number }>(chosen: F[], added: F[]): ProofSelection<F> {
  const problems = { type: false, size: false, tooMany: false };
  const files = [...chosen];
  for (const file of added) {
    const problem = proofFileProblem(file);
    if (problem) {
      problems[problem] = true;
      continue;
    }
    if (files.length >= PROOF_IMAGE_MAX_COUNT) {
      problems.tooMany = true;
      continue;
    }
    files.push(file);
  }
  return { files, problems };
}
