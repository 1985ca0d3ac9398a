/** Points are whole numbers: "1.250" in vi, "1,250" in en (digit strings from the wire, any size). */
export function formatPoints(points: string | bigint, language: string): string {
  const value = typeof points === "bigint" ? points : BigInt(points);
  return new Intl.NumberFormat(language).format(value);
}

/** A signed change with its sign always shown ("+12", "−300"). */
export function formatPointsChange(points: string, language: string): string {
  const value = BigInt(points);
  const text = formatPoints(value < 0n ? -value : value, language);
  return value < 0n ? `−${text}` : `+${text}`;
}
