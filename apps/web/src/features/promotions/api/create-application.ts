import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type ApplicationRequest } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { fillId } from "../utils/paths";
import type { PromotionActionResult } from "./promotion-actions";
import { invalidatePromotions } from "./promotion-keys";
import { uploadPromotionImage } from "./upload-promotion-image";

/** POST /wps/promotions/:id/applications: the remark and the ids of the uploaded pictures. */
export function createApplication(promotionId: string, request: ApplicationRequest) {
  return apiSend<PromotionActionResult>("POST", fillId(PATHS.promotionApply, promotionId), { body: request });
}

/**
 * Sends an application: each picture is uploaded first (one raw body each, in order), then the
 * application names their ids. The request id stays the same for a retry of the same form.
 */
export function useCreateApplication(promotionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, remark, files }: { requestId: string; remark: string; files: Blob[] }) => {
      const imageIds: string[] = [];
      for (const file of files) imageIds.push(await uploadPromotionImage(file));
      return createApplication(promotionId, { requestId, remark, imageIds });
    },
    onSettled: () => void invalidatePromotions(queryClient),
  });
}
