export { mediaRoutes } from "./media.routes.ts";
/** Members' uploaded images (withdrawal proofs, KYC documents): the body parser and the type check. */
export { acceptImageUploads, uploadedImage, type UploadedImage } from "./image-upload.ts";
