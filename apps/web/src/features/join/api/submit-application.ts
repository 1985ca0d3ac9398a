import { useMutation } from "@tanstack/react-query";
import { PATHS, type AffiliateApplicationRequest } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** POST /wps/agent/application (public): the /join form, reviewed by the operator in the console. */
export function submitApplication(request: AffiliateApplicationRequest): Promise<{ id: string }> {
  return apiSend<{ id: string }>("POST", PATHS.affiliateApplication, { body: request });
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
