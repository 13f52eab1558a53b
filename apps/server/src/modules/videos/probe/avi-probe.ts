import { ByteQueue } from './byte-queue.ts';
import type { ContainerProbe, ProbeResult } from './container-probe.ts';
import { VideoRejection } from './video-rejection.ts';

/** The header list of an AVI file is a few kilobytes; refuse anything absurd. */
const MAX_HEADER_LIST_BYTES = 1024 * 1024;

interface Chunk {
  id: string;
  /** For LIST chunks, the list type. */
  listType: string;
  start: number;
  end: number;
}

function chunks(buf: Buffer, from: number, to: number): Chunk[] {
  const found: Chunk[] = [];
  let at = from;
  while (at + 8 <= to) {
    const id = buf.toString('latin1', at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    const end = Math.min(at + 8 + size, to);
    const isList = id === 'LIST' && size >= 4;
    found.push({
      id,
      listType: isList ? buf.toString('latin1', at + 8, at + 12) : '',
      start: at + (isList ? 12 : 8),
      end,
    });
    at += 8 + size + (size % 2);
  }
  return found;
}

/**
 * AVI (RIFF): reads the `hdrl` list at the front (frame rate, frame counts, stream types), then
 * walks the top-level chunks without keeping them: the `RIFF AVI ` chunk and its OpenDML
 * `RIFF AVIX` extensions, whose declared sizes must account for the whole file.
 */
export class AviProbe implements ContainerProbe {
  private readonly queue = new ByteQueue();
  private seconds: number | null = null;
  /** Offset of the next top-level chunk, once the header is read. */
  private nextChunk: number | null = null;
  /** The last chunk's size was odd: its pad byte may be missing at the very end. */
  private oddTail = false;

  push(chunk: Buffer): void {
    this.queue.push(chunk);
    if (this.seconds === null) this.readHeader();
    if (this.seconds !== null) this.walk();
  }

  knownSeconds(): number {
    return this.seconds ?? 0;
  }

  finish(): ProbeResult {
    if (this.seconds === null) throw new VideoRejection('unreadable', 'no AVI header list');
    const missingPad = this.oddTail && this.queue.skipping === 1;
    if (this.queue.skipping > 0 && !missingPad)
      throw new VideoRejection('unreadable', 'file ends inside a chunk');
    if (this.queue.length > 0) throw new VideoRejection('trailing_data', 'bytes after the last RIFF chunk');
    return { container: 'avi', durationSeconds: this.seconds };
  }

  private walk(): void {
    if (this.nextChunk === null) {
      const head = this.queue.peek(8)!; // the header was read: the first 8 bytes are here
      const size = head.readUInt32LE(4);
      this.nextChunk = 8 + size + (size % 2);
      this.oddTail = size % 2 === 1;
    }
    for (;;) {
      const ahead = this.nextChunk - this.queue.position - this.queue.skipping;
      if (ahead > 0) this.queue.skip(ahead);
      if (this.queue.skipping > 0) return;
      const head = this.queue.peek(12);
      if (!head) return;
      if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'AVIX')
        throw new VideoRejection('trailing_data', `not an AVIX chunk at ${this.queue.position}`);
      const size = head.readUInt32LE(4);
      this.nextChunk += 8 + size + (size % 2);
      this.oddTail = size % 2 === 1;
    }
  }

  private readHeader(): void {
    const head = this.queue.peek(24);
    if (!head) return;
    const listId = head.toString('latin1', 12, 16);
    const listType = head.toString('latin1', 20, 24);
    if (listId !== 'LIST' || listType !== 'hdrl') throw new VideoRejection('unreadable', 'hdrl is not first');
    const listSize = head.readUInt32LE(16);
    if (listSize > MAX_HEADER_LIST_BYTES) throw new VideoRejection('unreadable', 'hdrl too large');
    const bytes = this.queue.peek(20 + listSize);
    if (!bytes) return;
    this.seconds = this.durationFrom(bytes, 24, 20 + listSize);
  }

  private durationFrom(buf: Buffer, from: number, to: number): number {
    let microsPerFrame = 0;
    let frames = 0;
    let seconds = 0;
    let hasVideo = false;
    for (const chunk of chunks(buf, from, to)) {
      if (chunk.id === 'avih' && chunk.end - chunk.start >= 20) {
        microsPerFrame = buf.readUInt32LE(chunk.start);
        frames = buf.readUInt32LE(chunk.start + 16);
      }
      if (chunk.listType === 'odml') {
        const dmlh = chunks(buf, chunk.start, chunk.end).find((c) => c.id === 'dmlh');
        if (dmlh && dmlh.end - dmlh.start >= 4) frames = Math.max(frames, buf.readUInt32LE(dmlh.start));
      }
      if (chunk.listType !== 'strl') continue;
      const strh = chunks(buf, chunk.start, chunk.end).find((c) => c.id === 'strh');
      if (
        !strh ||
        strh.end - strh.start < 36 ||
        buf.toString('latin1', strh.start, strh.start + 4) !== 'vids'
      )
        continue;
      hasVideo = true;
      const scale = buf.readUInt32LE(strh.start + 20);
      const rate = buf.readUInt32LE(strh.start + 24);
      if (rate > 0) seconds = Math.max(seconds, (buf.readUInt32LE(strh.start + 32) * scale) / rate);
    }
    if (!hasVideo) throw new VideoRejection('not_video', 'no video stream');
    return Math.max(seconds, (frames * microsPerFrame) / 1e6);
  }
}
