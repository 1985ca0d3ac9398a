import { Skeleton } from "../../../components/ui/skeleton";

/** Placeholder of the category list and the article rows. */
export function HelpSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
      <span className="sr-only">{label}</span>
      <div className="flex gap-2 lg:flex-col">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-11 w-28 shrink-0 rounded-full lg:w-full lg:rounded-xl" />
        ))}
      </div>
      <div className="space-y-3">
        <Skeleton className="mb-4 h-7 w-48 rounded" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
    </div>
  );
}
