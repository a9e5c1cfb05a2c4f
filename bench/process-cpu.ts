// CPU time from /proc (Linux), to see where a benchmark's time goes on a shared machine: the
// server processes, PostgreSQL's backends, this process (the load generator), everything else.
import fs from 'node:fs';

/** /proc counts in USER_HZ, 100 per second on Linux whatever the kernel's tick. */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of process `pid` so far; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of the whole machine so far (all cores): busy, and in all. */
function machineCpuSeconds(): { busy: number; total: number } {
  const [line] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const ticks = line!.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = ticks[3]! + ticks[4]!; // idle + iowait
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

export interface CpuSnapshot {
  servers: number;
  backends: Map<number, number>;
  loadGenerator: number;
  machine: { busy: number; total: number };
}

/** CPU used so far by the server processes, the database backends, this process and the machine. */
export function cpuSnapshot(serverPids: number[], backendPids: number[]): CpuSnapshot {
  const { user, system } = process.cpuUsage();
  return {
    servers: serverPids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    backends: new Map(backendPids.map((pid) => [pid, cpuSecondsOf(pid)])),
    loadGenerator: (user + system) / 1e6,
    machine: machineCpuSeconds(),
  };
}

/**
 * CPU seconds spent between two snapshots, by whom. A backend that started between them counts
 * whole; one that ended between them is missed.
 */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot) {
  let database = 0;
  for (const [pid, seconds] of after.backends) {
    database += seconds - (before.backends.get(pid) ?? 0);
  }
  const servers = after.servers - before.servers;
  const loadGenerator = after.loadGenerator - before.loadGenerator;
  const machineBusy = after.machine.busy - before.machine.busy;
  return {
    servers,
    database,
    loadGenerator,
    others: machineBusy - servers - database - loadGenerator,
    machineBusy,
    machineTotal: after.machine.total - before.machine.total,
  };
}

/**
 * `later`, with the backends of `earlier` that have ended since at their last reading: a pool
 * closes idle connections, and what their backends spent would otherwise be missed.
 */
export function keepEndedBackends(earlier: CpuSnapshot, later: CpuSnapshot): CpuSnapshot {
  const backends = new Map(earlier.backends);
  for (const [pid, seconds] of later.backends) backends.set(pid, seconds);
  return { ...later, backends };
}
