export * from "./web.ts";
export * from "./envelope.ts";
export * from "./system.ts";
export * from "./notices.ts";
export * from "./games.ts";
export * from "./account.ts";
export * from "./money.ts";
export * from "./console.ts";
