/** Rates travel in parts per million (0.3 % = 3000). */
export const PPM = 1_000_000;

/**
 * A ppm rate as a percentage in the language's digits ("0.3%", "0,3 %"), exact: the digits are
 * cut from the integer (up to 4 decimals of a percent), never divided as a float.
 */
export function formatRate(ppm: number, language: string): string {
  const negative = ppm < 0;
  const abs = Math.abs(Math.trunc(ppm));
  const whole = Math.trunc(abs / 10_000);
  const fraction = (abs % 10_000).toString().padStart(4, "0").replace(/0+$/, "");
  const decimal = fraction === "" ? `${whole}` : `${whole}.${fraction}`;
  const format = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 4 });
  // Intl takes the exact decimal string; dividing by 100 is done by the "E-2" exponent.
  return format.format(`${negative ? "-" : ""}${decimal}E-2` as Intl.StringNumericLiteral);
}

/**
 * A percentage typed by the agent ("0.5", "0,5") as ppm, or null when it is not a number with at
 * most 4 decimals between 0 and 100.
 */
export function percentInputToPpm(input: string): number | null {
  const text = input.trim().replace(",", ".");
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const ppm = Number(match[1]) * 10_000 + Number((match[2] ?? "").padEnd(4, "0"));
  return ppm <= PPM ? ppm : null;
}
