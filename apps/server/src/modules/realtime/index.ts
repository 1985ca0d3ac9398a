/* Realtime (infrastructure): the /ws sockets and the member-signal hub, in-process or over Redis. */
export { realtimePlugin } from "./realtime.plugin.ts";
