/*
 * Provably fair randomness (architecture.md §5): the seeds and the fair integer stream live in
 * packages/contracts/src/fair.ts, shared with the lottery draws and the web app. Re-exported here
 * so the engines and the pages keep their imports.
 */
export {
  CLIENT_SEED_PATTERN,
  SERVER_SEED_PATTERN,
  createFairStream,
  fairMessage,
  hashServerSeed,
  isClientSeed,
  isServerSeed,
  type CountingFairStream,
} from "@lotus/contracts/web";
