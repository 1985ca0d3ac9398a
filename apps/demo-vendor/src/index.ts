/** The demo vendor mounted by the platform server (see server/plugin.ts). */
export { demoVendorPlugin, type DemoVendorOptions } from "./server/plugin.ts";
/** The vendor's published game facts (RTP), used by the platform's demo catalogue seed as a vendor's game feed. */
export { describeGame } from "./engine/describe.ts";
