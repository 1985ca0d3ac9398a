import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { checkAffiliateCode } from "../api/check-affiliate-code";

export type LinkAffiliate =
  | { status: "none"; code: "" }
  | { status: "checking" | "valid"; code: string }
  | { status: "invalid"; code: string; message: string };

/**
 * The codes a shared link brings to registration (spec §2, §4 Registration): `referralCode`
 * pre-fills the referral code; an affiliate code (`affiliateCode` or `code`) is checked with the
 * server: valid hides the field, invalid shows it with the warning invitation_code_error.
 */
export function useLinkCodes() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const referralCode = (params.get("referralCode") ?? "").trim().slice(0, 64);
  const linkCode = (params.get("affiliateCode") ?? params.get("code") ?? "").trim().slice(0, 64);
  const [checked, setChecked] = useState<{ code: string; valid: boolean; message: string } | null>(null);

  useEffect(() => {
    if (!linkCode) return;
    const controller = new AbortController();
    checkAffiliateCode(linkCode, window.location.hostname, controller.signal).then(
      () => setChecked({ code: linkCode, valid: true, message: "" }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setChecked({ code: linkCode, valid: false, message: error instanceof ApiError ? error.message : "" });
      },
    );
    return () => controller.abort();
  }, [linkCode]);

  let affiliate: LinkAffiliate = { status: "none", code: "" };
  if (linkCode) {
    if (checked?.code !== linkCode) affiliate = { status: "checking", code: linkCode };
    else if (checked.valid) affiliate = { status: "valid", code: linkCode };
    else affiliate = { status: "invalid", code: linkCode, message: checked.message };
  }
  return { referralCode, affiliate };
}
