import { cn } from "./cn";

/** A gold ring spinner. With `label` it is announced as a status; without, it is decorative. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block size-6 animate-spin rounded-full border-2 border-gold/25 border-t-gold motion-reduce:animate-none",
        className,
      )}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-3 text-fg-muted">
      {ring}
      <span>{label}</span>
    </span>
  );
}
