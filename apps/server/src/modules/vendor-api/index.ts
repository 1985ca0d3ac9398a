/* The seamless wallet API (docs/VENDOR-API.md): its routes, and the vendor sessions launch opens. */
export { vendorApiRoutes } from "./vendor-api.routes.ts";
export { handleVendorRequest, type VendorApiDeps } from "./vendor-api.service.ts";
export { forgetVendorCache, VENDOR_CACHE_MS } from "./vendor-api.repository.ts";
export { createVendorSession, revokeVendorSessions, type VendorSessionInput } from "./vendor-sessions.repository.ts";
