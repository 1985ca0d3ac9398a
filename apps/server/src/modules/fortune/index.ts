/**
 * The fortune module's public surface (issue 15): red envelopes (lì xì rain) and the lucky wheel —
 * member calls, console calls, the clock job, and what the demo seed and tests need.
 */
export { fortuneRoutes } from "./fortune.routes.ts";
export { fortuneConsoleRoutes } from "./fortune.console.routes.ts";
export { FORTUNE_JOB, fortuneJobs, fortuneTick } from "./fortune.jobs.ts";
export {
  anyRepeatingEnvelope,
  createEnvelope,
  earnAllTickets,
  endEnvelope,
  ensureDemoWheel,
  envelopeStartsBetween,
  envelopeTick,
  grabEnvelope,
  grantTickets,
  memberIdOf,
  repeatEnded,
  rotateSeed,
  spinWheel,
  type FortuneDeps,
} from "./fortune.service.ts";
