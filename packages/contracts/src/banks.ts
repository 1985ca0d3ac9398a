/**
 * Vietnamese banks for withdrawal accounts and receiving accounts: the short code members know,
 * the NAPAS BIN that a VietQR code carries (field 38, sub-field 00 of the beneficiary block),
 * and the full name. Sorted as members look for them: the largest banks first.
 */
export const VN_BANKS = [
  { code: "VCB", bin: "970436", name: "Vietcombank", fullName: "Ngân hàng TMCP Ngoại thương Việt Nam" },
  { code: "BIDV", bin: "970418", name: "BIDV", fullName: "Ngân hàng TMCP Đầu tư và Phát triển Việt Nam" },
  { code: "ICB", bin: "970415", name: "VietinBank", fullName: "Ngân hàng TMCP Công thương Việt Nam" },
  { code: "VBA", bin: "970405", name: "Agribank", fullName: "Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam" },
  { code: "TCB", bin: "970407", name: "Techcombank", fullName: "Ngân hàng TMCP Kỹ thương Việt Nam" },
  { code: "MB", bin: "970422", name: "MB Bank", fullName: "Ngân hàng TMCP Quân đội" },
  { code: "ACB", bin: "970416", name: "ACB", fullName: "Ngân hàng TMCP Á Châu" },
  { code: "VPB", bin: "970432", name: "VPBank", fullName: "Ngân hàng TMCP Việt Nam Thịnh Vượng" },
  { code: "STB", bin: "970403", name: "Sacombank", fullName: "Ngân hàng TMCP Sài Gòn Thương Tín" },
  { code: "TPB", bin: "970423", name: "TPBank", fullName: "Ngân hàng TMCP Tiên Phong" },
  { code: "HDB", bin: "970437", name: "HDBank", fullName: "Ngân hàng TMCP Phát triển TP. Hồ Chí Minh" },
  { code: "VIB", bin: "970441", name: "VIB", fullName: "Ngân hàng TMCP Quốc tế Việt Nam" },
  { code: "SHB", bin: "970443", name: "SHB", fullName: "Ngân hàng TMCP Sài Gòn – Hà Nội" },
  { code: "EIB", bin: "970431", name: "Eximbank", fullName: "Ngân hàng TMCP Xuất Nhập khẩu Việt Nam" },
  { code: "MSB", bin: "970426", name: "MSB", fullName: "Ngân hàng TMCP Hàng Hải Việt Nam" },
  { code: "OCB", bin: "970448", name: "OCB", fullName: "Ngân hàng TMCP Phương Đông" },
  { code: "SEAB", bin: "970440", name: "SeABank", fullName: "Ngân hàng TMCP Đông Nam Á" },
  { code: "LPB", bin: "970449", name: "LPBank", fullName: "Ngân hàng TMCP Lộc Phát Việt Nam" },
  { code: "NAB", bin: "970428", name: "Nam A Bank", fullName: "Ngân hàng TMCP Nam Á" },
  { code: "BAB", bin: "970409", name: "Bac A Bank", fullName: "Ngân hàng TMCP Bắc Á" },
  { code: "ABB", bin: "970425", name: "ABBANK", fullName: "Ngân hàng TMCP An Bình" },
  { code: "VAB", bin: "970427", name: "VietABank", fullName: "Ngân hàng TMCP Việt Á" },
  { code: "PVCB", bin: "970412", name: "PVcomBank", fullName: "Ngân hàng TMCP Đại Chúng Việt Nam" },
  { code: "KLB", bin: "970452", name: "Kienlongbank", fullName: "Ngân hàng TMCP Kiên Long" },
  { code: "SCB", bin: "970429", name: "SCB", fullName: "Ngân hàng TMCP Sài Gòn" },
  { code: "BVB", bin: "970438", name: "BaoViet Bank", fullName: "Ngân hàng TMCP Bảo Việt" },
  { code: "VIETBANK", bin: "970433", name: "VietBank", fullName: "Ngân hàng TMCP Việt Nam Thương Tín" },
  { code: "SGICB", bin: "970400", name: "Saigonbank", fullName: "Ngân hàng TMCP Sài Gòn Công Thương" },
  { code: "NCB", bin: "970419", name: "NCB", fullName: "Ngân hàng TMCP Quốc Dân" },
  { code: "PGB", bin: "970430", name: "PGBank", fullName: "Ngân hàng TMCP Thịnh vượng và Phát triển" },
  { code: "GPB", bin: "970408", name: "GPBank", fullName: "Ngân hàng Thương mại TNHH MTV Dầu Khí Toàn Cầu" },
  { code: "CBB", bin: "970444", name: "CBBank", fullName: "Ngân hàng Thương mại TNHH MTV Xây dựng Việt Nam" },
  { code: "VCCB", bin: "970454", name: "BVBank", fullName: "Ngân hàng TMCP Bản Việt" },
] as const;

export type VnBank = (typeof VN_BANKS)[number];
export type VnBankCode = VnBank["code"];
export const VN_BANK_CODES = VN_BANKS.map((bank) => bank.code) as [VnBankCode, ...VnBankCode[]];

export function findBank(code: string): VnBank | undefined {
  return VN_BANKS.find((bank) => bank.code === code);
}
