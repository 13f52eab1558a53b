import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage, signV4 } from './storage.s3.ts';

describe('signV4', () => {
  it('matches the AWS documentation example (GET Object with a Range header)', () => {
    const authorization = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      amzDate: '20130524T000000Z',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

const CREDENTIALS = { accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'us-west-2' };

/**
 * A local stand-in for S3 (path-style): objects, multipart uploads, and a check of every request's
 * signature and payload hash. Uploaded parts stay invisible until CompleteMultipartUpload.
 */
function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const log: string[] = [];
  let failPart: number | null = null;
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const headers: Record<string, string> = {};
    const signed = /SignedHeaders=([^,]+)/.exec(String(req.headers.authorization))?.[1]?.split(';') ?? [];
    for (const name of signed) if (name !== 'host') headers[name] = String(req.headers[name]);
    const payloadHash = createHash('sha256').update(body).digest('hex');
    const expected = signV4({
      method: req.method!,
      url,
      headers,
      payloadHash,
      amzDate: String(req.headers['x-amz-date']),
      ...CREDENTIALS,
    });
    if (req.headers.authorization !== expected || req.headers['x-amz-content-sha256'] !== payloadHash) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = url.pathname.replace(/^\/bucket\//, '');
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
      uploads.get(uploadId)!.parts.set(number, body);
      res.writeHead(200, { etag: `"etag-${number}"` }).end();
    } else if (req.method === 'POST' && uploadId) {
      const upload = uploads.get(uploadId)!;
      const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
        Number(m[1]),
      );
      objects.set(upload.key, Buffer.concat(numbers.map((n) => upload.parts.get(n)!)));
      uploads.delete(uploadId);
      res.end('<CompleteMultipartUploadResult/>');
    } else if (req.method === 'DELETE' && uploadId) {
      uploads.delete(uploadId);
      res.writeHead(204).end();
    } else if (req.method === 'PUT') {
      objects.set(key, body);
      res.end();
    } else if (req.method === 'GET' || req.method === 'HEAD') {
      const object = objects.get(key);
      if (!object) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-length': object.length }).end(req.method === 'GET' ? object : undefined);
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
  beforeAll(async () => {
    fake = startFakeS3();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    storage = new S3Storage(
      { endpoint: `http://127.0.0.1:${port}`, bucket: 'bucket', forcePathStyle: true, ...CREDENTIALS },
      { partBytes: 64 * 1024 },
    );
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => i % 251));
  const chunked = (data: Buffer, size = 10_000) =>
    Readable.from(
      (function* () {
        for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
      })(),
    );
  const read = async (key: string) => Buffer.concat(await (await storage.get(key)).toArray());

  it('puts a small file in one request and reads, checks and deletes it', async () => {
    const data = bytes(5000);
    expect(await storage.put('videos/small', chunked(data))).toEqual({ key: 'videos/small', size: 5000 });
    expect((await read('videos/small')).equals(data)).toBe(true);
    expect(await storage.exists('videos/small')).toBe(true);
    await storage.delete('videos/small');
    expect(await storage.exists('videos/small')).toBe(false);
  });

  it('streams a large file as a multipart upload, visible only once complete', async () => {
    fake.log.length = 0;
    const data = bytes(300 * 1024);
    await storage.put('videos/large', chunked(data));
    expect(fake.log.filter((l) => l === 'PUT part').length).toBe(5);
    expect(fake.log.at(-1)).toBe('POST upload');
    expect((await read('videos/large')).equals(data)).toBe(true);
  });

  it('aborts the multipart upload and publishes nothing when the source fails', async () => {
    const source = new Readable({ read() {} });
    const put = storage.put('videos/broken', source);
    source.push(bytes(200 * 1024));
    setTimeout(() => source.destroy(new Error('client went away')), 50);
    await expect(put).rejects.toThrow('client went away');
    expect(await storage.exists('videos/broken')).toBe(false);
    expect(fake.uploads.size).toBe(0);
  });

  it('aborts when the store refuses a part', async () => {
    fake.failOnPart(2);
    await expect(storage.put('videos/refused', chunked(bytes(200 * 1024)))).rejects.toThrow(
      'S3 UploadPart failed: InternalError',
    );
    fake.failOnPart(null);
    expect(await storage.exists('videos/refused')).toBe(false);
    expect(fake.uploads.size).toBe(0);
  });

  it('refuses unsafe keys and a missing object', async () => {
    await expect(storage.put('../etc/passwd', chunked(bytes(1)))).rejects.toThrow('Unsafe storage key');
    await expect(storage.get('videos/none')).rejects.toThrow('not readable: 404');
  });

  it('is refused by the server with wrong credentials', async () => {
    const { port } = fake.server.address() as AddressInfo;
    const wrong = new S3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'bucket',
      forcePathStyle: true,
      ...CREDENTIALS,
      secretAccessKey: 'nope',
    });
    await expect(wrong.put('videos/x', chunked(bytes(10)))).rejects.toThrow('SignatureDoesNotMatch');
  });
});
