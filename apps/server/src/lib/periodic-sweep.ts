/** What a periodic sweep logs to (the app's logger in production). */
export type SweepLog = {
  warn: (obj: object, msg: string) => void;
  info?: (obj: object, msg: string) => void;
};

/**
 * One periodic background job (the retention sweep, the analysis job expiry): `sweep` runs every
 * `intervalMs` (and once `firstRunMs` after `start()`, `intervalMs` by default), one run at a time;
 * an `intervalMs` of 0 or less never starts it. A run's result goes to `onResult`, a failure is
 * logged with `failureMessage` and the sweep runs again at the next tick. The timers never keep the
 * process alive; `stop()` waits for a run in progress.
 */
export function createPeriodicSweep<R>(options: {
  sweep: () => Promise<R>;
  intervalMs: number;
  firstRunMs?: number;
  log?: SweepLog;
  onResult: (result: R) => void;
  failureMessage: string;
}): { start(): void; stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    running = options
      .sweep()
      .then(options.onResult, (err: unknown) => options.log?.warn({ err }, options.failureMessage))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      if (options.intervalMs <= 0 || timer) return;
      const first = setTimeout(() => {
        run();
        timer = setInterval(run, options.intervalMs);
        timer.unref();
      }, options.firstRunMs ?? options.intervalMs);
      first.unref();
      timer = first;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
