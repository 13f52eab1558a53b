import { EventEmitter } from 'node:events';
import { closeSync, openSync, write, writeSync } from 'node:fs';

/**
 * The server's log destination (decisions 162 and 209): lines are held until `minLength` bytes have
 * gathered or `flushMs` has passed, then written to the file descriptor in one write, off the event
 * loop. What is held when the process exits is written then, within a bound: an output nobody reads
 * any more (a supervisor that went away: EPIPE) stops the logging, an output that does not take the
 * bytes (EAGAIN) is given `exitFlushMs`, and a write still in flight is not waited for. Pino's own
 * destination (SonicBoom 4) retried a failed synchronous write forever, so a process exiting with a
 * line held and its pipe closed never ended (issue 49 item 16).
 */
export class BatchedLog extends EventEmitter {
  private fd = -1;
  private pending: string[] = [];
  private pendingLength = 0;
  private writing = false;
  /** The output is gone (EPIPE or another failure): lines are dropped from then on. */
  private broken = false;
  private ended = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly ownsFd: boolean;

  constructor(
    dest: number | string,
    private readonly options: { minLength: number; flushMs: number; exitFlushMs?: number },
  ) {
    super();
    this.ownsFd = typeof dest === 'string';
    this.fd = typeof dest === 'number' ? dest : openSync(dest, 'a');
    live.add(this);
    installExitFlush();
    process.nextTick(() => this.emit('ready'));
  }

  write(line: string): boolean {
    if (this.broken || this.ended) return true;
    this.pending.push(line);
    this.pendingLength += line.length;
    if (this.pendingLength >= this.options.minLength) this.flush();
    else this.schedule();
    return true;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, this.options.flushMs);
    this.timer.unref();
  }

  /** Starts writing what is held (one write in flight at a time). */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.writing || this.broken || this.pending.length === 0) return;
    const data = Buffer.from(this.take());
    this.writing = true;
    this.writeOut(data, 0);
  }

  private take(): string {
    const text = this.pending.join('');
    this.pending = [];
    this.pendingLength = 0;
    return text;
  }

  private writeOut(data: Buffer, offset: number): void {
    write(this.fd, data, offset, data.length - offset, null, (err, written) => {
      if (err) {
        if (err.code === 'EAGAIN' && !this.broken) {
          // The reader is slow: try again shortly (the process may still exit meanwhile).
          setTimeout(() => this.writeOut(data, offset), 50).unref();
          return;
        }
        this.fail(err);
        return;
      }
      if (offset + written < data.length) {
        this.writeOut(data, offset + written);
        return;
      }
      this.writing = false;
      if (this.pendingLength >= this.options.minLength || (this.ended && this.pending.length > 0))
        this.flush();
      else if (this.pending.length > 0) this.schedule();
      else if (this.ended) this.close();
    });
  }

  private fail(err: NodeJS.ErrnoException): void {
    this.writing = false;
    this.broken = true;
    this.pending = [];
    this.pendingLength = 0;
    // EPIPE: nobody reads the log any more. Either way the server carries on without it.
    if (err.code !== 'EPIPE') this.emit('failed', err);
  }

  /**
   * Writes what is held now, synchronously and within `exitFlushMs` (at exit, when no event loop is
   * left): anything but a slow reader drops the lines.
   */
  flushSync(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    // A write in flight may be one the output does not take: waiting for it could be forever.
    if (this.broken || this.writing || this.fd < 0 || this.pending.length === 0) return;
    const data = Buffer.from(this.take());
    const until = Date.now() + (this.options.exitFlushMs ?? 500);
    let offset = 0;
    while (offset < data.length) {
      try {
        offset += writeSync(this.fd, data, offset, data.length - offset);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN' || Date.now() >= until) {
          this.broken = true;
          return;
        }
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      }
    }
  }

  /** Writes what is held, then closes a file it opened. */
  end(): void {
    this.ended = true;
    this.flush();
    if (!this.writing) this.close();
  }

  private close(): void {
    live.delete(this);
    if (this.ownsFd && this.fd >= 0) {
      closeSync(this.fd);
      this.fd = -1;
    }
    this.emit('close');
  }
}

const live = new Set<BatchedLog>();
let exitFlushInstalled = false;
function installExitFlush(): void {
  if (exitFlushInstalled) return;
  exitFlushInstalled = true;
  process.on('exit', () => {
    for (const log of live) log.flushSync();
  });
}
