/** A box inside an in-memory ISO-BMFF buffer. */
export interface BoxRef {
  type: string;
  /** Offset of the box's payload (after its header). */
  start: number;
  /** Offset just past the box. */
  end: number;
}

/** The child boxes of buf[from, to); stops quietly at a malformed header. */
export function childBoxes(buf: Buffer, from: number, to: number): BoxRef[] {
  const boxes: BoxRef[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) break;
    boxes.push({ type: buf.toString('latin1', at + 4, at + 8), start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (buf: Buffer, box: BoxRef, type: string) =>
  childBoxes(buf, box.start, box.end).find((b) => b.type === type);

/** Per-track default sample durations from moov/mvex/trex (used by fragments that omit them). */
export function trexDefaults(moov: Buffer): Map<number, number> {
  const defaults = new Map<number, number>();
  const mvex = child(moov, { type: 'moov', start: 8, end: moov.length }, 'mvex');
  if (!mvex) return defaults;
  for (const trex of childBoxes(moov, mvex.start, mvex.end)) {
    if (trex.type !== 'trex' || trex.end - trex.start < 24) continue;
    defaults.set(moov.readUInt32BE(trex.start + 4), moov.readUInt32BE(trex.start + 12));
  }
  return defaults;
}

/**
 * The media time, per track, at which each track fragment of a `moof` ends: its tfdt base decode
 * time (or the previous end) plus the durations of its samples.
 */
export function fragmentEnds(
  moof: Buffer,
  previousEnds: Map<number, number>,
  defaults: Map<number, number>,
): Map<number, number> {
  const ends = new Map<number, number>();
  for (const traf of childBoxes(moof, 8, moof.length)) {
    if (traf.type !== 'traf') continue;
    const parts = childBoxes(moof, traf.start, traf.end);
    const tfhd = parts.find((b) => b.type === 'tfhd');
    if (!tfhd || tfhd.end - tfhd.start < 8) continue;
    const flags = moof.readUInt32BE(tfhd.start) & 0xffffff;
    const trackId = moof.readUInt32BE(tfhd.start + 4);
    let offset = tfhd.start + 8;
    if (flags & 0x01) offset += 8; // base-data-offset
    if (flags & 0x02) offset += 4; // sample-description-index
    let defaultDuration = defaults.get(trackId) ?? 0;
    if (flags & 0x08 && offset + 4 <= tfhd.end) defaultDuration = moof.readUInt32BE(offset);
    const tfdt = parts.find((b) => b.type === 'tfdt');
    let time = ends.get(trackId) ?? previousEnds.get(trackId) ?? 0;
    if (tfdt && tfdt.end - tfdt.start >= 8) {
      const version = moof[tfdt.start]!;
      time = version === 1 ? Number(moof.readBigUInt64BE(tfdt.start + 4)) : moof.readUInt32BE(tfdt.start + 4);
    }
    for (const trun of parts) {
      if (trun.type === 'trun') time += trunDuration(moof, trun, defaultDuration);
    }
    ends.set(trackId, time);
  }
  return ends;
}

function trunDuration(buf: Buffer, trun: BoxRef, defaultDuration: number): number {
  if (trun.end - trun.start < 8) return 0;
  const flags = buf.readUInt32BE(trun.start) & 0xffffff;
  const count = buf.readUInt32BE(trun.start + 4);
  if (!(flags & 0x100)) return count * defaultDuration;
  let offset = trun.start + 8;
  if (flags & 0x01) offset += 4; // data-offset
  if (flags & 0x04) offset += 4; // first-sample-flags
  const fieldBytes = 4 * [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length;
  let total = 0;
  for (let i = 0; i < count && offset + 4 <= trun.end; i += 1, offset += fieldBytes)
    total += buf.readUInt32BE(offset);
  return total;
}
