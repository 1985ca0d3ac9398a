import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";

/**
 * A failed promotions call in the page language: this feature's own text for the catalogue codes
 * it explains better (promotions:errors.<code>), else the server's localized message for the code.
 */
export function usePromotionError() {
  const { t, i18n } = useTranslation("promotions");
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      if (error.code === "network_error") return t("errors.network");
      if (i18n.exists(`promotions:errors.${error.code}`)) return t(`errors.${error.code}`);
      if (error.message) return error.message;
    }
    return t("errors.generic");
  };
}
