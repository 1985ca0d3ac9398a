import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES } from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { sniffImage } from "../../lib/images.ts";

/*
 * The one pipeline for members' uploaded images (withdrawal proofs, know-your-customer documents…):
 * the raw body (Content-Type image/png or image/jpeg, at most PROOF_IMAGE_MAX_BYTES) is read as a
 * buffer, and its declared type must be the type its first bytes really are. Too large →
 * image_too_large (413); another type, an empty body or bytes of another type → image_type_invalid.
 */

export type UploadedImage = { contentType: "image/png" | "image/jpeg"; bytes: Buffer };

/**
 * Lets the routes of this (encapsulated) plugin scope receive raw image bodies, and answers the body
 * parser's refusals on the upload routes listed with the catalogue codes.
 */
export function acceptImageUploads(app: FastifyInstance, uploadRoutes: readonly string[]): void {
  app.addContentTypeParser(
    [...PROOF_IMAGE_TYPES],
    { parseAs: "buffer", bodyLimit: PROOF_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request) => {
    if (uploadRoutes.includes(request.routeOptions.url ?? "")) {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new AppError("image_too_large");
      if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") throw new AppError("image_type_invalid");
    }
    // Everything else is answered by the application's error handler.
    throw error;
  });
}

/** The request's image: a non-empty PNG or JPEG whose bytes are the type it declares. */
export function uploadedImage(request: FastifyRequest): UploadedImage {
  const body = request.body;
  const declared = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError("image_type_invalid");
  if (body.length > PROOF_IMAGE_MAX_BYTES) throw new AppError("image_too_large");
  const sniffed = sniffImage(body);
  if (!sniffed || sniffed !== declared) throw new AppError("image_type_invalid");
  return { contentType: sniffed, bytes: body };
}
