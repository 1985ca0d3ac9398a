/**
 * A leading and trailing throttle: the first call runs at once, later calls within `ms` of the
 * last run are folded into one run at the end of the window. The trailing run matters for the
 * phone feed: if the end of the list is still in view after a batch, it loads the next one.
 */
export function throttle(fn: () => void, ms: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const call = () => {
    if (timer !== undefined) return;
    const wait = last + ms - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  call.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return call;
}
