import { parentPort, workerData } from 'node:worker_threads';
import { servePdfJobs } from './pdf-render-job.ts';

/**
 * Tests only: the PDF worker, made to spin its thread for `workerData.delayMs` before each report
 * (applications and informal requests draw at once, unless `workerData.everyKind` is set).
 */
if (!parentPort) throw new Error('slow-pdf-render.fixture.ts must run in a worker thread');
const { delayMs, everyKind } = workerData as { delayMs: number; everyKind?: boolean };
servePdfJobs(parentPort, (job) => {
  if (job.kind !== 'report' && !everyKind) return;
  const until = Date.now() + delayMs;
  while (Date.now() < until) {
    // A render stuck on the CPU: only its own thread is blocked.
  }
});
