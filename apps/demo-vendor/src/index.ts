/** The demo vendor mounted by the platform server (see server/plugin.ts). */
export { demoVendorPlugin, type DemoVendorOptions } from "./server/plugin.ts";
/** The vendor's published game facts (RTP), used by the platform's demo catalogue seed as a vendor's game feed. */
export { describeGame } from "./engine/describe.ts";
/** The slot theme families (the platform's demo catalogue and game thumbnails use them). */
export { SLOT_FAMILY_KEYS, type SlotFamilyKey } from "./engine/slot-families.ts";
