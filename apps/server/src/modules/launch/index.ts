export { launchRoutes } from "./launch.routes.ts";
export { demoVendorSecret, mountDemoVendor } from "./demo-vendor-mount.ts";
