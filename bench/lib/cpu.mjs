// CPU seconds spent by the server process and by PostgreSQL during a measured window, read from /proc, so
// that a benchmark reports CPU per operation beside its throughput: on a shared, noisy machine the rate
// moves with the neighbours' load, the CPU an operation costs much less.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces); null once the process is gone. */
function statFields(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** User + system CPU seconds of a process; with `children`, also of its children it has waited for. */
function processSeconds(pid, { children = false } = {}) {
  const f = statFields(pid);
  if (!f) return 0;
  // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
  const ticks = Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
  return ticks / TICKS_PER_SECOND;
}

function commandName(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}

/**
 * Every CPU second of a PostgreSQL cluster: its live processes, plus what the postmaster has collected
 * from backends that already exited (cutime/cstime), so connections that come and go in the window
 * (pgbench's) are counted too. The postmaster is the `postgres` process whose parent is not one.
 */
function clusterSeconds(postmasterPid) {
  let total = processSeconds(postmasterPid, { children: true });
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === postmasterPid) continue;
    const f = statFields(entry);
    if (f && Number(f[1]) === postmasterPid) total += processSeconds(entry);
  }
  return total;
}

/** The postmaster of the cluster `db` is connected to (its data directory's postmaster.pid, line 1). */
export async function postmasterPidOf(db) {
  const { rows } = await db.query("select current_setting('data_directory') as dir");
  const pid = Number(fs.readFileSync(`${rows[0].dir}/postmaster.pid`, "utf8").split("\n")[0]);
  if (commandName(pid) !== "postgres") throw new Error(`pid ${pid} is not a running postmaster`);
  return pid;
}

/**
 * Starts counting the CPU of `serverPid` (omit for a window without the server, e.g. pgbench) and of the
 * whole PostgreSQL cluster of `postmasterPid`; `stop()` resolves with the seconds each spent since.
 * The cluster figure includes everything else that runs on it at the time: measure on a quiet machine.
 */
export function cpuMeter({ serverPid, postmasterPid }) {
  const serverStart = serverPid ? processSeconds(serverPid) : 0;
  const postgresStart = clusterSeconds(postmasterPid);
  return {
    stop() {
      return {
        serverSeconds: serverPid ? processSeconds(serverPid) - serverStart : 0,
        postgresSeconds: clusterSeconds(postmasterPid) - postgresStart,
      };
    },
  };
}

/** Milliseconds of CPU (server + PostgreSQL) per operation. */
export function cpuPerOperation(cpu, operations) {
  return operations > 0 ? ((cpu.serverSeconds + cpu.postgresSeconds) * 1000) / operations : 0;
}
