import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  PATHS,
  PROOF_IMAGE_MAX_BYTES,
  kycDocumentUploadResponseSchema,
  kycStateResponseSchema,
  kycSubmissionRequestSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { acceptImageUploads, uploadedImage } from "../media/index.ts";
import { noQuery } from "../operator/index.ts";
import { memberKycState, submit, uploadDocument } from "./kyc.service.ts";

const errors = errorResponses([400, 401, 403, 404, 409, 413, 415, 422, 429, 500]);

/** The member's verification: tier and submissions, document images, sending a submission. */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const call = routeShape(app.authenticate(), ["kyc"], errors);
  // Document images arrive as the raw body: the media module's upload pipeline (as withdrawal proofs).
  acceptImageUploads(app, [PATHS.kycDocuments]);

  app.get(
    PATHS.kycState,
    call(
      "The member's verification tier, each level's latest submission and the withdrawal rule",
      { querystring: noQuery },
      kycStateResponseSchema,
    ),
    async (request) => ok(request, await memberKycState(app.db, request.session!.memberId)),
  );

  app.post(
    PATHS.kycDocuments,
    {
      ...call(
        "Uploads one document image (raw PNG or JPEG body, at most 5 MB; at most 8 unsent)",
        { querystring: noQuery },
        kycDocumentUploadResponseSchema,
      ),
      bodyLimit: PROOF_IMAGE_MAX_BYTES,
    },
    async (request) => ok(request, await uploadDocument(app.db, request.session!.memberId, uploadedImage(request))),
  );

  app.post(
    PATHS.kycSubmissions,
    call(
      "Sends level 2 (ID number, front, back, selfie) or level 3 (address and its proof) for review",
      { body: kycSubmissionRequestSchema },
      kycStateResponseSchema,
    ),
    async (request) => ok(request, await submit(app.db, request.session!.memberId, request.body)),
  );
};
