/**
 * SERVER_PROCESSES above 1 (PostgreSQL only, config.ts): this process becomes node:cluster's
 * primary. It starts that many server processes on one port, hands each new connection to the
 * next of them in turn, and does nothing else: no database, no requests. Each server process is
 * a replica like any other behind a load balancer (README, Running on PostgreSQL): the first
 * start's migrations and seeding happen once under PostgreSQL's advisory locks, catalogue
 * changes reach every process's caches by NOTIFY, and rate limits count in Redis.
 *
 * A process that ends after it was listening is replaced; one that ends before it listened (a
 * database that refuses, a port in use) stops them all, so a broken start cannot restart forever.
 * SIGINT and SIGTERM are passed on: each process finishes its requests and closes its database,
 * and this one exits when they all have (with the first failing exit code, if any).
 */
import cluster, { type Worker } from 'node:cluster';

export function startServerProcesses(count: number): void {
  const running = new Set<Worker>();
  const listening = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;

  const startOne = () => {
    const worker = cluster.fork();
    running.add(worker);
    worker.once('listening', () => listening.add(worker));
  };

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running) worker.process.kill(signal);
  };

  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (code) exitCode ||= code;
      if (running.size === 0) process.exit(exitCode);
    } else if (listening.has(worker)) {
      console.error(`Server process ${worker.process.pid} ended (${how}); starting another`);
      startOne();
    } else {
      console.error(`Server process ${worker.process.pid} ended (${how}) before it listened; stopping the others`);
      exitCode = code || 1;
      stopAll('SIGTERM');
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));
  for (let i = 0; i < count; i += 1) startOne();
}
