/** Spec §5: a mobile number has exactly the country's digit count; codes are 6 digits. */
export const hasExactDigits = (value: string, count: number) => new RegExp(`^[0-9]{${count}}$`).test(value);

/** Keeps what a digits-only field may hold: digits, at most `max` of them (pasted spaces and dashes drop out). */
export const onlyDigits = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

/**
 * A national mobile number as the country's digit count expects it: digits only, without the
 * trunk prefix 0 that people habitually type in front (0912… is 912… after +84).
 */
export const nationalNumber = (value: string, max: number) => onlyDigits(value.replace(/^[\s0]+/, ""), max);

/** The contracts' dialling code carries its plus sign; the country list gives it without one. */
export const withPlus = (dialingCode: string) => (dialingCode.startsWith("+") ? dialingCode : `+${dialingCode}`);
