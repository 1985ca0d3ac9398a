/** The console's account-name rule for an approved partner (contracts: CONSOLE_ACCOUNT_NAME_PATTERN). */
const ACCOUNT_NAME = /^[a-z0-9][a-z0-9_.-]{3,31}$/;

export const validAccount = (text: string): boolean => ACCOUNT_NAME.test(text.trim().toLowerCase());

/**
 * A first proposal for the partner's account from the applicant's name: letters without their
 * diacritics (đ → d), lower case, words joined without spaces, cut to 32 characters; "" when
 * nothing usable is left (the operator types one).
 */
export function suggestAccount(name: string): string {
  const plain = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/gi, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 32);
  return validAccount(plain) ? plain : "";
}
