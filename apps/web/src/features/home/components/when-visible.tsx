import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Skeleton } from "../../../components/ui/skeleton";

/**
 * Renders `children` (a lazy section) only once its place comes near the viewport, so code for
 * content far below the fold is not part of the home page's first load (the 150 KB budget).
 */
export function WhenVisible({
  children,
  placeholderClassName,
  rootMargin = "400px",
}: {
  children: ReactNode;
  placeholderClassName: string;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  const placeholder = <Skeleton className={placeholderClassName} />;
  if (!visible) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
