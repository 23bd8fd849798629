/**
 * The memory of a server and every process under it, read from Linux /proc
 * (scripts/bench-memory.ts). RSS counts every page a process has resident,
 * shared ones (Node's own code, a library mapped by two processes) in full in
 * each; PSS (smaps_rollup) divides a shared page among the processes that map
 * it, so the PSS of an install's processes adds up to what they take together.
 */
import { readdirSync, readFileSync } from "node:fs";

export interface ProcessMemory {
  pid: number;
  /** What the process is to the install: the server itself, its primary, a worker, the attachments' reader… */
  role: string;
  /** Resident set, MB. */
  rss: number;
  /** Proportional set (shared pages divided among their processes), MB. */
  pss: number;
  /** Of the resident set: anonymous memory (heaps, stacks) and file pages (code, libraries), MB. */
  anon: number;
  file: number;
}

/** The process and its descendants, parents first. */
export function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
  return [pid, ...children.flatMap(processTree)];
}

/** A "Name:   123 kB" line of a /proc file, in MB (NaN when it is missing). */
function kbField(text: string, name: string): number {
  const kb = new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text)?.[1];
  return kb === undefined ? Number.NaN : Number(kb) / 1024;
}

/** What a process of the server is, from its command line. */
function roleOf(pid: number, root: number, hasWorkers: boolean): string {
  const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  if (args.some((arg) => arg.endsWith("reader-child.ts"))) return "attachment reader";
  if (pid === root) return hasWorkers ? "primary" : "server (one process)";
  if (args.some((arg) => arg.endsWith("server/main.ts"))) return "worker";
  return args.filter(Boolean).slice(0, 2).join(" ") || "child";
}

/** The memory of the process `root` and everything under it; a process that ended meanwhile is left out. */
export function treeMemory(root: number): ProcessMemory[] {
  const pids = processTree(root);
  const hasWorkers = pids.some((pid) => pid !== root && roleOf(pid, root, false) === "worker");
  const found: ProcessMemory[] = [];
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "latin1");
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "latin1");
      found.push({
        pid,
        role: roleOf(pid, root, hasWorkers),
        rss: kbField(status, "VmRSS"),
        pss: kbField(rollup, "Pss"),
        anon: kbField(status, "RssAnon"),
        file: kbField(status, "RssFile"),
      });
    } catch {
      // It ended between the listing and the reading.
    }
  }
  return found;
}

/** The install's total: RSS summed (shared pages counted in each) and PSS summed (counted once). */
export function totalOf(processes: readonly ProcessMemory[]): { rss: number; pss: number } {
  return {
    rss: processes.reduce((sum, p) => sum + p.rss, 0),
    pss: processes.reduce((sum, p) => sum + p.pss, 0),
  };
}

/** A mapping of a process's address space as /proc/PID/smaps describes it. */
export interface Mapping {
  /** The file, "[heap]" (the C heap's main arena), "[stack]", or "" for anonymous memory (V8's heap, other malloc arenas, thread stacks). */
  name: string;
  /** "rw-p", "---p" (reserved, not usable yet)… */
  perms: string;
  /** Address space, kB. */
  size: number;
  /** Resident, kB. */
  rss: number;
}

/** Every mapping of a process with its resident size (for a breakdown of where the memory is). */
export function mappings(pid: number): Mapping[] {
  const found: Mapping[] = [];
  let current: Mapping | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, "latin1").split("\n")) {
    const header = /^[0-9a-f]+-[0-9a-f]+\s+(\S+)\s+\S+\s+\S+\s+\d+\s*(.*)$/.exec(line);
    if (header) {
      current = { name: header[2]?.trim() ?? "", perms: header[1] ?? "", size: 0, rss: 0 };
      found.push(current);
      continue;
    }
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    if (field && current) current[field[1] === "Size" ? "size" : "rss"] = Number(field[2]);
  }
  return found;
}
