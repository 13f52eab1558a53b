/** Test helper: a local S3-compatible stand-in that checks every request's SigV4 signature (decision 131). */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';

export const CREDENTIALS = { accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'us-west-2' };

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
export function startFakeS3() {
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
