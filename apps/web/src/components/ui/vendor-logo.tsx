import { imageUrl, usePermissionValue } from "../../lib/queries/permission";

/** A vendor's logo tile from an image CDN, filling its 4:3 frame; decorative (the name is shown beside it). */
export function VendorLogo({ smallIcon }: { smallIcon: string }) {
  const permission = usePermissionValue();
  return (
    <img
      src={imageUrl(permission, smallIcon)}
      alt=""
      loading="lazy"
      width={320}
      height={240}
      className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
    />
  );
}
