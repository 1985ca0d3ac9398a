/** The demo vendor mounted by the platform server (see server/plugin.ts). */
export { demoVendorPlugin, type DemoVendorOptions } from "./server/plugin.ts";
