import { cn } from "./cn";

/** A placeholder block that shimmers while content loads. Decorative: screen readers skip it. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn("lotus-skeleton block rounded-card", className)} />;
}

/** The stand-in for a page while its code or data loads: a hero block and a grid of cards. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-40 w-full sm:h-52" />
      <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/3] w-full" />
        ))}
      </div>
    </div>
  );
}
