import { parentPort } from 'node:worker_threads';
import { servePdfJobs } from './pdf-render-job.ts';

/** Draws appeal PDFs off the main thread, so a heavy document never blocks other requests. */
if (!parentPort) throw new Error('pdf-render.worker.ts must run in a worker thread');
servePdfJobs(parentPort);
