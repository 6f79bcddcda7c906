/** Runs a task when the browser is first idle: requestIdleCallback where the browser has it (Safari doesn't), else a timer. */
export function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}
