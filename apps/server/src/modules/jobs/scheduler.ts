import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { releaseJobLock, tryJobLock } from "./jobs.repository.ts";

/*
 * Scheduled jobs (architecture.md §2, §6): every process with JOBS=true runs the scheduler, but a
 * job body runs only in the process that holds the job's PostgreSQL advisory lock at that tick,
 * so N server processes run each job once. Jobs must be idempotent per (job, period): a job that
 * pays or moves money records its period in `job_run` or keys its ledger operations by period.
 */

export type Job = {
  name: string;
  everyMs: number;
  run: (app: FastifyInstance) => Promise<void>;
};

/** A stable 31-bit lock id per job name. */
function lockId(name: string): number {
  let hash = 0x4c6f7475; // "Lotu"
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash & 0x7fffffff;
}

/** Runs `work` if this process gets the job's advisory lock (held for the run only). */
export async function withJobLock(db: Db, name: string, work: () => Promise<void>): Promise<boolean> {
  const client = await db.connect();
  try {
    if (!(await tryJobLock(client, lockId(name)))) return false;
    try {
      await work();
    } finally {
      await releaseJobLock(client, lockId(name));
    }
    return true;
  } finally {
    client.release();
  }
}

const registered = new WeakMap<FastifyInstance, Job[]>();

/** Registers a job; it starts with the server (when env.JOBS) and stops when the app closes. */
export function registerJob(app: FastifyInstance, job: Job): void {
  let jobs = registered.get(app);
  if (!jobs) {
    registered.set(app, (jobs = []));
    const timers: NodeJS.Timeout[] = [];
    app.addHook("onReady", async () => {
      if (!app.env.JOBS) return;
      for (const each of jobs!) {
        let running = false;
        const tick = async () => {
          if (running) return;
          running = true;
          try {
            await withJobLock(app.db, each.name, () => each.run(app));
          } catch (error) {
            app.log.error({ err: error, job: each.name }, "scheduled job failed");
          } finally {
            running = false;
          }
        };
        const timer = setInterval(() => void tick(), each.everyMs);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook("onClose", async () => {
      for (const timer of timers) clearInterval(timer);
    });
  }
  jobs.push(job);
}

/** Runs a registered job now, once (tests and the admin CLI). */
export async function runJobNow(app: FastifyInstance, name: string): Promise<boolean> {
  const job = registered.get(app)?.find((each) => each.name === name);
  if (!job) throw new Error(`no job named ${name}`);
  return withJobLock(app.db, job.name, () => job.run(app));
}
