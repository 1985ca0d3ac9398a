/** Whole percent of progress / required, 0–100, rounded down; a zero requirement is met. */
export function progressPercent(progress: string, required: string): number {
  const need = BigInt(required);
  if (need <= 0n) return 100;
  const done = BigInt(progress);
  return done >= need ? 100 : Number((done * 100n) / need);
}
