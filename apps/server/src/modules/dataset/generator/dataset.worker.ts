/**
 * Worker thread: generates the dataset as COPY-text batches while the main thread loads the previous
 * ones, so generation (a fifth of the work) overlaps the database's. At most two batches wait
 * unacknowledged, which bounds memory for any size.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { GenerateOptions } from './dataset-generator.ts';
import { tsvBatches } from './dataset-tsv.ts';

const IN_FLIGHT = 2;
const port = parentPort;
if (!port) throw new Error('dataset.worker must run as a worker thread');
let credits = IN_FLIGHT;
let wake: (() => void) | null = null;
port.on('message', (message: string) => {
  if (message === 'ack') {
    credits++;
    wake?.();
    wake = null;
  }
});

const options = workerData as GenerateOptions & { source?: string };
for (const batch of tsvBatches(options, options.source)) {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  credits--;
  port.postMessage({ type: 'batch', batch });
}
port.postMessage({ type: 'done' });
