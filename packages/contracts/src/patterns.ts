/**
 * The registration pattern catalogue (spec §5): patternId 0–22, shared by the web form and
 * the server. Patterns are compiled with the `u` flag. `*` matches anything.
 */
export const PATTERN_CATALOGUE = [
  { id: 0, key: "length_only", pattern: "*" },
  { id: 1, key: "letter_first_alnum", pattern: "^[A-Za-z][A-Za-z0-9]*$" },
  { id: 2, key: "letters_chinese", pattern: "^[A-Za-z\\u4E00-\\u9FA5]+$" },
  { id: 3, key: "email", pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$" },
  { id: 4, key: "alnum_no_special", pattern: "^[A-Za-z0-9]+$" },
  { id: 5, key: "alnum_combined", pattern: "^[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*$" },
  { id: 6, key: "digits_only", pattern: "^[0-9]+$" },
  { id: 7, key: "alnum_one_upper", pattern: "^(?=.*[A-Z])[A-Za-z0-9]+$" },
  { id: 8, key: "english_letters_spaces", pattern: "^[A-Za-z ]+$" },
  { id: 9, key: "no_spaces", pattern: "^\\S+$" },
  { id: 10, key: "chinese_symbols", pattern: "^[\\u4E00-\\u9FA5·.．]+$" },
  { id: 11, key: "date_ymd", pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$" },
  { id: 12, key: "two_letters_spaces", pattern: "^(?=(?:.*\\p{L}){2})[\\p{L}\\p{M} ]+$" },
  { id: 13, key: "date_mdy", pattern: "^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$" },
  { id: 14, key: "letters_and_digits", pattern: "^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$" },
  { id: 15, key: "korean_only", pattern: "^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F]+$" },
  { id: 16, key: "thai_only", pattern: "^[\\u0E00-\\u0E7F]+$" },
  { id: 17, key: "thai_english_spaces", pattern: "^[\\u0E00-\\u0E7FA-Za-z ]+$" },
  { id: 18, key: "upper_spaces", pattern: "^(?=.*[A-Z])[A-Z ]+$" },
  { id: 19, key: "letters_digits_symbols", pattern: "^[\\x21-\\x7E]+$" },
  { id: 20, key: "strong_password", pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$" },
  { id: 21, key: "full_name", pattern: "^[\\p{L}\\p{M}]+( [\\p{L}\\p{M}]+)+$" },
  { id: 22, key: "fullwidth_japanese", pattern: "^[\\u3040-\\u30FF\\u4E00-\\u9FFF\\uFF01-\\uFF5E]+$" },
] as const;

export type PatternId = (typeof PATTERN_CATALOGUE)[number]["id"];

export function patternOf(id: number): string {
  return PATTERN_CATALOGUE.find((p) => p.id === id)?.pattern ?? "*";
}

/** Spec §5: valid when the value matches acceptedPattern and its length is within bounds. */
export function matchesFieldRule(
  rule: { acceptedPattern: string; minLength: number; maxLength: number },
  value: string,
): boolean {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  if (rule.acceptedPattern === "*") return true;
  return new RegExp(rule.acceptedPattern, "u").test(value);
}
