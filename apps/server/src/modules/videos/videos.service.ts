/**
 * The videos module's public surface for other modules (decision 146). Today only tests of other
 * modules use it, to store a video row for the job or account they test.
 */
export { insertVideo } from './videos.repository.ts';
