import type { VideoContainer } from '@homie/contracts/videos';

/** What a probe learnt from a whole file. */
export interface ProbeResult {
  container: VideoContainer;
  durationSeconds: number;
}

/**
 * A streaming parser for one container format: it sees every chunk once, keeps only the small
 * header structures it needs, and throws a VideoRejection as soon as the bytes rule the file out.
 */
export interface ContainerProbe {
  push(chunk: Buffer): void;
  /** Called after the last chunk; answers the result or throws a VideoRejection. */
  finish(): ProbeResult;
  /** A lower bound of the duration learnt so far, in seconds (0 until known), to refuse early. */
  knownSeconds(): number;
}
