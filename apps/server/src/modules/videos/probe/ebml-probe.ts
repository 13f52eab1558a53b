import { ByteQueue } from './byte-queue.ts';
import type { ContainerProbe, ProbeResult } from './container-probe.ts';
import { VideoRejection } from './video-rejection.ts';

/** Master elements whose children are read in place (their own size is not needed). */
const DESCEND = new Set([0x1a45dfa3, 0x18538067, 0x1549a966, 0x1654ae6b, 0xae, 0x1f43b675, 0xa0]);
const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const VOID = 0xec;

const ID = {
  docType: 0x4282,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  trackType: 0x83,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  block: 0xa1,
  blockDuration: 0x9b,
} as const;
const VALUE_IDS = new Set<number>([
  ID.docType,
  ID.timecodeScale,
  ID.duration,
  ID.trackType,
  ID.clusterTimecode,
  ID.blockDuration,
]);

/** Reads an EBML variable-length integer at `at`: its byte length and value (null = "unknown"). */
function readVint(
  buf: Buffer,
  at: number,
  keepMarker: boolean,
): { length: number; value: number | null } | undefined {
  const first = buf[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > buf.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + buf[at + i]!;
    if (buf[at + i] !== 0xff) allOnes = false;
  }
  return { length, value: !keepMarker && allOnes ? null : value };
}

const readUint = (buf: Buffer) => buf.reduce((acc, byte) => acc * 256 + byte, 0);

/**
 * WebM / Matroska: reads the EBML header's DocType, the segment's TimecodeScale and Duration, the
 * track types, and the timestamps of every block (recorders such as Chrome's MediaRecorder write no
 * Duration), skipping frame data without keeping it.
 */
export class EbmlProbe implements ContainerProbe {
  private readonly queue = new ByteQueue();
  private docType = '';
  private scaleNs = 1_000_000;
  private declaredTicks = 0;
  private clusterTicks = 0;
  private lastBlockTicks = 0;
  private endTicks = 0;
  private hasVideo = false;
  private hasTracks = false;
  /** Where the EBML header ends, and the Segment (Infinity: unknown size, as live recorders write). */
  private headerEnd: number | null = null;
  private segmentEnd: number | null = null;

  push(chunk: Buffer): void {
    this.queue.push(chunk);
    this.parse();
  }

  knownSeconds(): number {
    return (Math.max(this.declaredTicks, this.endTicks) * this.scaleNs) / 1e9;
  }

  finish(): ProbeResult {
    if (this.queue.length > 0) this.checkNotAfterSegment();
    if (this.queue.skipping > 0 || this.queue.length > 0)
      throw new VideoRejection('unreadable', 'truncated element');
    const docType = this.docType || 'matroska'; // the EBML default
    if (docType !== 'webm' && docType !== 'matroska')
      throw new VideoRejection('not_video', `doctype ${docType}`);
    if (!this.hasTracks) throw new VideoRejection('unreadable', 'no tracks');
    if (!this.hasVideo) throw new VideoRejection('not_video', 'no video track');
    return { container: docType === 'webm' ? 'webm' : 'matroska', durationSeconds: this.knownSeconds() };
  }

  private parse(): void {
    while (this.queue.skipping === 0) {
      const head = this.queue.peek(Math.min(12, this.queue.length));
      if (!head || head.length === 0) return;
      this.checkNotAfterSegment();
      const id = readVint(head, 0, true);
      const size = id && readVint(head, id.length, false);
      if (!id || !size) {
        if (head.length >= 12 || (id === undefined && head[0] === 0))
          throw new VideoRejection('unreadable', 'bad element header');
        return;
      }
      const headerLength = id.length + size.length;
      this.checkPlacement(id.value!, headerLength, size.value);
      if (DESCEND.has(id.value!)) {
        if (id.value === 0xae) this.hasTracks = true;
        this.queue.skip(headerLength);
        continue;
      }
      if (size.value === null) throw new VideoRejection('unreadable', `unknown size for element ${id.value}`);
      if (id.value === ID.simpleBlock || id.value === ID.block) {
        const blockHead = this.queue.peek(Math.min(headerLength + 12, headerLength + size.value));
        if (!blockHead) return;
        this.readBlock(blockHead.subarray(headerLength));
        this.queue.skip(headerLength + size.value);
        continue;
      }
      if (VALUE_IDS.has(id.value!) && size.value <= 64) {
        const element = this.queue.take(headerLength + size.value);
        if (!element) return;
        this.readValue(id.value!, element.subarray(headerLength));
        continue;
      }
      this.queue.skip(headerLength + size.value);
    }
  }

  /**
   * The file is one EBML header then one Segment, and the Segment's declared size accounts for the
   * rest of the file: anything after it, or an element reaching past it, is refused.
   */
  private checkNotAfterSegment(): void {
    if (this.segmentEnd !== null && this.queue.position >= this.segmentEnd)
      throw new VideoRejection('trailing_data', 'bytes after the segment');
  }

  private checkPlacement(id: number, headerLength: number, size: number | null): void {
    const at = this.queue.position;
    const end = size === null ? Number.POSITIVE_INFINITY : at + headerLength + size;
    if (this.segmentEnd !== null) {
      if (at >= this.segmentEnd) throw new VideoRejection('trailing_data', `element ${id} after the segment`);
      if (size !== null && end > this.segmentEnd)
        throw new VideoRejection('unreadable', `element ${id} crosses the segment end`);
      return;
    }
    if (this.headerEnd === null) {
      if (id !== EBML_HEADER || size === null) throw new VideoRejection('unreadable', 'no EBML header');
      this.headerEnd = end;
      return;
    }
    if (at < this.headerEnd) {
      if (end > this.headerEnd) throw new VideoRejection('unreadable', 'EBML header child too long');
      return;
    }
    if (id === VOID) return;
    if (id !== SEGMENT) throw new VideoRejection('trailing_data', `top-level element ${id}`);
    this.segmentEnd = end;
  }

  private readBlock(body: Buffer): void {
    const track = readVint(body, 0, false);
    if (!track || body.length < track.length + 2) return;
    this.lastBlockTicks = this.clusterTicks + body.readInt16BE(track.length);
    this.endTicks = Math.max(this.endTicks, this.lastBlockTicks);
  }

  private readValue(id: number, body: Buffer): void {
    switch (id) {
      case ID.docType:
        this.docType = body.toString('latin1').replace(/\0+$/, '');
        break;
      case ID.timecodeScale:
        this.scaleNs = readUint(body) || 1_000_000;
        break;
      case ID.duration:
        if (body.length === 4) this.declaredTicks = body.readFloatBE(0);
        else if (body.length === 8) this.declaredTicks = body.readDoubleBE(0);
        if (!Number.isFinite(this.declaredTicks) || this.declaredTicks < 0)
          throw new VideoRejection('unreadable', 'bad duration');
        break;
      case ID.trackType:
        if (readUint(body) === 1) this.hasVideo = true;
        break;
      case ID.clusterTimecode:
        this.clusterTicks = readUint(body);
        break;
      case ID.blockDuration:
        this.endTicks = Math.max(this.endTicks, this.lastBlockTicks + readUint(body));
        break;
    }
  }
}
