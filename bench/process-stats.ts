// What processes cost, read from Linux /proc: CPU ticks, resident and proportional memory,
// open file descriptors, child processes, and the CPU per request of a scenario (withCpu).
// Apart from the mock-exam plumbing because every benchmark that watches a server uses it.
import { type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * A process's name and the CPU clock ticks it used so far, its own and its ended children's
 * (Linux /proc/<pid>/stat); null when it cannot be read (not Linux, or the process ended).
 */
export function processCpu(
  pid: number | string,
): { name: string; own: number; children: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    // utime, stime, cutime and cstime: fields 14 to 17 of stat (11 to 14 after the name).
    return {
      name,
      own: Number(fields[11]) + Number(fields[12]),
      children: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

/**
 * A process's resident set (RSS) and its proportional share (PSS: pages shared with other
 * processes, such as PostgreSQL's shared buffers, divided among them), in kB (Linux
 * /proc/<pid>/smaps_rollup); null when it cannot be read.
 */
export function processMemory(pid: number | string): { rssKb: number; pssKb: number } | null {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1]);
    return { rssKb: field('Rss'), pssKb: field('Pss') };
  } catch {
    return null;
  }
}

/** Open file descriptors of a process (entries of /proc/<pid>/fd); null when unreadable. */
export function openFileDescriptors(pid: number | string): number | null {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}

/** The live processes whose parent is `pid` (Linux /proc). */
export function childProcesses(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return children;
}

/** CPU seconds the server process used so far, to show its cost per request. */
export function serverCpuSeconds(server: ChildProcess): number | null {
  const cpu = server.pid === undefined ? null : processCpu(server.pid);
  return cpu && cpu.own / 100;
}

/**
 * CPU seconds used so far by the PostgreSQL processes on this machine, ended backends
 * included through their parent's children times; null when none runs here.
 */
export function databaseCpuSeconds(): number | null {
  const postgres = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => processCpu(pid))
    .filter((cpu) => cpu?.name === 'postgres');
  if (postgres.length === 0) return null;
  return postgres.reduce((sum, cpu) => sum + cpu!.own + cpu!.children, 0) / 100;
}

/** The machine's CPU time (all cores) busy and stolen by the host so far, in seconds (Linux). */
export function machineCpuSeconds(): { busy: number; stolen: number; all: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = fields.slice(0, 8).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return {
      busy: (user! + nice! + system! + irq! + softirq!) / 100,
      stolen: steal! / 100,
      all: ticks.reduce((sum, tick) => sum + tick, 0) / 100,
    };
  } catch {
    return null;
  }
}

/** CPU milliseconds per request, to the microsecond. */
export const perRequest = (seconds: number | null, requests: number) =>
  seconds === null || requests === 0 ? null : Math.round((seconds * 1000 * 1000) / requests) / 1000;

/**
 * Runs a scenario and adds what each request cost in CPU: the server's, the load generator's
 * (this process), the database's (when it runs on this machine), and the whole machine's (server, database, generator and kernel), and the
 * share of the machine's CPU time the host took away (steal) while it ran.
 */
export async function withCpu<T extends Record<string, { requests: number }>>(
  server: ChildProcess,
  run: () => Promise<T>,
): Promise<
  T & {
    serverCpuMsPerRequest: number | null;
    generatorCpuMsPerRequest: number | null;
    databaseCpuMsPerRequest: number | null;
    machineCpuMsPerRequest: number | null;
    stolenShare: number | null;
  }
> {
  const serverBefore = serverCpuSeconds(server);
  const machineBefore = machineCpuSeconds();
  const databaseBefore = databaseCpuSeconds();
  const generatorBefore = process.cpuUsage();
  const result = await run();
  const generator = process.cpuUsage(generatorBefore);
  const serverAfter = serverCpuSeconds(server);
  const machineAfter = machineCpuSeconds();
  const databaseAfter = databaseCpuSeconds();
  const requests = Object.values(result).reduce((sum, item) => sum + item.requests, 0);
  const machine =
    machineBefore && machineAfter
      ? {
          busy: machineAfter.busy - machineBefore.busy,
          stolen: machineAfter.stolen - machineBefore.stolen,
          all: machineAfter.all - machineBefore.all,
        }
      : null;
  return {
    ...result,
    serverCpuMsPerRequest: perRequest(
      serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore,
      requests,
    ),
    generatorCpuMsPerRequest: perRequest((generator.user + generator.system) / 1e6, requests),
    databaseCpuMsPerRequest: perRequest(
      databaseBefore === null || databaseAfter === null ? null : databaseAfter - databaseBefore,
      requests,
    ),
    machineCpuMsPerRequest: perRequest(machine?.busy ?? null, requests),
    stolenShare:
      machine && machine.all > 0 ? Math.round((machine.stolen / machine.all) * 100) / 100 : null,
  };
}
