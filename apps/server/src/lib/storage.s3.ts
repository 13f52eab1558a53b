import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import { assertSafeKey, type Storage } from './storage.ts';

/** S3-compatible settings (config.s3): AWS S3, MinIO, Cloudflare R2, Backblaze B2, Ceph… */
export interface S3Settings {
  /** Base URL, e.g. http://localhost:9000; AWS's regional endpoint when absent. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** https://host/bucket/key instead of https://bucket.host/key (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  url: URL;
  /** Lower-case header names; host is taken from the URL. */
  headers: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  /** YYYYMMDDTHHMMSSZ. */
  amzDate: string;
}

/** AWS Signature Version 4: the Authorization header value for a request (header-based auth). */
export function signV4(input: SignInput): string {
  const { url, amzDate } = input;
  const service = input.service ?? 's3';
  const headers: Record<string, string> = { ...input.headers, host: url.host };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const canonicalHeaders = names
    .map((n) => `${n}:${String(headers[n]).trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const path = url.pathname
    .split('/')
    .map((segment) => rfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalRequest = [
    input.method,
    path || '/',
    query,
    canonicalHeaders,
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}

const amzDateNow = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Part size of multipart uploads; S3 wants at least 5 MiB for every part but the last. */
const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

/**
 * The Storage adapter for S3-compatible object storage, over signed fetch (no SDK). `put` streams: a
 * file smaller than one part is one PUT, a larger one a multipart upload holding one part in memory
 * at a time. Nothing is visible under the key until the upload completes; any failure aborts it.
 */
export class S3Storage implements Storage {
  private readonly base: URL;
  private readonly partBytes: number;

  constructor(
    private readonly settings: S3Settings,
    options: { partBytes?: number } = {},
  ) {
    if (!settings.accessKeyId || !settings.secretAccessKey) {
      throw new Error('S3 storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
    }
    this.base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
    // Real S3 refuses parts under 5 MiB (but the last); a smaller size is for local stand-ins.
    this.partBytes = options.partBytes ?? DEFAULT_PART_BYTES;
  }

  private objectUrl(key: string, query: Record<string, string> = {}): URL {
    const url = new URL(this.base);
    const prefix = url.pathname.replace(/\/$/, '');
    if (this.settings.forcePathStyle) url.pathname = `${prefix}/${this.settings.bucket}/${key}`;
    else {
      url.hostname = `${this.settings.bucket}.${url.hostname}`;
      url.pathname = `${prefix}/${key}`;
    }
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url;
  }

  private async send(
    method: string,
    key: string,
    init: { query?: Record<string, string>; body?: Buffer; headers?: Record<string, string> } = {},
  ) {
    const url = this.objectUrl(key, init.query);
    const body = init.body ?? Buffer.alloc(0);
    const payloadHash = sha256Hex(body);
    const amzDate = amzDateNow();
    const headers: Record<string, string> = {
      ...init.headers,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    };
    headers.authorization = signV4({
      method,
      url,
      headers,
      payloadHash,
      amzDate,
      accessKeyId: this.settings.accessKeyId!,
      secretAccessKey: this.settings.secretAccessKey!,
      region: this.settings.region,
    });
    return fetch(url, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
    });
  }

  private async expectOk(response: Response, what: string): Promise<string> {
    const text = await response.text();
    if (!response.ok || /<Error>/.test(text)) {
      const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? response.status;
      throw new Error(`S3 ${what} failed: ${code}`);
    }
    return text;
  }

  async put(
    key: string,
    source: Readable,
    options: { contentType?: string } = {},
  ): Promise<{ key: string; size: number }> {
    assertSafeKey(key);
    const contentType = options.contentType ?? 'application/octet-stream';
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    let uploadId: string | null = null;
    const parts: string[] = [];
    const flushPart = async () => {
      uploadId ??= await this.createMultipart(key, contentType);
      const body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      const response = await this.send('PUT', key, {
        query: { partNumber: String(parts.length + 1), uploadId },
        body,
      });
      await this.expectOk(response, 'UploadPart');
      const etag = response.headers.get('etag');
      if (!etag) throw new Error('S3 UploadPart answered no ETag');
      parts.push(etag);
    };
    try {
      for await (const chunk of source) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        pending.push(buffer);
        pendingBytes += buffer.length;
        size += buffer.length;
        if (pendingBytes >= this.partBytes) await flushPart();
      }
      if (uploadId === null) {
        const response = await this.send('PUT', key, {
          body: Buffer.concat(pending),
          headers: { 'content-type': contentType },
        });
        await this.expectOk(response, 'PutObject');
        return { key, size };
      }
      if (pendingBytes > 0) await flushPart();
      await this.completeMultipart(key, uploadId, parts);
      return { key, size };
    } catch (error) {
      if (uploadId !== null) await this.send('DELETE', key, { query: { uploadId } }).catch(() => {});
      throw error;
    }
  }

  private async createMultipart(key: string, contentType: string): Promise<string> {
    const text = await this.expectOk(
      await this.send('POST', key, { query: { uploads: '' }, headers: { 'content-type': contentType } }),
      'CreateMultipartUpload',
    );
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(text)?.[1];
    if (!uploadId) throw new Error('S3 CreateMultipartUpload answered no UploadId');
    return uploadId;
  }

  private async completeMultipart(key: string, uploadId: string, etags: string[]): Promise<void> {
    const xml = `<CompleteMultipartUpload>${etags
      .map(
        (etag, i) =>
          `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</ETag></Part>`,
      )
      .join('')}</CompleteMultipartUpload>`;
    const response = await this.send('POST', key, {
      query: { uploadId },
      body: Buffer.from(xml),
      headers: { 'content-type': 'application/xml' },
    });
    await this.expectOk(response, 'CompleteMultipartUpload');
  }

  async get(key: string): Promise<Readable> {
    assertSafeKey(key);
    const response = await this.send('GET', key);
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw Object.assign(new Error(`S3 object ${key} not readable: ${response.status}`), {
        code: response.status === 404 ? 'ENOENT' : 'EIO',
      });
    }
    return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    const response = await this.send('HEAD', key);
    if (response.status === 404) return false;
    if (!response.ok) throw new Error(`S3 HeadObject failed: ${response.status}`);
    return true;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) await this.expectOk(response, 'DeleteObject');
    else await response.body?.cancel();
  }
}
