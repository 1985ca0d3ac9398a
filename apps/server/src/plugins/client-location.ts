import fp from "fastify-plugin";
import geoip from "geoip-country";

declare module "fastify" {
  interface FastifyRequest {
    /** The visitor's IP (X-Forwarded-For only from trusted proxies) and its country from the offline database. */
    clientLocation(): { ip: string; country: string };
  }
}

export function countryOf(ip: string): string {
  const bare = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return geoip.lookup(bare)?.country ?? "";
}

export const clientLocationPlugin = fp(
  async (app) => {
    app.decorateRequest("clientLocation", function clientLocation(this: { ip: string }) {
      return { ip: this.ip, country: countryOf(this.ip) };
    });
  },
  { name: "client-location" },
);
