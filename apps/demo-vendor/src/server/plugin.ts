import type { FastifyPluginAsync } from "fastify";

export type DemoVendorOptions = {
  /** The platform's base URL for wallet calls, resolved lazily (the server knows its port after listen). */
  platformUrl: () => string;
  /** HMAC secret shared with the platform (game_vendor.api_secret of the vendors it serves). */
  secret: string;
  /** PostgreSQL connection string of the vendor's own tables (schema demo_vendor). */
  databaseUrl: string;
};

/** Placeholder: filled in by the demo-vendor server work. */
export const demoVendorPlugin: FastifyPluginAsync<DemoVendorOptions> = async () => {};
