import { Skeleton } from "../../../components/ui/skeleton";

/** Placeholder in the shape of the table (desktop) or the cards (phones). */
export function VipSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className="hidden rounded-card border border-line bg-surface p-5 lg:block">
        <div className="grid grid-cols-8 gap-4">
          {Array.from({ length: 8 }, (_, column) => (
            <div key={column} className="flex flex-col items-center gap-3">
              <Skeleton className={column === 0 ? "h-4 w-24 rounded" : "size-12 rounded-full"} />
              {Array.from({ length: 6 }, (_, row) => (
                <Skeleton key={row} className="h-4 w-full rounded" />
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:hidden">
        {[0, 1].map((card) => (
          <div key={card} className="space-y-4 rounded-card border border-line bg-surface p-5">
            <div className="flex items-center gap-4">
              <Skeleton className="size-12 rounded-full" />
              <Skeleton className="h-5 w-32 rounded" />
            </div>
            <div className="grid grid-cols-2 gap-3">
              {Array.from({ length: 6 }, (_, cell) => (
                <Skeleton key={cell} className="h-9 rounded" />
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
