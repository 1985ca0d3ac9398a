import type { LoginHistoryValue } from "@lotus/contracts/web";

/* Value types of the security-centre calls, inferred from the contract schemas. */
export type {
  LoginHistoryValue,
  MemberIconValue,
  ReauthValue,
  SessionEntry,
  TotpSetupValue,
} from "@lotus/contracts/web";
export type LoginHistoryEntry = LoginHistoryValue["list"][number];
