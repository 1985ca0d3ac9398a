import { VN_BANKS } from "@lotus/contracts/web";

export type VnBank = (typeof VN_BANKS)[number];

/** Lower case without Vietnamese marks, so "ngoai thuong" finds "Ngoại thương" and "dau tu" finds "Đầu tư". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .toLowerCase()
    .trim();
}

/**
 * The banks whose code, short name, full name or NAPAS BIN contains every word searched for: an
 * exact code or short name first, then the ones starting with the search, then the rest, each in list order.
 */
export function searchBanks(query: string, banks: readonly VnBank[] = VN_BANKS): VnBank[] {
  const folded = foldText(query);
  const words = folded.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...banks];
  const rank = (bank: VnBank) => {
    const names = [foldText(bank.code), foldText(bank.name)];
    if (names.includes(folded)) return 0;
    return names.some((name) => name.startsWith(folded)) ? 1 : 2;
  };
  return banks
    .filter((bank) => {
      const haystack = foldText(`${bank.code} ${bank.name} ${bank.fullName} ${bank.bin}`);
      return words.every((word) => haystack.includes(word));
    })
    .map((bank, index) => ({ bank, index, rank: rank(bank) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.bank);
}
