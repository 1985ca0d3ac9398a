/*
 * Uploaded images (withdrawal proofs, promotion applications): the type they really are, read from
 * their first bytes — the declared Content-Type must match it.
 */
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type the bytes really are (by their magic number), or null. */
export function sniffImage(bytes: Buffer): "image/png" | "image/jpeg" | null {
  if (bytes.length > PNG_MAGIC.length && bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return "image/png";
  if (bytes.length > JPEG_MAGIC.length && bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return "image/jpeg";
  return null;
}
