import type { Socket } from "node:net";
import fp from "fastify-plugin";
import geoip from "geoip-country";

declare module "fastify" {
  interface FastifyRequest {
    /** The visitor's IP (X-Forwarded-For only from trusted proxies) and its country from the offline database. */
    clientLocation(): { ip: string; country: string };
  }
}

/** The country of an IP ("" when unknown, or when there is no IP at all). */
export function countryOf(ip: string | undefined): string {
  if (!ip) return "";
  const bare = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return geoip.lookup(bare)?.country ?? "";
}

/**
 * Node reads a socket's peer address lazily and forgets how to once the socket is closed, so a
 * handler still running after its client left (awaiting the database, then writing an audit row
 * or a throttle) would see `request.ip` undefined. Reading it when the connection is accepted
 * makes Node keep it: `request.ip` (and X-Forwarded-For through trusted proxies) stay right for
 * the whole request, whoever reads them.
 */
function pinPeerAddress(socket: Socket): void {
  void socket.remoteAddress;
}

export const clientLocationPlugin = fp(
  async (app) => {
    app.server.on("connection", pinPeerAddress);
    app.decorateRequest("clientLocation", function clientLocation(this: { ip: string | undefined }) {
      // A connection reset before it was accepted has no address at all.
      const ip = this.ip ?? "";
      return { ip, country: countryOf(ip) };
    });
  },
  { name: "client-location" },
);
