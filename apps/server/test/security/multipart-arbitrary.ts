import fc from 'fast-check';
import { hostileString } from './hostile-values.ts';

/** File names that try to escape a folder, hide an extension or break a header. */
export const HOSTILE_FILE_NAMES = [
  '../../../../tmp/evil.mp4',
  '..\\..\\evil.jpg',
  '/etc/passwd',
  'C:\\Windows\\evil.exe',
  'frame.jpg\u0000.exe',
  'video.mp4.exe',
  'invoice.pdf.exe',
  '.htaccess',
  '%2e%2e%2fevil.mp4',
  'a"; name="video',
  'évidence 🏠.jpg',
  'x'.repeat(600),
  '',
];

/** The first bytes of file types an upload check might confuse. */
export const MAGIC_PREFIXES: Record<string, number[]> = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  mp4: [0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d],
  webm: [0x1a, 0x45, 0xdf, 0xa3],
  windowsExecutable: [0x4d, 0x5a, 0x90, 0x00],
  elf: [0x7f, 0x45, 0x4c, 0x46],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  none: [],
};

/** Field names the upload routes read, plus strangers. */
const FIELD_NAMES = ['video', 'image', 'job_id', 'evidence_token', 'file', 'frame', '__proto__'];
const CONTENT_TYPES = [
  'video/mp4',
  'video/webm',
  'image/jpeg',
  'image/png',
  'application/x-msdownload',
  'application/octet-stream',
  'text/html',
  '',
];

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  body: Uint8Array;
}

/** Part contents: junk behind a file signature, or a real media file whole, cut short or with junk appended. */
function contentArbitrary(samples: Uint8Array[], realWeight = 1): fc.Arbitrary<Uint8Array> {
  const junk = fc
    .tuple(fc.constantFrom(...Object.values(MAGIC_PREFIXES)), fc.uint8Array({ maxLength: 2048 }))
    .map(([magic, rest]) => Uint8Array.from([...magic, ...rest]));
  if (!samples.length) return junk;
  const real = fc
    .record({
      sample: fc.constantFrom(...samples),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
      how: fc.constantFrom('whole', 'whole', 'whole', 'cut', 'tail', 'flip'),
    })
    .map(({ sample, cut, how }) => {
      if (how === 'whole') return sample;
      if (how === 'cut') return sample.subarray(0, Math.floor(sample.length * cut));
      if (how === 'tail') return Uint8Array.from([...sample, ...new Uint8Array(64).fill(0x41)]);
      const copy = Uint8Array.from(sample);
      for (let i = Math.floor(copy.length * cut); i < copy.length; i += 97) copy[i] = copy[i]! ^ 0xff;
      return copy;
    });
  return fc.oneof({ weight: 1, arbitrary: junk }, { weight: realWeight, arbitrary: real });
}

function partArbitrary(samples: Uint8Array[]): fc.Arbitrary<Part> {
  return fc.record(
    {
      name: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
        { weight: 1, arbitrary: hostileString },
      ),
      filename: fc.oneof(
        fc.constantFrom(...HOSTILE_FILE_NAMES),
        fc.constantFrom('video.mp4', 'frame.jpg', 'clip.webm'),
      ),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      body: contentArbitrary(samples),
    },
    { requiredKeys: ['name', 'body'] },
  );
}

export interface RawMultipart {
  contentType: string;
  body: Buffer;
}

/** Encodes parts as multipart/form-data, exactly or deliberately broken. */
export function encodeMultipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.name}"`;
    if (part.filename !== undefined) disposition += `; filename="${part.filename}"`;
    let head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n`;
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), Buffer.from(part.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * Multipart bodies: well formed, truncated mid-part, with a boundary that never appears, without
 * a boundary parameter, or with junk before the first boundary.
 */
export function multipartArbitrary(samples: Uint8Array[] = []): fc.Arbitrary<RawMultipart> {
  return fc
    .record({
      parts: fc.array(partArbitrary(samples), { maxLength: 4 }),
      boundary: fc.constantFrom('----homiefuzz', 'x', `----${'b'.repeat(70)}`),
      damage: fc.constantFrom(
        'none',
        'none',
        'truncate',
        'wrong-boundary',
        'no-boundary-param',
        'empty-boundary',
        'huge-boundary',
        'junk-prefix',
        'no-final',
      ),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ parts, boundary, damage, cut }) => {
      let body = encodeMultipart(parts, boundary);
      let contentType = `multipart/form-data; boundary=${boundary}`;
      if (damage === 'truncate') body = body.subarray(0, Math.floor(body.length * cut));
      if (damage === 'wrong-boundary') contentType = 'multipart/form-data; boundary=not-the-boundary';
      if (damage === 'no-boundary-param') contentType = 'multipart/form-data';
      if (damage === 'empty-boundary') contentType = 'multipart/form-data; boundary=';
      if (damage === 'huge-boundary') contentType = `multipart/form-data; boundary=${'z'.repeat(300)}`;
      if (damage === 'junk-prefix') body = Buffer.concat([Buffer.from('garbage\r\n\r\n'), body]);
      if (damage === 'no-final') body = body.subarray(0, Math.max(0, body.length - boundary.length - 6));
      return { contentType, body };
    });
}

/** Well-formed uploads of a real (possibly damaged) file under the field names the routes read. */
export function uploadArbitrary(samples: Uint8Array[], fieldValues: string[]): fc.Arbitrary<RawMultipart> {
  if (!samples.length) return multipartArbitrary();
  const boundary = '----homieupload';
  return fc
    .record({
      file: fc.constantFrom('video', 'image'),
      body: contentArbitrary(samples, 4),
      filename: fc.oneof(fc.constantFrom('home.mp4', 'frame.jpg'), fc.constantFrom(...HOSTILE_FILE_NAMES)),
      contentType: fc.constantFrom('video/mp4', 'image/jpeg', 'application/octet-stream'),
      fields: fc.array(
        fc.record({
          name: fc.constantFrom('job_id', 'evidence_token'),
          body: fc.oneof(fc.constantFrom(...fieldValues, ''), hostileString),
        }),
        { maxLength: 2 },
      ),
    })
    .map(({ file, body, filename, contentType, fields }) => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: encodeMultipart(
        [
          ...fields.map((f) => ({ name: f.name, body: Buffer.from(f.body) })),
          { name: file, filename, contentType, body },
        ],
        boundary,
      ),
    }));
}
