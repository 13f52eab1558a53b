import { MAX_VIDEO_SECONDS } from '@homie/contracts/videos';
import { AviProbe } from './avi-probe.ts';
import type { ContainerProbe, ProbeResult } from './container-probe.ts';
import { EbmlProbe } from './ebml-probe.ts';
import { IsoBmffProbe } from './isobmff-probe.ts';
import { SNIFF_BYTES, sniffVideo } from './video-sniff.ts';
import { VideoRejection } from './video-rejection.ts';

/** Rounding slack so a 90.000-second file is never refused for a timescale remainder. */
const DURATION_SLACK_SECONDS = 0.001;

/**
 * Decides from the bytes alone whether an upload is an acceptable video: the magic number picks the
 * container (file-type, via sniffVideo), the container's own structures give the duration. Feed every
 * chunk to `push`, awaiting each (it rejects with a VideoRejection as soon as the file is ruled out),
 * then await `finish`.
 */
export class VideoInspector {
  private head: Buffer[] = [];
  private headBytes = 0;
  private probe: ContainerProbe | null = null;

  constructor(private readonly maxSeconds = MAX_VIDEO_SECONDS) {}

  async push(chunk: Buffer): Promise<void> {
    if (!this.probe) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes < SNIFF_BYTES) return;
      await this.start();
      return;
    }
    this.probe.push(chunk);
    this.checkDuration(this.probe.knownSeconds());
  }

  async finish(): Promise<ProbeResult> {
    if (!this.probe) await this.start();
    const result = this.probe!.finish();
    this.checkDuration(result.durationSeconds);
    return result;
  }

  private async start(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    const sniffed = await sniffVideo(head);
    switch (sniffed.kind) {
      case 'isobmff':
        this.probe = new IsoBmffProbe(sniffed.quicktime);
        break;
      case 'ebml':
        this.probe = new EbmlProbe();
        break;
      case 'avi':
        this.probe = new AviProbe();
        break;
      case 'unsupported-video':
        throw new VideoRejection('unsupported', sniffed.format);
      default:
        throw new VideoRejection('not_video', 'no known magic number');
    }
    this.probe.push(head);
    this.checkDuration(this.probe.knownSeconds());
  }

  private checkDuration(seconds: number): void {
    if (seconds > this.maxSeconds + DURATION_SLACK_SECONDS) {
      throw new VideoRejection('too_long', `${seconds.toFixed(3)} s`);
    }
  }
}
