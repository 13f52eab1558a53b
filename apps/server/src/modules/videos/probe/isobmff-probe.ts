import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import { ByteQueue } from './byte-queue.ts';
import type { ContainerProbe, ProbeResult } from './container-probe.ts';
import { fragmentEnds, trexDefaults } from './isobmff-boxes.ts';
import { VideoRejection } from './video-rejection.ts';

/**
 * Samsung phones append a metadata trailer after the last box (ExifTool's "Samsung trailer"),
 * ending with the tag `SEFT`: tolerated after a complete movie up to this size, nothing else is.
 */
const MAX_SAMSUNG_TRAILER_BYTES = 1024 * 1024;

/** Caps on the header boxes kept in memory; a 90-second video's moov is far smaller. */
const MAX_BOX_BYTES: Record<string, number> = { ftyp: 4096, moov: 64 * 1024 * 1024, moof: 16 * 1024 * 1024 };

/**
 * Runs mp4box's synchronous parse with its console.error logging muted: it reports harmless things
 * (an unknown `©swr` metadata atom in every ffmpeg file) there, and its log level cannot mute errors.
 */
function quietly<T>(fn: () => T): T {
  const original = console.error;
  console.error = () => {};
  try {
    return fn();
  } finally {
    console.error = original;
  }
}

interface MovieFacts {
  seconds: number;
  timescales: Map<number, number>;
  trex: Map<number, number>;
}

/**
 * MP4 / MOV / 3GP: walks the top-level boxes as they stream past, skipping media data without
 * keeping it, parses `moov` with mp4box (there must be a video track) and adds up fragments.
 * The boxes' declared sizes must account for the whole file: bytes after the last box are refused
 * (but for a small Samsung trailer).
 */
export class IsoBmffProbe implements ContainerProbe {
  private readonly queue = new ByteQueue();
  private collecting: { type: string; size: number } | null = null;
  private restIsOneBox = false;
  /** Bytes after the last box (a Samsung trailer, or refused at the end), and their last four. */
  private trailer: { bytes: number; tail: Buffer } | null = null;
  private ftyp: Buffer | null = null;
  private movie: MovieFacts | null = null;
  private fragmentEnd = new Map<number, number>();

  constructor(private readonly quicktime: boolean) {}

  push(chunk: Buffer): void {
    this.queue.push(chunk);
    this.parse();
  }

  knownSeconds(): number {
    if (!this.movie) return 0;
    let seconds = this.movie.seconds;
    for (const [trackId, end] of this.fragmentEnd) {
      const scale = this.movie.timescales.get(trackId);
      if (scale) seconds = Math.max(seconds, end / scale);
    }
    return seconds;
  }

  finish(): ProbeResult {
    if (this.collecting || this.queue.skipping > 0)
      throw new VideoRejection('unreadable', 'file ends inside a box');
    if (!this.movie) throw new VideoRejection('unreadable', 'no moov box');
    if (this.queue.length > 0) throw new VideoRejection('trailing_data', 'bytes after the last box');
    if (this.trailer && this.trailer.tail.toString('latin1') !== 'SEFT')
      throw new VideoRejection('trailing_data', `${this.trailer.bytes} bytes after the last box`);
    return { container: this.quicktime ? 'mov' : 'mp4', durationSeconds: this.knownSeconds() };
  }

  private parse(): void {
    while (true) {
      if (this.trailer) {
        this.readTrailer();
        return;
      }
      if (this.restIsOneBox) {
        this.queue.skip(this.queue.length);
        return;
      }
      if (this.queue.skipping > 0) return;
      if (this.collecting) {
        const box = this.queue.take(this.collecting.size);
        if (!box) return;
        this.handle(this.collecting.type, box);
        this.collecting = null;
        continue;
      }
      const header = this.queue.peek(8);
      if (!header) return;
      const type = header.toString('latin1', 4, 8);
      if (!/^[\x20-\x7e\xa9]{4}$/.test(type)) {
        // Bytes after the last box that are no box: the declared sizes do not account for the file.
        if (this.movie) {
          this.trailer = { bytes: 0, tail: Buffer.alloc(0) };
          continue;
        }
        throw new VideoRejection('unreadable', `bad box type at ${this.queue.position}`);
      }
      let size = header.readUInt32BE(0);
      let headerSize = 8;
      if (size === 1) {
        const large = this.queue.peek(16);
        if (!large) return;
        size = Number(large.readBigUInt64BE(8));
        headerSize = 16;
      }
      if (size === 0) {
        // "Extends to the end of the file": allowed for the media data only (a writer that could
        // not seek back); any other box would swallow whatever follows unchecked.
        if (type !== 'mdat') throw new VideoRejection('unreadable', `box ${type} of size 0`);
        this.restIsOneBox = true;
        continue;
      }
      if (size < headerSize) throw new VideoRejection('unreadable', `box ${type} of size ${size}`);
      const cap = MAX_BOX_BYTES[type];
      if (cap === undefined) {
        this.queue.skip(size);
        continue;
      }
      if (size > cap) throw new VideoRejection('unreadable', `${type} box of ${size} bytes`);
      this.collecting = { type, size };
    }
  }

  /** Bytes after the last box: counted (refused past the cap) and dropped, keeping the last four. */
  private readTrailer(): void {
    const trailer = this.trailer!;
    const length = this.queue.length;
    if (length === 0) return;
    const chunk = this.queue.take(length)!;
    trailer.bytes += length;
    if (trailer.bytes > MAX_SAMSUNG_TRAILER_BYTES)
      throw new VideoRejection('trailing_data', `over ${MAX_SAMSUNG_TRAILER_BYTES} bytes after the last box`);
    trailer.tail = Buffer.concat([trailer.tail, chunk]).subarray(-4);
  }

  private handle(type: string, box: Buffer): void {
    if (type === 'ftyp') this.ftyp = box;
    else if (type === 'moov' && !this.movie) this.movie = this.readMovie(box);
    else if (type === 'moof' && this.movie) {
      const ends = fragmentEnds(box, this.fragmentEnd, this.movie.trex);
      for (const [trackId, end] of ends) this.fragmentEnd.set(trackId, end);
    }
  }

  private readMovie(moov: Buffer): MovieFacts {
    const bytes = this.ftyp ? Buffer.concat([this.ftyp, moov]) : moov;
    let info: Movie | undefined;
    try {
      quietly(() => {
        const file = createFile();
        file.onReady = (movie) => {
          info = movie;
        };
        const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
        file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(data, 0));
        file.flush();
      });
    } catch (error) {
      throw new VideoRejection('unreadable', `mp4box: ${String(error)}`);
    }
    if (!info) throw new VideoRejection('unreadable', 'mp4box could not read moov');
    if (info.videoTracks.length === 0) throw new VideoRejection('not_video', 'no video track');
    let seconds = info.timescale > 0 ? info.duration / info.timescale : 0;
    const timescales = new Map<number, number>();
    for (const track of info.tracks) {
      timescales.set(track.id, track.timescale);
      if (track.timescale > 0) seconds = Math.max(seconds, track.duration / track.timescale);
      if (track.movie_timescale > 0)
        seconds = Math.max(seconds, track.movie_duration / track.movie_timescale);
    }
    if (info.fragment_duration && info.fragment_duration.den > 0) {
      seconds = Math.max(seconds, info.fragment_duration.num / info.fragment_duration.den);
    }
    if (!Number.isFinite(seconds)) throw new VideoRejection('unreadable', 'duration not finite');
    return { seconds, timescales, trex: trexDefaults(moov) };
  }
}
