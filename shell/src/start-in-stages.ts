/** Lets the browser run what is waiting (input, a paint, a network callback) before going on. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each stage (a module to evaluate) in a task of its own, in order. The first
 * one too: main.js's own evaluation (the webpack and federation runtimes starting)
 * is a long task already, and the first stage would otherwise run in its microtasks.
 */
export async function startInStages(stages: (() => Promise<unknown>)[]): Promise<void> {
  for (const stage of stages) {
    await yieldToBrowser();
    await stage();
  }
}
