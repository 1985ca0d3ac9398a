import { createElement, lazy, Suspense } from "react";
import { useSession } from "./session";

// The socket code is a separate chunk, loaded once somebody logs in: /index stays within budget.
const RealtimeConnection = lazy(() => import("./realtime"));

/** Mounted once in the root layout: the member socket of this tab while logged in (lib/realtime.ts). */
export function RealtimeListener() {
  const session = useSession();
  return session ? createElement(Suspense, { fallback: null }, createElement(RealtimeConnection)) : null;
}
