import { Skeleton } from "../../../components/ui/skeleton";

/** Placeholder rows in the shape of the list, so the page does not jump when it arrives. */
export function NoticeListSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className="mb-5 flex gap-2">
        {[0, 1, 2].map((chip) => (
          <Skeleton key={chip} className="h-10 w-28 rounded-full" />
        ))}
      </div>
      <div className="space-y-3">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex gap-4 rounded-card border border-line bg-surface p-5">
            <Skeleton className="size-11 shrink-0 rounded-xl" />
            <div className="flex-1 space-y-2.5">
              <Skeleton className="h-3 w-32 rounded" />
              <Skeleton className="h-4 w-3/4 rounded" />
              <Skeleton className="h-3 w-1/2 rounded" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
