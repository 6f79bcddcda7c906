/**
 * A process and every process it started, from Linux's /proc: a server started with
 * SERVER_PROCESSES above 1 is a primary and its server processes, and what it uses (memory,
 * CPU) is what they all use together.
 */
import { readdirSync, readFileSync } from 'node:fs';

const readOr = (file: string, fallback: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback; // a process or thread that ended between the listing and the read
  }
};

/** `pid` followed by its descendants (none once it has ended). */
export function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readOr(`/proc/${pid}/task/${task}/children`, '').split(' ').filter(Boolean).map(Number),
  );
  return [pid, ...children.flatMap((child) => (readOr(`/proc/${child}/status`, '') ? processTree(child) : []))];
}

/** Resident memory of the process and its descendants together, in MB; NaN once it has ended. */
export function treeResidentMb(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    return processTree(pid).reduce((sum, each) => {
      const match = /VmRSS:\s+(\d+) kB/.exec(readOr(`/proc/${each}/status`, ''));
      return sum + (match ? Number(match[1]) / 1024 : 0);
    }, 0);
  } catch {
    return NaN;
  }
}
