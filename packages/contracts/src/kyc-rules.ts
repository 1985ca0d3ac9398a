/** Know-your-customer constants (zod-free: the web app imports them at runtime). See kyc.ts. */

export const KYC_TIERS = [0, 1, 2, 3] as const;
export type KycTier = (typeof KYC_TIERS)[number];
/** The levels a member submits documents for (tier 1 is the phone, verified by code in the security centre). */
export const KYC_LEVELS = [2, 3] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
export const KYC_SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;
export type KycSubmissionStatus = (typeof KYC_SUBMISSION_STATUSES)[number];
/** What each uploaded image shows. */
export const KYC_DOCUMENT_KINDS = ["id_front", "id_back", "selfie", "address"] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
/** Images a member may hold uploaded but not yet sent with a submission. */
export const KYC_UNSENT_DOCUMENTS_MAX = 8;
/** An ID number: 9 (old CMND) to 12 (CCCD) digits, or a passport number (a letter and 7–8 digits). */
export const KYC_ID_NUMBER_PATTERN = /^(?:[0-9]{9,12}|[A-Z][0-9]{7,8})$/;
export const KYC_ADDRESS_MAX = 200;
export const KYC_REASON_MAX = 200;
/** The tier whose refusal code tells the member what to verify before the withdrawal. */
export const KYC_TIER_CODES = {
  1: "kyc_phone_required",
  2: "kyc_identity_required",
  3: "kyc_address_required",
} as const;
