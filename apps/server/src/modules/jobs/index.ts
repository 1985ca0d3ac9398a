export { registerJob, runJobNow, withJobLock, type Job } from "./scheduler.ts";
