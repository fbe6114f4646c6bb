interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current main-thread task and resumes in a new one, so a tap or a paint can come in
 * between: startup work cut this way is several short tasks on a slow phone instead of one long
 * one. `scheduler.yield` resumes ahead of other queued tasks where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
