/**
 * The dataset's COPY-text batches from a worker thread (the default: generation runs on the second
 * core while the database loads), or from this thread when `inThread` is set.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GenerateOptions } from './dataset-generator.ts';
import { type TsvBatch, tsvBatches } from './dataset-tsv.ts';

const localRequire = createRequire(import.meta.url);

/** From source (tsx, vitest) the worker is TypeScript and loads through tsx's API; built, it is a .js beside the bundle. */
function spawnWorker(workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./dataset.worker.js', import.meta.url), { workerData });
  const entry = new URL('./dataset.worker.ts', import.meta.url).href;
  const tsxApi = pathToFileURL(
    join(dirname(localRequire.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(bootstrap, { eval: true, workerData });
}

export async function* datasetBatches(
  options: GenerateOptions & { source?: string; inThread?: boolean },
): AsyncGenerator<TsvBatch> {
  if (options.inThread) {
    yield* tsvBatches(options, options.source);
    return;
  }
  const worker = spawnWorker({
    seed: options.seed,
    size: options.size,
    counties: options.counties,
    source: options.source,
  });
  const queue: TsvBatch[] = [];
  let done = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (message: { type: 'batch'; batch: TsvBatch } | { type: 'done' }) => {
    if (message.type === 'batch') queue.push(message.batch);
    else done = true;
    notify();
  });
  worker.on('error', (err) => {
    failure = err;
    notify();
  });
  worker.on('exit', (code) => {
    if (!done && !failure) failure = new Error(`the dataset generator worker stopped (exit code ${code})`);
    done = true;
    notify();
  });
  try {
    for (;;) {
      if (failure) throw failure;
      const batch = queue.shift();
      if (batch) {
        worker.postMessage('ack');
        yield batch;
        continue;
      }
      if (done) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    await worker.terminate();
  }
}
