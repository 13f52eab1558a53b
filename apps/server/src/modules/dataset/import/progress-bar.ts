/** A one-line terminal progress bar, drawn only when the stream is a TTY (never into logs or pipes). */
export interface ProgressBar {
  update(done: number, total: number, detail?: string): void;
  finish(): void;
}

export function createProgressBar(stream: NodeJS.WriteStream = process.stdout, width = 30): ProgressBar {
  if (!stream.isTTY) return { update() {}, finish() {} };
  let last = 0;
  let drawn = false;
  return {
    update(done, total, detail = '') {
      const now = Date.now();
      if (now - last < 100 && done < total) return;
      last = now;
      const ratio = total > 0 ? Math.min(1, done / total) : 0;
      const filled = Math.round(ratio * width);
      stream.write(
        `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}% ${detail}\u001b[K`,
      );
      drawn = true;
    },
    finish() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
