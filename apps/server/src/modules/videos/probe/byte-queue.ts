/**
 * A FIFO of incoming chunks for streaming parsers: peek at the next bytes, consume them, or skip a
 * run of bytes that may not have arrived yet, without ever holding more than the caller asks for.
 */
export class ByteQueue {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private pendingSkip = 0;
  /** Absolute offset, in the whole stream, of the next unread byte. */
  position = 0;

  push(chunk: Buffer): void {
    if (this.pendingSkip > 0) {
      const dropped = Math.min(this.pendingSkip, chunk.length);
      this.pendingSkip -= dropped;
      this.position += dropped;
      chunk = chunk.subarray(dropped);
    }
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
  }

  /** Bytes available to read now. */
  get length(): number {
    return this.buffered;
  }

  /** Bytes still to be skipped from chunks that have not arrived. */
  get skipping(): number {
    return this.pendingSkip;
  }

  /** The next `n` bytes without consuming them, or null when fewer have arrived. */
  peek(n: number): Buffer | null {
    if (n > this.buffered) return null;
    const first = this.chunks[0];
    if (first && first.length >= n) return first.subarray(0, n);
    // Merge only as many chunks as the caller needs.
    let count = 0;
    let bytes = 0;
    while (bytes < n) bytes += this.chunks[count++]!.length;
    const merged = Buffer.concat(this.chunks.slice(0, count));
    this.chunks.splice(0, count, merged);
    return merged.subarray(0, n);
  }

  /** Removes and returns the next `n` bytes, or null when fewer have arrived. */
  take(n: number): Buffer | null {
    const bytes = this.peek(n);
    if (bytes === null) return null;
    const copy = Buffer.from(bytes);
    this.drop(n);
    return copy;
  }

  /** Skips `n` bytes: those buffered now, and the rest as they arrive. */
  skip(n: number): void {
    const now = Math.min(n, this.buffered);
    this.drop(now);
    this.pendingSkip += n - now;
  }

  private drop(n: number): void {
    this.buffered -= n;
    this.position += n;
    while (n > 0) {
      const first = this.chunks[0]!;
      if (first.length <= n) {
        this.chunks.shift();
        n -= first.length;
      } else {
        this.chunks[0] = first.subarray(n);
        n = 0;
      }
    }
  }
}
