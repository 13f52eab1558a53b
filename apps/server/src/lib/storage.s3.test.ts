import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './storage.s3.ts';

const CREDENTIALS = { accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'us-west-2' };
const MiB = 1024 * 1024;
/** The smallest part S3 (and lib-storage) accept but for the last one. */
const PART = 5 * MiB;

type Data = string | ArrayBuffer | ArrayBufferView;
const toBytes = (data: Data) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** node:crypto as the Checksum the signer wants (HMAC when given a secret). */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: Data) {
    this.hash = secret ? createHmac('sha256', toBytes(secret)) : createHash('sha256');
  }
  update(data: Data) {
    this.hash.update(toBytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

/** The stand-in's own signer: it holds the real secret, so a request signed with another fails. */
const verifier = new SignatureV4({
  credentials: { accessKeyId: CREDENTIALS.accessKeyId, secretAccessKey: CREDENTIALS.secretAccessKey },
  region: CREDENTIALS.region,
  service: 's3',
  sha256: NodeSha256,
  uriEscapePath: false,
});

/** Re-signs the request as received, over the headers it says it signed, and compares. */
async function signatureMatches(req: IncomingMessage, url: URL, body: Buffer): Promise<boolean> {
  const authorization = String(req.headers.authorization ?? '');
  const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  if (!signed.includes('x-amz-content-sha256') || !signed.includes('host')) return false;
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== createHash('sha256').update(body).digest('hex')) return false;
  const headers: Record<string, string> = {};
  for (const name of signed) headers[name] = String(req.headers[name]);
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = v;
  const amzDate = String(req.headers['x-amz-date']);
  const signingDate = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const expected = await verifier.sign(
    {
      method: req.method!,
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query,
      headers,
      body,
    },
    { signingDate },
  );
  return expected.headers.authorization === authorization;
}

/**
 * A local stand-in for S3 (path-style): objects, multipart uploads, and a check of every request's
 * SigV4 signature and payload hash. Uploaded parts stay invisible until CompleteMultipartUpload.
 */
function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const log: string[] = [];
  let failPart: number | null = null;
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    if (!(await signatureMatches(req, url, body))) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (!url.pathname.startsWith('/bucket/')) return void res.writeHead(404).end();
    const key = decodeURIComponent(url.pathname.replace(/^\/bucket\//, ''));
    const uploadId = url.searchParams.get('uploadId');
    log.push(
      `${req.method} ${url.searchParams.has('uploads') ? 'create' : uploadId ? (url.searchParams.get('partNumber') ? 'part' : 'upload') : 'object'}`,
    );
    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      const id = `up${uploads.size + 1}`;
      uploads.set(id, { key, parts: new Map() });
      res.end(`<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
    } else if (req.method === 'PUT' && uploadId) {
      const number = Number(url.searchParams.get('partNumber'));
      if (number === failPart)
        return void res.writeHead(500).end('<Error><Code>InternalError</Code></Error>');
      const upload = uploads.get(uploadId);
      if (!upload) return void res.writeHead(404).end('<Error><Code>NoSuchUpload</Code></Error>');
      upload.parts.set(number, body);
      res.writeHead(200, { etag: `"etag-${number}"` }).end();
    } else if (req.method === 'POST' && uploadId) {
      const upload = uploads.get(uploadId)!;
      const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
        Number(m[1]),
      );
      objects.set(upload.key, {
        body: Buffer.concat(numbers.map((n) => upload.parts.get(n)!)),
        contentType: undefined,
      });
      uploads.delete(uploadId);
      res.end('<CompleteMultipartUploadResult/>');
    } else if (req.method === 'DELETE' && uploadId) {
      uploads.delete(uploadId);
      res.writeHead(204).end();
    } else if (req.method === 'PUT') {
      objects.set(key, { body, contentType: req.headers['content-type'] });
      res.end();
    } else if (req.method === 'GET' || req.method === 'HEAD') {
      const object = objects.get(key);
      if (!object) {
        return void res
          .writeHead(404)
          .end(req.method === 'GET' ? '<Error><Code>NoSuchKey</Code></Error>' : undefined);
      }
      res
        .writeHead(200, { 'content-length': object.body.length })
        .end(req.method === 'GET' ? object.body : undefined);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(400).end();
  });
  return {
    server,
    objects,
    uploads,
    log,
    failOnPart: (n: number | null) => {
      failPart = n;
    },
  };
}

describe('S3Storage against a local stand-in', () => {
  let fake: ReturnType<typeof startFakeS3>;
  let storage: S3Storage;
  let endpoint: string;
  beforeAll(async () => {
    fake = startFakeS3();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    endpoint = `http://127.0.0.1:${port}`;
    storage = new S3Storage(
      { endpoint, bucket: 'bucket', forcePathStyle: true, ...CREDENTIALS },
      { partBytes: PART, maxAttempts: 1 },
    );
  });
  afterAll(() => {
    fake.server.closeAllConnections();
    return new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => i % 251));
  const chunked = (data: Buffer, size = 64 * 1024) =>
    Readable.from(
      (function* () {
        for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
      })(),
    );
  const read = async (key: string) => Buffer.concat(await (await storage.get(key)).toArray());

  it('refuses to start without credentials', () => {
    expect(
      () => new S3Storage({ endpoint, bucket: 'bucket', forcePathStyle: true, region: 'us-west-2' }),
    ).toThrow('S3 storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  });

  it('puts a small file in one request and reads, checks and deletes it', async () => {
    fake.log.length = 0;
    const data = bytes(5000);
    expect(await storage.put('videos/small', chunked(data, 1000), { contentType: 'video/mp4' })).toEqual({
      key: 'videos/small',
      size: 5000,
    });
    expect(fake.log).toEqual(['PUT object']);
    expect(fake.objects.get('videos/small')?.contentType).toBe('video/mp4');
    expect((await read('videos/small')).equals(data)).toBe(true);
    expect(await storage.exists('videos/small')).toBe(true);
    await storage.delete('videos/small');
    expect(await storage.exists('videos/small')).toBe(false);
    await storage.delete('videos/small'); // deleting what is gone is not an error
  });

  it('streams a large file as a multipart upload, visible only once complete', async () => {
    fake.log.length = 0;
    const data = bytes(2 * PART + 300 * 1024);
    expect(await storage.put('videos/large', chunked(data))).toEqual({
      key: 'videos/large',
      size: data.length,
    });
    expect(fake.log[0]).toBe('POST create');
    expect(fake.log.filter((l) => l === 'PUT part').length).toBe(3);
    expect(fake.log.at(-1)).toBe('POST upload');
    expect((await read('videos/large')).equals(data)).toBe(true);
    expect(fake.uploads.size).toBe(0);
  });

  it('aborts the multipart upload and publishes nothing when the source fails', async () => {
    fake.log.length = 0;
    const source = new Readable({ read() {} });
    const put = storage.put('videos/broken', source);
    source.push(bytes(PART + 200 * 1024));
    setTimeout(() => source.destroy(new Error('client went away')), 200);
    await expect(put).rejects.toThrow('client went away');
    expect(fake.log).toContain('POST create');
    expect(fake.log).toContain('DELETE upload');
    expect(await storage.exists('videos/broken')).toBe(false);
    expect(fake.uploads.size).toBe(0);
  });

  it('aborts when the store refuses a part, and stops reading the source', async () => {
    fake.failOnPart(2);
    const source = chunked(bytes(3 * PART));
    await expect(storage.put('videos/refused', source)).rejects.toThrow(
      'S3 UploadPart failed: InternalError',
    );
    fake.failOnPart(null);
    expect(source.destroyed).toBe(true);
    expect(await storage.exists('videos/refused')).toBe(false);
    expect(fake.uploads.size).toBe(0);
  });

  it('refuses unsafe keys and a missing object', async () => {
    await expect(storage.put('../etc/passwd', chunked(bytes(1)))).rejects.toThrow('Unsafe storage key');
    await expect(storage.get('videos/../x')).rejects.toThrow('Unsafe storage key');
    const missing = storage.get('videos/none');
    await expect(missing).rejects.toThrow('not readable: 404');
    await expect(missing).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('is refused by the server with wrong credentials', async () => {
    const wrong = new S3Storage(
      { endpoint, bucket: 'bucket', forcePathStyle: true, ...CREDENTIALS, secretAccessKey: 'nope' },
      { maxAttempts: 1 },
    );
    await expect(wrong.put('videos/x', chunked(bytes(10)))).rejects.toThrow(
      'S3 PutObject failed: SignatureDoesNotMatch',
    );
    expect(fake.objects.has('videos/x')).toBe(false);
  });
});
