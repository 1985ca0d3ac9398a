import { useEffect, useMemo, useRef, useState } from "react";
import { INFINITE_SCROLL_THROTTLE_MS } from "@lotus/contracts/web";
import { throttle } from "./throttle";

/**
 * Spec §9 infinite scroll on phones: when the element given to the returned ref callback comes
 * near the view, the next batch loads, throttled to one request per INFINITE_SCROLL_THROTTLE_MS.
 * It keeps loading while the end stays in view (a short batch), and stops when nothing is left.
 */
export function useInfiniteScroll({
  hasMore,
  loading,
  loadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
}): (node: Element | null) => void {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const [inView, setInView] = useState(false);
  const latest = useRef({ hasMore, loading, loadMore });
  useEffect(() => {
    latest.current = { hasMore, loading, loadMore };
  });

  const request = useMemo(
    () =>
      throttle(() => {
        const state = latest.current;
        if (state.hasMore && !state.loading) state.loadMore();
      }, INFINITE_SCROLL_THROTTLE_MS),
    [],
  );

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), {
      rootMargin: "0px 0px 320px 0px",
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);

  useEffect(() => {
    if (inView && hasMore && !loading) request();
  }, [inView, hasMore, loading, request]);

  useEffect(() => () => request.cancel(), [request]);

  return setSentinel;
}
