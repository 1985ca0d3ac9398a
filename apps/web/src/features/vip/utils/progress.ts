/** How far `have` is towards `need`, in whole percent from 0 to 100 (bigint minor units; a need of 0 is met). */
export function progressPercent(have: bigint, need: bigint): number {
  if (need <= 0n || have >= need) return 100;
  if (have <= 0n) return 0;
  return Number((have * 100n) / need);
}
