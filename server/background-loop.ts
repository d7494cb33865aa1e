import type { BackgroundWork } from './area';

/**
 * Work the server does on its own, as one loop: a tick every `everyMs`, and at once when nudged,
 * never two ticks at a time (a nudge during a tick runs one more after it). `stop` waits for the
 * tick in flight. The loop joins `crew`, the set its area wakes after a commit that gave it work.
 */
export function startLoop(options: {
  readonly name: string;
  readonly everyMs: number;
  readonly crew: Set<BackgroundWork>;
  readonly tick: (stopping: () => boolean) => Promise<void>;
}): BackgroundWork {
  let stopped = false;
  let again = false;
  let inFlight: Promise<void> | null = null;
  const run = (): void => {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = options
      .tick(() => stopped)
      .catch((error: unknown) => {
        if (!stopped) console.warn(`${options.name}: ${(error as Error).message}`);
      })
      .finally(() => {
        inFlight = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  const handle: BackgroundWork = {
    nudge: () => setImmediate(run),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      options.crew.delete(handle);
      await inFlight;
    },
  };
  options.crew.add(handle);
  return handle;
}
