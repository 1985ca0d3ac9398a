import type { HTMLAttributes } from "react";
import { cn } from "./cn";

/** The centred content column every page sits in (max 1200 px, phone-friendly gutters). */
export function PageContainer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 lg:py-8", className)} {...props} />;
}
