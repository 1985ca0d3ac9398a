/*
 * Receiving account fields as the server accepts them (contracts: consoleReceivingAccountRequestSchema):
 * 6–19 digits; the holder in upper-case letters and spaces, as the bank prints it (VietQR shows it
 * to the payer). Vietnamese diacritics are removed, as banks do.
 */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{6,19}$/;
export const ACCOUNT_NAME_PATTERN = /^[A-Z][A-Z ]{1,63}$/;

/** "Nguyễn Văn Đức" → "NGUYEN VAN DUC". */
export function normalizeAccountName(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .toUpperCase()
    .replace(/\s+/g, " ")
    .trimStart();
}

export function normalizeAccountNumber(input: string): string {
  return input.replace(/[\s.-]/g, "");
}
