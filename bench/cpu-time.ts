/**
 * The CPU time a process has used, from Linux's per-thread scheduler statistics (nanoseconds,
 * unlike /proc/<pid>/stat's clock ticks): in all its threads (the main thread, PGlite's, libuv's
 * pool, V8's helpers) and in its main thread alone. A figure per request that other processes on
 * a noisy machine move far less than requests a second. A server of several processes
 * (SERVER_PROCESSES) counts them all: "main" is then their main threads together.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { processTree } from '../src/server/testing/process-tree';

export type CpuTime = { allMs: number; mainMs: number };

const onCpuMs = (file: string) => Number(readFileSync(file, 'utf8').split(' ')[0]) / 1e6;

function processCpuTime(pid: number): CpuTime {
  let allMs = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      allMs += onCpuMs(`/proc/${pid}/task/${task}/schedstat`);
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return { allMs, mainMs: onCpuMs(`/proc/${pid}/task/${pid}/schedstat`) };
}

export function cpuTime(pid: number): CpuTime {
  const each = processTree(pid).map(processCpuTime);
  return { allMs: each.reduce((sum, t) => sum + t.allMs, 0), mainMs: each.reduce((sum, t) => sum + t.mainMs, 0) };
}

/** Microseconds of CPU per request between two readings: all threads, and the main thread. */
export function cpuPerRequest(before: CpuTime, after: CpuTime, requests: number): { allUs: number; mainUs: number } {
  return { allUs: ((after.allMs - before.allMs) * 1000) / requests, mainUs: ((after.mainMs - before.mainMs) * 1000) / requests };
}
