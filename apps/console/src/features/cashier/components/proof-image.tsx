import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/api-client";
import { Spinner } from "../../../components/ui/spinner";
import { useProofImage } from "../api/withdrawal-proof";

/** One proof image as a thumbnail button; a click enlarges it. */
export function ProofThumbnail({
  orderNo,
  proofId,
  index,
  onOpen,
}: {
  orderNo: string;
  proofId: string;
  index: number;
  onOpen: (src: string, index: number) => void;
}) {
  const { t } = useTranslation();
  const image = useProofImage(orderNo, proofId);
  const label = t("withdrawals.review.proofN", { n: index + 1 });
  if (image.isPending)
    return (
      <div className="grid size-32 place-items-center rounded-md border border-line bg-surface-2 text-fg-muted">
        <Spinner label={label} />
      </div>
    );
  if (image.isError)
    return (
      <div
        role="alert"
        className="grid size-32 place-items-center rounded-md border border-danger/40 bg-danger-soft p-2 text-center text-xs text-danger"
      >
        {label}: {errorText(image.error, t)}
      </div>
    );
  return (
    <button
      type="button"
      onClick={() => onOpen(image.data, index)}
      data-testid="proof-thumbnail"
      className="group relative size-32 cursor-zoom-in overflow-hidden rounded-md border border-line bg-surface-2"
      aria-label={t("withdrawals.review.enlarge", { name: label })}
    >
      <img src={image.data} alt={label} className="size-full object-cover group-hover:opacity-90" />
    </button>
  );
}
